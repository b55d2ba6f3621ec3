import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { EMBED_CACHE_CONTROL } from '../http/cacheable';

// The one cross-origin rule for what any site may read: the public embed API and the media of public files
// (their stored media, audio-description clips and voiceovers). Answers carry no cookie-dependent data for an
// anonymous cross-origin caller, so any origin may read them; credentials are never allowed.

/** What a cross-origin embed may read besides the safelisted headers. */
const EXPOSED_HEADERS = ['ETag', 'Retry-After', 'Accept-Ranges', 'Content-Range', 'Content-Length'].join(',');

const preflight = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'If-None-Match', 'Range'],
  exposeHeaders: EXPOSED_HEADERS.split(','),
  maxAge: 86400,
});

/** Lets any origin read this answer. */
export function allowAnyOrigin(c: Context) {
  // Not hono's cors here: it sets headers on a response made before the handler's, which makes Hono
  // re-wrap every answer as a stream and costs a hot track GET about a third of its throughput.
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/** Answers preflights; with `everyAnswer`, also opens every other answer of the route to any origin. */
export function publicCors({ everyAnswer }: { everyAnswer: boolean }): MiddlewareHandler {
  return (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    if (everyAnswer) allowAnyOrigin(c);
    return next();
  };
}

/**
 * A file's media (stored or derived from it): when the file is public, any origin may read it and caches keep
 * it no longer than an embed answer, so the unpublish promise holds for media too; private media stays out of
 * shared caches and is revalidated.
 */
export function mediaHeaders(c: Context, isPublic: boolean) {
  if (isPublic) allowAnyOrigin(c);
  c.header('Cache-Control', isPublic ? EMBED_CACHE_CONTROL : 'private, no-cache');
}
