// Build step for the SDK: drops the whitespace that Prettier gives the elements' `html` and `css` templates
// (about a tenth of media-access.js). Only whitespace inside the templates' literal text changes; a source
// map of the edit keeps the SDK's published source maps right.
import ts from 'typescript';
import type { Plugin } from 'vite';

/** Each line break with the indentation around it becomes one space: the page renders the same. */
export function minifyHtml(text: string): string {
  return text.replace(/[ \t]*\n\s*/g, ' ');
}

/** No comments, no spaces around `{ } ; ,` or after a property name, no `;` before `}`, no leading zero. */
export function minifyCss(text: string): string {
  return text
    .replace(/\/\*[^]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim().replace(/^(--?[\w-]+|[a-z-]+):\s+/, '$1:'))
    .join(' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/([\s:(,-])0\.(\d)/g, '$1.$2')
    .trim();
}

interface Edit {
  from: number;
  to: number;
  text: string;
}

/** The literal text of every `html` and `css` tagged template, with its minified replacement. */
export function templateEdits(source: string, fileName: string): Edit[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const literal = (node: ts.Node, closing: number, minify: (text: string) => string) => {
    const from = node.getStart(file) + 1;
    const to = node.end - closing;
    const text = minify(source.slice(from, to));
    if (text !== source.slice(from, to)) edits.push({ from, to, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && /^(html|css)$/.test(node.tag.text)) {
      const minify = node.tag.text === 'html' ? minifyHtml : minifyCss;
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) literal(template, 1, minify);
      else {
        literal(template.head, 2, minify);
        for (const span of template.templateSpans)
          literal(span.literal, ts.isTemplateTail(span.literal) ? 1 : 2, minify);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits.sort((a, b) => a.from - b.from);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function vlq(n: number): string {
  let value = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    const digit = value & 31;
    value >>>= 5;
    out += BASE64[digit | (value ? 32 : 0)];
  } while (value);
  return out;
}

/**
 * `source` with `edits` applied, and a source map (v3) from the result back to `source`: a mapping at the start
 * of each output line, of each unchanged stretch and of each replacement.
 */
export function applyEdits(source: string, edits: Edit[], fileName: string) {
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const origin = (offset: number): [number, number] => {
    let line = lineStarts.length - 1;
    while (lineStarts[line]! > offset) line--;
    return [line, offset - lineStarts[line]!];
  };
  const pieces: { text: string; from: number; exact: boolean }[] = [];
  let at = 0;
  for (const edit of edits) {
    pieces.push({ text: source.slice(at, edit.from), from: at, exact: true });
    pieces.push({ text: edit.text, from: edit.from, exact: false });
    at = edit.to;
  }
  pieces.push({ text: source.slice(at), from: at, exact: true });
  const lines: string[] = [''];
  let column = 0;
  let previous: [number, number] = [0, 0];
  let lineColumn = 0;
  const mark = (offset: number) => {
    const [line, col] = origin(offset);
    const segment = vlq(column - lineColumn) + 'A' + vlq(line - previous[0]) + vlq(col - previous[1]);
    lines[lines.length - 1] += (lines[lines.length - 1] ? ',' : '') + segment;
    lineColumn = column;
    previous = [line, col];
  };
  for (const piece of pieces) {
    if (piece.text) mark(piece.from);
    for (let i = 0; i < piece.text.length; i++) {
      if (piece.text[i] !== '\n') column++;
      else {
        lines.push('');
        column = 0;
        lineColumn = 0;
        if (i + 1 < piece.text.length) mark(piece.exact ? piece.from + i + 1 : piece.from);
      }
    }
  }
  const code = pieces.map((p) => p.text).join('');
  return { code, map: { version: 3, sources: [fileName], names: [], mappings: lines.join(';') } };
}

/** The Vite plugin: SDK sources only, before TypeScript is compiled. */
export function minifySdkTemplates(): Plugin {
  return {
    name: 'media-access:minify-sdk-templates',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/sdk\/.+\.ts$/.test(id) || id.endsWith('.test.ts') || !/\b(html|css)`/.test(code)) return null;
      const edits = templateEdits(code, id);
      return edits.length === 0 ? null : applyEdits(code, edits, id);
    },
  };
}
