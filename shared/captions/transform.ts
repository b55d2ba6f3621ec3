// Track-level options applied after reading or before writing: shift, re-wrap, strip styling.
import type { Cue, Track } from './model';
import { stripStyling } from './markup';

export interface TransformOptions {
  /** Added to every time; results below zero clamp to zero. */
  shiftMs?: number;
  /** Re-wrap text at word boundaries to at most this many characters per line. */
  maxCharsPerLine?: number;
  /** With maxCharsPerLine: split cues that need more lines, dividing their time by text length. */
  maxLinesPerCue?: number;
  /** Drop styled content (italics, classes, colours), keeping plain text and speakers. */
  stripStyling?: boolean;
}

/** Greedy word wrap; words longer than the limit get a line of their own. */
export function wrapText(text: string, maxChars: number): string[] {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function rewrap(cue: Cue, maxChars: number, maxLines: number | undefined, dropped: Set<string>): Cue[] {
  const speakerPrefix = cue.speaker ? cue.speaker.length + 2 : 0;
  const lines = wrapText(cue.text, Math.max(1, maxChars - speakerPrefix));
  if (cue.content) dropped.add('styling inside re-wrapped cues');
  const base = stripStyling(cue);
  if (!maxLines || lines.length <= maxLines) return [{ ...base, text: lines.join('\n') }];
  const groups: string[][] = [];
  for (let i = 0; i < lines.length; i += maxLines) groups.push(lines.slice(i, i + maxLines));
  const totalChars = lines.reduce((n, l) => n + l.length, 0) || 1;
  const duration = cue.endMs - cue.startMs;
  const out: Cue[] = [];
  let consumed = 0;
  groups.forEach((group, i) => {
    const chars = group.reduce((n, l) => n + l.length, 0);
    const startMs = cue.startMs + Math.round((duration * consumed) / totalChars);
    consumed += chars;
    const endMs = i === groups.length - 1 ? cue.endMs : cue.startMs + Math.round((duration * consumed) / totalChars);
    const part: Cue = { ...base, startMs, endMs, text: group.join('\n') };
    if (cue.id !== undefined) part.id = groups.length > 1 ? `${cue.id}-${i + 1}` : cue.id;
    out.push(part);
  });
  return out;
}

/** Applies the options to a copy of the track; returns it with what was lost. */
export function transformTrack(track: Track, options: TransformOptions): { track: Track; dropped: string[] } {
  const dropped = new Set<string>();
  const shift = options.shiftMs ?? 0;
  let cues = track.cues;
  if (shift !== 0) {
    cues = cues.map((c) => ({ ...c, startMs: Math.max(0, c.startMs + shift), endMs: Math.max(0, c.endMs + shift) }));
    if (shift < 0 && track.cues.some((c) => c.startMs + shift < 0)) dropped.add('times before zero (clamped)');
  }
  if (options.stripStyling) cues = cues.map(stripStyling);
  if (options.maxCharsPerLine && options.maxCharsPerLine > 0) {
    const max = options.maxCharsPerLine;
    cues = cues.flatMap((c) => rewrap(c, max, options.maxLinesPerCue, dropped));
  }
  return { track: { ...track, cues }, dropped: [...dropped] };
}
