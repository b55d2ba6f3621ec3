import { Fragment, type ReactNode } from 'react';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Turns the entities of server-escaped text back into characters (React escapes them again on render). */
function unescape(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? entity;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}

/**
 * A search snippet as the server sends it — escaped text with matches in `<mark>…</mark>` — as React nodes,
 * so no HTML from a transcript is ever parsed by the browser.
 */
export function MarkedSnippet({ snippet }: { snippet: string }) {
  const nodes: ReactNode[] = [];
  snippet.split(/<mark>|<\/mark>/).forEach((piece, i) => {
    if (!piece) return;
    // Pieces alternate plain, match, plain… as the server never nests marks.
    nodes.push(i % 2 === 1 ? <mark key={i}>{unescape(piece)}</mark> : <Fragment key={i}>{unescape(piece)}</Fragment>);
  });
  return <>{nodes}</>;
}
