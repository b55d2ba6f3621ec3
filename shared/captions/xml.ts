// A small non-validating XML parser (no DOM): elements, attributes, text, CDATA, comments,
// the five predefined and numeric entities, and namespaces resolved by prefix.
import { CaptionParseError } from './model';

export interface XmlElement {
  /** Qualified name as written. */
  name: string;
  local: string;
  /** Resolved namespace URI ('' when none). */
  ns: string;
  /** Attributes by qualified name as written. */
  attrs: Record<string, string>;
  /** Attributes keyed by `{namespace}local` (unprefixed attributes: just `local`). */
  nsAttrs: Record<string, string>;
  children: (XmlElement | string)[];
  line: number;
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Deepest element nesting read; real caption documents stay far below it and every tree walk stays shallow. */
export const MAX_XML_DEPTH = 256;

function isXmlSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/**
 * Reads `name = "value"` pairs from a start tag's body in one pass (a regex with `[^\s=]+\s*=`
 * backtracks quadratically on a long run without `=`). Malformed stretches are skipped.
 */
function readAttributes(body: string, from: number): [string, string][] {
  const out: [string, string][] = [];
  let i = from;
  const len = body.length;
  while (i < len) {
    while (i < len && isXmlSpace(body.charCodeAt(i))) i++;
    const nameStart = i;
    while (i < len && !isXmlSpace(body.charCodeAt(i)) && body.charCodeAt(i) !== 61) i++;
    const name = body.slice(nameStart, i);
    while (i < len && isXmlSpace(body.charCodeAt(i))) i++;
    if (body.charCodeAt(i) !== 61) continue; // no `=`: not an attribute
    i++;
    while (i < len && isXmlSpace(body.charCodeAt(i))) i++;
    const quote = body.charAt(i);
    if (quote !== '"' && quote !== "'") continue;
    const close = body.indexOf(quote, i + 1);
    if (close === -1) break;
    if (name !== '') out.push([name, body.slice(i + 1, close)]);
    i = close + 1;
  }
  return out;
}

function decodeXmlEntities(s: string, warn: (m: string) => void): string {
  if (s.indexOf('&') === -1) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z_][\w.-]*);/g, (all, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    }
    const value = PREDEFINED[ref];
    if (value === undefined) warn(`unknown entity ${all}`);
    return value ?? all;
  });
}

