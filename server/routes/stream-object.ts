import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { Storage } from '../storage/storage';
import { ApiHttpError, notFound } from '../http/errors';
import { parseRange } from './media-range';

/**
 * Streams a stored object, with byte ranges (the media route's rules) so players can seek a rendition and
 * platforms can fetch it in parts; a missing key or object is a 404 with `missing`.
 */
export async function streamObject(c: Context, storage: Storage, key: string | null, missing: string) {
  const info = key ? await storage.stat(key) : null;
  if (!key || !info) throw notFound(missing);
  const range = parseRange(c.req.header('Range'), info.size);
  c.header('Accept-Ranges', 'bytes');
  if (range.kind === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${info.size}`);
    throw new ApiHttpError(416, 'validation_error', `The range starts past the end of the ${info.size} bytes`);
  }
  const object = await storage.get(key, range.kind === 'part' ? range : undefined);
  if (!object) throw notFound(missing);
  c.header('Content-Type', object.contentType);
  if (range.kind === 'part') {
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    c.header('Content-Length', String(range.end - range.start + 1));
  } else {
    c.header('Content-Length', String(info.size));
  }
  const status = range.kind === 'part' ? 206 : 200;
  if (c.req.method === 'HEAD') {
    object.stream.destroy();
    return c.body(null, status);
  }
  return c.body(Readable.toWeb(object.stream) as ReadableStream, status);
}
