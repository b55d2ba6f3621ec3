// A small non-validating XML parser (no DOM): elements, attributes, text, CDATA, comments,
// the five predefined and numeric entities, and namespaces resolved by prefix.

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
  const stack: { el: XmlElement; scope: Record<string, string> }[] = [
    { el: root, scope: { xml: 'http://www.w3.org/XML/1998/namespace' } },
  ];
  const advanceTo = (to: number): void => {
    for (let i = input.indexOf('\n', pos); i !== -1 && i < to; i = input.indexOf('\n', i + 1)) line++;
    pos = to;
  };
  while (pos < len) {
    const lt = input.indexOf('<', pos);
    const top = stack[stack.length - 1] as { el: XmlElement; scope: Record<string, string> };
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
        stack.length = match;
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
    const attrs: Record<string, string> = {};
    const attrRe = /([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
    attrRe.lastIndex = name.length;
    for (let m = attrRe.exec(body); m; m = attrRe.exec(body)) {
      attrs[m[1] as string] = decodeXmlEntities(m[3] ?? m[4] ?? '', (msg) => warn(startLine, msg));
    }
    const scope = { ...top.scope };
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'xmlns') scope[''] = v;
      else if (k.startsWith('xmlns:')) scope[k.slice(6)] = v;
    }
    const colon = name.indexOf(':');
    const prefix = colon === -1 ? '' : name.slice(0, colon);
    const el: XmlElement = {
      name,
      local: colon === -1 ? name : name.slice(colon + 1),
      ns: scope[prefix] ?? '',
      attrs,
      nsAttrs: {},
      children: [],
      line: startLine,
    };
    if (prefix && scope[prefix] === undefined) warn(startLine, `undeclared prefix "${prefix}"`);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'xmlns' || k.startsWith('xmlns:')) continue;
      const c = k.indexOf(':');
      el.nsAttrs[c === -1 ? k : `{${scope[k.slice(0, c)] ?? ''}}${k.slice(c + 1)}`] = v;
    }
    top.el.children.push(el);
    if (!selfClosing) stack.push({ el, scope });
  }
  if (stack.length > 1) warn(line, `unclosed <${stack[stack.length - 1]?.el.name}>`);
  const first = root.children.find((c): c is XmlElement => typeof c !== 'string');
  if (!first) warn(line, 'no root element');
  return first;
}
