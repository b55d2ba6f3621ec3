import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { Job } from '@shared/schemas/jobs';
import type { Db, Tx } from '../../db/open-database';
import {
  downloadedOriginalStored,
  fileFailed,
  fileInProcessing,
  fileProcessed,
  fileQueuedForProcessing,
} from '../../db/queries/media-processing';
import { createOutboundFetch, type OutboundFetch } from '../../outbound/outbound-fetch';
import { fileStorageKey, type Storage } from '../../storage/storage';
import { fileReader } from '../../uploads/byte-readers';
import { DOWNLOAD_TIMEOUT_MS, DownloadError, downloadToStorage } from '../../uploads/download-media';
import { formatBytes } from '../../uploads/format-bytes';
import { sniffMedia } from '../../uploads/sniff-media';
import { type EnqueueRequest, type JobContext, type JobQueue, PermanentJobError } from '../job-queue';
import { RunStopped } from '../run-delivery';
import { requireMediaTools } from './ffmpeg';
import { computePeaks } from './peaks';
import { makePoster } from './poster';
import { probeMedia } from './probe';
import { isWebPlayable, makeRendition } from './rendition';

export const MEDIA_KIND = 'media';

/** A direct link not downloaded yet names its address; an upload (or a link already downloaded) is in storage. */
const mediaInputSchema = z.object({ sourceUrl: z.url({ protocol: /^https?$/ }).optional() });
type MediaInput = z.infer<typeof mediaInputSchema>;

/** How links are downloaded: like uploads, at most MAX_UPLOAD_BYTES; private addresses only where allowed. */
export interface LinkDownloads {
  allowPrivateLinks: boolean;
  maxUploadBytes: number;
  /** The whole download's time budget (default DOWNLOAD_TIMEOUT_MS). */
  downloadTimeoutMs?: number;
}

/** The one stored text for a link that did not bring media, however it failed: no port scanner learns anything. */
export const LINK_NOT_DOWNLOADED = 'The media link could not be downloaded; check that it still leads to the media';

/**
 * Adds the `media` kind: download (links), sniff, probe, poster (video), peaks (audio), rendition (when browsers
 * cannot play the original).
 */
export function registerMediaPipeline(queue: JobQueue, links: LinkDownloads): void {
  const fetcher = createOutboundFetch({ allowPrivate: links.allowPrivateLinks });
  void queue.registerHandler<MediaInput>(MEDIA_KIND, (ctx) => processMedia(ctx, links, fetcher), {
    parseInput: (input) => mediaInputSchema.parse(input),
    async onEnded(job, db) {
      if (!job.fileId) return;
      const reason =
        job.state === 'cancelled' ? 'Processing was cancelled; retry to process the file' : (job.error ?? 'Failed');
      await fileFailed(db, job.workspaceId, job.fileId, reason);
    },
  });
}

/** Queues the pipeline for a file (one job per file while it runs) and marks the file `queued`. */
export async function startMediaJob(
  db: Db,
  enqueue: (tx: Tx | Db, request: EnqueueRequest) => Promise<{ job: Job; created: boolean }>,
  workspaceId: string,
  fileId: string,
): Promise<Job> {
  return db.transaction(async (tx) => {
    const file = await fileQueuedForProcessing(tx, workspaceId, fileId);
    if (!file) throw new Error(`No file ${fileId} in workspace ${workspaceId}`);
    const sourceUrl = file.storageKey === null && file.media?.type === 'url' ? file.media.url : undefined;
    const { job } = await enqueue(tx, {
      workspaceId,
      fileId,
      kind: MEDIA_KIND,
      input: sourceUrl ? { sourceUrl } : {},
      singletonKey: `${MEDIA_KIND}:${fileId}`,
    });
    return job;
  });
}

