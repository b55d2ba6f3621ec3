import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Job } from '@shared/schemas/jobs';
import { newId } from '../db/new-id';
import type { Database, Db, Tx } from '../db/open-database';
import { cancelledJob, createdOrExistingJob, lockedJobState, runningJobStates, setBossId } from '../db/queries/jobs';
import type { Storage } from '../storage/storage';
import { bossDbOfPglite, bossDbOfTransaction } from './boss-db';
import { createWorkspaceEvents } from './job-events';
import type { EnqueueRequest, JobQueue } from './job-queue';
import { type LinkDownloads, registerMediaPipeline, startMediaJob } from './media/media-job';
import { type ActiveRun, type BossPayload, type Registered, runDelivery, RunStopped } from './run-delivery';

export interface JobQueueOptions {
  database: Database;
  storage: Storage;
  /** Run handlers in this process (PGlite: always; PostgreSQL: unless separate workers do it). */
  worksJobs: boolean;
  /** How many jobs this process runs at once, per kind (default 1: ffmpeg already uses every core). */
  concurrency?: number;
  /** How long an idle worker waits before looking for work again when no notification woke it (default 2). */
  pollIntervalSeconds?: number;
  /** Default time limit of one run (JOB_TIMEOUT_SECONDS, default 3600); a dead worker's job is retried after it. */
  timeoutSeconds?: number;
  /** First retry delay; later ones double (default 5). */
  retryDelaySeconds?: number;
  /** Whether retry delays double (default true); pg-boss makes a doubling delay at least 1 s. */
  retryBackoff?: boolean;
  /** How often pg-boss looks for runs past their time limit (default 60). */
  maintenanceIntervalSeconds?: number;
  /** How the media job downloads direct links (default: public addresses only, at most 5 GiB). */
  links?: LinkDownloads;
  /** How long `stop()` lets running jobs finish before releasing them (default 8000). */
  stopGraceMs?: number;
  /** How often a worker checks its running jobs for cancellation or a deleted file (default 1000). */
  watchIntervalMs?: number;
  log?: (line: string) => void;
}

const DEFAULT_RETRY_LIMIT = 3;
/** pg-boss gives up on a silent run this long after our own time limit stopped it. */
const EXPIRY_SLACK_SECONDS = 5;

