import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/**
 * Public embed answers: a CDN may keep them a minute and serve a stale copy for one more while it
 * revalidates. So an unpublished showcase or file stops being served within 2 minutes (the promise in
 * docs/api.md), while almost every view is still served by the CDN.
 */
export const EMBED_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

/** A body ready to send, with its strong validator computed once. */
export interface CachedBody {
  /** Encoded once, so a hot body is not converted from a string on every request. */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

export function cachedBody(text: string): CachedBody {
  const body = new TextEncoder().encode(text);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/** Answers 304 when the client already holds this body, else the body with its validators. */
export function sendCacheable(c: Context, cached: CachedBody, contentType: string): Response {
  c.header('ETag', cached.etag);
  c.header('Cache-Control', EMBED_CACHE_CONTROL);
  if (matchesEtag(c.req.header('If-None-Match'), cached.etag)) return c.body(null, 304);
  c.header('Content-Type', contentType);
  return c.body(cached.body, 200);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison, as RFC 9110 asks for If-None-Match: a CDN may have weakened our tag.
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
