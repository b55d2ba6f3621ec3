import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ScanFailure } from '@shared/schemas/compliance-scans';
import { createdAt, users, workspaces } from './schema';
import { jobs } from './schema-jobs';

/** A scan of web pages for media (migration 0032): its bounds and progress; its job holds the state. */
export const complianceScans = pgTable(
  'compliance_scans',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    urls: jsonb('urls').$type<string[]>().notNull(),
    depth: integer('depth').notNull().default(0),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull().default(0),
    assetsFound: integer('assets_found').notNull().default(0),
    failures: jsonb('failures').$type<ScanFailure[]>().notNull().default([]),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('compliance_scans_workspace_idx').on(t.workspaceId, t.createdAt.desc(), t.id)],
);

/** A workspace's weekly scan (migration 0036): the bounds it repeats and when it next runs. */
export const complianceScanSchedules = pgTable(
  'compliance_scan_schedules',
  {
    workspaceId: text('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    urls: jsonb('urls').$type<string[]>().notNull(),
    depth: integer('depth').notNull().default(0),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastScanId: text('last_scan_id').references(() => complianceScans.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('compliance_scan_schedules_due_idx').on(t.nextRunAt)],
);
