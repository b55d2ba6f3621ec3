// WebVTT cue text parsing rules (tokenizer + tree builder), per the W3C WebVTT spec.
import { type CueElementNode, type CueNode, MAX_NESTING } from '../model';
import { CP1252_C1 } from '../cp1252';
import { lookupEntity, MAX_ENTITY_NAME_LENGTH } from './html-entities';

function isAsciiAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
function isHexDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/**
 * Consumes an HTML character reference starting just after `&` at `pos`.
 * Returns the decoded text and the position after it, or undefined when nothing is consumed.
 */
export function consumeCharRef(
  input: string,
  pos: number,
  additionalAllowed = -1,
): { text: string; end: number } | undefined {
  const c = input.charCodeAt(pos);
  if (Number.isNaN(c) || c === 9 || c === 10 || c === 12 || c === 32 || c === 60 || c === 38) return undefined;
  if (c === additionalAllowed) return undefined;
  if (c === 35) {
    let p = pos + 1;
    const hex = input.charCodeAt(p) === 120 || input.charCodeAt(p) === 88;
    if (hex) p++;
    const digitsStart = p;
    let value = 0;
    while (p < input.length) {
      const d = input.charCodeAt(p);
      if (hex ? isHexDigit(d) : d >= 48 && d <= 57) {
        // Clamp so huge references stay out of range rather than losing precision.
        value = Math.min(value * (hex ? 16 : 10) + parseInt(input[p] as string, 16), 0x110000);
        p++;
      } else break;
    }
    if (p === digitsStart) return undefined;
    if (input.charCodeAt(p) === 59) p++;
    let code = CP1252_C1[value] ?? value;
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) code = 0xfffd;
    return { text: String.fromCodePoint(code), end: p };
  }
  // Longest name in the table that prefixes the input, `;` included when present.
  let limit = pos;
  while (limit < input.length && limit - pos < MAX_ENTITY_NAME_LENGTH && isAsciiAlnum(input.charCodeAt(limit))) limit++;
  if (input.charCodeAt(limit) === 59) limit++;
  for (let end = limit; end > pos; end--) {
    const text = lookupEntity(input.slice(pos, end));
    if (text !== undefined) return { text, end };
  }
  return undefined;
}

function isWs(c: number): boolean {
  return c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
}

const enum TokenKind {
  Text,
  Start,
  End,
  Timestamp,
}

interface Token {
  kind: TokenKind;
  value: string;
  classes: string[];
  annotation: string | undefined;
}

/** The WebVTT cue text tokenizer; returns the token and the position after it. */
function nextToken(input: string, start: number): [Token, number] {
  let pos = start;
  let result = '';
  let buffer = '';
  const classes: string[] = [];
  // 0 data, 1 tag, 2 start tag, 3 class, 4 annotation, 5 end tag, 6 timestamp
  let state = 0;
  const len = input.length;
  for (;;) {
    const c = pos < len ? input.charCodeAt(pos) : -1;
    switch (state) {
      case 0: {
        if (c === 38) {
          const ref = consumeCharRef(input, pos + 1);
          if (ref) {
            result += ref.text;
            pos = ref.end;
          } else {
            result += '&';
            pos++;
          }
          continue;
        }
        if (c === 60) {
          if (result === '') {
            state = 1;
            break;
          }
          return [{ kind: TokenKind.Text, value: result, classes, annotation: undefined }, pos];
        }
        if (c === -1) return [{ kind: TokenKind.Text, value: result, classes, annotation: undefined }, pos];
        // Copy the run of plain characters at once.
        let end = pos + 1;
        while (end < len) {
          const d = input.charCodeAt(end);
          if (d === 38 || d === 60) break;
          end++;
        }
        result += input.slice(pos, end);
        pos = end;
        continue;
      }
      case 1:
        if (c === 9 || c === 10 || c === 12 || c === 32) {
          buffer = '';
          state = 4;
        } else if (c === 46) {
          buffer = '';
          state = 3;
        } else if (c === 47) state = 5;
        else if (c >= 48 && c <= 57) {
          buffer = input[pos] as string;
          state = 6;
        } else if (c === 62) {
          return [{ kind: TokenKind.Start, value: '', classes, annotation: undefined }, pos + 1];
        } else if (c === -1) {
          return [{ kind: TokenKind.Start, value: '', classes, annotation: undefined }, pos];
        } else {
          result = input[pos] as string;
          state = 2;
        }
        break;
      case 2:
        if (c === 9 || c === 12 || c === 32) state = 4;
        else if (c === 10) {
          buffer = '\n';
          state = 4;
        } else if (c === 46) state = 3;
        else if (c === 62) return [{ kind: TokenKind.Start, value: result, classes, annotation: undefined }, pos + 1];
        else if (c === -1) return [{ kind: TokenKind.Start, value: result, classes, annotation: undefined }, pos];
        else result += input[pos] as string;
        break;
      case 3:
        if (c === 9 || c === 12 || c === 32) {
          classes.push(buffer);
          buffer = '';
          state = 4;
        } else if (c === 10) {
          classes.push(buffer);
          buffer = '\n';
          state = 4;
        } else if (c === 46) {
          classes.push(buffer);
          buffer = '';
        } else if (c === 62 || c === -1) {
          classes.push(buffer);
          return [{ kind: TokenKind.Start, value: result, classes, annotation: undefined }, c === 62 ? pos + 1 : pos];
        } else buffer += input[pos] as string;
        break;
      case 4:
        if (c === 38) {
          const ref = consumeCharRef(input, pos + 1, 62);
          if (ref) {
            buffer += ref.text;
            pos = ref.end;
          } else {
            buffer += '&';
            pos++;
          }
          continue;
        }
        if (c === 62 || c === -1) {
          const annotation = collapseWhitespace(buffer);
          return [{ kind: TokenKind.Start, value: result, classes, annotation }, c === 62 ? pos + 1 : pos];
        }
        buffer += input[pos] as string;
        break;
      case 5:
        if (c === 62) return [{ kind: TokenKind.End, value: result, classes, annotation: undefined }, pos + 1];
        if (c === -1) return [{ kind: TokenKind.End, value: result, classes, annotation: undefined }, pos];
        result += input[pos] as string;
        break;
      default:
        if (c === 62) return [{ kind: TokenKind.Timestamp, value: buffer, classes, annotation: undefined }, pos + 1];
        if (c === -1) return [{ kind: TokenKind.Timestamp, value: buffer, classes, annotation: undefined }, pos];
        buffer += input[pos] as string;
    }
    pos++;
  }
}

