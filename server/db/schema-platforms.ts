import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlatformType } from '@shared/constants';
import { createdAt, files, tracks, users, workspaces } from './schema';

/** Where an imported file came from: one platform item becomes at most one file of a workspace. */
export const platformSources = pgTable(
  'platform_sources',
  {
    fileId: text('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<PlatformType>().notNull(),
    /** The item's id on the platform, as the adapter gives it. */
    itemId: text('item_id').notNull(),
    /** Where a person watches it on the platform, when it says. */
    url: text('url'),
    createdAt: createdAt(),
  },
  // Importing an item twice answers the first file; the index also finds the imported state of a listed page.
  (t) => [uniqueIndex('platform_sources_item_idx').on(t.workspaceId, t.platform, t.itemId)],
);

/** The last time a track was sent back to its file's platform: which caption there it became, and which version. */
export const platformPublications = pgTable(
  'platform_publications',
  {
    trackId: text('track_id')
      .primaryKey()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The caption's id on the platform; a republish replaces it. */
    platformCaptionId: text('platform_caption_id').notNull(),
    /** `tracks.version` when it was sent: a higher current version means "changed since published". */
    trackVersion: integer('track_version').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('platform_publications_file_idx').on(t.fileId)],
);
