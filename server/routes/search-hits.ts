import type { SearchHitRow } from '../db/queries/embed';
import { escapeHtml } from '../http/escape-html';

// Search answers shared by the showcase search (embed) and the workspace search: marked snippets and the
// offset cursor over ranked hits.

/** How deep the cursor may page into one query's hits; deeper pages cost the database more each. */
export const SEARCH_MAX_DEPTH = 1000;

/** Marks the matching parts of a hit's cue text; everything is escaped for HTML. */
export function toSearchHit<T extends Pick<SearchHitRow, 'parts'>>({ parts, ...hit }: T) {
  const snippet = parts.map((p) => (p.match ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join('');
  return { ...hit, snippet };
}

export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

/** The offset a cursor carries, or null when it is forged or pages past the deepest hit served. */
export function decodeCursor(cursor: string): number | null {
  try {
    const value = (JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { o?: unknown }).o;
    return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < SEARCH_MAX_DEPTH
      ? (value as number)
      : null;
  } catch {
    return null;
  }
}

/** One page of ranked hits from `offset` on (`limit` at most, never past SEARCH_MAX_DEPTH) and the next cursor. */
export async function searchPage<T extends Pick<SearchHitRow, 'parts'>>(
  offset: number,
  limit: number,
  run: (offset: number, pageSize: number) => Promise<{ hits: T[]; more: boolean }>,
) {
  const pageSize = Math.min(limit, SEARCH_MAX_DEPTH - offset);
  const { hits, more } = await run(offset, pageSize);
  const next = offset + pageSize;
  return { hits: hits.map(toSearchHit), nextCursor: more && next < SEARCH_MAX_DEPTH ? encodeCursor(next) : null };
}
