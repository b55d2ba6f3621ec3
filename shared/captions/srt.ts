// SubRip (.srt): lenient reader and writer.
import type { Cue, ParseOptions, ParseResult, Track, WriteResult } from './model';
import { cueBody, parseSimpleTags, settingsToNumpad } from './markup';
import { Reporter } from './report';
import { beyondTimeLimit, formatClock, readClock, TIME_LIMIT_MESSAGE } from './time';

function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Parses `start --> end` (either `,` or `.`, 1–3 fraction digits); undefined when not a timing line. */
export function parseArrowTiming(line: string): [number, number] | undefined {
  const arrow = line.indexOf('-->');
  if (arrow === -1) return undefined;
  let p = 0;
  while (p < arrow && (line.charCodeAt(p) === 32 || line.charCodeAt(p) === 9)) p++;
  const start = readClock(line, p);
  if (!start) return undefined;
  let q = arrow + 3;
  while (q < line.length && (line.charCodeAt(q) === 32 || line.charCodeAt(q) === 9)) q++;
  const end = readClock(line, q);
  if (!end) return undefined;
  return [start[0], end[0]];
}

/** Parses SubRip text into the track model. */
export function parseSrt(input: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  const text = input.indexOf('\r') === -1 ? input : input.replace(/\r\n?/g, '\n');
  const cues: Cue[] = [];
  const len = text.length;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let lineNo = 0;
  let current: Cue | undefined;
  let body: string[] = [];
  let bodyLine = 0;
  let blankSeen = false;
  let pendingIndex: string | undefined;
  let lastBodyLine = -1;
  let skippedCue = false;

  const finish = (): void => {
    if (!current) return;
    // A trailing all-digit line directly before the next timing line is that cue's index.
    const raw = body.join('\n');
    const parsed = parseSimpleTags(raw, (m) => report.warn(bodyLine, m));
    current.text = parsed.text;
    if (parsed.content) current.content = parsed.content;
    if (parsed.settings) current.settings = parsed.settings;
    cues.push(current);
    current = undefined;
    body = [];
  };

  while (pos < len) {
    let end = text.indexOf('\n', pos);
    if (end === -1) end = len;
    const line = text.slice(pos, end);
    pos = end + 1;
    lineNo++;
    const trimmed = line.indexOf('-->') !== -1 || line.endsWith(' ') ? line.trim() : line;
    if (trimmed === '') {
      blankSeen = true;
      continue;
    }
    const timing = trimmed.indexOf('-->') !== -1 ? parseArrowTiming(trimmed) : undefined;
    if (timing && beyondTimeLimit(timing[0], timing[1])) {
      report.warn(lineNo, `${TIME_LIMIT_MESSAGE}; cue skipped`);
      finish();
      pendingIndex = undefined;
      blankSeen = false;
      skippedCue = true;
      continue;
    }
    if (timing) skippedCue = false;
    if (timing) {
      let id = pendingIndex;
      if (id === undefined && current && lastBodyLine === lineNo - 1 && isDigits(body[body.length - 1] as string)) {
        id = body.pop();
        report.warn(lineNo - 1, 'missing blank line before cue');
      }
      finish();
      if (id === undefined) report.warn(lineNo, 'missing cue index');
      current = { startMs: timing[0], endMs: timing[1], text: '' };
      if (id !== undefined) current.id = id;
      if (timing[1] < timing[0]) report.warn(lineNo, 'cue ends before it starts');
      pendingIndex = undefined;
      bodyLine = lineNo + 1;
      blankSeen = false;
      continue;
    }
    if (trimmed.indexOf('-->') !== -1) {
      report.warn(lineNo, 'invalid timing line; cue skipped');
      finish();
      pendingIndex = undefined;
      blankSeen = false;
      continue;
    }
    if (isDigits(trimmed) && (blankSeen || !current)) {
      // Probably the next cue's index; confirmed when a timing line follows.
      if (pendingIndex !== undefined && current) body.push(pendingIndex);
      else if (pendingIndex !== undefined) report.warn(lineNo - 1, 'ignored stray line');
      pendingIndex = trimmed;
      blankSeen = false;
      continue;
    }
    if (current) {
      if (pendingIndex !== undefined) {
        body.push(pendingIndex);
        pendingIndex = undefined;
      }
      if (blankSeen && body.length > 0) {
        report.warn(lineNo, 'blank line inside cue text');
      }
      body.push(line);
      lastBodyLine = lineNo;
    } else {
      // The text of a skipped cue goes with it, without a warning per line.
      if (!skippedCue) report.warn(lineNo, 'ignored line outside a cue');
      pendingIndex = undefined;
    }
    blankSeen = false;
  }
  if (pendingIndex !== undefined && current) body.push(pendingIndex);
  finish();
  return { track: { cues }, warnings: report.warnings };
}

/** Serializes a track as SubRip; speakers become "Name: " prefixes, placement becomes `{\anN}`. */
export function serializeSrt(track: Track): WriteResult {
  const dropped = new Set<string>();
  // Joined once, as serializeWebVtt does: one flat string instead of a tree of pieces to flatten later.
  const blocks: string[] = [];
  let index = 1;
  for (const cue of track.cues) {
    // Plain cues (most of them) skip the markup and placement checks below.
    if (
      cue.content === undefined &&
      cue.speaker === undefined &&
      cue.settings === undefined &&
      cue.region === undefined &&
      cue.text.indexOf('\n\n') === -1
    ) {
      blocks.push(
        index++ + '\n' + formatClock(cue.startMs, ',') + ' --> ' + formatClock(cue.endMs, ',') + '\n' + cue.text,
      );
      continue;
    }
    let body = cueBody(cue, { italics: true, boldUnderline: true, fontColor: true }, dropped);
    if (cue.settings) {
      const an = settingsToNumpad(cue.settings);
      if (an !== 2) body = `{\\an${an}}${body}`;
      if (cue.settings.position !== undefined || cue.settings.size !== undefined || cue.settings.vertical)
        dropped.add('cue position/size/vertical');
    }
    if (cue.region) dropped.add('regions');
    if (body.indexOf('\n\n') !== -1) body = body.replace(/\n{2,}/g, '\n');
    blocks.push(`${index++}\n${formatClock(cue.startMs, ',')} --> ${formatClock(cue.endMs, ',')}\n${body}`);
  }
  if (track.styles?.length) dropped.add('style sheets');
  return { text: blocks.length === 0 ? '' : blocks.join('\n\n') + '\n\n', dropped: [...dropped] };
}
