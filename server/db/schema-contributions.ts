import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Cue } from '@shared/schemas/embed';
import type { CueChanges } from '@shared/schemas/track-versions';
import { createdAt, files, tracks, users, workspaces } from './schema';
import { assignments } from './schema-assignments';

// What viewers send from the embeds (corrections to cues, accessibility requests) and what reviewers decide.

const at = (name: string) => timestamp(name, { withTimezone: true });
const decidedBy = () => text('decided_by').references(() => users.id, { onDelete: 'set null' });

export const corrections = pgTable(
  'corrections',
  {
    /** Orders the lists exactly (timestamps can tie); never shown. */
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
    decidedBy: decidedBy(),
    decidedAt: at('decided_at'),
    reason: text('reason'),
    /** The text an accept gave the cue (the proposed text or the reviewer's edit of it). */
    appliedText: text('applied_text'),
  },
  (t) => [
    index('corrections_pending_idx').on(t.workspaceId, t.status, t.seq),
    check('corrections_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected', 'spam')`),
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
    /** The assignment Start created. */
    assignmentId: text('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    startedAt: at('started_at'),
    fulfilledAt: at('fulfilled_at'),
    decidedBy: decidedBy(),
    decidedAt: at('decided_at'),
    /** The decline message sent to the requester. */
    reason: text('reason'),
  },
  (t) => [
    index('media_requests_pending_idx').on(t.workspaceId, t.status, t.seq),
    index('media_requests_created_idx').on(t.createdAt),
    check(
      'media_requests_kind_check',
      sql`${t.kind} in ('captions', 'transcript', 'translation', 'audio_description', 'voiceover')`,
    ),
    check('media_requests_status_check', sql`${t.status} in ('pending', 'in_progress', 'fulfilled', 'declined')`),
  ],
);

/** Addresses whose contributions to a workspace are refused until `blockedUntil` (set by marking spam). */
export const contributionBlocks = pgTable(
  'contribution_blocks',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    clientAddress: text('client_address').notNull(),
    blockedUntil: at('blocked_until').notNull(),
    correctionId: text('correction_id').references(() => corrections.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.clientAddress] })],
);

/**
 * A track's version history, one row per change of its cues (`tracks.version` after it): accepted viewer
 * corrections (cue_id, previous_text, text) and, from migration 0015, every other cue write with its counts
 * and a delta or full snapshot to rebuild it (server/db/queries/track-versions.ts, docs/editor-api.md).
 */
export const trackVersions = pgTable(
  'track_versions',
  {
    trackId: text('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    source: text('source').notNull(),
    correctionId: text('correction_id').references(() => corrections.id, { onDelete: 'set null' }),
    cueId: text('cue_id'),
    previousText: text('previous_text'),
    text: text('text'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    changed: integer('changed').notNull().default(0),
    added: integer('added').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    restoredFrom: integer('restored_from'),
    /** The changes against the version before; null at the start of a chain or when the snapshot is smaller. */
    delta: jsonb('delta').$type<CueChanges>(),
    /** All cues in order, every so often, so rebuilding a version never replays many deltas. */
    snapshot: jsonb('snapshot').$type<Cue[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.trackId, t.version] }),
    check('track_versions_source_check', sql`${t.source} in ('viewer_correction', 'edit', 'restore', 'import', 'job')`),
    index('track_versions_snapshot_idx')
      .on(t.trackId, t.version)
      .where(sql`${t.snapshot} is not null`),
  ],
);
