import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Job, JobState } from '@shared/schemas/jobs';
import type { Db, Tx } from '../open-database';
import { jobs } from '../schema-jobs';
import { emitEvent } from '../../webhooks/emit-event';

type JobRow = typeof jobs.$inferSelect;

/** States in which a job may still run. */
const ACTIVE = sql`${jobs.state} in ('queued', 'running')`;

export function jobOfRow(row: JobRow): Job {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    fileId: row.fileId,
    kind: row.kind,
    state: row.state,
    progress: row.progress,
    step: row.step,
    error: row.error,
    result: row.result ?? null,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Inserts the job, or answers the queued or running one with the same singleton key. */
export async function createdOrExistingJob(
  tx: Tx | Db,
  values: { id: string; workspaceId: string; fileId: string | null; kind: string; input: object; singletonKey: string },
): Promise<{ job: Job; created: boolean }> {
  const [inserted] = await tx
    .insert(jobs)
    .values({ ...values, input: values.input as Record<string, unknown> })
    .onConflictDoNothing({ target: jobs.singletonKey, where: ACTIVE })
    .returning();
  if (inserted) return { job: jobOfRow(inserted), created: true };
  const [existing] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.singletonKey, values.singletonKey), ACTIVE));
  // The other job ended between the two statements: the caller may try again.
  if (!existing) throw new Error(`The job ${values.singletonKey} changed while it was being created; try again`);
  return { job: jobOfRow(existing), created: false };
}

export async function setBossId(tx: Tx | Db, jobId: string, bossId: string): Promise<void> {
  await tx.update(jobs).set({ bossId }).where(eq(jobs.id, jobId));
}

/** A workspace's jobs, newest first (at most `limit`), optionally of one file. */
export async function jobsOfWorkspace(db: Db, workspaceId: string, fileId?: string, limit = 100): Promise<Job[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.workspaceId, workspaceId), fileId === undefined ? undefined : eq(jobs.fileId, fileId)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows.map(jobOfRow);
}

export async function jobOfWorkspace(db: Db, workspaceId: string, jobId: string): Promise<Job | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, jobId)));
  return row ? jobOfRow(row) : null;
}

/** The workspace's newest job of a kind (a workspace-wide job such as the platform sync), or null. */
export async function latestJobOfKind(db: Db, workspaceId: string, kind: string): Promise<Job | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.kind, kind)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(1);
  return row ? jobOfRow(row) : null;
}

/** The job and its stored input, for a worker about to run it. */
export async function jobWithInput(db: Db, jobId: string): Promise<{ job: Job; input: unknown } | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return row ? { job: jobOfRow(row), input: row.input } : null;
}

/**
 * Marks a run as started (`attempts` + 1) unless the job has ended (cancelled meanwhile). A job still `running` is
 * one whose last worker died: this run takes it over, and the old one's writes no longer match `attempts`.
 */
export async function startedRun(db: Db, jobId: string): Promise<Job | null> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, error: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), ACTIVE))
    .returning();
  return row ? jobOfRow(row) : null;
}

/** Records progress of run number `attempt`; false when that run no longer owns the job. */
export async function recordedProgress(
  db: Db,
  jobId: string,
  attempt: number,
  step: string,
  progress: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ step, progress: Math.min(1, Math.max(0, progress)), updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), eq(jobs.attempts, attempt), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Ends run number `attempt`: `succeeded`/`failed` for good, or back to `queued` (with the reason) when pg-boss will
 * retry it. Does nothing when the run no longer owns the job (cancelled, deleted, taken over).
 */
export async function finishedRun(
  db: Tx | Db,
  jobId: string,
  attempt: number,
  outcome: { state: Exclude<JobState, 'running' | 'cancelled'>; error?: string; result?: Record<string, unknown> },
): Promise<Job | null> {
  return (db as Db).transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({
        state: outcome.state,
        error: outcome.error ?? null,
        ...(outcome.result === undefined ? {} : { result: outcome.result }),
        ...(outcome.state === 'succeeded' ? { progress: 1 } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.attempts, attempt), eq(jobs.state, 'running')))
      .returning();
    if (!row) return null;
    const job = jobOfRow(row);
    if (job.state === 'succeeded' || job.state === 'failed') {
      await emitEvent(tx, job.workspaceId, job.state === 'succeeded' ? 'job.succeeded' : 'job.failed', job.id, job);
    }
    return job;
  });
}

/** Cancels a queued or running job with `reason`; null when it had already ended or does not exist. */
export async function cancelledJob(
  db: Tx | Db,
  where: { workspaceId?: string; jobId: string },
  reason: string,
): Promise<(Job & { bossId: string | null }) | null> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'cancelled', error: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(jobs.id, where.jobId),
        where.workspaceId === undefined ? undefined : eq(jobs.workspaceId, where.workspaceId),
        ACTIVE,
      ),
    )
    .returning();
  return row ? { ...jobOfRow(row), bossId: row.bossId } : null;
}

/** The job's state, locked until the transaction ends (so a cancel knows what it cancels). */
export async function lockedJobState(tx: Tx, workspaceId: string, jobId: string): Promise<JobState | null> {
  const [row] = await tx
    .select({ state: jobs.state })
    .from(jobs)
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, jobId)))
    .for('update');
  return row?.state ?? null;
}

/** What a worker checks of its running jobs: still theirs, not cancelled, file not deleted. */
export async function runningJobStates(
  db: Db,
  jobIds: string[],
): Promise<{ id: string; state: JobState; fileId: string | null; attempts: number }[]> {
  if (jobIds.length === 0) return [];
  return db
    .select({ id: jobs.id, state: jobs.state, fileId: jobs.fileId, attempts: jobs.attempts })
    .from(jobs)
    .where(inArray(jobs.id, jobIds));
}

export async function jobById(db: Tx | Db, jobId: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return row ? jobOfRow(row) : null;
}
