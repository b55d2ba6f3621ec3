import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../open-database';
import { tracks } from '../schema';
import { jobs } from '../schema-jobs';

type Queryable = Db | Tx;

/** A track of the file, with its version (what description clips were made from), or null. */
export async function trackOfFile(db: Queryable, fileId: string, trackId: string) {
  const [row] = await db
    .select({ id: tracks.id, kind: tracks.kind, version: tracks.version })
    .from(tracks)
    .where(and(eq(tracks.id, trackId), eq(tracks.fileId, fileId)));
  return row ?? null;
}

/**
 * The storage key of the newest rendition a `kind` of job (voiceover, described_audio, extended_video) made from
 * the track: such a job records its rendition in its result (`renditionKey`), so the file's finished jobs of that
 * kind are where its renditions are found.
 */
export async function renditionKeyOfTrack(
  db: Queryable,
  fileId: string,
  trackId: string,
  kind: 'voiceover' | 'described_audio' | 'extended_video',
): Promise<string | null> {
  const [row] = await db
    .select({ key: sql<string | null>`${jobs.result} ->> 'renditionKey'` })
    .from(jobs)
    .where(
      and(
        eq(jobs.fileId, fileId),
        eq(jobs.kind, kind),
        eq(jobs.state, 'succeeded'),
        sql`${jobs.result} ->> 'trackId' = ${trackId}`,
      ),
    )
    .orderBy(desc(jobs.updatedAt))
    .limit(1);
  return row?.key ?? null;
}
