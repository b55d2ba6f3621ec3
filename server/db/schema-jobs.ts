import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { JobState } from '@shared/schemas/jobs';
import { createdAt, files, workspaces } from './schema';

// Long work as people see it: state, progress and outcome of each job. pg-boss keeps its own tables (schema
// `pgboss`) for delivery, retries and locking; this row is what the API shows and what handlers report into.

export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Null once the file is deleted: the job's history (and any credit entry naming it) stays. */
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    step: text('step'),
    error: text('error'),
    input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** How many times a worker has started it. */
    attempts: integer('attempts').notNull().default(0),
    /** Same key while queued or running: the same job (file + kind + input), never a second one. */
    singletonKey: text('singleton_key').notNull(),
    /** The pg-boss job that delivers this one to a worker. */
    bossId: text('boss_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_workspace_created_idx').on(t.workspaceId, t.createdAt.desc(), t.id),
    index('jobs_file_created_idx').on(t.fileId, t.createdAt.desc(), t.id),
    uniqueIndex('jobs_singleton_active_idx')
      .on(t.singletonKey)
      .where(sql`${t.state} in ('queued', 'running')`),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`),
    check('jobs_progress_check', sql`${t.progress} >= 0 and ${t.progress} <= 1`),
  ],
);
