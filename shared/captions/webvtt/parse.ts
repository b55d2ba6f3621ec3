// WebVTT file parsing, following the W3C/WHATWG parser algorithm step by step.
import type { Cue, CueNode, CueSettings, ParseOptions, ParseResult, Region, Track } from '../model';
import { plainText } from '../markup';
import { Reporter } from '../report';
import { beyondTimeLimit, TIME_LIMIT_MESSAGE } from '../time';
import { parseCueText, parseVttTimestamp } from './cue-text';
import { isWs, parseCueSettings, parseRegionSettings } from './settings';
import { isExtendedNote } from './extended-note';

/** A cue as the spec's parser produces it: raw cue text, settings exactly as given. */
export interface VttRawCue {
  id: string;
  startMs: number;
  endMs: number;
  /** Raw cue text (markup not parsed), lines joined by `\n`. */
  text: string;
  settings: CueSettings;
  /** The region object named by `region:`; cues naming the same region share it. */
  region: Region | null;
  /** 1-based line of the timing line. */
  line: number;
  /** Preceded by an `NOTE extended` block: an extended description (see `EXTENDED_NOTE`). */
  extended?: true;
}

export interface VttDocument {
  cues: VttRawCue[];
  regions: Region[];
  styles: string[];
}

// CR counts as a line end here too (web-platform-tests newlines.vtt starts "WEBVTT\r\r").
function isSignatureEnd(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function isStyleOrRegionHeader(buffer: string, keyword: string): boolean {
  if (!buffer.startsWith(keyword)) return false;
  for (let i = keyword.length; i < buffer.length; i++) if (!isWs(buffer.charCodeAt(i))) return false;
  return true;
}

// A run of lines of the input, with their line ends normalised to LF.
function span(input: string, from: number, to: number, hasCr: boolean): string {
  if (from === -1) return '';
  const raw = input.slice(from, to);
  return hasCr && raw.indexOf('\r') !== -1 ? raw.replace(/\r\n?/g, '\n') : raw;
}

/**
 * Runs the WebVTT parser algorithm over decoded text. Returns null when the signature is invalid
 * (unless `lenientSignature`, which parses anyway after a warning).
 */
export function scanWebVtt(source: string, report: Reporter, lenientSignature = false): VttDocument | null {
  const input = source.indexOf('\0') === -1 ? source : source.replaceAll('\0', '\uFFFD');
  const len = input.length;
  const doc: VttDocument = { cues: [], regions: [], styles: [] };
  const hasCr = input.indexOf('\r') !== -1;
  let pos = 0;
  let lineNo = 1;
  let seenCue = false;
  // An `NOTE extended` block marks the cue after it as an extended description.
  let extendedNext = false;

  const lineEnd = (from: number): number => {
    if (!hasCr) {
      const lf = input.indexOf('\n', from);
      return lf === -1 ? len : lf;
    }
    let i = from;
    while (i < len) {
      const c = input.charCodeAt(i);
      if (c === 10 || c === 13) break;
      i++;
    }
    return i;
  };

  // Position of the next "-->" at or after `from`, found once per occurrence instead of once per line.
  let arrowAt = -2;
  const nextArrow = (from: number): number => {
    if (arrowAt !== -1 && arrowAt < from) arrowAt = input.indexOf('-->', from);
    return arrowAt === -1 ? len : arrowAt;
  };

  const collectBlock = (inHeader: boolean): void => {
    let lineCount = 0;
    let previousPosition = pos;
    let previousLineNo = lineNo;
    // The buffer is a span of the input (lines joined by their own line ends), sliced only when read.
    let bufferFrom = -1;
    let bufferTo = -1;
    let seenEof = false;
    let seenArrow = false;
    let cue: VttRawCue | null = null;
    let isStyle = false;
    let isRegion = false;
    for (;;) {
      const start = pos;
      const end = lineEnd(pos);
      const thisLineNo = lineNo;
      pos = end;
      lineCount++;
      if (pos >= len) seenEof = true;
      else {
        if (input.charCodeAt(pos) === 13) pos++;
        if (pos < len && input.charCodeAt(pos) === 10) pos++;
        lineNo++;
      }
      if (nextArrow(start) < end) {
        if (!inHeader && (lineCount === 1 || (lineCount === 2 && !seenArrow))) {
          seenArrow = true;
          previousPosition = pos;
          previousLineNo = lineNo;
          cue = parseTimingLine(
            input.slice(start, end),
            span(input, bufferFrom, bufferTo, hasCr),
            thisLineNo,
            doc.regions,
            report,
          );
          if (cue) {
            bufferFrom = -1;
            seenCue = true;
          }
        } else {
          pos = previousPosition;
          lineNo = previousLineNo;
          break;
        }
      } else if (start === end) {
        break;
      } else {
        if (!inHeader && lineCount === 2 && !seenCue) {
          const first = span(input, bufferFrom, bufferTo, hasCr);
          if (isStyleOrRegionHeader(first, 'STYLE')) {
            isStyle = true;
            bufferFrom = -1;
          } else if (isStyleOrRegionHeader(first, 'REGION')) {
            isRegion = true;
            bufferFrom = -1;
          }
        }
        if (bufferFrom === -1) bufferFrom = start;
        bufferTo = end;
        previousPosition = pos;
        previousLineNo = lineNo;
      }
      if (seenEof) break;
    }
    if (cue) {
      cue.text = span(input, bufferFrom, bufferTo, hasCr);
      if (extendedNext) cue.extended = true;
      extendedNext = false;
      doc.cues.push(cue);
    } else if (isStyle) {
      doc.styles.push(span(input, bufferFrom, bufferTo, hasCr));
    } else if (isRegion) {
      const { region, hasId } = parseRegionSettings(span(input, bufferFrom, bufferTo, hasCr));
      if (hasId) doc.regions.push(region);
    } else if (!inHeader && bufferFrom !== -1 && !input.startsWith('NOTE', bufferFrom)) {
      if (!seenArrow) report.warn(lineNo - 1, 'ignored block without cue timings');
    } else if (!inHeader && bufferFrom !== -1) {
      extendedNext = isExtendedNote(span(input, bufferFrom, bufferTo, hasCr));
    }
  };

  const signatureOk = len >= 6 && input.startsWith('WEBVTT') && (len === 6 || isSignatureEnd(input.charCodeAt(6)));
  if (!signatureOk) {
    if (!lenientSignature) return null;
    report.warn(1, 'missing WEBVTT signature');
    if (!input.startsWith('WEBVTT')) {
      blockLoop();
      return doc;
    }
  }
  // Header line: the rest of the signature line.
  pos = lineEnd(0);
  if (pos >= len) return doc;
  if (input.charCodeAt(pos) === 13) pos++;
  if (pos >= len) return doc;
  if (input.charCodeAt(pos) === 10) pos++;
  lineNo = 2;
  if (pos >= len) return doc;
  if (input.charCodeAt(pos) !== 10) collectBlock(true);
  else {
    pos++;
    lineNo++;
  }
  blockLoop();
  return doc;

  function blockLoop(): void {
    skipNewlines();
    while (pos < len) {
      collectBlock(false);
      skipNewlines();
    }
  }

  function skipNewlines(): void {
    while (pos < len) {
      const c = input.charCodeAt(pos);
      if (c === 10) lineNo++;
      else if (c === 13) {
        if (input.charCodeAt(pos + 1) !== 10) lineNo++;
      } else break;
      pos++;
    }
  }
}

function parseTimingLine(
  line: string,
  id: string,
  lineNo: number,
  regions: Region[],
  report: Reporter,
): VttRawCue | null {
  let pos = 0;
  while (pos < line.length && isWs(line.charCodeAt(pos))) pos++;
  const start = parseVttTimestamp(line, pos);
  if (!start) {
    report.warn(lineNo, 'invalid cue start time; cue skipped');
    return null;
  }
  pos = start[1];
  while (pos < line.length && isWs(line.charCodeAt(pos))) pos++;
  if (!line.startsWith('-->', pos)) {
    report.warn(lineNo, 'expected "-->"; cue skipped');
    return null;
  }
  pos += 3;
  while (pos < line.length && isWs(line.charCodeAt(pos))) pos++;
  const end = parseVttTimestamp(line, pos);
  if (!end) {
    report.warn(lineNo, 'invalid cue end time; cue skipped');
    return null;
  }
  if (beyondTimeLimit(start[0], end[0])) {
    report.warn(lineNo, `${TIME_LIMIT_MESSAGE}; cue skipped`);
    return null;
  }
  const settings: CueSettings = {};
  const rest = line.slice(end[1]);
  const region = rest === '' ? null : parseCueSettings(rest, settings, regions, lineNo, report);
  if (end[0] < start[0]) report.warn(lineNo, 'cue ends before it starts');
  return { id, startMs: start[0], endMs: end[0], text: '', settings, region, line: lineNo };
}

/** Converts a parsed cue-text tree into the model's text, speaker and content. */
export function cueFromTree(cue: Cue, tree: CueNode[]): void {
  const only = tree.length === 1 ? tree[0] : undefined;
  const plainOnly = tree.every((n) => n.type === 'text');
  if (plainOnly) {
    cue.text = plainText(tree);
    return;
  }
  // A single voice span around plain text is just a speaker.
  if (only?.type === 'v' && !only.classes && only.children.every((n) => n.type === 'text')) {
    cue.text = plainText(only.children);
    if (only.annotation) cue.speaker = only.annotation;
    return;
  }
  cue.text = plainText(tree);
  const voices: string[] = [];
  const collect = (nodes: CueNode[]): void => {
    for (const n of nodes) {
      if (n.type === 'v' && n.annotation) voices.push(n.annotation);
      if (n.type !== 'text' && n.type !== 'timestamp') collect(n.children);
    }
  };
  collect(tree);
  if (voices.length === 1) cue.speaker = voices[0] as string;
  cue.content = tree;
}

/** Parses WebVTT into the track model. */
export function parseWebVtt(text: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  const doc = scanWebVtt(text, report, !options.strict);
  if (!doc) {
    report.warn(1, 'missing WEBVTT signature');
    return { track: { cues: [] }, warnings: report.warnings };
  }
  const track: Track = { cues: [] };
  if (doc.regions.length > 0) {
    // Later definitions of an id win, as in the parser's region lookup.
    const byId = new Map<string, Region>();
    for (const r of doc.regions) byId.set(r.id, r);
    track.regions = [...byId.values()];
  }
  if (doc.styles.length > 0) track.styles = doc.styles;
  const cues = track.cues;
  for (const raw of doc.cues) {
    const cue: Cue = { startMs: raw.startMs, endMs: raw.endMs, text: raw.text };
    if (raw.id !== '') cue.id = raw.id;
    // Fast path: no markup and no character references.
    if (raw.text.indexOf('<') !== -1 || raw.text.indexOf('&') !== -1) cueFromTree(cue, parseCueText(raw.text));
    for (const _ in raw.settings) {
      cue.settings = raw.settings;
      break;
    }
    if (raw.region) cue.region = raw.region.id;
    if (raw.extended) cue.extended = true;
    cues.push(cue);
  }
  return { track, warnings: report.warnings };
}
