// Helpers between the cue content tree and the simple HTML-like markup of SRT, SBV and SAMI.
import { type Cue, type CueElementNode, type CueNode, type CueSettings, MAX_NESTING } from './model';

/** Plain text of a content tree; ruby text is kept in parentheses after its base. */
export function plainText(nodes: CueNode[]): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text') out += n.text;
    else if (n.type === 'rt') out += `(${plainText(n.children)})`;
    else if (n.type !== 'timestamp') out += plainText(n.children);
  }
  return out;
}

/** True when the tree holds a voice span, so writers should not add the cue's speaker again. */
export function hasVoice(nodes: CueNode[]): boolean {
  return nodes.some((n) => n.type !== 'text' && n.type !== 'timestamp' && (n.type === 'v' || hasVoice(n.children)));
}

export interface TagRenderOptions {
  /** Escape `&`, `<`, `>` (SAMI); SRT has no escaping. */
  escape?: boolean;
  /** Keep `<b>` and `<u>` (SRT and SAMI do; SBV does not). */
  boldUnderline?: boolean;
  /** Keep italics. */
  italics?: boolean;
  /** Emit `<font color>`. */
  fontColor?: boolean;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** Renders content as simple tags; voices become a "Name: " prefix. */
export function renderSimpleTags(nodes: CueNode[], options: TagRenderOptions, dropped?: Set<string>): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text') out += options.escape ? escapeHtml(n.text) : n.text;
    else if (n.type === 'timestamp') dropped?.add('karaoke timestamps');
    else {
      const inner = renderSimpleTags(n.children, options, dropped);
      if (n.type === 'i' && options.italics) out += `<i>${inner}</i>`;
      else if ((n.type === 'b' || n.type === 'u') && options.boldUnderline) out += `<${n.type}>${inner}</${n.type}>`;
      else if (n.type === 'v') out += n.annotation ? `${n.annotation}: ${inner}` : inner;
      else if (n.type === 'rt') out += `(${inner})`;
      else if (n.color && options.fontColor) out += `<font color="${n.color}">${inner}</font>`;
      else {
        if (n.type === 'i' || n.type === 'b' || n.type === 'u') dropped?.add('bold/italic/underline');
        else if (n.type === 'c' && (n.classes || n.color)) dropped?.add('classes and colours');
        out += inner;
      }
    }
  }
  return out;
}

/** Text a plain-markup writer emits for a cue: content or text, with the speaker as a prefix. */
export function cueBody(cue: Cue, options: TagRenderOptions, dropped?: Set<string>): string {
  const body = cue.content
    ? renderSimpleTags(cue.content, options, dropped)
    : options.escape
      ? escapeHtml(cue.text)
      : cue.text;
  if (cue.speaker && !(cue.content && hasVoice(cue.content))) return `${cue.speaker}: ${body}`;
  return body;
}

// SSA/ASS `\an` numpad alignment → WebVTT-style placement.
export function numpadToSettings(an: number): CueSettings | undefined {
  if (an < 1 || an > 9 || an === 2) return undefined;
  const settings: CueSettings = {};
  const col = (an - 1) % 3;
  const row = Math.floor((an - 1) / 3);
  if (col === 0) settings.align = 'left';
  else if (col === 2) settings.align = 'right';
  if (row === 2) {
    settings.line = 0;
    settings.snapToLines = true;
  } else if (row === 1) {
    settings.line = 50;
    settings.snapToLines = false;
    settings.lineAlign = 'center';
  }
  return settings;
}

/** Inverse of numpadToSettings, for SRT `{\anN}` and ASS; 2 (bottom centre) is the default. */
export function settingsToNumpad(settings: CueSettings | undefined): number {
  if (!settings) return 2;
  const col =
    settings.align === 'left' || settings.align === 'start'
      ? 0
      : settings.align === 'right' || settings.align === 'end'
        ? 2
        : 1;
  let row = 0;
  if (settings.line !== undefined) {
    if (settings.snapToLines === false) row = settings.line < 34 ? 2 : settings.line < 67 ? 1 : 0;
    else row = settings.line >= 0 ? 2 : 0;
  }
  return row * 3 + col + 1;
}

/**
 * Parses SRT-style markup: `<i> <b> <u> <font color>`, unknown tags stripped, `{\anN}` and other
 * `{\…}` override blocks consumed. Returns content (undefined when plain) and placement.
 */
