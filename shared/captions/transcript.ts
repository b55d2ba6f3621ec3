// Plain-text transcripts: paragraphs or lines, optionally with timestamps and "Speaker:" names.
import { type Cue, MAX_TIME_MS, type ParseOptions, type ParseResult, type Track, type WriteResult } from './model';
import { cueBody } from './markup';
import { Reporter } from './report';
import { beyondTimeLimit, formatClock, readClock, TIME_LIMIT_MESSAGE } from './time';

// Reading speed used to give untimed text a duration.
const CHARS_PER_SECOND = 15;
const MIN_CUE_MS = 1000;

const SPEAKER_NAME = /^(?:(?:[A-Z][\p{L}'.-]*|[A-Z0-9]+)(?: [A-Z\p{Lu}0-9][\p{L}'.-]*){0,3}|Speaker \d+)$/u;
// Names are short; matching only the text before the first colon keeps a long line from backtracking.
const MAX_SPEAKER_LENGTH = 80;

function speakerOf(line: string): [string, string] | undefined {
  const colon = line.indexOf(':');
  if (colon <= 0 || colon > MAX_SPEAKER_LENGTH || !/\s/.test(line.charAt(colon + 1))) return undefined;
  const name = line.slice(0, colon);
  return SPEAKER_NAME.test(name) ? [name, line.slice(colon + 1).trimStart()] : undefined;
}

function estimate(text: string): number {
  return Math.max(MIN_CUE_MS, Math.round((text.length / CHARS_PER_SECOND) * 1000));
}

/** Reads a leading `[00:01:02]`, `(1:02)`, `00:01:02.5 -` style timestamp. */
function leadingTime(line: string): [number, string] | undefined {
  const bracket = line[0] === '[' || line[0] === '(' ? 1 : 0;
  const clock = readClock(line, bracket);
  if (!clock) return undefined;
  let pos = clock[1];
  if (bracket) {
    if (line[pos] !== ']' && line[pos] !== ')') return undefined;
    pos++;
  }
  const rest = line.slice(pos).replace(/^\s*[-–—:]?\s*/, '');
  return [clock[0], rest];
}

/** Parses a transcript. Without timestamps each paragraph becomes a cue with an estimated duration. */
export function parseTranscript(input: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  const segments: { ms?: number; speaker?: string; text: string }[] = [];
  let paragraphOpen = false;
  let timed = 0;
  input.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') {
      paragraphOpen = false;
      return;
    }
    let time = leadingTime(line);
    if (time && beyondTimeLimit(time[0])) {
      report.warn(index + 1, `${TIME_LIMIT_MESSAGE}; read as text`);
      time = undefined;
    }
    let rest = time ? time[1] : line;
    let speaker: string | undefined;
    const named = speakerOf(rest);
    if (named) [speaker, rest] = named;
    if (time || speaker || !paragraphOpen) {
      const segment: { ms?: number; speaker?: string; text: string } = { text: rest };
      if (time) {
        segment.ms = time[0];
        timed++;
      }
      if (speaker) segment.speaker = speaker;
      segments.push(segment);
      paragraphOpen = true;
    } else {
      const last = segments[segments.length - 1] as { text: string };
      last.text = last.text === '' ? rest : `${last.text}\n${rest}`;
    }
  });
  if (segments.length > 0 && timed === 0) report.warn(0, 'no timestamps; cue times are estimated from text length');
  const cues: Cue[] = [];
  let clock = 0;
  // The next timestamp after each segment, found in one backwards pass rather than a scan per segment.
  const nextTimes: (number | undefined)[] = new Array<number | undefined>(segments.length);
  for (let i = segments.length - 1, next: number | undefined; i >= 0; i--) {
    nextTimes[i] = next;
    next = segments[i]?.ms ?? next;
  }
  segments.forEach((s, i) => {
    const startMs = s.ms ?? clock;
    const nextTimed = nextTimes[i];
    const endMs =
      s.ms !== undefined && nextTimed !== undefined && nextTimed >= startMs ? nextTimed : startMs + estimate(s.text);
    if (beyondTimeLimit(endMs)) {
      if (clock <= MAX_TIME_MS) report.warn(0, `${TIME_LIMIT_MESSAGE}; the rest of the transcript is skipped`);
      clock = Infinity;
      return;
    }
    const cue: Cue = { startMs, endMs, text: s.text };
    if (s.speaker) cue.speaker = s.speaker;
    cues.push(cue);
    clock = endMs;
  });
  return { track: { cues }, warnings: report.warnings };
}

export interface TranscriptWriteOptions {
  /** Prefix each cue with `[HH:MM:SS]` (default true). */
  timestamps?: boolean;
}

/** Serializes as a transcript: one paragraph per cue, "Speaker: " when known. */
export function serializeTranscript(track: Track, options: TranscriptWriteOptions = {}): WriteResult {
  const dropped = new Set<string>();
  const timestamps = options.timestamps ?? true;
  const paragraphs = track.cues.map((cue) => {
    const body = cueBody(cue, {}, dropped).replace(/\s*\n\s*/g, ' ');
    return timestamps ? `[${formatClock(cue.startMs, '.')}] ${body}` : body;
  });
  dropped.add('cue end times');
  return { text: paragraphs.length > 0 ? `${paragraphs.join('\n\n')}\n` : '', dropped: [...dropped] };
}
