import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import { platformTypeSchema } from '@shared/schemas/integrations';
import type { AppDeps } from '../app-deps';
import type { Tx } from '../db/open-database';
import { fileOfWorkspace } from '../db/queries/files';
import { fileFailed } from '../db/queries/media-processing';
import { downloadedOriginalStored } from '../db/queries/platforms-import';
import { type JobContext, type JobQueue, PermanentJobError } from '../jobs/job-queue';
import { RunStopped } from '../jobs/run-delivery';
import { ApiHttpError } from '../http/errors';
import { fileStorageKey } from '../storage/storage';
import { formatBytes } from '../uploads/format-bytes';
import { SNIFF_BYTES, sniffMedia } from '../uploads/sniff-media';
import { openConnection } from './connection';
import { fetchDownload } from './import-download';
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
  void deps.jobs.registerHandler<Input>(PLATFORM_MEDIA_KIND, (ctx) => downloadMedia(ctx, deps), {
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

async function downloadMedia(ctx: JobContext<Input>, deps: PlatformMediaDeps): Promise<Record<string, unknown>> {
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

  const response = await fetchDownload(source.url, source.headers, {
    allowPrivate: deps.media.allowPrivateLinks,
    signal,
    platformName: name,
  });
  if (response.status === 202) {
    // Accepted but not ready (Box prepares some files first): the job's retry comes back for it.
    await response.body?.cancel();
    throw new Error(`${name} is still preparing the media for download`);
  }
  if (!response.ok || !response.body) {
    const message = `${name} answered the media download with HTTP ${response.status}`;
    // A 5xx may pass; a refusal will not.
    throw response.status >= 500 ? new Error(message) : new PermanentJobError(message);
  }
  const declared = Number(response.headers.get('Content-Length') ?? NaN);
  const tooLarge = () =>
    new PermanentJobError(
      `The media on ${name} is larger than the ${formatBytes(deps.media.maxUploadBytes)} this server accepts`,
    );
  if (declared > deps.media.maxUploadBytes) throw tooLarge();

  const key = fileStorageKey(job.workspaceId, fileId, 'original');
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > deps.media.maxUploadBytes) return done(tooLarge());
      if (declared > 0) ctx.reportProgress('download', received / declared).catch(() => {});
      done(null, chunk);
    },
  });
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>, { signal });
  body.on('error', (error) => counted.destroy(error));
  await storage.put(key, body.pipe(counted), 'application/octet-stream');

  const sniffed = await sniffMedia(await headOf(await storage.get(key, { start: 0, end: SNIFF_BYTES - 1 })));
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

async function headOf(object: { stream: Readable } | null): Promise<Buffer> {
  if (!object) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
