import { z } from 'zod';
import { SCAN_REPEAT_MS, type StartScanBody } from '@shared/schemas/compliance-scans';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/open-database';
import { scheduleSaved } from '../../db/queries/compliance-scan-schedules';
import { newId } from '../../db/new-id';
import { pagesMediaRecorded, type ScannedPage } from '../../db/queries/compliance-web-assets';
import {
  insertedScan,
  scanFinished,
  scanOfJobFinished,
  scanJobSet,
  scanOfWorkspace,
  scanProgressed,
  scanStarted,
} from '../../db/queries/compliance-scans';
import { type JobContext, type JobQueue, PermanentJobError } from '../../jobs/job-queue';
import { createOutboundFetch, type OutboundFetch } from '../../outbound/outbound-fetch';
import { crawl } from './crawl';

/** Scans web pages for media and records what they offer in the ledger (docs/compliance.md, "Web scans"). */
export const WEB_SCAN_KIND = 'compliance-web-scan';

const inputSchema = z.object({ scanId: z.string().min(1) });
type Input = z.infer<typeof inputSchema>;

export type WebScanDeps = Pick<AppDeps, 'db' | 'jobs'> & { media: Pick<AppDeps['media'], 'allowPrivateLinks'> };

/** A 500-page scan of slow sites: 20 s a page, four at a time, with room to spare. */
const SCAN_TIMEOUT_SECONDS = 3600;
/** Pages recorded in one ledger transaction: the ledger's work per transaction dwarfs a page's own. */
const PAGES_PER_BATCH = 20;
const registered = new WeakSet<JobQueue>();

/** Adds the web scan kind to the queue, once per queue (the API and `npm run worker` both call it). */
export function registerWebScanJob(deps: WebScanDeps): void {
  if (registered.has(deps.jobs)) return;
  registered.add(deps.jobs);
  const fetcher = createOutboundFetch({ allowPrivate: deps.media.allowPrivateLinks });
  void deps.jobs.registerHandler<Input>(WEB_SCAN_KIND, (ctx) => runScan(ctx, fetcher), {
    parseInput: (input) => inputSchema.parse(input),
    retryLimit: 1,
    timeoutSeconds: SCAN_TIMEOUT_SECONDS,
    onEnded: (job, db) => scanOfJobFinished(db, job.id),
  });
}

/** Creates the scan and queues its job in one transaction (and, asked to repeat it, the weekly schedule too). */
export async function startedScan(
  deps: WebScanDeps,
  workspaceId: string,
  body: StartScanBody,
  createdBy: string,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const id = await queuedScan(tx, deps.jobs, { workspaceId, urls: body.urls, depth: body.depth, createdBy });
    if (body.repeat === 'weekly') {
      const nextRunAt = new Date(now.getTime() + SCAN_REPEAT_MS);
      await scheduleSaved(tx, {
        workspaceId,
        urls: body.urls,
        depth: body.depth,
        nextRunAt,
        lastScanId: id,
        createdBy,
      });
    }
    return (await scanOfWorkspace(tx, workspaceId, id))!;
  });
}

/** A new scan with its job queued, in the caller's transaction; answers its id. */
export async function queuedScan(
  tx: Tx,
  jobs: JobQueue,
  scan: { workspaceId: string; urls: string[]; depth: number; createdBy: string | null },
): Promise<string> {
  const id = newId();
  await insertedScan(tx, { id, ...scan });
  const { job } = await jobs.enqueue(tx, {
    workspaceId: scan.workspaceId,
    fileId: null,
    kind: WEB_SCAN_KIND,
    input: { scanId: id },
    singletonKey: `${WEB_SCAN_KIND}:${id}`,
  });
  await scanJobSet(tx, id, job.id);
  return id;
}

async function runScan(ctx: JobContext<Input>, fetcher: OutboundFetch): Promise<Record<string, unknown>> {
  const { db, job, signal } = ctx;
  const scan = await scanOfWorkspace(db, job.workspaceId, ctx.input.scanId);
  if (!scan) throw new PermanentJobError('The scan no longer exists');
  await scanStarted(db, scan.id);
  await ctx.reportProgress('crawl', 0);
  const found = new Set<string>();
  const recorder = pageRecorder(db, job.workspaceId, scan.id, found);
  const progress = await crawl({
    urls: scan.urls,
    depth: scan.depth,
    fetch: fetcher,
    signal,
    onPage: (url, content) => recorder.add({ url, content }),
    async onProgress({ pagesDone, pagesTotal, failures }) {
      await scanProgressed(db, scan.id, { pagesDone, pagesTotal, failures, assetsFound: found.size });
      await ctx.reportProgress('crawl', pagesTotal > 0 ? pagesDone / pagesTotal : 0);
    },
  });
  await recorder.flush();
  await scanProgressed(db, scan.id, { ...progress, assetsFound: found.size });
  await scanFinished(db, scan.id);
  return { pagesDone: progress.pagesDone, assetsFound: found.size, failures: progress.failures.length };
}

/**
 * Records scanned pages in batches, one batch at a time (pages arrive from four fetches at once), adding the
 * assets' ids to `found`; a failed write fails every later call.
 */
export function pageRecorder(db: Db, workspaceId: string, scanId: string, found: Set<string>) {
  const batch: ScannedPage[] = [];
  let writing = Promise.resolve();
  const flush = () => {
    const pages = batch.splice(0);
    writing = writing.then(async () => {
      for (const id of await pagesMediaRecorded(db, workspaceId, scanId, pages)) found.add(id);
    });
    return writing;
  };
  return {
    add: async (page: ScannedPage) => {
      batch.push(page);
      if (batch.length >= PAGES_PER_BATCH) await flush();
    },
    flush,
  };
}
