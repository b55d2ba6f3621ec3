import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CueWord } from '@shared/captions/confidence/confidence';
import { tracks } from './schema';

/**
 * The engine's words of each machine cue, with their confidence (docs/editor-api.md, "Words and confidence").
 * Apart from the cues so that saving cues never has to carry them: a row counts only while its words still
 * spell the cue's text, and confirming a cue deletes its row.
 */
export const cueWords = pgTable(
  'cue_words',
  {
    trackId: text('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    cueId: text('cue_id').notNull(),
    words: jsonb('words').$type<CueWord[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.trackId, t.cueId] })],
);
