// Scenarist SCC reader: a CEA-608 decoder (data channel 1) for pop-on, roll-up and paint-on captions.
// Each byte pair is one event for a small state machine (caption mode, cursor, the two memories);
// a cue is emitted whenever what the screen displays changes.
import type { Cue, ParseOptions, ParseResult } from './model';
import { Reporter } from './report';
import {
  basicChar,
  COLUMNS,
  EXTENDED_12,
  EXTENDED_13,
  frameRate,
  hex,
  oddParity,
  PAC_ROWS,
  ROWS,
  sccTimecodeToFrames,
  SPECIAL,
} from './scc-codes';
import { type Cell, emptyGrid, type Grid, snapshot } from './scc-screen';

type Mode = 'pop-on' | 'roll-up' | 'paint-on';

// Miscellaneous control codes (second byte, after 0x14/0x15).
const RCL = 0x20;
const BS = 0x21;
const DER = 0x24;
const RU2 = 0x25;
const RU4 = 0x27;
const RDC = 0x29;
const EDM = 0x2c;
const CR = 0x2d;
const ENM = 0x2e;
const EOC = 0x2f;

class SccDecoder {
  readonly cues: Cue[] = [];
  private displayed = emptyGrid();
  private hidden = emptyGrid();
  private mode: Mode = 'pop-on';
  private rollRows = 2;
  private baseRow = ROWS;
  private row = ROWS;
  private col = 0;
  private italic = false;
  private open: (Cue & { key: string }) | undefined;
  /** Frame of the first on-screen change not yet turned into a cue (roll-up and paint-on). */
  private pendingFrame: number | undefined;

  constructor(
    private readonly report: Reporter,
    private readonly frameMs: (frame: number) => number,
  ) {}

  /** Misc control codes (0x14/0x15, second byte 0x20–0x2F). */
  misc(code: number, frame: number): void {
    switch (code) {
      case RCL:
        this.mode = 'pop-on';
        return;
      case BS:
        if (this.col > 0) this.col--;
        this.currentRow()[this.col] = undefined;
        this.touched(frame);
        return;
      case DER:
        this.currentRow().length = this.col;
        this.touched(frame);
        return;
      case RDC:
        this.mode = 'paint-on';
        return;
      case EDM:
        this.flush();
        this.displayed = emptyGrid();
        this.commit(frame);
        return;
      case CR:
        if (this.mode === 'roll-up') this.rollUp(frame);
        else if (this.row < ROWS) {
          this.row++;
          this.col = 0;
        }
        return;
      case ENM:
        this.hidden = emptyGrid();
        return;
      case EOC:
        this.flush();
        [this.displayed, this.hidden] = [this.hidden, this.displayed];
        this.mode = 'pop-on';
        this.commit(frame);
        return;
      default:
        if (code >= RU2 && code <= RU4) this.startRollUp(code - 0x23, frame);
      // AOF, AON, FON, TR, RTD: alarm, flash and text-mode codes carry nothing here.
    }
  }

  /** Preamble address code: row, indent and italics of what follows. */
  preamble(chan: number, b2: number, frame: number): void {
    const rows = PAC_ROWS[chan] as [number, number];
    const newRow = b2 & 0x20 ? rows[1] : rows[0];
    const attr = b2 & 0x1f;
    if (this.mode === 'roll-up' && newRow !== this.baseRow) this.moveRollUpWindow(newRow, frame);
    this.row = this.mode === 'roll-up' ? this.baseRow : newRow;
    this.col = attr >= 0x10 ? ((attr & 0x0e) >> 1) * 4 : 0;
    this.italic = attr < 0x10 && (attr & 0x0e) === 0x0e;
    if (attr < 0x10 && (attr & 0x0e) !== 0 && (attr & 0x0e) !== 0x0e) this.report.drop('colours');
  }

  /** Mid-row code: a space, then italics on (0x2E/0x2F) or off (colours). */
  midRow(b2: number, frame: number): void {
    if (b2 < 0x2e && b2 > 0x21) this.report.drop('colours');
    this.put(' ', frame);
    this.italic = b2 >= 0x2e;
  }

  tab(columns: number): void {
    this.col = Math.min(COLUMNS - 1, this.col + columns);
  }