async function processMedia(
  ctx: JobContext<MediaInput>,
  links: LinkDownloads,
  fetcher: OutboundFetch,
): Promise<Record<string, unknown>> {
  const { job, db, storage, signal } = ctx;
  const tools = requireMediaTools();
  const fileId = job.fileId;
  const file = fileId ? await fileInProcessing(db, job.workspaceId, fileId) : null;
  if (!fileId || !file) throw new RunStopped('file_deleted');
  const key = (name: string) => fileStorageKey(job.workspaceId, fileId, name);
  // ffmpeg's working folder too: each tool sees only this folder and the original.
  const workDir = await mkdtemp(path.join(tmpdir(), 'media-access-job-'));
  // Everything this run stored, removed again unless the run publishes it.
  const written: string[] = [];
  const store = async (name: string, localFile: string, contentType: string) => {
    await storage.put(key(name), await readFile(localFile), contentType);
    written.push(key(name));
    return key(name);
  };
  try {
    const { sourceUrl } = ctx.input;
    let storageKey = file.storageKey;
    let sizeBytes = 0;
    if (!storageKey) {
      if (!sourceUrl) throw new PermanentJobError('The file has no stored media to process');
      storageKey = key('original');
      await ctx.reportProgress('download', 0);
      sizeBytes = await downloadLink(ctx, links, fetcher, sourceUrl, storageKey);
      written.push(storageKey);
    }
    const input = await localOriginal(storageKey, storage, workDir, signal);
    const sniffed = await sniffMedia(fileReader(input));
    if (!sniffed.ok) {
      throw new PermanentJobError(
        sourceUrl ? sniffed.message.replace(/^This is/, 'The link leads to') : sniffed.message,
      );
    }
    if (!file.storageKey) {
      const recorded = { storageKey, mimeType: sniffed.mimeType, sizeBytes };
      if (!(await downloadedOriginalStored(db, job.workspaceId, fileId, recorded)))
        throw new RunStopped('file_deleted');
      // From here on the original is the file's, as an upload's is: a later failure keeps it for a retry.
      written.length = 0;
    }

    await ctx.reportProgress('probe', sourceUrl ? 0.1 : 0);
    const probe = await probeMedia(tools, input, sniffed.mimeType, workDir, signal);
    await ctx.reportProgress('probe', 0.1);

    let posterKey: string | null = null;
    if (probe.hasVideo) {
      await ctx.reportProgress('poster', 0.1);
      posterKey = await store(
        'poster.jpg',
        await makePoster(tools, input, probe.durationMs, workDir, signal),
        'image/jpeg',
      );
    }

    let peaksKey: string | null = null;
    if (probe.hasAudio) {
      await ctx.reportProgress('peaks', 0.2);
      const peaks = await computePeaks(tools, input, probe.durationMs, workDir, signal, (share) =>
        progress(ctx, 'peaks', 0.2 + share * 0.2),
      );
      await storage.put(key('peaks.json'), Buffer.from(JSON.stringify(peaks)), 'application/json');
      written.push(key('peaks.json'));
      peaksKey = key('peaks.json');
    }

    let renditionKey: string | null = null;
    if (!isWebPlayable(probe)) {
      await ctx.reportProgress('rendition', 0.4);
      const output = await makeRendition(tools, input, probe, workDir, signal, (share) =>
        progress(ctx, 'rendition', 0.4 + share * 0.55),
      );
      renditionKey = await store('rendition.mp4', output, probe.hasVideo ? 'video/mp4' : 'audio/mp4');
    }
    signal.throwIfAborted();

    const published = await fileProcessed(db, job.workspaceId, fileId, {
      durationMs: probe.durationMs,
      posterKey,
      peaksKey,
      renditionKey,
      thumbnailUrl: posterKey ? `/api/media/${fileId}/poster` : null,
      media: playableSource(fileId, sniffed.mimeType, renditionKey, probe.hasVideo),
      mimeType: sniffed.mimeType,
      streams: { hasAudio: probe.hasAudio, hasVideo: probe.hasVideo },
    });
    if (!published) throw new RunStopped('file_deleted');
    written.length = 0;
    return {
      durationMs: probe.durationMs,
      format: probe.format,
      streams: probe.streams,
      posterKey,
      peaksKey,
      renditionKey,
    };
  } finally {
    await Promise.all(written.map((k) => storage.delete(k).catch(() => {})));
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Brings a direct link's media into storage through the guarded outbound client, so ffmpeg only ever reads a local
 * file. Too large is a verdict; any other failure (refused, unreachable, slow, an error answer) is one text, retried.
 */
async function downloadLink(
  ctx: JobContext<MediaInput>,
  links: LinkDownloads,
  fetcher: OutboundFetch,
  url: string,
  storageKey: string,
): Promise<number> {
  try {
    return await downloadToStorage(fetcher, {
      url,
      storage: ctx.storage,
      key: storageKey,
      maxBytes: links.maxUploadBytes,
      timeoutMs: links.downloadTimeoutMs ?? DOWNLOAD_TIMEOUT_MS,
      signal: ctx.signal,
      onProgress: (share) => progress(ctx, 'download', share * 0.1),
    });
  } catch (error) {
    if (!(error instanceof DownloadError)) throw error;
    if (error.reason === 'too_large') {
      throw new PermanentJobError(
        `The linked file is larger than the ${formatBytes(links.maxUploadBytes)} this server accepts`,
      );
    }
    throw new Error(LINK_NOT_DOWNLOADED);
  }
}

/** Progress from a tool's output stream: best effort, a stopped run is noticed through the signal. */
function progress(ctx: JobContext<MediaInput>, step: string, value: number) {
  ctx.reportProgress(step, value).catch(() => {});
}

/** Where ffmpeg reads the original: its path on local storage, or a copy of the object in the work folder (S3). */
async function localOriginal(storageKey: string, storage: Storage, workDir: string, signal: AbortSignal) {
  const missing = () => new PermanentJobError('The uploaded media is missing from storage');
  const local = storage.localPath?.(storageKey);
  if (local) {
    if (!(await storage.stat(storageKey))) throw missing();
    return local;
  }
  const object = await storage.get(storageKey);
  if (!object) throw missing();
  const copy = path.join(workDir, 'original');
  await pipeline(object.stream, createWriteStream(copy), { signal });
  return copy;
}

function playableSource(fileId: string, mimeType: string, renditionKey: string | null, hasVideo: boolean) {
  if (renditionKey) {
    return {
      type: 'url' as const,
      url: `/api/media/${fileId}/rendition`,
      mimeType: hasVideo ? 'video/mp4' : 'audio/mp4',
    };
  }
  return { type: 'url' as const, url: `/api/media/${fileId}/original`, mimeType };
}
