import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RevOrderStatus } from '@shared/schemas/rev';
import { createdAt, files, tracks, users, workspaces } from './schema';

/** Human transcripts ordered from Rev for a file, and the track each became (migration 0020). */
export const revOrders = pgTable(
  'rev_orders',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** Rev's order number (e.g. TC0123456789), once Rev accepted the order. */
    revOrderNumber: text('rev_order_number'),
    /** One of REV_ORDER_STATUSES; `submitting` only while the request that places it is talking to Rev. */
    status: text('status').$type<RevOrderStatus>().notNull().default('submitting'),
    /** Rev's own word for where the order is ("Transcribing", "Complete", …), as last polled. */
    revStatus: text('rev_status'),
    error: text('error'),
    /** SHA-256 of the token in the media link handed to Rev; the token itself is never stored. */
    mediaTokenHash: text('media_token_hash').notNull(),
    mediaExpiresAt: timestamp('media_expires_at', { withTimezone: true }).notNull(),
    /** The track the finished transcript became (set once, with the track, in one transaction). */
    trackId: text('track_id').references(() => tracks.id, { onDelete: 'set null' }),
    orderedBy: text('ordered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('rev_orders_file_idx').on(t.workspaceId, t.fileId, t.createdAt),
    // One open order per file: two people ordering at once get one order and one 409.
    uniqueIndex('rev_orders_open_file_idx')
      .on(t.fileId)
      .where(sql`${t.status} in ('submitting', 'in_progress')`),
    check(
      'rev_orders_status_check',
      sql`${t.status} in ('submitting', 'in_progress', 'complete', 'cancelled', 'failed')`,
    ),
  ],
);
