// LRC lyrics: `[mm:ss.xx]text` lines; a cue lasts until the next timestamp.
import { type Cue, MAX_TIME_MS, type ParseOptions, type ParseResult, type Track, type WriteResult } from './model';
import { cueBody } from './markup';
import { Reporter } from './report';
import { beyondTimeLimit, readClock, TIME_LIMIT_MESSAGE } from './time';

const LAST_CUE_MS = 5000;

/** Parses LRC (simple and enhanced; word timestamps `<mm:ss.xx>` are removed). */
export function parseLrc(input: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  const entries: { ms: number; text: string; line: number }[] = [];
  const metadata: Record<string, string> = {};
  let offset = 0;
  input.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    let pos = 0;
    const times: number[] = [];
    while (line.charCodeAt(pos) === 91) {
      const close = line.indexOf(']', pos);
      if (close === -1) break;
      const inside = line.slice(pos + 1, close);
      const clock = readClock(inside, 0);
      if (clock && clock[1] === inside.length) {
        if (beyondTimeLimit(clock[0])) report.warn(i + 1, `${TIME_LIMIT_MESSAGE}; timestamp skipped`);
        else times.push(clock[0]);
      } else {
        const tag = /^([a-zA-Z#]+):(.*)$/.exec(inside);
        if (!tag) break;
        const key = (tag[1] as string).toLowerCase();
        const value = (tag[2] as string).trim();
        // An offset past the time range would push every line out of it.
        if (key === 'offset') offset = Math.max(-MAX_TIME_MS, Math.min(MAX_TIME_MS, Number(value) || 0));
        else metadata[key] = value;
      }
      pos = close + 1;
    }
    if (times.length === 0) {
      if (pos === 0) report.warn(i + 1, 'ignored line without timestamp');
      return;
    }
    const text = line
      .slice(pos)
      .replace(/<\d+:\d+(?:[.:]\d+)?>/g, '')
      .trim();
    for (const ms of times) entries.push({ ms, text, line: i + 1 });
  });
  entries.sort((a, b) => a.ms - b.ms);
  const cues: Cue[] = [];
  entries.forEach((e, i) => {
    if (e.text === '') return; // An empty entry only ends the previous line.
    const next = entries[i + 1];
    // A positive [offset] makes lyrics appear sooner.
    const startMs = Math.max(0, e.ms - offset);
    const endMs = Math.max(startMs, (next ? next.ms : e.ms + LAST_CUE_MS) - offset);
    cues.push({ startMs, endMs, text: e.text });
  });
  const track: Track = { cues };
  if (metadata.ti) track.title = metadata.ti;
  if (metadata.la) track.language = metadata.la;
  if (Object.keys(metadata).length > 0) track.metadata = metadata;
  return { track, warnings: report.warnings };
}

function lrcTime(ms: number): string {
  const cs = Math.round(Math.max(0, ms) / 10);
  const m = Math.floor(cs / 6000);
  const s = Math.floor(cs / 100) % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

/** Serializes as LRC; gaps get an empty timestamp line so lines end on time. */
export function serializeLrc(track: Track): WriteResult {
  const dropped = new Set<string>();
  let out = '';
  if (track.title) out += `[ti:${track.title}]\n`;
  for (const [key, value] of Object.entries(track.metadata ?? {}))
    if (key !== 'ti' && /^[a-z]+$/.test(key)) out += `[${key}:${value}]\n`;
  const cues = [...track.cues].sort((a, b) => a.startMs - b.startMs);
  cues.forEach((cue, i) => {
    const body = cueBody(cue, {}, dropped);
    if (body.includes('\n')) dropped.add('line breaks');
    if (cue.settings || cue.region) dropped.add('cue placement');
    out += `[${lrcTime(cue.startMs)}]${body.replace(/\s*\n\s*/g, ' ')}\n`;
    const next = cues[i + 1];
    if (!next || next.startMs > cue.endMs) out += `[${lrcTime(cue.endMs)}]\n`;
    else if (next.startMs < cue.endMs) dropped.add('overlapping cues');
  });
  return { text: out, dropped: [...dropped] };
}
