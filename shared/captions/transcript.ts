// Plain-text transcripts: paragraphs or lines, optionally with timestamps and "Speaker:" names.
import type { Cue, ParseOptions, ParseResult, Track, WriteResult } from './model';
import { cueBody } from './markup';
import { Reporter } from './report';
import { formatClock, readClock } from './time';

// Reading speed used to give untimed text a duration.
const CHARS_PER_SECOND = 15;
const MIN_CUE_MS = 1000;

const SPEAKER = /^((?:[A-Z][\p{L}'.-]*|[A-Z0-9]+)(?: [A-Z\p{Lu}0-9][\p{L}'.-]*){0,3}|Speaker \d+):\s+(.*)$/u;

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
  input.split(/\r\n|\r|\n/).forEach((raw) => {
    const line = raw.trim();
    if (line === '') {
      paragraphOpen = false;
      return;
    }
    const time = leadingTime(line);
    let rest = time ? time[1] : line;
    let speaker: string | undefined;
    const named = SPEAKER.exec(rest);
    if (named) {
      speaker = named[1] as string;
      rest = named[2] as string;
    }
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
  segments.forEach((s, i) => {
    const startMs = s.ms ?? clock;
    let nextTimed: number | undefined;
    for (let j = i + 1; j < segments.length; j++) {
      const ms = segments[j]?.ms;
      if (ms !== undefined) {
        nextTimed = ms;
        break;
      }
    }
    const endMs =
      s.ms !== undefined && nextTimed !== undefined && nextTimed >= startMs ? nextTimed : startMs + estimate(s.text);
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
