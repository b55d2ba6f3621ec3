import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DescriptionAnalysis } from '@shared/schemas/description-analysis';
import { files, workspaces } from './schema';

/** A file's latest describability analysis (issue 31), replaced by the next run; docs/engines.md. */
export const descriptionAnalyses = pgTable('description_analyses', {
  fileId: text('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  workspaceId: text('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** The job that made it. */
  jobId: text('job_id').notNull(),
  result: jsonb('result').$type<Omit<DescriptionAnalysis, 'analysedAt'>>().notNull(),
  analysedAt: timestamp('analysed_at', { withTimezone: true }).notNull().defaultNow(),
});
