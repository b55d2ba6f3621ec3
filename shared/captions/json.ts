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

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const REGION_NUMBERS = ['width', 'lines', 'regionAnchorX', 'regionAnchorY', 'viewportAnchorX', 'viewportAnchorY'];

/** A region as the writers expect it: an id, its six numbers and a scroll value. */
function isRegion(v: unknown): v is Region {
  return (
    isRecord(v) &&
    typeof v.id === 'string' &&
    REGION_NUMBERS.every((key) => isFiniteNumber(v[key])) &&
    (v.scroll === '' || v.scroll === 'up')
  );
}

/** The known settings with values of their type; anything else is left out. */
function cueSettings(raw: Record<string, unknown>): CueSettings {
  const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
    allowed.includes(value as T) ? (value as T) : undefined;
  const settings: CueSettings = {
    vertical: oneOf(raw.vertical, ['rl', 'lr']),
    line: isFiniteNumber(raw.line) ? raw.line : undefined,
    snapToLines: typeof raw.snapToLines === 'boolean' ? raw.snapToLines : undefined,
    lineAlign: oneOf(raw.lineAlign, ['start', 'center', 'end']),
    position: isFiniteNumber(raw.position) ? raw.position : undefined,
    positionAlign: oneOf(raw.positionAlign, ['line-left', 'center', 'line-right']),
    size: isFiniteNumber(raw.size) ? raw.size : undefined,
    align: oneOf(raw.align, ['start', 'center', 'end', 'left', 'right']),
  };
  for (const key of Object.keys(settings) as (keyof CueSettings)[]) {
    if (settings[key] === undefined) delete settings[key];
  }
  return settings;
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
    if (raw.extended === true) cue.extended = true;
    if (Array.isArray(raw.content)) {
      if (isContent(raw.content)) cue.content = raw.content;
      else report.warn(0, `cue ${i}: content is not a styling tree of at most ${MAX_NESTING} levels; styling skipped`);
    }
    if (isRecord(raw.settings)) cue.settings = cueSettings(raw.settings);
    if (typeof raw.region === 'string') cue.region = raw.region;
    track.cues.push(cue);
  });
  if (typeof source.language === 'string') track.language = source.language;
  if (typeof source.title === 'string') track.title = source.title;
  if (Array.isArray(source.regions)) {
    track.regions = source.regions.filter(isRegion);
    if (track.regions.length < source.regions.length) {
      report.warn(0, 'regions need an id, six numbers and a scroll value; the others were skipped');
    }
  }
  if (Array.isArray(source.styles)) track.styles = source.styles.filter((s): s is string => typeof s === 'string');
  if (isRecord(source.metadata)) {
    track.metadata = Object.fromEntries(
      Object.entries(source.metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return { track, warnings: report.warnings };
}

/** Serializes the track model as indented JSON. */
export function serializeJson(track: Track): WriteResult {
  return { text: `${JSON.stringify(track, null, 2)}\n`, dropped: [] };
}