export function parseSimpleTags(
  input: string,
  warn?: (message: string) => void,
): { text: string; content?: CueNode[]; settings?: CueSettings } {
  if (input.indexOf('<') === -1 && input.indexOf('{') === -1) return { text: input };
  const root: CueNode[] = [];
  const stack: CueElementNode[] = [];
  let children = root;
  let settings: CueSettings | undefined;
  let styled = false;
  let deepWarned = false;
  let text = '';
  const flush = (): void => {
    if (text !== '') children.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  // Next `}` at or after `i`, searched again only once passed, so unclosed `{\` blocks stay linear.
  let nextBrace = input.indexOf('}');
  while (i < input.length) {
    const c = input[i] as string;
    if (c === '{' && input[i + 1] === '\\') {
      if (nextBrace !== -1 && nextBrace < i) nextBrace = input.indexOf('}', i);
      const close = nextBrace;
      if (close !== -1) {
        const block = input.slice(i + 1, close);
        const an = /\\an([1-9])/.exec(block);
        if (an) settings = numpadToSettings(Number(an[1]));
        else if (!/^\\(?:a\d+|pos\(|i[01]|b[01]|u[01])/.test(block)) warn?.(`stripped override "{${block}}"`);
        i = close + 1;
        continue;
      }
    }
    if (c === '<') {
      const m = readTag(input, i);
      if (m) {
        const { closing, end } = m;
        const name = m.name.toLowerCase();
        i = end;
        if (name === 'i' || name === 'b' || name === 'u' || name === 'font') {
          flush();
          if (closing) {
            const idx = findOpen(stack, name);
            if (idx !== -1) {
              stack.length = idx;
              children = stack[stack.length - 1]?.children ?? root;
            }
          } else if (stack.length >= MAX_NESTING) {
            if (!deepWarned) warn?.(`styling nested more than ${MAX_NESTING} deep; deeper tags ignored`);
            deepWarned = true;
          } else {
            const node: CueElementNode = { type: name === 'font' ? 'c' : name, children: [] };
            if (name === 'font') {
              const color = /color\s*=\s*["']?([^"'\s>]+)/i.exec(m.attributes);
              if (color) node.color = color[1] as string;
            }
            children.push(node);
            stack.push(node);
            children = node.children;
            styled = true;
          }
        } else if (name !== 'br') warn?.(`stripped tag <${closing ? '/' : ''}${name}>`);
        else text += '\n';
        continue;
      }
    }
    // Copy the run up to the next character that may open a tag or block.
    let end = i + 1;
    while (end < input.length) {
      const d = input.charCodeAt(end);
      if (d === 60 || d === 123) break;
      end++;
    }
    text += input.slice(i, end);
    i = end;
  }
  flush();
  const result: { text: string; content?: CueNode[]; settings?: CueSettings } = { text: plainText(root) };
  if (styled) result.content = root;
  if (settings) result.settings = settings;
  return result;
}

function skipSpace(input: string, from: number): number {
  let i = from;
  for (let c = input.charCodeAt(i); c === 32 || (c >= 9 && c <= 13); c = input.charCodeAt(++i));
  return i;
}

/**
 * Reads `<name attributes>` or `</name>` at `start` in one pass; undefined when it is not a tag. A tag
 * never spans another `<`, which keeps a long run of `<` or of letters linear (a regex backtracks on it).
 */
function readTag(
  input: string,
  start: number,
): { closing: boolean; name: string; attributes: string; end: number } | undefined {
  let i = skipSpace(input, start + 1);
  const closing = input.charCodeAt(i) === 47;
  if (closing) i = skipSpace(input, i + 1);
  const nameStart = i;
  for (let c = input.charCodeAt(i); (c >= 65 && c <= 90) || (c >= 97 && c <= 122); c = input.charCodeAt(++i));
  if (i === nameStart) return undefined;
  const name = input.slice(nameStart, i);
  const attrStart = i;
  for (; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c === 62) return { closing, name, attributes: input.slice(attrStart, i), end: i + 1 };
    if (c === 60) return undefined;
  }
  return undefined;
}

function findOpen(stack: CueElementNode[], name: string): number {
  const type = name === 'font' ? 'c' : name;
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i]?.type === type) return i;
  return -1;
}

/** Removes styling: content, classes and colours go; speakers stay. */
export function stripStyling(cue: Cue): Cue {
  const copy = { ...cue };
  delete copy.content;
  return copy;
}
