import { z } from 'zod';
import { readCaptions } from '@shared/captions/api';
import type { Cue } from '@shared/schemas/embed';
import { newId } from '../../db/new-id';
import type { Db } from '../../db/open-database';
import {
  endedRevOrder,
  failedOpenRevOrderOfFile,
  polledRevOrder,
  receivedRevOrder,
  revOrderForPoll,
} from '../../db/queries/rev-orders';
import type { CredentialsCipher } from '../../integrations/credentials-cipher';
import { type JobContext, type JobQueue, PermanentJobError } from '../../jobs/job-queue';
import { PlatformNotFoundError } from '../types';
import { captionText, revOrder, type RevOrderDetails } from './rev-client';
import { openRev } from './rev-connection';

/** The job that waits for one Rev order and turns its captions into a track. */
export const REV_ORDER_JOB = 'rev-order';

const inputSchema = z.object({ orderId: z.string().min(1) });
type RevJobInput = z.infer<typeof inputSchema>;

/** How often an open order is asked about (REV_POLL_SECONDS, default 5 minutes), for up to 14 days. */
const DEFAULT_POLL_SECONDS = 300;
const WAIT_DAYS = 14;

/** The order is still with Rev: not a failure, but the queue's retry is what brings the job back later. */
class StillWithRev extends Error {}

/** Caption cues from Rev's file (read by `shared/captions`, WebVTT or whatever Rev sent), ids `c1`, `c2`, … */
function cuesOf(text: string): Cue[] {
  return readCaptions(text).track.cues.map((cue, i) => ({
    id: `c${i + 1}`,
    startMs: cue.startMs,
    endMs: cue.endMs,
    text: cue.text,
    ...(cue.speaker ? { speaker: cue.speaker } : {}),
  }));
}

async function receive(db: Db, orderId: string, details: RevOrderDetails, text: string) {
  const cues = cuesOf(text);
  if (cues.length === 0) {
    await endedRevOrder(db, orderId, {
      status: 'failed',
      revStatus: details.status,
      error: "Rev's captions held no cues",
    });
    throw new PermanentJobError("Rev's captions held no cues");
  }
  const track = { id: newId(), language: 'en', kind: 'captions' as const, label: 'English (Rev, human)' };
  return receivedRevOrder(db, orderId, { track, cues, revStatus: details.status });
}

/** One look at the order on Rev: received, ended, or still open (then retried after the poll interval). */
async function pollOrder(ctx: JobContext<RevJobInput>, deps: RevJobDeps) {
  const order = await revOrderForPoll(ctx.db, ctx.input.orderId);
  // Deleted with its file, or already received by another run: nothing left to do.
  if (!order || order.status !== 'in_progress' || !order.revOrderNumber) return { status: order?.status ?? 'gone' };
  const http = await openRev({ db: ctx.db, ...deps }, order.workspaceId);
  let details: RevOrderDetails;
  try {
    details = await revOrder(http, order.revOrderNumber);
  } catch (error) {
    if (!(error instanceof PlatformNotFoundError)) throw error;
    const message = `Rev has no order ${order.revOrderNumber} any more`;
    await endedRevOrder(ctx.db, order.id, { status: 'failed', error: message });
    throw new PermanentJobError(message);
  }
  if (details.status === 'Complete') {
    const attachment =
      details.attachments?.find((a) => a.kind === 'caption') ??
      details.attachments?.find((a) => a.kind === 'transcript');
    if (!attachment) throw new Error(`Rev's order ${order.revOrderNumber} is complete but has no captions yet`);
    const trackId = await receive(ctx.db, order.id, details, await captionText(http, attachment.id));
    return { orderId: order.id, revOrderNumber: order.revOrderNumber, trackId };
  }
  if (details.status === 'Cancelled' || details.status === 'Failed') {
    await endedRevOrder(ctx.db, order.id, {
      status: details.status === 'Cancelled' ? 'cancelled' : 'failed',
      revStatus: details.status,
      error: details.status === 'Cancelled' ? 'Rev cancelled the order' : 'Rev could not complete the order',
    });
    return { orderId: order.id, revOrderNumber: order.revOrderNumber, status: details.status };
  }
  await polledRevOrder(ctx.db, order.id, details.status);
  throw new StillWithRev(`Rev is still working on order ${order.revOrderNumber} (${details.status})`);
}

/** What a run needs besides its job: the key that opens Rev connections, and the outbound switch for the tests. */
export interface RevJobDeps {
  integrationsCipher?: CredentialsCipher;
  media: { allowPrivateLinks: boolean };
}

const registered = new WeakSet<JobQueue>();

/**
 * Adds the Rev receiving job to the queue, once per queue. Each open order has one job; while Rev works, or is
 * unreachable, or refuses the keys, a run ends in a retry one poll interval later (no backoff), so the order stays
 * open and the job's error says why. After 14 days of that the job fails and the order is marked failed.
 */
export function registerRevJobs(
  queue: JobQueue,
  deps: RevJobDeps,
  env: Record<string, string | undefined> = process.env,
): void {
  if (registered.has(queue)) return;
  registered.add(queue);
  const pollSeconds = Math.max(1, Number(env.REV_POLL_SECONDS) || DEFAULT_POLL_SECONDS);
  void queue.registerHandler<RevJobInput>(REV_ORDER_JOB, (ctx) => pollOrder(ctx, deps), {
    parseInput: (input) => inputSchema.parse(input),
    retryLimit: Math.ceil((WAIT_DAYS * 86_400) / pollSeconds),
    retryDelaySeconds: pollSeconds,
    retryBackoff: false,
    timeoutSeconds: 300,
    // A file has one open order at most, so the job's file names it.
    onEnded: async (job, tx) => {
      if (!job.fileId) return;
      const why =
        job.state === 'cancelled' ? 'Stopped waiting for Rev (cancelled)' : (job.error ?? 'Stopped waiting for Rev');
      await failedOpenRevOrderOfFile(tx, job.workspaceId, job.fileId, why);
    },
  });
}
