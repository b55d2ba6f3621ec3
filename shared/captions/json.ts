// The track model as JSON: lossless, validated on read.
import type { Cue, CueSettings, ParseOptions, ParseResult, Region, Track, WriteResult } from './model';
import { Reporter } from './report';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Parses JSON produced by `serializeJson` (or a bare array of cues). */
export function parseJson(input: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  let data: unknown;
  try {
    data = JSON.parse(input);
  } catch (e) {
    report.warn(1, `invalid JSON: ${(e as Error).message}`);
    return { track: { cues: [] }, warnings: report.warnings };
  }
  const source = Array.isArray(data) ? { cues: data } : isRecord(data) && isRecord(data.track) ? data.track : data;
  if (!isRecord(source) || !Array.isArray(source.cues)) {
    report.warn(1, 'expected an object with a "cues" array');
    return { track: { cues: [] }, warnings: report.warnings };
  }
  const track: Track = { cues: [] };
  source.cues.forEach((raw, i) => {
    if (
      !isRecord(raw) ||
      typeof raw.startMs !== 'number' ||
      typeof raw.endMs !== 'number' ||
      typeof raw.text !== 'string'
    ) {
      report.warn(0, `cue ${i}: needs numeric startMs/endMs and string text; skipped`);
      return;
    }
    if (!Number.isFinite(raw.startMs) || !Number.isFinite(raw.endMs)) {
      report.warn(0, `cue ${i}: times must be finite; skipped`);
      return;
    }
    const cue: Cue = { startMs: raw.startMs, endMs: raw.endMs, text: raw.text };
    if (typeof raw.id === 'string') cue.id = raw.id;
    if (typeof raw.speaker === 'string') cue.speaker = raw.speaker;
    if (Array.isArray(raw.content)) cue.content = raw.content as Cue['content'];
    if (isRecord(raw.settings)) cue.settings = raw.settings as CueSettings;
    if (typeof raw.region === 'string') cue.region = raw.region;
    track.cues.push(cue);
  });
  if (typeof source.language === 'string') track.language = source.language;
  if (typeof source.title === 'string') track.title = source.title;
  if (Array.isArray(source.regions)) track.regions = source.regions as Region[];
  if (Array.isArray(source.styles)) track.styles = source.styles.filter((s): s is string => typeof s === 'string');
  if (isRecord(source.metadata)) track.metadata = source.metadata as Record<string, string>;
  return { track, warnings: report.warnings };
}

/** Serializes the track model as indented JSON. */
export function serializeJson(track: Track): WriteResult {
  return { text: `${JSON.stringify(track, null, 2)}\n`, dropped: [] };
}
