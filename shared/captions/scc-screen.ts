// The caption screen of a CEA-608 decoder: a 15 × 32 grid of cells, and what it shows as a cue.
import type { CueNode, CueSettings } from './model';
import { COLUMNS, ROWS } from './scc-codes';

export interface Cell {
  ch: string;
  italic: boolean;
}

export type Grid = (Cell | undefined)[][];

export function emptyGrid(): Grid {
  return Array.from({ length: ROWS + 1 }, () => []);
}

export interface Snapshot {
  text: string;
  content?: CueNode[];
  settings?: CueSettings;
}

// Text, italics and placement of what a grid shows.
export function snapshot(grid: Grid): Snapshot | undefined {
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
