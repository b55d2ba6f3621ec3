import { primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tracks, users } from './schema';

// The versions themselves live in `track_versions` (schema-contributions.ts), which viewer corrections began.

/**
 * Soft locks: who has a track open in the editor. A row whose `seen_at` is older than 45 s has expired
 * (computed in SQL against the database clock, so every server agrees); rows are pruned on the next beat.
 */
export const trackEditors = pgTable(
  'track_editors',
  {
    trackId: text('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When this editing session began (kept across heartbeats, reset after an expiry). */
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    /** The last heartbeat. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trackId, t.userId] })],
);
