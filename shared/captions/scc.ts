// Scenarist SCC (CEA-608 line-21 captions, data channel 1): decoder for pop-on, roll-up and paint-on
// captions, and a pop-on encoder with load-ahead timing.
import type { Cue, CueNode, CueSettings, ParseOptions, ParseResult, Track, WriteResult } from './model';
import { hasVoice } from './markup';
import { Reporter } from './report';
import { wrapText } from './transform';

const ROWS = 15;
const COLUMNS = 32;
const MAX_ROWS = 4;
const NTSC = 30000 / 1001;

// Basic characters that differ from ASCII (CEA-608 table 50).
const BASIC_OVERRIDES: Record<number, string> = {
  0x2a: 'á',
  0x5c: 'é',
  0x5e: 'í',
  0x5f: 'ó',
  0x60: 'ú',
  0x7b: 'ç',
  0x7c: '÷',
  0x7d: 'Ñ',
  0x7e: 'ñ',
  0x7f: '■',
};
// Special characters: 0x11 0x30–0x3F. 0x39 is the transparent space.
const SPECIAL = '®°½¿™¢£♪à\u00a0èâêîôû';
// Extended characters: 0x12 and 0x13, 0x20–0x3F (Spanish/French/misc, then Portuguese/German/Danish).
const EXTENDED_12 = 'ÁÉÓÚÜü‘¡*’—©℠•“”ÀÂÇÈÊËëÎÏïÔÙùÛ«»';
const EXTENDED_13 = 'ÃãÍÌìÒòÕõ{}\\^_|~ÄäÖöß¥¤¦ÅåØø┌┐└┘';

function basicChar(code: number): string {
  return BASIC_OVERRIDES[code] ?? String.fromCharCode(code);
}

// Row of a preamble address code, by (first byte & 7) and bit 5 of the second byte.
const PAC_ROWS: Record<number, [number, number]> = {
  1: [1, 2],
  2: [3, 4],
  5: [5, 6],
  6: [7, 8],
  7: [9, 10],
  0: [11, 11],
  3: [12, 13],
  4: [14, 15],
};

/** Frame rate for SCC: 29.97 (NTSC) unless another rate is given. */
function frameRate(fps: number | undefined): number {
  return fps === undefined || Math.abs(fps - 29.97) < 0.01 ? NTSC : fps;
}

/** Frame count of an SCC timecode; `;` or `.` before the frames means drop-frame (29.97 only). */
export function sccTimecodeToFrames(timecode: string, fps?: number): number | undefined {
  const m = /^(\d{1,2}):(\d{2}):(\d{2})([:;.,])(\d{2})$/.exec(timecode.trim());
  if (!m) return undefined;
  const [h, mm, s, f] = [m[1], m[2], m[3], m[5]].map(Number) as [number, number, number, number];
  const rate = frameRate(fps);
  const nominal = Math.round(rate);
  const frames = (h * 3600 + mm * 60 + s) * nominal + f;
  const dropFrame = m[4] !== ':' && nominal === 30;
  if (!dropFrame) return frames;
  // Drop-frame skips frame numbers 0 and 1 of every minute except each tenth minute.
  const minutes = h * 60 + mm;
  return frames - 2 * (minutes - Math.floor(minutes / 10));
}

/** Timecode of a frame count: drop-frame (`;`) at 29.97 fps, otherwise non-drop-frame (`:`). */
export function framesToSccTimecode(frame: number, fps?: number): string {
  const rate = frameRate(fps);
  const nominal = Math.round(rate);
  let n = frame;
  const dropFrame = rate === NTSC;
  if (dropFrame) {
    const tens = Math.floor(n / 17982);
    const rest = n % 17982;
    n += 18 * tens + (rest > 1 ? 2 * Math.floor((rest - 2) / 1798) : 0);
  }
  const two = (v: number): string => (v < 10 ? `0${v}` : String(v));
  const ff = n % nominal;
  const ss = Math.floor(n / nominal) % 60;
  const mm = Math.floor(n / (nominal * 60)) % 60;
  const hh = Math.floor(n / (nominal * 3600));
  return `${two(hh)}:${two(mm)}:${two(ss)}${dropFrame ? ';' : ':'}${two(ff)}`;
}

interface Cell {
  ch: string;
  italic: boolean;
}

type Grid = (Cell | undefined)[][];

function emptyGrid(): Grid {
  return Array.from({ length: ROWS + 1 }, () => []);
}

function oddParity(byte: number): boolean {
  let bits = 0;
  for (let b = byte; b; b >>= 1) bits += b & 1;
  return bits % 2 === 1;
}

