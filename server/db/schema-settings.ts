import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { Target } from '@shared/compliance/criteria';
import { workspaces } from './schema';

/**
 * A workspace's own settings (issue 16); a workspace without a row uses the column defaults, which are
 * the caption quality rules the editor falls back to (42 characters, 2 lines, 17 cps, 0.833–7 s).
 */
export const workspaceSettings = pgTable(
  'workspace_settings',
  {
    workspaceId: text('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** A code from the supported_transcriptions catalogue; null: chosen per file. */
    defaultLanguage: text('default_language'),
    maxCharsPerLine: integer('max_chars_per_line').notNull().default(42),
    maxLines: integer('max_lines').notNull().default(2),
    maxCps: real('max_cps').notNull().default(17),
    minDurationMs: integer('min_duration_ms').notNull().default(833),
    maxDurationMs: integer('max_duration_ms').notNull().default(7000),
    minGapMs: integer('min_gap_ms').notNull().default(83),
    /** Whether a finished transcription creates a review assignment. */
    reviewFinishedTranscriptions: boolean('review_finished_transcriptions').notNull().default(false),
    /** Whether embeds report plays, searches, cue clicks and downloads. */
    embedBeacon: boolean('embed_beacon').notNull().default(true),
    /** The WCAG level the compliance ledger holds media to (issue 29). */
    complianceTarget: text('compliance_target').$type<Target>().notNull().default('AA'),
    /** The word accuracy a verification's lower bound must reach (issue 30; DEFAULT_VERIFICATION_TARGET). */
    verificationTarget: doublePrecision('verification_target').notNull().default(0.99),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('workspace_settings_durations_check', sql`${t.minDurationMs} < ${t.maxDurationMs}`),
    check('workspace_settings_compliance_target_check', sql`${t.complianceTarget} in ('A', 'AA', 'AAA')`),
    check(
      'workspace_settings_verification_target_check',
      sql`${t.verificationTarget} >= 0.5 and ${t.verificationTarget} <= 0.999`,
    ),
  ],
);
