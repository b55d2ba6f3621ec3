import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MeasuredAccuracy } from '@shared/verification/accuracy';
import { createdAt, files, tracks, users, workspaces } from './schema';

/**
 * A verification of a track by sampling (issue 30; docs/editor-api.md, "Verification"): the cues the server drew,
 * the target it measured against and, once completed, the verdict. Kept after completion as the record behind
 * the track's `verified_*` columns.
 */
export const trackVerifications = pgTable(
  'track_verifications',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    trackId: text('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    /** The track's version the sample was drawn from. */
    trackVersion: integer('track_version').notNull(),
    /** The workspace's accuracy target when it started (0..1). */
    target: doublePrecision('target').notNull(),
    /** The sampling generator's seed: the same cues and seed draw the same sample again. */
    seed: integer('seed').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The verdict and the track version the corrections made, once completed. */
    result: jsonb('result').$type<MeasuredAccuracy & { version: number }>(),
  },
  (t) => [
    index('track_verifications_track_idx').on(t.trackId),
    check('track_verifications_target_check', sql`${t.target} > 0 and ${t.target} < 1`),
  ],
);

/** One sampled cue: its times and text as drawn, and the text a person confirmed or corrected (null until then). */
export const trackVerificationSegments = pgTable(
  'track_verification_segments',
  {
    verificationId: text('verification_id')
      .notNull()
      .references(() => trackVerifications.id, { onDelete: 'cascade' }),
    cueId: text('cue_id').notNull(),
    position: integer('position').notNull(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    text: text('text').notNull(),
    reviewedText: text('reviewed_text'),
  },
  (t) => [primaryKey({ columns: [t.verificationId, t.cueId] })],
);
