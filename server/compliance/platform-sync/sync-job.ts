import { z } from 'zod';
import type { PlatformType } from '@shared/constants';
import { SYNC_MAX_ITEMS, type PlatformSync, type PlatformSyncResult } from '@shared/schemas/compliance-platform-sync';
import type { Job } from '@shared/schemas/jobs';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import type { AppDeps } from '../../app-deps';
import { platformItemsRecorded, type InventoriedItem } from '../../db/queries/compliance-platform-assets';
import { integrationsOfWorkspace } from '../../db/queries/integrations';
import { latestJobOfKind } from '../../db/queries/jobs';
import type { Db, Tx } from '../../db/open-database';
import { ApiHttpError } from '../../http/errors';
import { type JobContext, type JobQueue } from '../../jobs/job-queue';
import { openConnection } from '../../platforms/connection';
import { platformRegistration } from '../../platforms/registry';
import { PlatformError, type PlatformAdapter, type PlatformContext } from '../../platforms/types';

/** Lists each connected platform's items into the ledger (docs/compliance.md, "Platform inventory"). */
export const PLATFORM_SYNC_KIND = 'compliance-platform-sync';

const inputSchema = z.object({ platforms: z.array(z.string()).optional() });
type Input = z.infer<typeof inputSchema>;

export type PlatformSyncDeps = Pick<AppDeps, 'db' | 'integrationsCipher' | 'jobs'> & {
  media: Pick<AppDeps['media'], 'allowPrivateLinks'>;
};

/** Storage services list only a folder's own files: their folders are walked; video hosts list every item at once. */
const WALKS_FOLDERS: readonly PlatformType[] = ['box', 'dropbox', 'googledrive', 'canvas'];
const MAX_FOLDERS = 500;
/** Captions lists read at once (one request per item). */
const CAPTION_READS = 4;
const SYNC_TIMEOUT_SECONDS = 3600;
const registered = new WeakSet<JobQueue>();

/** Adds the platform sync kind to the queue, once per queue (the API and `npm run worker` both call it). */
export function registerPlatformSyncJob(deps: PlatformSyncDeps): void {
  if (registered.has(deps.jobs)) return;
  registered.add(deps.jobs);
  void deps.jobs.registerHandler<Input>(PLATFORM_SYNC_KIND, (ctx) => runSync(ctx, deps), {
    parseInput: (input) => inputSchema.parse(input),
    retryLimit: 1,
    timeoutSeconds: SYNC_TIMEOUT_SECONDS,
  });
}

/** The platforms of the workspace an inventory can list: connected, with an adapter that browses. */
async function browsablePlatforms(db: Db | Tx, workspaceId: string): Promise<PlatformType[]> {
  const connected = await integrationsOfWorkspace(db, workspaceId);
  return connected
    .map((i) => i.platformType)
    .filter((platform) => platformRegistration(platform)?.adapter.capabilities.browse);
}

/**
 * Queues the workspace's sync (of `platforms`, else every browsable one); a sync already queued or running is
 * answered instead of a second. Null when no connected platform can be listed.
 */
export async function startedSync(
  deps: PlatformSyncDeps,
  workspaceId: string,
  platforms?: PlatformType[],
): Promise<PlatformSync | null> {
  const job = await queuedSync(deps.db, deps.jobs, workspaceId, platforms);
  return job ? syncOfJob(job) : null;
}

/** The workspace's sync queued in the caller's transaction (or the one already queued), or null with nothing to list. */
export async function queuedSync(
  db: Db | Tx,
  jobs: JobQueue,
  workspaceId: string,
  platforms?: PlatformType[],
): Promise<Job | null> {
  const browsable = await browsablePlatforms(db, workspaceId);
  const chosen = platforms ? browsable.filter((p) => platforms.includes(p)) : browsable;
  if (chosen.length === 0) return null;
  const { job } = await jobs.enqueue(db, {
    workspaceId,
    fileId: null,
    kind: PLATFORM_SYNC_KIND,
    input: platforms ? { platforms: chosen } : {},
    singletonKey: `${PLATFORM_SYNC_KIND}:${workspaceId}`,
  });
  return job;
}