interface Snapshot {
  text: string;
  content?: CueNode[];
  settings?: CueSettings;
}

// Text, italics and placement of what a grid shows.
function snapshot(grid: Grid): Snapshot | undefined {
  const lines: string[] = [];
  const nodes: CueNode[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let topRow = 0;
  let bottomRow = 0;
  let anyItalic = false;
  for (let r = 1; r <= ROWS; r++) {
    const row = grid[r] as (Cell | undefined)[];
    let first = -1;
    let last = -1;
    for (let c = 0; c < COLUMNS; c++) {
      const ch = row[c]?.ch;
      if (ch !== undefined && ch.trim() !== '') {
        if (first === -1) first = c;
        last = c;
      }
    }
    if (first === -1) continue;
    if (topRow === 0) topRow = r;
    bottomRow = r;
    if (lines.length > 0) nodes.push({ type: 'text', text: '\n' });
    let line = '';
    let run = '';
    let runItalic = false;
    const flush = (): void => {
      if (run === '') return;
      nodes.push(runItalic ? { type: 'i', children: [{ type: 'text', text: run }] } : { type: 'text', text: run });
      run = '';
    };
    for (let c = first; c <= last; c++) {
      const cell = row[c];
      const ch = cell === undefined || cell.ch === '\u00a0' ? ' ' : cell.ch;
      // A space takes the style of the text before it, so italics read as whole words.
      const italic: boolean = ch === ' ' ? runItalic : (cell?.italic ?? false);
      if (italic !== runItalic) {
        flush();
        runItalic = italic;
      }
      if (italic) anyItalic = true;
      run += ch;
      line += ch;
    }
    flush();
    lines.push(line);
    starts.push(first);
    ends.push(last);
  }
  if (lines.length === 0) return undefined;
  const shot: Snapshot = { text: lines.join('\n') };
  if (anyItalic) shot.content = nodes;
  const settings: CueSettings = {};
  // Rows 1–10 are the upper part of the screen; lower captions keep the default bottom placement.
  if (bottomRow <= 10) {
    settings.line = Math.round(10 + ((topRow - 1) * 80) / ROWS);
    settings.snapToLines = false;
    settings.lineAlign = 'start';
  }
  const centered = starts.every((s, i) => Math.abs(s - (COLUMNS - 1 - (ends[i] as number))) <= 1);
  const first = starts[0] as number;
  if (!centered && starts.every((s) => s === first)) {
    settings.position = Math.round(10 + (first * 80) / COLUMNS);
    settings.positionAlign = 'line-left';
    settings.align = 'left';
  }
  if (Object.keys(settings).length > 0) shot.settings = settings;
  return shot;
}

type Mode = 'pop-on' | 'roll-up' | 'paint-on';

/** Parses Scenarist SCC (CEA-608 data channel 1) into cues, one per change of the displayed captions. */
export function parseScc(input: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  const rate = frameRate(options.fps);
  const frameMs = (frame: number): number => Math.round((frame * 1000) / rate);
  const cues: Cue[] = [];
  const lines = input.split(/\r\n|\r|\n/);
  const header = /^\uFEFF?Scenarist_SCC V1\.0\s*$/.test(lines[0] ?? '');
  if (!header) report.warn(1, 'missing "Scenarist_SCC V1.0" header');

  let displayed = emptyGrid();
  let hidden = emptyGrid();
  let mode: Mode = 'pop-on';
  let rollRows = 2;
  let baseRow = ROWS;
  let row = ROWS;
  let col = 0;
  let italic = false;
  let lastControl = -1;
  let open: (Cue & { key: string }) | undefined;
  let pendingFrame: number | undefined;
  let lastFrame = 0;
  let otherChannel = false;

  const commit = (frame: number): void => {
    pendingFrame = undefined;
    const shot = snapshot(displayed);
    const key = shot ? JSON.stringify(shot) : '';
    if (open && open.key === key) return;
    if (open) {
      open.endMs = frameMs(frame);
      const { key: _key, ...cue } = open;
      cues.push(cue);
      open = undefined;
    }
    if (shot) {
      open = { startMs: frameMs(frame), endMs: frameMs(frame), text: shot.text, key };
      if (shot.content) open.content = shot.content;
      if (shot.settings) open.settings = shot.settings;
    }
  };
  // Roll-up and paint-on change the screen character by character; one SCC line counts as one change.
  const touchDisplay = (frame: number): void => {
    if (pendingFrame === undefined) pendingFrame = frame;
  };
  const target = (): Grid => (mode === 'pop-on' ? hidden : displayed);
  const put = (ch: string, frame: number): void => {
    const grid = target();
    (grid[row] as (Cell | undefined)[])[col] = { ch, italic };
    if (col < COLUMNS - 1) col++;
    if (mode !== 'pop-on') touchDisplay(frame);
  };
  const rollUp = (frame: number): void => {
    const top = Math.max(1, baseRow - rollRows + 1);
    // Rolling an empty window changes nothing on screen.
    if (displayed.some((r) => r.some((c) => c !== undefined))) touchDisplay(frame);
    for (let r = 1; r <= ROWS; r++) {
      if (r < top || r > baseRow) displayed[r] = [];
      else displayed[r] = r === baseRow ? [] : (displayed[r + 1] as (Cell | undefined)[]);
    }
    col = 0;
  };

  const control = (b1: number, b2: number, frame: number, lineNo: number): void => {
    const chan = b1 & 0x07;
    // Misc control codes (0x14 / 0x15 field 2 of CC1 share the same meanings here).
    if ((chan === 4 || chan === 5) && b2 >= 0x20 && b2 <= 0x2f) {
      switch (b2) {
        case 0x20: // RCL: resume caption loading
          mode = 'pop-on';
          break;
        case 0x21: {
          // BS: backspace
          if (col > 0) col--;
          (target()[row] as (Cell | undefined)[])[col] = undefined;
          if (mode !== 'pop-on') touchDisplay(frame);
          break;
        }
        case 0x24: // DER: delete to end of row
          (target()[row] as (Cell | undefined)[]).length = col;
          if (mode !== 'pop-on') touchDisplay(frame);
          break;
        case 0x25:
        case 0x26:
        case 0x27: {
          // RU2–RU4: roll-up; entering it from another mode erases the screen.
          if (mode !== 'roll-up') {
            displayed = emptyGrid();
            baseRow = ROWS;
            row = ROWS;
            col = 0;
            if (pendingFrame !== undefined) commit(pendingFrame);
            commit(frame);
          }
          mode = 'roll-up';
          rollRows = b2 - 0x23;
          break;
        }
        case 0x29: // RDC: resume direct captioning
          mode = 'paint-on';
          break;
        case 0x2c: // EDM: erase displayed memory
          if (pendingFrame !== undefined) commit(pendingFrame);
          displayed = emptyGrid();
          commit(frame);
          break;
        case 0x2d: // CR: carriage return
          if (mode === 'roll-up') rollUp(frame);
          else if (row < ROWS) {
            row++;
            col = 0;
          }
          break;
        case 0x2e: // ENM: erase non-displayed memory
          hidden = emptyGrid();
          break;
        case 0x2f: {
          // EOC: end of caption, swap memories
          if (pendingFrame !== undefined) commit(pendingFrame);
          [displayed, hidden] = [hidden, displayed];
          mode = 'pop-on';
          commit(frame);
          break;
        }
        default: // AOF, AON, FON, TR, RTD: alarm, flash and text-mode codes carry nothing here
          break;
      }
      return;
    }
    if (chan === 7 && b2 >= 0x21 && b2 <= 0x23) {
      col = Math.min(COLUMNS - 1, col + (b2 - 0x20)); // TO1–TO3: tab offsets
      return;
    }
    if (chan === 1 && b2 >= 0x30 && b2 <= 0x3f) {
      put(SPECIAL[b2 - 0x30] as string, frame);
      return;
    }
    if ((chan === 2 || chan === 3) && b2 >= 0x20 && b2 <= 0x3f) {
      // An extended character replaces the standard fallback character sent before it.
      if (col > 0) col--;
      put((chan === 2 ? EXTENDED_12 : EXTENDED_13)[b2 - 0x20] as string, frame);
      return;
    }
    if (chan === 1 && b2 >= 0x20 && b2 <= 0x2f) {
      // Mid-row code: a space, then italics on (0x2E/0x2F) or off (colours).
      if (b2 < 0x2e && b2 > 0x21) report.drop('colours');
      put(' ', frame);
      italic = b2 >= 0x2e;
      return;
    }
    if (b2 >= 0x40 && b2 <= 0x7f) {
      const rows = PAC_ROWS[chan] as [number, number];
      const newRow = b2 & 0x20 ? rows[1] : rows[0];
      const attr = b2 & 0x1f;
      if (mode === 'roll-up' && newRow !== baseRow) {
        // Moving the roll-up window moves what it shows.
        const moved = emptyGrid();
        for (let r = 1; r <= ROWS; r++) {
          const to = r - baseRow + newRow;
          if (to >= 1 && to <= ROWS) moved[to] = displayed[r] as (Cell | undefined)[];
        }
        displayed = moved;
        baseRow = newRow;
        touchDisplay(frame);
      }
      row = mode === 'roll-up' ? baseRow : newRow;
      col = attr >= 0x10 ? ((attr & 0x0e) >> 1) * 4 : 0;
      italic = attr < 0x10 && (attr & 0x0e) === 0x0e;
      if (attr < 0x10 && (attr & 0x0e) !== 0 && (attr & 0x0e) !== 0x0e) report.drop('colours');
      return;
    }
    if (b1 === 0x10 || b1 === 0x17) {
      report.drop('background attributes');
      return;
    }
    report.warn(lineNo, `unknown control code ${hex(b1)}${hex(b2)}`);
  };

  for (let i = header ? 1 : 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line === '') continue;
    const lineNo = i + 1;
    const tab = line.search(/\s/);
    const frame0 = sccTimecodeToFrames(tab === -1 ? line : line.slice(0, tab), options.fps);
    if (frame0 === undefined) {
      report.warn(lineNo, 'invalid timecode; line skipped');
      continue;
    }
    if (frame0 < lastFrame) report.warn(lineNo, 'timecode earlier than the data before it');
    const words = tab === -1 ? [] : line.slice(tab).trim().split(/\s+/);
    let frame = frame0;
    for (const word of words) {
      if (!/^[0-9a-fA-F]{4}$/.test(word)) {
        report.warn(lineNo, `invalid byte pair "${word}"`);
        frame++;
        continue;
      }
      const raw1 = parseInt(word.slice(0, 2), 16);
      const raw2 = parseInt(word.slice(2), 16);
      const code = (raw1 << 8) | raw2;
      const parityOk = oddParity(raw1) && oddParity(raw2);
      const b1 = raw1 & 0x7f;
      const b2 = raw2 & 0x7f;
      if (!parityOk) {
        report.warn(lineNo, `parity error in "${word}"`);
        lastControl = -1;
        frame++;
        continue;
      }
      if (b1 >= 0x10 && b1 <= 0x1f) {
        // Control codes are sent twice; the immediate repeat is ignored.
        if (code === lastControl) {
          lastControl = -1;
          frame++;
          continue;
        }
        lastControl = code;
        if (b1 >= 0x18) otherChannel = true;
        else control(b1, b2, frame, lineNo);
      } else {
        lastControl = -1;
        if (b1 >= 0x01 && b1 <= 0x0f) {
          report.drop('extended data services (XDS)');
        } else if (!otherChannel) {
          if (b1 >= 0x20) put(basicChar(b1), frame);
          if (b2 >= 0x20) put(basicChar(b2), frame);
        }
      }
      frame++;
    }
    lastFrame = frame;
    if (pendingFrame !== undefined) commit(pendingFrame);
  }
  if (otherChannel) report.drop('data channel 2 (CC2/CC4)');
  if (open) {
    report.warn(lines.length, 'caption still displayed at the end of the file; it ends at the last timecode');
    open.endMs = Math.max(open.startMs, frameMs(lastFrame));
    const { key: _key, ...cue } = open;
    cues.push(cue);
  }
  return { track: { cues }, warnings: report.warnings, dropped: report.dropped };
}

function hex(b: number): string {
  return b.toString(16).padStart(2, '0');
}

// ---- Encoder ----

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

function styledLines(cue: Cue): Styled[][] {
  const out: Styled[] = [];
  const walk = (nodes: CueNode[], italic: boolean): void => {
    for (const n of nodes) {
      if (n.type === 'text') for (const ch of n.text) out.push({ ch, italic });
      else if (n.type === 'rt') continue;
      else if (n.type !== 'timestamp') {
        // Voices have no markup in CEA-608: they become a "Name: " prefix.
        if (n.type === 'v' && n.annotation) for (const ch of `${n.annotation}: `) out.push({ ch, italic: false });
        walk(n.children, italic || n.type === 'i');
      }
    }
  };
  if (cue.content) walk(cue.content, false);
  else for (const ch of cue.text) out.push({ ch, italic: false });
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
    for (const wrapped of wrapText(text, limit)) {
      const start = text.indexOf(wrapped, at);
      out.push(line.slice(start, start + wrapped.length));
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
    let lines = wrapStyled(styledLines(cue));
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
