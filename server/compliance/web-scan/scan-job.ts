import { z } from 'zod';
import type { StartScanBody } from '@shared/schemas/compliance-scans';
import type { AppDeps } from '../../app-deps';
import { newId } from '../../db/new-id';
import { pageMediaRecorded } from '../../db/queries/compliance-web-assets';
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

/** Creates the scan and queues its job in one transaction; answers the scan as it stands. */
export async function startedScan(deps: WebScanDeps, workspaceId: string, body: StartScanBody, createdBy: string) {
  const id = newId();
  return deps.db.transaction(async (tx) => {
    await insertedScan(tx, { id, workspaceId, urls: body.urls, depth: body.depth, createdBy });
    const { job } = await deps.jobs.enqueue(tx, {
      workspaceId,
      fileId: null,
      kind: WEB_SCAN_KIND,
      input: { scanId: id },
      singletonKey: `${WEB_SCAN_KIND}:${id}`,
    });
    await scanJobSet(tx, id, job.id);
    return (await scanOfWorkspace(tx, workspaceId, id))!;
  });
}

async function runScan(ctx: JobContext<Input>, fetcher: OutboundFetch): Promise<Record<string, unknown>> {
  const { db, job, signal } = ctx;
  const scan = await scanOfWorkspace(db, job.workspaceId, ctx.input.scanId);
  if (!scan) throw new PermanentJobError('The scan no longer exists');
  await scanStarted(db, scan.id);
  await ctx.reportProgress('crawl', 0);
  const found = new Set<string>();
  const progress = await crawl({
    urls: scan.urls,
    depth: scan.depth,
    fetch: fetcher,
    signal,
    async onPage(url, content) {
      for (const id of await pageMediaRecorded(db, job.workspaceId, scan.id, url, content)) found.add(id);
    },
    async onProgress({ pagesDone, pagesTotal, failures }) {
      await scanProgressed(db, scan.id, { pagesDone, pagesTotal, failures, assetsFound: found.size });
      await ctx.reportProgress('crawl', pagesTotal > 0 ? pagesDone / pagesTotal : 0);
    },
  });
  await scanProgressed(db, scan.id, { ...progress, assetsFound: found.size });
  await scanFinished(db, scan.id);
  return { pagesDone: progress.pagesDone, assetsFound: found.size, failures: progress.failures.length };
}
