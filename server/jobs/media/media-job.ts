import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { Job } from '@shared/schemas/jobs';
import type { Db, Tx } from '../../db/open-database';
import {
  fileFailed,
  fileInProcessing,
  fileProcessed,
  fileQueuedForProcessing,
  type FileToProcess,
} from '../../db/queries/media-processing';
import { fileStorageKey, type Storage } from '../../storage/storage';
import { type EnqueueRequest, type JobContext, type JobQueue, PermanentJobError } from '../job-queue';
import { RunStopped } from '../run-delivery';
import { requireMediaTools } from './ffmpeg';
import { computePeaks } from './peaks';
import { makePoster } from './poster';
import { probeMedia } from './probe';
import { isWebPlayable, makeRendition } from './rendition';

export const MEDIA_KIND = 'media';

/** A direct-link file is read from its URL; an upload from storage. */
const mediaInputSchema = z.object({ sourceUrl: z.url({ protocol: /^https?$/ }).optional() });
type MediaInput = z.infer<typeof mediaInputSchema>;

/** Adds the `media` kind: probe, poster (video), peaks (audio), rendition (when browsers cannot play the original). */
export function registerMediaPipeline(queue: JobQueue): void {
  void queue.registerHandler<MediaInput>(MEDIA_KIND, processMedia, {
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

async function processMedia(ctx: JobContext<MediaInput>): Promise<Record<string, unknown>> {
  const { job, db, storage, signal } = ctx;
  const tools = requireMediaTools();
  const fileId = job.fileId;
  const file = fileId ? await fileInProcessing(db, job.workspaceId, fileId) : null;
  if (!fileId || !file) throw new RunStopped('file_deleted');
  const key = (name: string) => fileStorageKey(job.workspaceId, fileId, name);
  const workDir = await mkdtemp(path.join(tmpdir(), 'media-access-job-'));
  // Everything this run stored, removed again unless the run publishes it.
  const written: string[] = [];
  const store = async (name: string, localFile: string, contentType: string) => {
    await storage.put(key(name), await readFile(localFile), contentType);
    written.push(key(name));
    return key(name);
  };
  try {
    const input = ctx.input.sourceUrl ?? (await localOriginal(file, storage, workDir, signal));
    await ctx.reportProgress('probe', 0);
    const probe = await probeMedia(tools, input, signal);
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
      const peaks = await computePeaks(tools, input, probe.durationMs, signal, (share) =>
        progress(ctx, 'peaks', 0.2 + share * 0.2),
      );
      await storage.put(key('peaks.json'), Buffer.from(JSON.stringify(peaks)), 'application/json');
      written.push(key('peaks.json'));
      peaksKey = key('peaks.json');
    }

    let renditionKey: string | null = null;
    // Links play from their own address; only stored uploads get a rendition.
    const uploaded = ctx.input.sourceUrl === undefined;
    if (uploaded && !isWebPlayable(probe)) {
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
      ...(uploaded ? { media: playableSource(fileId, file, renditionKey, probe.hasVideo) } : {}),
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

/** Progress from a tool's output stream: best effort, a stopped run is noticed through the signal. */
function progress(ctx: JobContext<MediaInput>, step: string, value: number) {
  ctx.reportProgress(step, value).catch(() => {});
}

/** Where ffmpeg reads an upload: its path on local storage, or a temporary copy of the object (S3). */
async function localOriginal(file: FileToProcess, storage: Storage, workDir: string, signal: AbortSignal) {
  if (!file.storageKey) throw new PermanentJobError('The file has no stored media to process');
  const local = storage.localPath?.(file.storageKey);
  if (local) return local;
  const object = await storage.get(file.storageKey);
  if (!object) throw new PermanentJobError('The uploaded media is missing from storage');
  const copy = path.join(workDir, 'original');
  await pipeline(object.stream, createWriteStream(copy), { signal });
  return copy;
}

function playableSource(fileId: string, file: FileToProcess, renditionKey: string | null, hasVideo: boolean) {
  if (renditionKey) {
    return {
      type: 'url' as const,
      url: `/api/media/${fileId}/rendition`,
      mimeType: hasVideo ? 'video/mp4' : 'audio/mp4',
    };
  }
  return {
    type: 'url' as const,
    url: `/api/media/${fileId}/original`,
    ...(file.mimeType ? { mimeType: file.mimeType } : {}),
  };
}
