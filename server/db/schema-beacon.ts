import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { BeaconEventType } from '@shared/schemas/beacon';
import { files, workspaces } from './schema';

/**
 * Daily counters of embed events per file (issue 14). Only the count per workspace, file, kind and UTC day
 * is kept: no address, cookie, user agent or time of day, so nothing here can identify a viewer.
 */
export const embedBeaconCounts = pgTable(
  'embed_beacon_counts',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<BeaconEventType>(),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.fileId, t.type, t.day] }),
    check(
      'embed_beacon_counts_type_check',
      sql`${t.type} in ('play', 'search', 'cue_click', 'download', 'correction')`,
    ),
  ],
);
