import type PgBoss from 'pg-boss';
import type { Db, Tx } from '../db/open-database';
import type { Job } from '@shared/schemas/jobs';
import { cancelledJob, finishedRun, jobById, jobWithInput, recordedProgress, startedRun } from '../db/queries/jobs';
import type { Storage } from '../storage/storage';
import { type HandlerOptions, type JobHandler, PermanentJobError } from './job-queue';

/** What pg-boss carries for each job: our row's id, and the file it was about (to notice its deletion). */
export interface BossPayload {
  jobId: string;
  fileId: string | null;
}

/** Why a run was stopped from outside the handler. */
export class RunStopped extends Error {
  constructor(readonly why: 'cancelled' | 'file_deleted' | 'superseded' | 'timeout' | 'shutdown') {
    super(
      {
        cancelled: 'The job was cancelled',
        file_deleted: 'The file was deleted while this job was running',
        superseded: 'Another worker took this job over',
        timeout: 'The job ran past its time limit',
        shutdown: 'The worker stopped before the job finished; it will be retried',
      }[why],
    );
  }
}

export const FILE_DELETED_MESSAGE = new RunStopped('file_deleted').message;

/** A run in progress in this process. */
export interface ActiveRun {
  jobId: string;
  attempt: number;
  fileId: string | null;
  controller: AbortController;
  done: Promise<void>;
}

export interface Registered {
  handler: JobHandler<unknown>;
  options: HandlerOptions<unknown>;
}

/** Progress writes of one run are at least this far apart, unless the step changes. */
const PROGRESS_WRITE_MS = 250;

/**
 * Runs one pg-boss delivery of one job to its end: our row says `running` (attempt + 1), the handler runs with a
 * signal and a progress reporter, then the row and pg-boss learn the outcome — succeeded, failed for good
 * (PermanentJobError or the last retry), queued again for a retry, or left alone when cancelled or taken over.
 */
export async function runDelivery(
  deps: { db: Db; storage: Storage; boss: PgBoss; log: (line: string) => void; timeoutSeconds: number },
  kind: string,
  registered: Registered,
  delivery: PgBoss.JobWithMetadata<BossPayload>,
  track: (run: ActiveRun) => () => void,
): Promise<void> {
  const { db, boss } = deps;
  const { jobId, fileId } = delivery.data;
  const started = await startedRun(db, jobId);
  if (!started) {
    // Cancelled (or its workspace deleted) before a worker got to it, or while its last worker was dead.
    await boss.complete(kind, delivery.id);
    const job = cancelledOnly(await jobById(db, jobId));
    if (job) await registered.options.onEnded?.(job, db);
    return;
  }
  if (fileId !== null && started.fileId === null) {
    await cancelledJob(db, { jobId }, FILE_DELETED_MESSAGE);
    await boss.complete(kind, delivery.id);
    return;
  }
  const attempt = started.attempts;
  const controller = new AbortController();
  const { signal } = controller;
  const timeoutSeconds = registered.options.timeoutSeconds ?? deps.timeoutSeconds;
  const timer = setTimeout(() => controller.abort(new RunStopped('timeout')), timeoutSeconds * 1000);
  let finish!: () => void;
  const untrack = track({ jobId, attempt, fileId, controller, done: new Promise<void>((r) => (finish = r)) });

  let lastStep: string | null = null;
  let lastWrite = 0;
  const reportProgress = async (step: string, progress: number) => {
    signal.throwIfAborted();
    const now = Date.now();
    if (step === lastStep && now - lastWrite < PROGRESS_WRITE_MS && progress < 1) return;
    lastStep = step;
    lastWrite = now;
    if (!(await recordedProgress(db, jobId, attempt, step, progress))) {
      // Cancelled, taken over or deleted meanwhile: the watcher will tell which; stop now either way.
      controller.abort(new RunStopped('superseded'));
    }
    signal.throwIfAborted();
  };

  try {
    const stored = await jobWithInput(db, jobId);
    const parse = registered.options.parseInput ?? ((input: unknown) => input);
    let input: unknown;
    try {
      input = parse(stored?.input ?? {});
    } catch (error) {
      throw new PermanentJobError(`The job's input is not valid: ${(error as Error).message}`);
    }
    const result = await registered.handler({ job: started, input, reportProgress, signal, db, storage: deps.storage });
    signal.throwIfAborted();
    await finishedRun(db, jobId, attempt, { state: 'succeeded', result: result ?? {} });
    await boss.complete(kind, delivery.id);
  } catch (thrown) {
    const error = signal.aborted ? (signal.reason as unknown) : thrown;
    await settleFailure(deps, kind, registered, delivery, attempt, error);
  } finally {
    clearTimeout(timer);
    untrack();
    finish();
  }
}

/**
 * Records a run's failure: failed for good (its `onEnded` in the same transaction, so the job and e.g. its file end
 * together), cancelled, or queued again for pg-boss to retry.
 */
async function settleFailure(
  deps: { db: Db; boss: PgBoss; log: (line: string) => void },
  kind: string,
  registered: Registered,
  delivery: PgBoss.JobWithMetadata<BossPayload>,
  attempt: number,
  error: unknown,
): Promise<void> {
  const { db, boss } = deps;
  const { jobId } = delivery.data;
  const message = error instanceof Error ? error.message : String(error);
  const end = (write: (tx: Tx) => Promise<Job | null>) =>
    db.transaction(async (tx) => {
      const job = await write(tx);
      if (job && registered.options.onEnded) await registered.options.onEnded(job, tx);
    });
  if (error instanceof RunStopped && error.why === 'file_deleted') {
    // Only now, after the handler has removed what it made: the cancelled job is the sign it is all gone.
    await end((tx) => cancelledJob(tx, { jobId }, FILE_DELETED_MESSAGE));
    await boss.complete(kind, delivery.id);
    return;
  }
  if (error instanceof RunStopped && error.why !== 'timeout' && error.why !== 'shutdown') {
    // Whoever stopped it (a cancel, another worker) has set the row's state; a cancel ends here, after the cleanup.
    await boss.complete(kind, delivery.id);
    if (error.why === 'cancelled') await end(async (tx) => cancelledOnly(await jobById(tx, jobId)));
    return;
  }
  if (error instanceof PermanentJobError) {
    await end((tx) => finishedRun(tx, jobId, attempt, { state: 'failed', error: message }));
    await boss.complete(kind, delivery.id);
    return;
  }
  if (error instanceof RunStopped && error.why === 'shutdown') {
    await finishedRun(db, jobId, attempt, { state: 'queued' });
    await boss.fail(kind, delivery.id, { message });
    // A stop is not the job's fault: it keeps its retries.
    await boss.retry(kind, delivery.id);
    return;
  }
  const lastTry = delivery.retryCount >= delivery.retryLimit;
  deps.log(`Job ${jobId} (${kind}) attempt ${attempt} failed${lastTry ? '' : ', will retry'}: ${message}`);
  if (lastTry) await end((tx) => finishedRun(tx, jobId, attempt, { state: 'failed', error: message }));
  else {
    await finishedRun(db, jobId, attempt, {
      state: 'queued',
      error: `Attempt ${attempt} failed (${message}); retrying`,
    });
  }
  await boss.fail(kind, delivery.id, { message });
}

const cancelledOnly = (job: Job | null) => (job?.state === 'cancelled' ? job : null);
