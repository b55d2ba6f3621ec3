import type { JSDOM } from 'jsdom';

// Pages are parsed by jsdom (the WHATWG HTML parser, parse5), without running scripts or loading anything. It is
// imported on first use, so the API starts without it: jsdom is a devDependency today (docs/compliance.md).

let loading: Promise<{ JSDOM: typeof JSDOM }> | null = null;

/** A page's HTML parsed as a browser would, its relative addresses resolved against `url`. */
export async function parsedDocument(html: string, url: string): Promise<Document> {
  loading ??= import('jsdom');
  const { JSDOM: Parser } = await loading;
  return new Parser(html, { url }).window.document;
}
