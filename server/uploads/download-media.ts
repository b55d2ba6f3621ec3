import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { OutboundError, type OutboundFetch } from '../outbound/outbound-fetch';
import type { Storage } from '../storage/storage';

/** How long one download may take in all, unless the caller says otherwise (a 5 GiB file at ~3 MB/s). */
export const DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

/** Why a download did not bring the media. `message` is for logs; callers store texts of their own. */
export class DownloadError extends Error {
  constructor(
    /** `status`: the server answered something other than 200 (see `status`); `too_large`: past `maxBytes`. */
    readonly reason: 'status' | 'too_large' | 'failed',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface DownloadRequest {
  url: string;
  /** Sent on the first origin only: the outbound client drops them when a redirect leaves it. */
  headers?: Record<string, string>;
  storage: Storage;
  key: string;
  maxBytes: number;
  timeoutMs: number;
  signal: AbortSignal;
  /** The share received, when the server said how much it would send. */
  onProgress?: (share: number) => void;
}

/**
 * Streams a link into storage through the guarded outbound client: public https only (unless private links are
 * allowed), each redirect checked, at most `maxBytes` (a larger Content-Length is refused before any byte, a body
 * that runs on is cut at the cap) and `timeoutMs` for the whole exchange. Answers the bytes stored. Anything short
 * of that is a DownloadError (nothing is left under `key`); the job's own abort is rethrown as it is.
 */
export async function downloadToStorage(fetcher: OutboundFetch, request: DownloadRequest): Promise<number> {
  const { storage, key, maxBytes, signal } = request;
  let received = 0;
  try {
    const response = await fetcher(request.url, {
      headers: request.headers,
      maxBytes,
      timeoutMs: request.timeoutMs,
      signal,
    });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      throw new DownloadError('status', `HTTP ${response.status}`, response.status);
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (declared > 0) request.onProgress?.(Math.min(1, received / declared));
        done(null, chunk);
      },
    });
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    body.on('error', (error) => counted.destroy(error));
    await storage.put(key, body.pipe(counted), 'application/octet-stream');
    return received;
  } catch (error) {
    await storage.delete(key).catch(() => {});
    if (signal.aborted) throw signal.reason;
    throw asDownloadError(error);
  }
}

function asDownloadError(error: unknown): DownloadError {
  if (error instanceof DownloadError) return error;
  if (error instanceof OutboundError && error.code === 'too_large')
    return new DownloadError('too_large', error.message);
  return new DownloadError('failed', error instanceof Error ? error.message : String(error));
}
