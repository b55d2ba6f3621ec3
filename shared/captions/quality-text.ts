// What a viewer reads of a cue, measured the way the quality rules count it, and its styling tags' balance.

/** A cue as the quality rules see it: the editor's cues and the caption model's both fit. */
export interface QualityCue {
  startMs: number;
  endMs: number;
  /** Text with SRT-style styling tags (`<i> <b> <u> <font>`, see markup.ts) and `\n` between lines. */
  text: string;
  speaker?: string | null;
}

/** The styling tags markup.ts understands; other tags are stripped from view but never need closing. */
const STYLING_TAGS = new Set(['i', 'b', 'u', 'font']);

// One pass, no backtracking: a tag never spans another `<` (as in markup.ts's readTag).
const TAG = /<\s*(\/?)\s*([a-zA-Z]+)[^<>]*>|\{\\[^{}]*\}/g;

/** Code points, not UTF-16 units (what a reader counts), without allocating an array. */
function codePointLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}

/** The text without styling tags and `{\…}` override blocks: what appears on screen. */
function visibleText(text: string): string {
  if (text.indexOf('<') === -1 && text.indexOf('{') === -1) return text;
  return text.replace(TAG, '');
}

/** The speaker shown before the first line ("Name: "), which the reader reads too. */
export const speakerPrefix = (cue: Pick<QualityCue, 'speaker'>) => (cue.speaker ? `${cue.speaker}: ` : '');

// Per cue object and text: fixes and checks measure the same cue many times.
const measuredLines = new WeakMap<object, { text: string; speaker: string | null | undefined; lengths: number[] }>();

/** Characters of each displayed line, the speaker prefix counted on the first. */
export function lineLengths(cue: QualityCue): number[] {
  const seen = measuredLines.get(cue);
  if (seen && seen.text === cue.text && seen.speaker === cue.speaker) return seen.lengths;
  const lengths = visibleText(cue.text).split('\n').map(codePointLength);
  lengths[0]! += codePointLength(speakerPrefix(cue));
  measuredLines.set(cue, { text: cue.text, speaker: cue.speaker, lengths });
  return lengths;
}

/** Characters a reader reads in the cue (line breaks not counted). */
export const cueCharacters = (cue: QualityCue) => lineLengths(cue).reduce((a, b) => a + b, 0);

/** Reading speed in characters per second; Infinity for a cue with no duration. */
export function cueCps(cue: QualityCue): number {
  const duration = cue.endMs - cue.startMs;
  return duration > 0 ? (cueCharacters(cue) * 1000) / duration : Infinity;
}

/** Milliseconds a cue with this many characters needs to stay at or under `maxCps`. */
export const durationForCps = (characters: number, maxCps: number) => Math.ceil((characters * 1000) / maxCps);

/** True when the cue holds no visible text (tags and spaces only). */
export const isEmptyCue = (cue: QualityCue) => visibleText(cue.text).trim() === '';

interface TagToken {
  name: string;
  closing: boolean;
  start: number;
  end: number;
}

function stylingTags(text: string): TagToken[] {
  const tokens: TagToken[] = [];
  if (text.indexOf('<') === -1) return tokens;
  for (const m of text.matchAll(TAG)) {
    const name = m[2]?.toLowerCase();
    if (name && STYLING_TAGS.has(name))
      tokens.push({ name, closing: m[1] === '/', start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

/**
 * Tags left open at the end, closing tags with nothing to close, and tags closed only because an outer tag
 * closed (`<i><b>…</i>`), read the way markup.ts's parser reads them.
 */
export function unbalancedTags(text: string): { unclosed: string[]; stray: string[]; crossed: string[] } {
  const open: string[] = [];
  const stray: string[] = [];
  const crossed: string[] = [];
  for (const tag of stylingTags(text)) {
    if (!tag.closing) {
      open.push(tag.name);
      continue;
    }
    const at = open.lastIndexOf(tag.name);
    if (at === -1) stray.push(tag.name);
    else {
      crossed.push(...open.slice(at + 1));
      open.length = at;
    }
  }
  return { unclosed: open, stray, crossed };
}

/**
 * Rewrites the tags so each opens and closes in order, keeping what the parser shows today: stray closing
 * tags go, a closing tag first closes the tags opened inside it, and tags still open close at the end.
 */
export function balanceTags(text: string): string {
  const open: string[] = [];
  let out = '';
  let from = 0;
  for (const tag of stylingTags(text)) {
    out += text.slice(from, tag.start);
    from = tag.end;
    const raw = text.slice(tag.start, tag.end);
    if (!tag.closing) {
      open.push(tag.name);
      out += raw;
      continue;
    }
    const at = open.lastIndexOf(tag.name);
    if (at === -1) continue;
    for (let i = open.length - 1; i > at; i--) out += `</${open[i]}>`;
    open.length = at;
    out += raw;
  }
  out += text.slice(from);
  for (let i = open.length - 1; i >= 0; i--) out += `</${open[i]}>`;
  return out;
}
