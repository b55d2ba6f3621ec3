import { z } from 'zod';
import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import { platformTypeSchema } from '@shared/schemas/integrations';
import type { AppDeps } from '../app-deps';
import type { Tx } from '../db/open-database';
import { fileOfWorkspace } from '../db/queries/files';
import { downloadedOriginalStored, fileFailed } from '../db/queries/media-processing';
import { type JobContext, type JobQueue, PermanentJobError } from '../jobs/job-queue';
import { RunStopped } from '../jobs/run-delivery';
import { ApiHttpError } from '../http/errors';
import { createOutboundFetch, type OutboundFetch } from '../outbound/outbound-fetch';
import { fileStorageKey } from '../storage/storage';
import { storageReader } from '../uploads/byte-readers';
import { DOWNLOAD_TIMEOUT_MS, DownloadError, downloadToStorage } from '../uploads/download-media';
import { formatBytes } from '../uploads/format-bytes';
import { sniffMedia } from '../uploads/sniff-media';
import { openConnection } from './connection';
import { PlatformError, PlatformRateLimitError, PlatformUnavailableError } from './types';

/** Downloads an imported item's media into storage, then hands the file to the media pipeline. */
export const PLATFORM_MEDIA_KIND = 'platform-media';

const inputSchema = z.object({ platform: platformTypeSchema, itemId: z.string().min(1) });
type Input = z.infer<typeof inputSchema>;

export type PlatformMediaDeps = Pick<AppDeps, 'db' | 'integrationsCipher' | 'jobs'> & {
  media: Pick<AppDeps['media'], 'allowPrivateLinks' | 'maxUploadBytes'>;
};

const registered = new WeakSet<JobQueue>();

/** Adds the `platform-media` kind to the queue, once per queue. */
export function registerPlatformMediaJob(deps: PlatformMediaDeps): void {
  if (registered.has(deps.jobs)) return;
  registered.add(deps.jobs);
  const fetcher = createOutboundFetch({ allowPrivate: deps.media.allowPrivateLinks });
  void deps.jobs.registerHandler<Input>(PLATFORM_MEDIA_KIND, (ctx) => downloadMedia(ctx, deps, fetcher), {
    parseInput: (input) => inputSchema.parse(input),
    async onEnded(job, db) {
      if (!job.fileId) return;
      const reason =
        job.state === 'cancelled' ? 'The import was cancelled before its media arrived' : (job.error ?? 'Failed');
      await fileFailed(db, job.workspaceId, job.fileId, reason);
    },
  });
}

/** Queues the download in the caller's transaction: it runs only if the import commits. */
export async function queuePlatformMedia(
  jobs: JobQueue,
  tx: Tx,
  workspaceId: string,
  fileId: string,
  input: { platform: PlatformType; itemId: string },
) {
  return jobs.enqueue(tx, {
    workspaceId,
    fileId,
    kind: PLATFORM_MEDIA_KIND,
    input,
    singletonKey: `${PLATFORM_MEDIA_KIND}:${fileId}`,
  });
}

async function downloadMedia(
  ctx: JobContext<Input>,
  deps: PlatformMediaDeps,
  fetcher: OutboundFetch,
): Promise<Record<string, unknown>> {
  const { job, db, storage, signal } = ctx;
  const { platform, itemId } = ctx.input;
  const name = PLATFORM_NAMES[platform];
  const fileId = job.fileId;
  if (!fileId || !(await fileOfWorkspace(db, job.workspaceId, fileId))) throw new RunStopped('file_deleted');
  await ctx.reportProgress('download', 0);

  // Asked again at run time: download addresses are often signed and short-lived.
  const source = await onPlatform(async () => {
    const { adapter, ctx: platformCtx } = await openConnection(
      { db, integrationsCipher: deps.integrationsCipher, media: deps.media },
      job.workspaceId,
      platform,
    );
    return adapter.mediaSource(platformCtx, itemId);
  });
  if (source.type !== 'download') throw new PermanentJobError(`${name} no longer offers this item for download`);

  const key = fileStorageKey(job.workspaceId, fileId, 'original');
  let received: number;
  try {
    received = await downloadToStorage(fetcher, {
      url: source.url,
      headers: source.headers,
      storage,
      key,
      maxBytes: deps.media.maxUploadBytes,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      signal,
      onProgress: (share) => ctx.reportProgress('download', share).catch(() => {}),
    });
  } catch (error) {
    throw downloadFailure(error, name, deps.media.maxUploadBytes);
  }

  const sniffed = await sniffMedia(storageReader(storage, key));
  if (!sniffed.ok) {
    await storage.delete(key);
    throw new PermanentJobError(`The media on ${name} cannot be used: ${sniffed.message}`);
  }
  const stored = await downloadedOriginalStored(db, job.workspaceId, fileId, {
    storageKey: key,
    mimeType: sniffed.mimeType,
    sizeBytes: received,
  });
  if (!stored) {
    await storage.delete(key);
    throw new RunStopped('file_deleted');
  }
  signal.throwIfAborted();
  await deps.jobs.startMediaProcessing(job.workspaceId, fileId);
  return { sizeBytes: received, mimeType: sniffed.mimeType };
}

/** A revoked or removed connection, or a missing item, will not fix itself; an outage may. */
async function onPlatform<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const permanent =
      (error instanceof PlatformError &&
        !(error instanceof PlatformUnavailableError || error instanceof PlatformRateLimitError)) ||
      error instanceof ApiHttpError;
    throw permanent ? new PermanentJobError(error.message) : error;
  }
}

/**
 * What a failed download becomes. The texts are ours (never the answer's body): too large and refusals are verdicts,
 * "still preparing" (202, as Box answers) and everything that may pass are retried.
 */
function downloadFailure(error: unknown, name: string, maxBytes: number): Error {
  if (!(error instanceof DownloadError)) return error as Error;
  if (error.reason === 'too_large') {
    return new PermanentJobError(
      `The media on ${name} is larger than the ${formatBytes(maxBytes)} this server accepts`,
    );
  }
  if (error.status === 202) return new Error(`${name} is still preparing the media for download`);
  if (error.status !== undefined && error.status < 500) {
    return new PermanentJobError(`${name} answered the media download with HTTP ${error.status}`);
  }
  return new Error(`The media could not be downloaded from ${name}`);
}