function collapseWhitespace(s: string): string {
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isWs(c)) pendingSpace = out !== '';
    else {
      if (pendingSpace) out += ' ';
      pendingSpace = false;
      out += s[i] as string;
    }
  }
  return out;
}

// Digit run scanner for timestamps: module-level state instead of a closure or tuple per call (hot in parsing).
let digitsEnd = 0;
function readDigits(input: string, from: number): number {
  let pos = from;
  let value = 0;
  const len = input.length;
  while (pos < len) {
    const c = input.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    value = value * 10 + (c - 48);
    pos++;
  }
  digitsEnd = pos;
  return value;
}

/** Parses a WebVTT timestamp; returns milliseconds and the position after it, or undefined. */
export function parseVttTimestamp(input: string, start: number): [number, number] | undefined {
  let c = input.charCodeAt(start);
  if (!(c >= 48 && c <= 57)) return undefined;
  let v1 = readDigits(input, start);
  let pos = digitsEnd;
  const hoursFirst = pos - start !== 2 || v1 > 59;
  if (input.charCodeAt(pos) !== 58) return undefined;
  pos++;
  c = input.charCodeAt(pos);
  if (!(c >= 48 && c <= 57)) return undefined;
  let v2 = readDigits(input, pos);
  if (digitsEnd - pos !== 2) return undefined;
  pos = digitsEnd;
  let v3: number;
  if (hoursFirst || input.charCodeAt(pos) === 58) {
    if (input.charCodeAt(pos) !== 58) return undefined;
    pos++;
    v3 = readDigits(input, pos);
    if (digitsEnd - pos !== 2) return undefined;
    pos = digitsEnd;
  } else {
    v3 = v2;
    v2 = v1;
    v1 = 0;
  }
  if (input.charCodeAt(pos) !== 46) return undefined;
  pos++;
  const v4 = readDigits(input, pos);
  if (digitsEnd - pos !== 3 || v2 > 59 || v3 > 59) return undefined;
  return [v1 * 3600000 + v2 * 60000 + v3 * 1000 + v4, digitsEnd];
}

const ELEMENT_TAGS = new Set(['c', 'i', 'b', 'u', 'ruby', 'rt', 'v', 'lang']);

/** Builds the cue text tree (WebVTT cue text parsing rules). */
export function parseCueText(text: string): CueNode[] {
  // Cue text never holds a blank line (it would end the cue) nor NUL (the file parser replaces it).
  const blank = text.indexOf('\n\n');
  let input = blank === -1 ? text : text.slice(0, blank);
  if (input.indexOf('\0') !== -1) input = input.replaceAll('\0', '\uFFFD');
  const root: CueNode[] = [];
  const stack: CueElementNode[] = [];
  let children = root;
  let pos = 0;
  while (pos < input.length) {
    const [token, next] = nextToken(input, pos);
    pos = next;
    const current = stack[stack.length - 1];
    if (token.kind === TokenKind.Text) {
      children.push({ type: 'text', text: token.value });
    } else if (token.kind === TokenKind.Start) {
      const name = token.value;
      if (!ELEMENT_TAGS.has(name)) continue;
      if (name === 'rt' && current?.type !== 'ruby') continue;
      // Past the model's nesting limit tags are ignored and their text kept, so no walk over the tree recurses deeply.
      if (stack.length >= MAX_NESTING) continue;
      const node: CueElementNode = { type: name as CueElementNode['type'], children: [] };
      const classes = token.classes.filter((c) => c !== '');
      if (classes.length > 0) node.classes = classes;
      if (name === 'v') node.annotation = token.annotation ?? '';
      else if (name === 'lang' && token.annotation !== undefined) node.annotation = token.annotation;
      children.push(node);
      stack.push(node);
      children = node.children;
    } else if (token.kind === TokenKind.End) {
      if (current && current.type === token.value) stack.pop();
      else if (token.value === 'ruby' && current?.type === 'rt') {
        stack.pop();
        stack.pop();
      } else continue;
      children = stack[stack.length - 1]?.children ?? root;
    } else {
      const ts = parseVttTimestamp(token.value, 0);
      if (ts && ts[1] === token.value.length) children.push({ type: 'timestamp', ms: ts[0] });
    }
  }
  return root;
}