/** Parses XML text; problems go to `warn` with a line number and parsing continues where it can. */
export function parseXml(input: string, warn: (line: number, message: string) => void): XmlElement | undefined {
  let pos = 0;
  let line = 1;
  const len = input.length;
  const root: XmlElement = { name: '', local: '', ns: '', attrs: {}, nsAttrs: {}, children: [], line: 0 };
  // Namespace bindings: one stack of URIs per prefix, pushed by an element's declarations and popped
  // when it closes (copying the whole scope per element costs depth × declarations in memory).
  const bindings = new Map<string, string[]>([['xml', ['http://www.w3.org/XML/1998/namespace']]]);
  const lookup = (prefix: string): string | undefined => bindings.get(prefix)?.at(-1);
  const stack: { el: XmlElement; declared: string[] }[] = [{ el: root, declared: [] }];
  const popTo = (depth: number): void => {
    while (stack.length > depth) {
      for (const prefix of (stack.pop() as { declared: string[] }).declared) bindings.get(prefix)?.pop();
    }
  };
  const advanceTo = (to: number): void => {
    for (let i = input.indexOf('\n', pos); i !== -1 && i < to; i = input.indexOf('\n', i + 1)) line++;
    pos = to;
  };
  while (pos < len) {
    const lt = input.indexOf('<', pos);
    const top = stack[stack.length - 1] as { el: XmlElement; declared: string[] };
    if (lt !== pos) {
      const end = lt === -1 ? len : lt;
      const text = input.slice(pos, end);
      if (stack.length > 1) top.el.children.push(decodeXmlEntities(text, (m) => warn(line, m)));
      else if (text.trim() !== '') warn(line, 'text outside the root element');
      advanceTo(end);
      continue;
    }
    if (input.startsWith('<!--', pos)) {
      const end = input.indexOf('-->', pos + 4);
      advanceTo(end === -1 ? len : end + 3);
      continue;
    }
    if (input.startsWith('<![CDATA[', pos)) {
      const end = input.indexOf(']]>', pos + 9);
      const stop = end === -1 ? len : end;
      top.el.children.push(input.slice(pos + 9, stop));
      if (end === -1) warn(line, 'unterminated CDATA section');
      advanceTo(end === -1 ? len : end + 3);
      continue;
    }
    if (input.startsWith('<?', pos)) {
      const end = input.indexOf('?>', pos + 2);
      advanceTo(end === -1 ? len : end + 2);
      continue;
    }
    if (input.startsWith('<!', pos)) {
      // DOCTYPE, possibly with an internal subset in brackets.
      let i = pos + 2;
      let depth = 0;
      while (i < len) {
        const c = input[i];
        if (c === '[') depth++;
        else if (c === ']') depth--;
        else if (c === '>' && depth <= 0) break;
        i++;
      }
      advanceTo(Math.min(len, i + 1));
      continue;
    }
    if (input[pos + 1] === '/') {
      const end = input.indexOf('>', pos);
      const name = input.slice(pos + 2, end === -1 ? len : end).trim();
      const startLine = line;
      advanceTo(end === -1 ? len : end + 1);
      let match = -1;
      for (let i = stack.length - 1; i > 0; i--) {
        if (stack[i]?.el.name === name) {
          match = i;
          break;
        }
      }
      if (match === -1) warn(startLine, `unexpected </${name}>`);
      else {
        if (match !== stack.length - 1) warn(startLine, `unclosed <${top.el.name}>`);
        popTo(match);
      }
      continue;
    }
    // Start tag: scan to the closing '>' outside quotes.
    let i = pos + 1;
    let quote = '';
    while (i < len) {
      const c = input[i];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
      i++;
    }
    const startLine = line;
    if (i >= len) {
      warn(startLine, 'unterminated tag');
      break;
    }
    const selfClosing = input[i - 1] === '/';
    const body = input.slice(pos + 1, selfClosing ? i - 1 : i);
    advanceTo(i + 1);
    const nameMatch = /^[^\s/>]+/.exec(body);
    if (!nameMatch) {
      warn(startLine, 'malformed tag');
      continue;
    }
    const name = nameMatch[0];
    if (!selfClosing && stack.length > MAX_XML_DEPTH)
      throw new CaptionParseError(startLine, `elements nested more than ${MAX_XML_DEPTH} deep`);
    const attrs: Record<string, string> = {};
    for (const [k, v] of readAttributes(body, name.length))
      attrs[k] = decodeXmlEntities(v, (msg) => warn(startLine, msg));
    const declared: string[] = [];
    for (const [k, v] of Object.entries(attrs)) {
      const prefix = k === 'xmlns' ? '' : k.startsWith('xmlns:') ? k.slice(6) : undefined;
      if (prefix === undefined || declared.includes(prefix)) continue;
      declared.push(prefix);
      const uris = bindings.get(prefix);
      if (uris) uris.push(v);
      else bindings.set(prefix, [v]);
    }
    const colon = name.indexOf(':');
    const prefix = colon === -1 ? '' : name.slice(0, colon);
    const el: XmlElement = {
      name,
      local: colon === -1 ? name : name.slice(colon + 1),
      ns: lookup(prefix) ?? '',
      attrs,
      nsAttrs: {},
      children: [],
      line: startLine,
    };
    if (prefix && lookup(prefix) === undefined) warn(startLine, `undeclared prefix "${prefix}"`);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'xmlns' || k.startsWith('xmlns:')) continue;
      const c = k.indexOf(':');
      el.nsAttrs[c === -1 ? k : `{${lookup(k.slice(0, c)) ?? ''}}${k.slice(c + 1)}`] = v;
    }
    top.el.children.push(el);
    if (selfClosing) {
      for (const p of declared) bindings.get(p)?.pop();
    } else stack.push({ el, declared });
  }
  if (stack.length > 1) warn(line, `unclosed <${stack[stack.length - 1]?.el.name}>`);
  const first = root.children.find((c): c is XmlElement => typeof c !== 'string');
  if (!first) warn(line, 'no root element');
  return first;
}
