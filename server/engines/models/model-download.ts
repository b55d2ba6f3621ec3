import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { OutboundError, type OutboundFetch } from '../../outbound/outbound-fetch';
import { ensureDir, ensureSpace, freeBytesOf, megabytes, ModelError, modelPaths, withModelLock } from './model-store';
import { modelUrl, type WhisperModelEntry } from './whisper-catalogue';

export interface ModelProgress {
  state: 'downloading' | 'verifying';
  receivedBytes: number;
  totalBytes: number;
}

export interface DownloadRequest {
  entry: WhisperModelEntry;
  /** The models folder (DATA_DIR/models). */
  dir: string;
  /** A base URL serving `ggml-<name>.bin` (WHISPER_MODEL_SOURCE). */
  source: string;
  /** The guarded outbound client (public https only, unless the tests' switch). */
  fetch: OutboundFetch;
  onProgress?: (progress: ModelProgress) => void;
  /** Called once the lock is held and the disk has room, before the first byte is asked for. */
  onStarted?: () => void;
  signal?: AbortSignal;
  /** Bytes free on the folder's disk (default: statfs). */
  freeBytes?: (dir: string) => Promise<number>;
  /** Connections tried in one call, each resuming where the last stopped (default 3). */
  attempts?: number;
  /** A connection that sends nothing for this long is dropped and resumed (default 60 s). */
  stallMs?: number;
}

export interface DownloadResult {
  file: string;
  alreadyInstalled: boolean;
  /** Bytes a `.partial` file held from an earlier, interrupted download (0: started from scratch). */
  resumedFrom: number;
}

/** The whole exchange of one connection; the stall timer catches a silent server long before this. */
const CONNECTION_TIMEOUT_MS = 12 * 3600_000;

/**
 * Downloads a model of the pinned table into the models folder: resumable (HTTP Range into `ggml-<name>.bin.partial`,
 * started again when the server ignores Range), bounded by the table's size, checked against its SHA-256, then
 * renamed into place, so the engine never sees a half or wrong file. A refused file is deleted; an interrupted one is
 * kept for the next call to resume.
 */
export async function downloadModel(request: DownloadRequest): Promise<DownloadResult> {
  const { entry, dir } = request;
  const paths = modelPaths(dir, entry.name);
  ensureDir(dir);
  return withModelLock(dir, entry.name, async () => {
    if ((await sizeOf(paths.file)) === entry.bytes) {
      request.onStarted?.();
      return { file: paths.file, alreadyInstalled: true, resumedFrom: 0 };
    }
    let have = (await sizeOf(paths.partial)) ?? 0;
    if (have > entry.bytes) {
      await rm(paths.partial, { force: true });
      have = 0;
    }
    await ensureSpace(dir, entry.bytes - have, request.freeBytes ?? freeBytesOf);
    const resumedFrom = have;
    request.onStarted?.();
    const attempts = request.attempts ?? 3;
    for (let attempt = 1; ; attempt++) {
      try {
        await fetchRest(request, paths.partial);
        break;
      } catch (error) {
        const retry = error instanceof ModelError && error.code === 'interrupted' && !request.signal?.aborted;
        if (!retry || attempt >= attempts) throw error;
      }
    }
    request.onProgress?.({ state: 'verifying', receivedBytes: entry.bytes, totalBytes: entry.bytes });
    const digest = await sha256Of(paths.partial);
    if (digest !== entry.sha256) {
      await rm(paths.partial, { force: true });
      throw new ModelError(
        'checksum',
        `The downloaded ${entry.name} is damaged or not the published file (SHA-256 ${digest}, the table pins ${entry.sha256}); it was deleted and nothing was installed. Try again, or check WHISPER_MODEL_SOURCE.`,
      );
    }
    await installAtomically(paths.partial, paths.file);
    return { file: paths.file, alreadyInstalled: false, resumedFrom };
  });
}

