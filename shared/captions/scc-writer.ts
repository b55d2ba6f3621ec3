// Scenarist SCC writer: pop-on captions (CEA-608 data channel 1), loaded ahead so each appears on time.
import type { Cue, CueNode, CueSettings, Track, WriteResult } from './model';
import { hasVoice } from './markup';
import {
  basicChar,
  COLUMNS,
  EXTENDED_12,
  EXTENDED_13,
  framesToSccTimecode,
  frameRate,
  hex,
  MAX_ROWS,
  oddParity,
  PAC_ROWS,
  ROWS,
  SPECIAL,
} from './scc-codes';
import { wrapText } from './transform';

function withParity(byte: number): number {
  return oddParity(byte) ? byte : byte | 0x80;
}

function word(b1: number, b2: number): string {
  return hex(withParity(b1)) + hex(withParity(b2));
}

const BASIC_CODES = new Map<string, number>();
for (let c = 0x20; c < 0x80; c++) BASIC_CODES.set(basicChar(c), c);
const SPECIAL_CODES = new Map<string, [number, number]>();
[...SPECIAL].forEach((ch, i) => SPECIAL_CODES.set(ch, [0x11, 0x30 + i]));
[...EXTENDED_12].forEach((ch, i) => SPECIAL_CODES.set(ch, [0x12, 0x20 + i]));
[...EXTENDED_13].forEach((ch, i) => SPECIAL_CODES.set(ch, [0x13, 0x20 + i]));
SPECIAL_CODES.delete('\u00a0');

const EOC = word(0x14, 0x2f);
const EDM = word(0x14, 0x2c);
const ENM = word(0x14, 0x2e);
const RCL = word(0x14, 0x20);

interface Styled {
  ch: string;
  italic: boolean;
}

// Four rows of 32 columns show about 130 characters; reading far beyond that only costs memory
// (a 10 MB cue once took 2 GB here). The margin leaves room for spaces the wrap collapses.
const MAX_CUE_CHARACTERS = 16 * MAX_ROWS * COLUMNS;

function styledLines(cue: Cue, dropped: Set<string>): Styled[][] {
  const out: Styled[] = [];
  const walk = (nodes: CueNode[], italic: boolean): void => {
    for (const n of nodes) {
      if (out.length >= MAX_CUE_CHARACTERS) return;
      if (n.type === 'text')
        for (const ch of n.text.slice(0, MAX_CUE_CHARACTERS - out.length)) out.push({ ch, italic });
      else if (n.type === 'rt') continue;
      else if (n.type !== 'timestamp') {
        // Voices have no markup in CEA-608: they become a "Name: " prefix.
        if (n.type === 'v' && n.annotation) for (const ch of `${n.annotation}: `) out.push({ ch, italic: false });
        walk(n.children, italic || n.type === 'i');
      }
    }
  };
  if (cue.content) walk(cue.content, false);
  else for (const ch of cue.text.slice(0, MAX_CUE_CHARACTERS)) out.push({ ch, italic: false });
  if (out.length >= MAX_CUE_CHARACTERS)
    dropped.add(`lines beyond ${MAX_ROWS} rows (split into more cues with maxLinesPerCue)`);
  const lines: Styled[][] = [[]];
  for (const s of out) {
    if (s.ch === '\n') lines.push([]);
    else (lines[lines.length - 1] as Styled[]).push(s);
  }
  return lines.filter((l) => l.some((s) => s.ch.trim() !== ''));
}

// Greedy 32-column wrap that keeps each character's italics.
function wrapStyled(lines: Styled[][]): Styled[][] {
  const out: Styled[][] = [];
  for (const line of lines) {
    const text = line.map((s) => s.ch).join('');
    // Italic text needs one column for the mid-row code that switches italics on.
    const limit = line.some((s) => s.italic) ? COLUMNS - 1 : COLUMNS;
    if (text.trim().length <= limit) {
      out.push(line);
      continue;
    }
    let at = 0;
    // Only the first rows can be shown; the caller drops the rest.
    for (const wrapped of wrapText(text, limit).slice(0, MAX_ROWS + 1)) {
      const start = text.indexOf(wrapped, at);
      // A word wider than a row is cut at the row's end: a row holds 32 columns, and writing the rest of it only
      // overwrote the last column (a 2,000-character word once made every cue a thousand words long).
      for (let cut = 0; cut < wrapped.length; cut += limit) {
        out.push(line.slice(start + cut, start + Math.min(wrapped.length, cut + limit)));
      }
      at = start + wrapped.length;
    }
  }
  return out;
}

