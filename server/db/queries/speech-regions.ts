import { eq } from 'drizzle-orm';
import type { TrackOrigin } from '@shared/compliance/criteria';
import type { SpeechRegion } from '@shared/schemas/media';
import type { Db, Tx } from '../open-database';
import { tracks } from '../schema';

type Queryable = Db | Tx;

/** Where the job that made the track detected voice activity, or null when it was not measured (or no such track). */
export async function speechRegionsOfTrack(db: Queryable, trackId: string): Promise<SpeechRegion[] | null> {
  const [row] = await db.select({ speech: tracks.speechRegions }).from(tracks).where(eq(tracks.id, trackId));
  return row?.speech ?? null;
}

/** Each track of the file with what the hallucination guards need of it: its origin and voice activity. */
export async function guardedTracksOfFile(
  db: Queryable,
  fileId: string,
): Promise<Map<string, { origin: TrackOrigin; speechRegions: SpeechRegion[] | null }>> {
  const rows = await db
    .select({ id: tracks.id, origin: tracks.origin, speechRegions: tracks.speechRegions })
    .from(tracks)
    .where(eq(tracks.fileId, fileId));
  return new Map(rows.map(({ id, ...guarded }) => [id, guarded]));
}
