// SAMI (.smi): `<SYNC Start=ms>` blocks of HTML-ish paragraphs; a cue lasts until the next SYNC.
import type { Cue, ParseOptions, ParseResult, Track, WriteResult } from './model';
import { cueBody, parseSimpleTags } from './markup';
import { Reporter } from './report';
import { beyondTimeLimit, TIME_LIMIT_MESSAGE } from './time';
import { consumeCharRef } from './webvtt/cue-text';

function decodeEntities(s: string): string {
  if (s.indexOf('&') === -1) return s;
  let out = '';
  let i = 0;
  while (i < s.length) {
    const amp = s.indexOf('&', i);
    if (amp === -1) break;
    out += s.slice(i, amp);
    const ref = consumeCharRef(s, amp + 1);
    if (ref) {
      out += ref.text;
      i = ref.end;
    } else {
      out += '&';
      i = amp + 1;
    }
  }
  return out + s.slice(i);
}

/** Line numbers of increasing offsets, counting each newline once (SYNC blocks come in order). */
function lineCounter(input: string): (index: number) => number {
  let line = 1;
  let next = input.indexOf('\n');
  return (index) => {
    while (next !== -1 && next < index) {
      line++;
      next = input.indexOf('\n', next + 1);
    }
    return line;
  };
}

/** Parses SAMI; only the first language class is read when several are present. */
export function parseSami(input: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  const dropped: string[] = [];
  // `[^<>]` rather than `[^>]`: a tag never spans another `<`, so a match attempt stops there (linear time).
  const syncRe = /<sync\s[^<>]*?start\s*=\s*["']?(\d+)[^<>]*>/gi;
  const syncs: { ms: number; from: number; to: number }[] = [];
  for (let m = syncRe.exec(input); m; m = syncRe.exec(input)) {
    const last = syncs[syncs.length - 1];
    if (last) last.to = m.index;
    syncs.push({ ms: Number(m[1]), from: m.index + m[0].length, to: input.length });
  }
  if (syncs.length === 0) report.warn(0, 'no <SYNC> blocks found');
  const bodyEnd = /<\/body\s*>/i.exec(input);
  const lastSync = syncs[syncs.length - 1];
  if (lastSync && bodyEnd && bodyEnd.index > lastSync.from) lastSync.to = bodyEnd.index;
  let language: string | undefined;
  const lineOf = lineCounter(input);
  const cues: Cue[] = [];
  syncs.forEach((sync, i) => {
    let block = input.slice(sync.from, sync.to).replace(/<\/sync\s*>/gi, '');
    const cls = /<p\s[^<>]*class\s*=\s*["']?([\w-]+)/i.exec(block);
    if (cls) {
      language ??= cls[1];
      if (cls[1] !== language) {
        if (!dropped.includes('other languages')) dropped.push('other languages');
        return;
      }
    }
    block = block
      .replace(/<\/?p\b[^<>]*>/gi, '')
      .replace(/\s+/g, ' ')
      .replace(/<br\s*\/?>/gi, '\n');
    const parsed = parseSimpleTags(block, (m) => report.warn(lineOf(sync.from), m));
    const text = decodeEntities(parsed.text)
      .replace(/\u00a0/g, ' ')
      .split('\n')
      .map((l) => l.trim())
      .join('\n')
      .trim();
    if (text === '') return; // An empty SYNC (usually &nbsp;) only ends the previous cue.
    const next = syncs[i + 1];
    const cue: Cue = { startMs: sync.ms, endMs: next ? next.ms : sync.ms + 5000, text };
    if (beyondTimeLimit(cue.startMs, cue.endMs)) {
      report.warn(lineOf(sync.from), `${TIME_LIMIT_MESSAGE}; SYNC skipped`);
      return;
    }
    if (parsed.content) {
      const decode = (nodes: NonNullable<Cue['content']>): void => {
        for (const n of nodes) {
          if (n.type === 'text') n.text = decodeEntities(n.text).replace(/\u00a0/g, ' ');
          else if (n.type !== 'timestamp') decode(n.children);
        }
      };
      decode(parsed.content);
      cue.content = parsed.content;
    }
    cues.push(cue);
  });
  const track: Track = { cues };
  const title = /<title>([^<]*)<\/title>/i.exec(input);
  if (title?.[1]?.trim()) track.title = decodeEntities(title[1].trim());
  const result: ParseResult = { track, warnings: report.warnings };
  if (dropped.length > 0) result.dropped = dropped;
  return result;
}

/** Serializes as SAMI with one English class; gaps end with an `&nbsp;` SYNC. */
export function serializeSami(track: Track): WriteResult {
  const dropped = new Set<string>();
  const lang = track.language ?? 'en-US';
  let out =
    `<SAMI>\n<HEAD>\n<TITLE>${track.title ?? ''}</TITLE>\n<STYLE TYPE="text/css">\n<!--\n` +
    `P { font-family: Arial; font-weight: normal; color: white; text-align: center; }\n` +
    `.CC { Name: Captions; lang: ${lang}; SAMIType: CC; }\n-->\n</STYLE>\n</HEAD>\n<BODY>\n`;
  const cues = [...track.cues].sort((a, b) => a.startMs - b.startMs);
  cues.forEach((cue, i) => {
    const body = cueBody(cue, { escape: true, italics: true, boldUnderline: true, fontColor: true }, dropped);
    if (cue.settings || cue.region) dropped.add('cue placement');
    out += `<SYNC Start=${Math.round(cue.startMs)}><P Class=CC>${body.replace(/\n/g, '<br>')}</P></SYNC>\n`;
    const next = cues[i + 1];
    if (!next || next.startMs > cue.endMs)
      out += `<SYNC Start=${Math.round(cue.endMs)}><P Class=CC>&nbsp;</P></SYNC>\n`;
    else if (next.startMs < cue.endMs) dropped.add('overlapping cues');
  });
  return { text: `${out}</BODY>\n</SAMI>\n`, dropped: [...dropped] };
}