/** Control and character words that load one pop-on caption (without the final EOC). */
function loadWords(lines: Styled[][], settings: CueSettings | undefined, dropped: Set<string>): string[] {
  const words = [ENM, ENM, RCL, RCL];
  const n = lines.length;
  let top = ROWS - n + 1;
  if (settings?.line !== undefined) {
    if (settings.snapToLines === false) top = Math.round(((settings.line - 10) * ROWS) / 80) + 1;
    else top = settings.line >= 0 ? settings.line + 1 : ROWS + settings.line + 2 - n;
    top = Math.min(ROWS - n + 1, Math.max(1, top));
  }
  const leftColumn =
    settings?.position !== undefined && (settings.align === 'left' || settings.align === 'start')
      ? Math.max(0, Math.min(COLUMNS - 1, Math.round(((settings.position - 10) * COLUMNS) / 80)))
      : undefined;
  lines.forEach((line, i) => {
    const r = top + i;
    const trimmed = line.slice(
      line.findIndex((s) => s.ch.trim() !== ''),
      line.length - [...line].reverse().findIndex((s) => s.ch.trim() !== ''),
    );
    // One column before italic text holds the mid-row code that switches italics on.
    const startsItalic = trimmed[0]?.italic ?? false;
    const width = trimmed.length + (startsItalic ? 1 : 0);
    let column = leftColumn ?? Math.floor((COLUMNS - width) / 2);
    column = Math.max(0, Math.min(COLUMNS - width, column));
    const entry = Object.entries(PAC_ROWS).find(([, rows]) => rows.includes(r)) as [string, [number, number]];
    const chan = Number(entry[0]);
    const indent = Math.floor(column / 4);
    const pac = word(0x10 | chan, 0x40 | (entry[1][1] === r && entry[1][0] !== r ? 0x20 : 0) | 0x10 | (indent << 1));
    words.push(pac, pac);
    const tab = column % 4;
    if (tab > 0) words.push(word(0x17, 0x20 + tab), word(0x17, 0x20 + tab));
    let pending: number[] = [];
    const flushChars = (): void => {
      for (let k = 0; k < pending.length; k += 2) words.push(word(pending[k] as number, pending[k + 1] ?? 0));
      pending = [];
    };
    const controlPair = (b1: number, b2: number): void => {
      flushChars();
      words.push(word(b1, b2), word(b1, b2));
    };
    let italic = false;
    trimmed.forEach((s, k) => {
      const ch = s.ch === '\t' ? ' ' : s.ch;
      if (s.italic !== italic && ch !== ' ') {
        // A mid-row code takes a column; it replaces the space before the word where there is one.
        if (k > 0 && pending.length > 0 && pending[pending.length - 1] === 0x20) pending.pop();
        controlPair(0x11, s.italic ? 0x2e : 0x20);
        italic = s.italic;
      }
      const basic = BASIC_CODES.get(ch);
      if (basic !== undefined && ch !== '■') {
        pending.push(basic);
        return;
      }
      const special = SPECIAL_CODES.get(ch);
      if (!special) {
        dropped.add('characters outside the CEA-608 character set');
        pending.push(0x3f); // '?'
        return;
      }
      if (special[0] !== 0x11) {
        // Extended characters overwrite a standard fallback character sent first.
        const base = ch.normalize('NFD').charAt(0);
        pending.push(BASIC_CODES.has(base) && /[A-Za-z]/.test(base) ? (BASIC_CODES.get(base) as number) : 0x20);
      }
      controlPair(special[0], special[1]);
    });
    flushChars();
  });
  return words;
}

/** Serializes a track as SCC pop-on captions: loaded ahead so each EOC lands on the cue's start frame. */
export function serializeScc(track: Track, options: { fps?: number } = {}): WriteResult {
  const dropped = new Set<string>();
  const rate = frameRate(options.fps);
  const toFrame = (ms: number): number => Math.round((Math.max(0, ms) * rate) / 1000);
  // Words by frame; frames without a word are filler.
  const timeline = new Map<number, string>();
  const cues = [...track.cues].filter((c) => c.text.trim() !== '').sort((a, b) => a.startMs - b.startMs);
  let floor = 0;
  let previousEnd: number | undefined;
  cues.forEach((cue, index) => {
    let lines = wrapStyled(styledLines(cue, dropped));
    if (lines.length > MAX_ROWS) {
      dropped.add(`lines beyond ${MAX_ROWS} rows (split into more cues with maxLinesPerCue)`);
      lines = lines.slice(0, MAX_ROWS);
    }
    if (cue.speaker && !(cue.content && hasVoice(cue.content))) {
      const prefix = [...`${cue.speaker}: `].map((ch) => ({ ch, italic: false }));
      lines = wrapStyled([[...prefix, ...(lines[0] ?? [])], ...lines.slice(1)]).slice(0, MAX_ROWS);
    }
    const words = loadWords(lines, cue.settings, dropped);
    let start = toFrame(cue.startMs);
    const end = toFrame(cue.endMs);
    // Put the previous cue's EDM in unless this EOC replaces the picture within two frames anyway.
    if (previousEnd !== undefined && previousEnd + 2 <= start) {
      timeline.set(previousEnd, EDM);
      timeline.set(previousEnd + 1, EDM);
    }
    // Load backwards from the EOC frame into free frames after the previous caption went up.
    const free: number[] = [];
    for (let f = start - 1; f >= floor && free.length < words.length; f--) if (!timeline.has(f)) free.push(f);
    if (free.length < words.length) {
      // Not enough time since the previous caption: this one goes up late.
      dropped.add('exact start times of cues loaded too close together');
      let f = Math.max(floor, start);
      for (; free.length < words.length; f++) if (!timeline.has(f)) free.push(f);
      start = f;
    }
    free.sort((a, b) => a - b);
    words.forEach((w, k) => timeline.set(free[k] as number, w));
    while (timeline.has(start) || timeline.has(start + 1)) start++;
    timeline.set(start, EOC);
    timeline.set(start + 1, EOC);
    floor = start + 2;
    previousEnd = Math.max(end, start + 2);
    if (index === cues.length - 1) {
      timeline.set(previousEnd, EDM);
      timeline.set(previousEnd + 1, EDM);
    }
  });
  if (track.cues.some((c) => c.content?.some((n) => n.type !== 'text' && n.type !== 'i')))
    dropped.add('styling other than italics');
  const frames = [...timeline.keys()].sort((a, b) => a - b);
  let out = 'Scenarist_SCC V1.0\n';
  let runStart = -2;
  let last = -2;
  let line = '';
  for (const f of frames) {
    if (f !== last + 1) {
      if (line) out += `\n${line}\n`;
      runStart = f;
      line = `${framesToSccTimecode(runStart, options.fps)}\t${timeline.get(f) as string}`;
    } else line += ` ${timeline.get(f) as string}`;
    last = f;
  }
  if (line) out += `\n${line}\n`;
  return { text: out, dropped: [...dropped] };
}