  /** An extended character replaces the standard fallback character sent before it. */
  extended(table: string, b2: number, frame: number): void {
    if (this.col > 0) this.col--;
    this.put(table[b2 - 0x20] as string, frame);
  }

  put(ch: string, frame: number): void {
    this.currentRow()[this.col] = { ch, italic: this.italic };
    if (this.col < COLUMNS - 1) this.col++;
    this.touched(frame);
  }

  /** End of an SCC line: roll-up and paint-on changes of the line become one cue change. */
  flush(): void {
    if (this.pendingFrame !== undefined) this.commit(this.pendingFrame);
  }

  /** Closes the last cue at `frame`; true when a caption was still displayed. */
  finish(frame: number): boolean {
    const open = this.open;
    if (!open) return false;
    open.endMs = Math.max(open.startMs, this.frameMs(frame));
    const { key: _key, ...cue } = open;
    this.cues.push(cue);
    return true;
  }

  private target(): Grid {
    return this.mode === 'pop-on' ? this.hidden : this.displayed;
  }

  private currentRow(): (Cell | undefined)[] {
    return this.target()[this.row] as (Cell | undefined)[];
  }

  // Roll-up and paint-on change the screen character by character; pop-on loads off screen.
  private touched(frame: number): void {
    if (this.mode !== 'pop-on' && this.pendingFrame === undefined) this.pendingFrame = frame;
  }

  private commit(frame: number): void {
    this.pendingFrame = undefined;
    const shot = snapshot(this.displayed);
    const key = shot ? JSON.stringify(shot) : '';
    if (this.open && this.open.key === key) return;
    if (this.open) {
      this.open.endMs = this.frameMs(frame);
      const { key: _key, ...cue } = this.open;
      this.cues.push(cue);
      this.open = undefined;
    }
    if (shot) {
      const frameMs = this.frameMs(frame);
      this.open = { startMs: frameMs, endMs: frameMs, text: shot.text, key };
      if (shot.content) this.open.content = shot.content;
      if (shot.settings) this.open.settings = shot.settings;
    }
  }

  // RU2–RU4: entering roll-up from another mode erases the screen.
  private startRollUp(rows: number, frame: number): void {
    if (this.mode !== 'roll-up') {
      this.displayed = emptyGrid();
      this.baseRow = ROWS;
      this.row = ROWS;
      this.col = 0;
      this.flush();
      this.commit(frame);
    }
    this.mode = 'roll-up';
    this.rollRows = rows;
  }

  private rollUp(frame: number): void {
    const top = Math.max(1, this.baseRow - this.rollRows + 1);
    // Rolling an empty window changes nothing on screen.
    if (this.displayed.some((r) => r.some((c) => c !== undefined)) && this.pendingFrame === undefined)
      this.pendingFrame = frame;
    for (let r = 1; r <= ROWS; r++) {
      if (r < top || r > this.baseRow) this.displayed[r] = [];
      else this.displayed[r] = r === this.baseRow ? [] : (this.displayed[r + 1] as (Cell | undefined)[]);
    }
    this.col = 0;
  }

  // Moving the roll-up window moves what it shows.
  private moveRollUpWindow(newRow: number, frame: number): void {
    const moved = emptyGrid();
    for (let r = 1; r <= ROWS; r++) {
      const to = r - this.baseRow + newRow;
      if (to >= 1 && to <= ROWS) moved[to] = this.displayed[r] as (Cell | undefined)[];
    }
    this.displayed = moved;
    this.baseRow = newRow;
    this.touched(frame);
  }
}