/** Fetches what the partial file lacks and appends it; restarts it when the server sends the whole file instead. */
async function fetchRest(request: DownloadRequest, partial: string): Promise<void> {
  const { entry } = request;
  const url = modelUrl(request.source, entry.name);
  const host = new URL(url).host;
  let have = (await sizeOf(partial)) ?? 0;
  if (have === entry.bytes) return;
  const stall = new AbortController();
  const signal = request.signal ? AbortSignal.any([request.signal, stall.signal]) : stall.signal;
  const stallMs = request.stallMs ?? 60_000;
  let timer = setTimeout(() => stall.abort(), stallMs);
  const interrupted = (why: string) =>
    new ModelError(
      'interrupted',
      `The download of ${entry.name} from ${host} stopped at ${megabytes(have)} of ${megabytes(entry.bytes)} (${why}); run the install again to resume.`,
    );
  const stopped = (error: unknown): Error => {
    if (request.signal?.aborted) return (request.signal.reason as Error) ?? new Error('Stopped');
    if (stall.signal.aborted) return interrupted(`nothing arrived for ${stallMs / 1000} s`);
    if (error instanceof ModelError) return error;
    if (error instanceof OutboundError && error.code === 'not_allowed') return new ModelError('source', error.message);
    if (error instanceof OutboundError && error.code === 'too_large') return tooLarge(entry, host);
    return interrupted(error instanceof OutboundError ? error.message : 'the connection was closed');
  };
  try {
    let response: Response;
    try {
      response = await request.fetch(url, {
        headers: have > 0 ? { range: `bytes=${have}-` } : {},
        signal,
        timeoutMs: CONNECTION_TIMEOUT_MS,
        maxBytes: entry.bytes,
      });
    } catch (error) {
      throw stopped(error);
    }
    if (response.status === 416 && have > 0) {
      // The partial file is not a prefix the server recognises: start again.
      await response.body?.cancel();
      await rm(partial, { force: true });
      throw interrupted('the server refused to resume; starting again');
    }
    const range = response.status === 206 ? contentRange(response.headers.get('content-range')) : null;
    if (response.status === 206 && (!range || range.start !== have || (range.total ?? entry.bytes) !== entry.bytes)) {
      await response.body?.cancel();
      await rm(partial, { force: true });
      throw interrupted('the server resumed at the wrong place; starting again');
    }
    if (response.status !== 200 && response.status !== 206) {
      await response.body?.cancel();
      throw new ModelError(
        'source',
        `${host} answered ${response.status} for ${url}${response.status === 404 ? ': it has no such model (check WHISPER_MODEL_SOURCE)' : ''}`,
      );
    }
    if (response.status === 200) {
      // No Range, or a server that ignores it: the whole file comes again.
      have = 0;
      const length = response.headers.get('content-length');
      if (length !== null && Number(length) !== entry.bytes) {
        await response.body?.cancel();
        throw new ModelError(
          'source',
          `${host} serves ${megabytes(Number(length))} for ${entry.name}, but the published file is ${entry.bytes} bytes: not the same model (check WHISPER_MODEL_SOURCE)`,
        );
      }
    }
    if (!response.body) throw interrupted('the answer had no body');
    let received = have;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > entry.bytes) return done(tooLarge(entry, host));
        clearTimeout(timer);
        timer = setTimeout(() => stall.abort(), stallMs);
        request.onProgress?.({ state: 'downloading', receivedBytes: received, totalBytes: entry.bytes });
        done(null, chunk);
      },
    });
    try {
      await pipeline(
        Readable.fromWeb(response.body as WebReadableStream),
        counter,
        createWriteStream(partial, { flags: have > 0 ? 'a' : 'w' }),
        { signal },
      );
    } catch (error) {
      have = received;
      const reason = stopped(error);
      if (reason instanceof ModelError && reason.code === 'source') await rm(partial, { force: true });
      throw reason;
    }
    have = received;
    if (received < entry.bytes) throw interrupted('the connection was closed');
  } finally {
    clearTimeout(timer);
  }
}

const tooLarge = (entry: WhisperModelEntry, host: string) =>
  new ModelError(
    'source',
    `${host} sends more than the ${entry.bytes} bytes of the published ${entry.name}: not the same model (check WHISPER_MODEL_SOURCE)`,
  );

/** `bytes 100-199/1000` → start 100, total 1000 (null when `*`). */
function contentRange(header: string | null): { start: number; total: number | null } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(header?.trim() ?? '');
  return match ? { start: Number(match[1]), total: match[3] === '*' ? null : Number(match[3]) } : null;
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch {
    return null;
  }
}

/** The file's SHA-256 in lower-case hex. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Flushes the checked file to disk, then renames it into place: the engine sees the whole file or none. */
export async function installAtomically(partial: string, file: string): Promise<void> {
  const handle = await open(partial, 'r+');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
}
