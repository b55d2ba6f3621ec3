import { eq, sql } from 'drizzle-orm';
import type { Cue } from '@shared/schemas/embed';
import type { Db, Tx } from './open-database';
import { cues, tracks } from './schema';
import { searchConfigFor } from './search-config';

// Keeps each INSERT well under PostgreSQL's 65,535 bind parameters.
const INSERT_CHUNK = 1000;

/**
 * Replaces a track's cues and bumps its version, in the caller's transaction; the search column is
 * generated from the text, so it is always in step with it.
 */
export async function replaceCues(tx: Tx | Db, track: { id: string; language: string }, list: Cue[]): Promise<number> {
  await tx.delete(cues).where(eq(cues.trackId, track.id));
  const searchConfig = searchConfigFor(track.language);
  for (let start = 0; start < list.length; start += INSERT_CHUNK) {
    await tx.insert(cues).values(
      list.slice(start, start + INSERT_CHUNK).map((cue, i) => ({
        trackId: track.id,
        id: cue.id,
        position: start + i,
        startMs: cue.startMs,
        endMs: cue.endMs,
        text: cue.text,
        speaker: cue.speaker ?? null,
        searchConfig,
      })),
    );
  }
  const [row] = await tx
    .update(tracks)
    .set({ version: sql`${tracks.version} + 1`, updatedAt: sql`now()` })
    .where(eq(tracks.id, track.id))
    .returning({ version: tracks.version });
  return row!.version;
}
