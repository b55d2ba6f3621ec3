import { eq } from 'drizzle-orm';
import type { SpeechRegion } from '@shared/schemas/media';
import type { Db, Tx } from '../open-database';
import { tracks } from '../schema';

type Queryable = Db | Tx;

/** Where the job that made the track detected voice activity, or null when it was not measured (or no such track). */
export async function speechRegionsOfTrack(db: Queryable, trackId: string): Promise<SpeechRegion[] | null> {
  const [row] = await db.select({ speech: tracks.speechRegions }).from(tracks).where(eq(tracks.id, trackId));
  return row?.speech ?? null;
}