/** The workspace's latest sync, or null when none was ever started. */
export async function latestSync(db: Db, workspaceId: string): Promise<PlatformSync | null> {
  const job = await latestJobOfKind(db, workspaceId, PLATFORM_SYNC_KIND);
  return job ? syncOfJob(job) : null;
}

function syncOfJob(job: Job): PlatformSync {
  return {
    id: job.id,
    status: job.state,
    progress: job.progress,
    platform: job.step,
    platforms: (job.result?.platforms as PlatformSyncResult[] | undefined) ?? [],
    error: job.state === 'failed' || job.state === 'cancelled' ? job.error : null,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}

async function runSync(ctx: JobContext<Input>, deps: PlatformSyncDeps): Promise<Record<string, unknown>> {
  const { job } = ctx;
  const browsable = await browsablePlatforms(ctx.db, job.workspaceId);
  const platforms = ctx.input.platforms ? browsable.filter((p) => ctx.input.platforms!.includes(p)) : browsable;
  const results: PlatformSyncResult[] = [];
  for (const [index, platform] of platforms.entries()) {
    await ctx.reportProgress(platform, index / platforms.length);
    const result: PlatformSyncResult = { platform, items: 0, added: 0, truncated: false, error: null };
    try {
      const { adapter, ctx: platformCtx } = await openConnection(deps, job.workspaceId, platform);
      await inventory(adapter, platformCtx, ctx.signal, async (items) => {
        const recorded = await platformItemsRecorded(ctx.db, job.workspaceId, platform, job.id, items);
        result.items += recorded.ids.length;
        result.added += recorded.added;
        return result.items < SYNC_MAX_ITEMS;
      }).then((complete) => (result.truncated = !complete));
    } catch (error) {
      // A platform that cannot be read now (reconnect, down) is reported; the other platforms still sync.
      if (!(error instanceof PlatformError || error instanceof ApiHttpError) || ctx.signal.aborted) throw error;
      // Only connected platforms are read: "not found" here means the row holds no credentials (the demo's).
      result.error =
        error instanceof ApiHttpError && error.status === 404
          ? `No credentials are stored for ${PLATFORM_NAMES[platform]}: connect it again under Integrations`
          : error.message;
    }
    results.push(result);
  }
  return { platforms: results };
}

/**
 * Pages through a platform's items (walking folders where its listing needs it), handing each page with its
 * captions to `record`, which answers whether to go on. Answers whether every item was read.
 */
async function inventory(
  adapter: PlatformAdapter,
  ctx: PlatformContext,
  signal: AbortSignal,
  record: (items: InventoriedItem[]) => Promise<boolean>,
): Promise<boolean> {
  const folders: (string | undefined)[] = [undefined];
  const seenFolders = new Set<string>();
  const walks = WALKS_FOLDERS.includes(adapter.platform) && adapter.capabilities.folders;
  while (folders.length > 0) {
    const folderId = folders.shift();
    let cursor: string | undefined;
    do {
      signal.throwIfAborted();
      const page = await adapter.list(ctx, { folderId, cursor });
      if (walks) {
        for (const folder of page.folders) {
          if (seenFolders.size >= MAX_FOLDERS || seenFolders.has(folder.id)) continue;
          seenFolders.add(folder.id);
          folders.push(folder.id);
        }
      }
      const items = await withCaptions(adapter, ctx, page.items);
      if (items.length > 0 && !(await record(items))) return false;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return true;
}

/** Each item with the captions its platform lists; null where they cannot be read (quota, not allowed). */
async function withCaptions(
  adapter: PlatformAdapter,
  ctx: PlatformContext,
  items: InventoriedItem['item'][],
): Promise<InventoriedItem[]> {
  if (!adapter.capabilities.captionsRead) return items.map((item) => ({ item, captions: null }));
  const out: InventoriedItem[] = [];
  for (let start = 0; start < items.length; start += CAPTION_READS) {
    const chunk = items.slice(start, start + CAPTION_READS);
    const captions = await Promise.all(
      chunk.map((item) =>
        adapter.listCaptions(ctx, item.id).catch((error: unknown) => {
          if (error instanceof PlatformError) return null;
          throw error;
        }),
      ),
    );
    out.push(...chunk.map((item, i) => ({ item, captions: captions[i]! })));
  }
  return out;
}