/** Value of four hex digits at `pos`, or -1. Avoids a regex and two parseInt calls per byte pair. */
function hexWord(s: string, pos: number): number {
  let v = 0;
  for (let i = pos; i < pos + 4; i++) {
    const c = s.charCodeAt(i);
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (d === -1) return -1;
    v = v * 16 + d;
  }
  return v;
}

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/** Parses Scenarist SCC (CEA-608 data channel 1) into cues, one per change of the displayed captions. */
export function parseScc(input: string, options: ParseOptions = {}): ParseResult {
  const report = new Reporter(options.strict);
  const rate = frameRate(options.fps);
  const decoder = new SccDecoder(report, (frame) => Math.round((frame * 1000) / rate));
  const lines = input.split(/\r\n|\r|\n/);
  const header = /^\uFEFF?Scenarist_SCC V1\.0\s*$/.test(lines[0] ?? '');
  if (!header) report.warn(1, 'missing "Scenarist_SCC V1.0" header');
  let lastControl = -1;
  let lastFrame = 0;
  let otherChannel = false;

  // One byte pair: control codes (sent twice; the repeat is ignored) or two characters.
  const pair = (raw1: number, raw2: number, frame: number, lineNo: number, word: string): void => {
    const code = (raw1 << 8) | raw2;
    const b1 = raw1 & 0x7f;
    const b2 = raw2 & 0x7f;
    if (!oddParity(raw1) || !oddParity(raw2)) {
      report.warn(lineNo, `parity error in "${word}"`);
      lastControl = -1;
      return;
    }
    if (b1 < 0x10 || b1 > 0x1f) {
      lastControl = -1;
      if (b1 >= 0x01 && b1 <= 0x0f) report.drop('extended data services (XDS)');
      else if (!otherChannel) {
        if (b1 >= 0x20) decoder.put(basicChar(b1), frame);
        if (b2 >= 0x20) decoder.put(basicChar(b2), frame);
      }
      return;
    }
    if (code === lastControl) {
      lastControl = -1;
      return;
    }
    lastControl = code;
    if (b1 >= 0x18) {
      otherChannel = true;
      return;
    }
    const chan = b1 & 0x07;
    if ((chan === 4 || chan === 5) && b2 >= 0x20 && b2 <= 0x2f) decoder.misc(b2, frame);
    else if (chan === 7 && b2 >= 0x21 && b2 <= 0x23) decoder.tab(b2 - 0x20);
    else if (chan === 1 && b2 >= 0x30 && b2 <= 0x3f) decoder.put(SPECIAL[b2 - 0x30] as string, frame);
    else if ((chan === 2 || chan === 3) && b2 >= 0x20 && b2 <= 0x3f)
      decoder.extended(chan === 2 ? EXTENDED_12 : EXTENDED_13, b2, frame);
    else if (chan === 1 && b2 >= 0x20 && b2 <= 0x2f) decoder.midRow(b2, frame);
    else if (b2 >= 0x40 && b2 <= 0x7f) decoder.preamble(chan, b2, frame);
    else if (b1 === 0x10 || b1 === 0x17) report.drop('background attributes');
    else report.warn(lineNo, `unknown control code ${hex(b1)}${hex(b2)}`);
  };

  for (let i = header ? 1 : 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line === '') continue;
    const lineNo = i + 1;
    let pos = 0;
    while (pos < line.length && !isSpace(line.charCodeAt(pos))) pos++;
    const startFrame = sccTimecodeToFrames(line.slice(0, pos), options.fps);
    if (startFrame === undefined) {
      report.warn(lineNo, 'invalid timecode; line skipped');
      continue;
    }
    if (startFrame < lastFrame) report.warn(lineNo, 'timecode earlier than the data before it');
    let frame = startFrame;
    // Words are read in place: one pass over the line, whatever its length.
    while (pos < line.length) {
      while (pos < line.length && isSpace(line.charCodeAt(pos))) pos++;
      if (pos >= line.length) break;
      let end = pos;
      while (end < line.length && !isSpace(line.charCodeAt(end))) end++;
      const value = end - pos === 4 ? hexWord(line, pos) : -1;
      if (value === -1) report.warn(lineNo, `invalid byte pair "${line.slice(pos, Math.min(end, pos + 40))}"`);
      else pair(value >> 8, value & 0xff, frame, lineNo, line.slice(pos, end));
      frame++;
      pos = end;
    }
    lastFrame = frame;
    decoder.flush();
  }
  if (otherChannel) report.drop('data channel 2 (CC2/CC4)');
  if (decoder.finish(lastFrame))
    report.warn(lines.length, 'caption still displayed at the end of the file; it ends at the last timecode');
  return { track: { cues: decoder.cues }, warnings: report.warnings, dropped: report.dropped };
}
