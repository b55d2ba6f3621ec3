// YouTube SubViewer (.sbv): `H:MM:SS.mmm,H:MM:SS.mmm` then text lines, blank line between cues.
import type { Cue, ParseOptions, ParseResult, Track, WriteResult } from './model';
import { cueBody } from './markup';
import { Reporter } from './report';
import { beyondTimeLimit, formatClock, readClock, TIME_LIMIT_MESSAGE } from './time';

function readTiming(line: string): [number, number] | undefined {
  const start = readClock(line, 0);
  if (!start || line.charCodeAt(start[1]) !== 44) return undefined;
  const end = readClock(line, start[1] + 1);
  if (!end || line.slice(end[1]).trim() !== '') return undefined;
  return [start[0], end[0]];
}

/** Parses SBV; `[br]` is a line break. */
export function parseSbv(input: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  const lines = input.split(/\r\n|\r|\n/);
  const cues: Cue[] = [];
  let current: Cue | undefined;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const timing = line === '' ? undefined : readTiming(line);
    if (timing && beyondTimeLimit(timing[0], timing[1])) {
      report.warn(i + 1, `${TIME_LIMIT_MESSAGE}; cue skipped`);
      current = undefined;
    } else if (timing) {
      current = { startMs: timing[0], endMs: timing[1], text: '' };
      cues.push(current);
    } else if (line === '') {
      current = undefined;
    } else if (current) {
      const text = raw.replaceAll('[br]', '\n');
      current.text = current.text === '' ? text : `${current.text}\n${text}`;
    } else {
      report.warn(i + 1, 'ignored line outside a cue');
    }
  });
  return { track: { cues }, warnings: report.warnings };
}

/** Serializes as SBV; speakers become "Name: " prefixes, styling is dropped. */
export function serializeSbv(track: Track): WriteResult {
  const dropped = new Set<string>();
  let out = '';
  for (const cue of track.cues) {
    const body = cueBody(cue, {}, dropped).replace(/\n{2,}/g, '\n');
    if (cue.settings || cue.region) dropped.add('cue placement');
    out += `${formatClock(cue.startMs, '.', true).replace(/^0(\d):/, '$1:')},${formatClock(cue.endMs, '.', true).replace(/^0(\d):/, '$1:')}\n${body}\n\n`;
  }
  return { text: out, dropped: [...dropped] };
}