/** The pg-boss job queue over the app's database (see docs/jobs.md). Call `start()` before use. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, storage } = options;
  const db = database.db;
  const log = options.log ?? ((line: string) => console.log(`[jobs] ${line}`));
  const timeoutSeconds = options.timeoutSeconds ?? 3600;
  const pollMs = (options.pollIntervalSeconds ?? 2) * 1000;
  const concurrency = options.concurrency ?? 1;
  const boss = new PgBoss({
    ...(database.pglite ? { db: bossDbOfPglite(database.pglite) } : { connectionString: database.databaseUrl, max: 4 }),
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (error: Error) => log(`Queue error: ${error.message}`));
  const events = createWorkspaceEvents(database, log);
  const handlers = new Map<string, Registered>();
  const running = new Map<string, ActiveRun>();
  const wakers = new Map<string, () => void>();
  const loops: Promise<void>[] = [];
  let started = false;
  let stopping = false;
  let watcher: NodeJS.Timeout | undefined;

  /** pg-boss's queue of `kind`, created (or updated) one at a time: concurrent creations deadlock in PostgreSQL. */
  let creating: Promise<unknown> = Promise.resolve();
  const queueReady = new Map<string, Promise<void>>();
  const readyKinds = new Set<string>();
  function ensureQueue(kind: string): Promise<void> {
    const ready = creating.then(async () => {
      await withDeadlockRetry(() => createQueue(kind));
      readyKinds.add(kind);
    });
    creating = ready.catch(() => {});
    queueReady.set(kind, ready);
    return ready;
  }

  async function createQueue(kind: string) {
    const registered = handlers.get(kind)!;
    const queueOptions = {
      name: kind,
      policy: 'standard' as const,
      retryLimit: registered.options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: registered.options.retryDelaySeconds ?? options.retryDelaySeconds ?? 5,
      retryBackoff: registered.options.retryBackoff ?? options.retryBackoff ?? true,
      expireInSeconds: (registered.options.timeoutSeconds ?? timeoutSeconds) + EXPIRY_SLACK_SECONDS,
    };
    await boss.createQueue(kind, queueOptions);
    await boss.updateQueue(kind, queueOptions);
  }

  /** Resolves after `pollMs`, or sooner when a job of `kind` is queued anywhere. */
  const idle = (kind: string) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(wake, pollMs);
      function wake() {
        clearTimeout(timer);
        wakers.delete(kind);
        resolve();
      }
      wakers.set(kind, wake);
    });

  async function workLoop(kind: string) {
    const registered = handlers.get(kind)!;
    while (!stopping) {
      let delivery: PgBoss.JobWithMetadata<BossPayload> | undefined;
      try {
        [delivery] = await boss.fetch<BossPayload>(kind, { includeMetadata: true });
      } catch (error) {
        log(`Fetching ${kind} jobs failed: ${(error as Error).message}`);
      }
      if (!delivery) {
        await idle(kind);
        continue;
      }
      await runDelivery({ db, storage, boss, log, timeoutSeconds }, kind, registered, delivery, (run) => {
        running.set(run.jobId, run);
        return () => running.delete(run.jobId);
      }).catch((error: Error) => log(`Job ${delivery.data.jobId} (${kind}) could not be settled: ${error.message}`));
    }
  }

  function startWorking(kind: string) {
    for (let i = 0; i < concurrency; i++) loops.push(workLoop(kind));
  }

  /** Stops runs whose job was cancelled, lost its file, or was taken over, wherever that was decided. */
  async function watchRunning() {
    const runs = [...running.values()];
    if (runs.length === 0) return;
    const rows = new Map(
      (
        await runningJobStates(
          db,
          runs.map((r) => r.jobId),
        )
      ).map((row) => [row.id, row]),
    );
    for (const run of runs) {
      const row = rows.get(run.jobId);
      if (!row || row.state === 'cancelled') run.controller.abort(new RunStopped('cancelled'));
      else if (run.fileId !== null && row.fileId === null) run.controller.abort(new RunStopped('file_deleted'));
      else if (row.attempts !== run.attempt || row.state !== 'running') {
        run.controller.abort(new RunStopped('superseded'));
      }
    }
  }

  async function enqueue(tx: Tx | Db, request: EnqueueRequest): Promise<{ job: Job; created: boolean }> {
    if (!handlers.has(request.kind)) throw new Error(`No handler is registered for jobs of kind "${request.kind}"`);
    if (!readyKinds.has(request.kind)) {
      // Inside a transaction on PGlite, waiting for the queue's creation (another statement) would deadlock.
      if (tx !== db) throw new Error(`Jobs of kind "${request.kind}" cannot be queued yet: its queue is being created`);
      await queueReady.get(request.kind);
    }
    const input = request.input ?? {};
    const singletonKey =
      request.singletonKey ??
      `${request.kind}:${request.fileId ?? '-'}:${createHash('sha256').update(stableJson(input)).digest('base64url')}`;
    const outcome = await createdOrExistingJob(tx, {
      id: newId(),
      workspaceId: request.workspaceId,
      fileId: request.fileId,
      kind: request.kind,
      input,
      singletonKey,
    });
    if (!outcome.created) return outcome;
    const payload: BossPayload = { jobId: outcome.job.id, fileId: request.fileId };
    const bossId = await boss.send(request.kind, payload, { db: bossDbOfTransaction(tx) });
    if (!bossId) throw new Error(`pg-boss refused the ${request.kind} job ${outcome.job.id}`);
    await setBossId(tx, outcome.job.id, bossId);
    return outcome;
  }

  const queue: JobQueue = {
    worksJobs: options.worksJobs,
    registerHandler(kind, handler, handlerOptions = {}) {
      if (handlers.has(kind)) throw new Error(`A handler for jobs of kind "${kind}" is already registered`);
      handlers.set(kind, {
        handler: handler as Registered['handler'],
        options: handlerOptions as Registered['options'],
      });
      if (!started) return Promise.resolve();
      return ensureQueue(kind).then(
        () => void (options.worksJobs && !stopping && startWorking(kind)),
        (error: Error) => log(`Creating the ${kind} queue failed: ${error.message}`),
      );
    },
    enqueue,
    ready: () => creating.then(() => {}),
    startMediaProcessing: (workspaceId, fileId) => startMediaJob(db, enqueue, workspaceId, fileId),
    async cancel(workspaceId, jobId) {
      const outcome = await db.transaction(async (tx) => {
        const previous = await lockedJobState(tx, workspaceId, jobId);
        const job = await cancelledJob(tx, { workspaceId, jobId }, 'Cancelled');
        // A running job ends once its handler has stopped and cleaned up (the runner calls onEnded then).
        if (job && previous === 'queued') await handlers.get(job.kind)?.options.onEnded?.(job, tx);
        return job && { job, previous };
      });
      if (!outcome) return null;
      const { bossId, ...job } = outcome.job;
      running.get(jobId)?.controller.abort(new RunStopped('cancelled'));
      // A queued one never reaches a worker; a running one is stopped by its worker's watcher.
      if (outcome.previous === 'queued' && bossId) await boss.cancel(job.kind, bossId);
      return job;
    },
    subscribe: (workspaceId, listener, onEnd) => events.subscribe(workspaceId, listener, onEnd),
    endSubscriptions: () => events.endAll(),
    async start() {
      await boss.start();
      for (const kind of handlers.keys()) await ensureQueue(kind);
      events.onQueued((kind) => wakers.get(kind)?.());
      await events.start();
      started = true;
      if (!options.worksJobs) return;
      for (const kind of handlers.keys()) startWorking(kind);
      watcher = setInterval(() => {
        watchRunning().catch((error: Error) => log(`Checking running jobs failed: ${error.message}`));
      }, options.watchIntervalMs ?? 1000);
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      clearInterval(watcher);
      for (const wake of wakers.values()) wake();
      const grace = options.stopGraceMs ?? 8000;
      const allDone = () => Promise.all([...running.values()].map((run) => run.done));
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), grace)));
      if ((await Promise.race([allDone(), gaveUp])) === 'timeout') {
        log(`Releasing ${running.size} running job(s) to be retried`);
        for (const run of running.values()) run.controller.abort(new RunStopped('shutdown'));
        // A handler that ignores its signal is left behind: pg-boss retries its job after the time limit.
        const abandoned = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), grace)));
        if ((await Promise.race([allDone(), abandoned])) === 'timeout') {
          log(`${running.size} job(s) did not stop when asked; they will be retried after their time limit`);
        }
      }
      clearTimeout(timer);
      await Promise.race([Promise.all(loops), new Promise((resolve) => setTimeout(resolve, grace))]);
      await events.stop();
      await boss.stop({ graceful: false, close: true, wait: true });
    },
  };
  registerMediaPipeline(queue, options.links ?? { allowPrivateLinks: false, maxUploadBytes: 5 * 1024 ** 3 });
  return queue;
}

/** Runs `step` again when PostgreSQL chose it as a deadlock victim (another process creating queues at once). */
async function withDeadlockRetry(step: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
    }
  }
}

/** JSON with object keys sorted, so equal inputs give equal singleton keys. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
