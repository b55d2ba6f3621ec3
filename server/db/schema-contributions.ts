import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, files, workspaces } from './schema';

// What viewers send from the embeds: corrections to cues and accessibility requests.

export const corrections = pgTable(
  'corrections',
  {
    /** Orders the pending list exactly (timestamps can tie); never shown. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    trackId: text('track_id').notNull(),
    cueId: text('cue_id').notNull(),
    originalText: text('original_text').notNull(),
    proposedText: text('proposed_text').notNull(),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('corrections_pending_idx').on(t.workspaceId, t.status, t.seq),
    check('corrections_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
  ],
);

export const mediaRequests = pgTable(
  'media_requests',
  {
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    language: text('language'),
    email: text('email'),
    message: text('message'),
    status: text('status').notNull().default('pending'),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_requests_pending_idx').on(t.workspaceId, t.status, t.seq),
    check(
      'media_requests_kind_check',
      sql`${t.kind} in ('captions', 'transcript', 'translation', 'audio_description', 'voiceover')`,
    ),
    check('media_requests_status_check', sql`${t.status} in ('pending', 'in_progress', 'fulfilled', 'declined')`),
  ],
);
