// The track model as JSON: lossless, validated on read.
import {
  type Cue,
  type CueNode,
  type CueSettings,
  MAX_NESTING,
  type ParseOptions,
  type ParseResult,
  type Region,
  type Track,
  type WriteResult,
} from './model';
import { Reporter } from './report';
import { beyondTimeLimit, TIME_LIMIT_MESSAGE } from './time';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const ELEMENT_TYPES = new Set(['i', 'b', 'u', 'c', 'v', 'lang', 'ruby', 'rt']);

/** True when `nodes` is a well-formed content tree no deeper than MAX_NESTING (checked without recursion). */
function isContent(nodes: unknown[]): nodes is CueNode[] {
  const pending: [unknown[], number][] = [[nodes, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [list, depth] = next;
    if (depth > MAX_NESTING) return false;
    for (const n of list) {
      if (!isRecord(n)) return false;
      if (n.type === 'text') {
        if (typeof n.text !== 'string') return false;
      } else if (n.type === 'timestamp') {
        if (typeof n.ms !== 'number' || beyondTimeLimit(n.ms)) return false;
      } else if (typeof n.type === 'string' && ELEMENT_TYPES.has(n.type) && Array.isArray(n.children)) {
        if (n.classes !== undefined && !(Array.isArray(n.classes) && n.classes.every((c) => typeof c === 'string')))
          return false;
        if (n.annotation !== undefined && typeof n.annotation !== 'string') return false;
        if (n.color !== undefined && typeof n.color !== 'string') return false;
        pending.push([n.children, depth + 1]);
      } else return false;
    }
  }
  return true;
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
    if (beyondTimeLimit(raw.startMs, raw.endMs)) {
      report.warn(0, `cue ${i}: ${TIME_LIMIT_MESSAGE}; skipped`);
      return;
    }
    const cue: Cue = { startMs: raw.startMs, endMs: raw.endMs, text: raw.text };
    if (typeof raw.id === 'string') cue.id = raw.id;
    if (typeof raw.speaker === 'string') cue.speaker = raw.speaker;
    if (Array.isArray(raw.content)) {
      if (isContent(raw.content)) cue.content = raw.content;
      else report.warn(0, `cue ${i}: content is not a styling tree of at most ${MAX_NESTING} levels; styling skipped`);
    }
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
