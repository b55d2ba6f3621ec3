import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@shared/schemas/jobs';
import { jobOfWorkspace } from '../db/queries/jobs';
import { createTestEnv, type TestEnv } from '../testing/test-env';
import { createJobQueue } from './create-job-queue';
import { type JobContext, PermanentJobError } from './job-queue';
import { eventAfter, jobEnd } from './job-test-helpers';

const W = 'demo-university';
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
});
afterAll(() => env.close());

/** A promise with its resolve function, to hold a handler until the test lets it go. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Resolves when `signal` aborts, with its reason. */
const aborted = (signal: AbortSignal) =>
  new Promise<unknown>((resolve) => signal.addEventListener('abort', () => resolve(signal.reason), { once: true }));

const enqueue = (kind: string, input: Record<string, unknown> = {}) =>
  env.jobs.enqueue(env.database.db, { workspaceId: W, fileId: null, kind, input }).then((r) => r.job);

describe('the job queue', () => {
  it('queues a kind registered after start inside a transaction once ready() has resolved', async () => {
    // The API registers kinds (platform media, Rev, engines) as it is built, after start(): before ready() a request
    // queuing one in its transaction failed with "its queue is being created".
    void env.jobs.registerHandler('late', async () => ({}));
    await env.jobs.ready();
    const { job } = await env.database.db.transaction((tx) =>
      env.jobs.enqueue(tx, { workspaceId: W, fileId: null, kind: 'late', input: {} }),
    );
    expect((await jobEnd(env, W, job.id)).state).toBe('succeeded');
  });

  it('retries a failed run after a backoff delay, then succeeds with the result', async () => {
    const starts: number[] = [];
    env.jobs.registerHandler('flaky', async ({ job }) => {
      starts.push(Date.now());
      if (job.attempts === 1) throw new Error('the engine crashed');
      return { answer: 42 };
    });
    const job = await enqueue('flaky');
    const done = await jobEnd(env, W, job.id);
    expect(done).toMatchObject({ state: 'succeeded', attempts: 2, error: null, result: { answer: 42 }, progress: 1 });
    // retryDelaySeconds is 1 in tests: the second run waits at least that long.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(900);
  });

  it('fails for good after its last retry, naming the reason, and calls onEnded once it has', async () => {
    const ended: Job[] = [];
    env.jobs.registerHandler(
      'broken',
      async () => {
        throw new Error('disk full');
      },
      { retryLimit: 1, onEnded: async (job) => void ended.push(job) },
    );
    const done = await jobEnd(env, W, (await enqueue('broken')).id);
    expect(done).toMatchObject({ state: 'failed', attempts: 2, error: 'disk full' });
    expect(ended.map((j) => [j.id, j.state])).toEqual([[done.id, 'failed']]);
  });

  it('fails at once on a PermanentJobError or an input its schema refuses', async () => {
    env.jobs.registerHandler(
      'strict',
      async ({ input }) => {
        if (input.word === 'bad') throw new PermanentJobError('That word cannot be processed');
        return {};
      },
      {
        parseInput: (input) => {
          const word = (input as { word?: unknown }).word;
          if (typeof word !== 'string') throw new Error('word must be a string');
          return { word };
        },
      },
    );
    const refused = await jobEnd(env, W, (await enqueue('strict', { word: 'bad' })).id);
    expect(refused).toMatchObject({ state: 'failed', attempts: 1, error: 'That word cannot be processed' });
    const invalid = await jobEnd(env, W, (await enqueue('strict', { word: 7 })).id);
    expect(invalid).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: "The job's input is not valid: word must be a string",
    });
  });

  it('answers the queued or running job for an equal singleton key instead of making a second', async () => {
    const hold = deferred();
    env.jobs.registerHandler('single', async () => {
      await hold.promise;
      return {};
    });
    const first = await env.jobs.enqueue(env.database.db, {
      workspaceId: W,
      fileId: null,
      kind: 'single',
      input: { a: 1, b: 2 },
    });
    // Same input with its keys in another order: the same job.
    const second = await env.jobs.enqueue(env.database.db, {
      workspaceId: W,
      fileId: null,
      kind: 'single',
      input: { b: 2, a: 1 },
    });
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.job.id).toBe(first.job.id);
    hold.resolve();
    expect((await jobEnd(env, W, first.job.id)).state).toBe('succeeded');
    // Once it has ended, the same request makes a new job.
    const third = await env.jobs.enqueue(env.database.db, {
      workspaceId: W,
      fileId: null,
      kind: 'single',
      input: { a: 1, b: 2 },
    });
    expect(third.created).toBe(true);
    expect(third.job.id).not.toBe(first.job.id);
    await jobEnd(env, W, third.job.id);
  });

  it('creates nothing when the transaction that enqueued rolls back', async () => {
    let ran = false;
    await env.jobs.registerHandler('rolled-back', async () => {
      ran = true;
      return {};
    });
    let id = '';
    await expect(
      env.database.db.transaction(async (tx) => {
        id = (await env.jobs.enqueue(tx, { workspaceId: W, fileId: null, kind: 'rolled-back' })).job.id;
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    expect(await jobOfWorkspace(env.database.db, W, id)).toBeNull();
    // A later job of the kind runs: had the first been delivered, it would have run before it.
    const later = await jobEnd(env, W, (await enqueue('rolled-back', { later: true })).id);
    expect(later.state).toBe('succeeded');
    expect(later.attempts).toBe(1);
    expect(ran).toBe(true);
  });

  it('stores progress and step, delivered live to subscribers', async () => {
    const hold = deferred();
    env.jobs.registerHandler('steps', async ({ reportProgress }) => {
      await reportProgress('thinking', 0.5);
      await hold.promise;
      return {};
    });
    const progress = await eventAfter(
      env,
      W,
      (event) => (event.type === 'job' && event.job.step === 'thinking' ? event.job : undefined),
      () => enqueue('steps'),
    );
    expect(progress).toMatchObject({ state: 'running', step: 'thinking', progress: 0.5, attempts: 1 });
    hold.resolve();
    expect(await jobEnd(env, W, progress.id)).toMatchObject({ state: 'succeeded', step: 'thinking', progress: 1 });
  });

  it('cancels a running job: its handler sees the signal and nothing is recorded as done', async () => {
    const started = deferred<JobContext>();
    const reasons: unknown[] = [];
    env.jobs.registerHandler('long', async (ctx) => {
      started.resolve(ctx as JobContext);
      reasons.push(await aborted(ctx.signal));
      throw ctx.signal.reason;
    });
    const job = await enqueue('long');
    await started.promise;
    const cancelled = await env.jobs.cancel(W, job.id);
    expect(cancelled).toMatchObject({ id: job.id, state: 'cancelled' });
    const done = await jobEnd(env, W, job.id);
    expect(done).toMatchObject({ state: 'cancelled', result: null });
    expect(String(reasons[0])).toContain('The job was cancelled');
    // Cancelling an ended job does nothing.
    expect(await env.jobs.cancel(W, job.id)).toBeNull();
  });

  it('cancels a queued job before it ever runs', async () => {
    const hold = deferred();
    const firstStarted = deferred();
    const ran: string[] = [];
    env.jobs.registerHandler('one-at-a-time', async ({ job }) => {
      ran.push(job.id);
      firstStarted.resolve();
      await hold.promise;
      return {};
    });
    const first = await enqueue('one-at-a-time', { n: 1 });
    // One job of a kind at a time in tests: while the first runs, the second waits in the queue.
    await firstStarted.promise;
    const second = await enqueue('one-at-a-time', { n: 2 });
    expect(await env.jobs.cancel(W, second.id)).toMatchObject({ state: 'cancelled', attempts: 0 });
    hold.resolve();
    expect((await jobEnd(env, W, first.id)).state).toBe('succeeded');
    const third = await jobEnd(env, W, (await enqueue('one-at-a-time', { n: 3 })).id);
    expect(third.state).toBe('succeeded');
    expect(ran).toEqual([first.id, third.id]);
  });

  it('on stop, releases a job it could not finish in time; another worker then runs it to the end', async () => {
    const started = deferred();
    const first = createJobQueue({
      database: env.database,
      storage: env.storage,
      worksJobs: true,
      pollIntervalSeconds: 0.5,
      stopGraceMs: 200,
      retryDelaySeconds: 1,
    });
    first.registerHandler('handover', async ({ signal }) => {
      started.resolve();
      await aborted(signal);
      throw signal.reason;
    });
    await first.start();
    const job = (await first.enqueue(env.database.db, { workspaceId: W, fileId: null, kind: 'handover' })).job;
    await started.promise;
    await first.stop();
    expect(await jobOfWorkspace(env.database.db, W, job.id)).toMatchObject({ state: 'queued', attempts: 1 });

    const second = createJobQueue({
      database: env.database,
      storage: env.storage,
      worksJobs: true,
      pollIntervalSeconds: 0.5,
    });
    second.registerHandler('handover', async () => ({ by: 'second' }));
    await second.start();
    try {
      expect(await jobEnd(env, W, job.id)).toMatchObject({ state: 'succeeded', attempts: 2, result: { by: 'second' } });
    } finally {
      await second.stop();
    }
  });
});
