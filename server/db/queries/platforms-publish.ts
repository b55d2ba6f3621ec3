import { and, asc, eq, sql } from 'drizzle-orm';
import type { Publication } from '@shared/schemas/platforms';
import type { Db, Tx } from '../open-database';
import { tracks } from '../schema';
import { platformPublications } from '../schema-platforms';

type Queryable = Db | Tx;

/** What was last published of each track of the file, and whether the track changed since. */
export async function publicationsOfFile(db: Queryable, fileId: string): Promise<Publication[]> {
  const rows = await db
    .select({
      trackId: platformPublications.trackId,
      language: tracks.language,
      platformCaptionId: platformPublications.platformCaptionId,
      publishedAt: platformPublications.publishedAt,
      trackVersion: platformPublications.trackVersion,
      changedSincePublished: sql<boolean>`${tracks.version} > ${platformPublications.trackVersion}`,
    })
    .from(platformPublications)
    .innerJoin(tracks, eq(tracks.id, platformPublications.trackId))
    .where(eq(platformPublications.fileId, fileId))
    .orderBy(asc(tracks.createdAt), asc(tracks.id));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/** The platform caption a track last became, or null when it was never published. */
export async function publishedCaptionOfTrack(db: Queryable, fileId: string, trackId: string): Promise<string | null> {
  const [row] = await db
    .select({ platformCaptionId: platformPublications.platformCaptionId })
    .from(platformPublications)
    .where(and(eq(platformPublications.fileId, fileId), eq(platformPublications.trackId, trackId)));
  return row?.platformCaptionId ?? null;
}

/** Records that `trackVersion` of the track was sent as `platformCaptionId`, replacing the previous record. */
export async function recordPublication(
  db: Queryable,
  publication: {
    trackId: string;
    fileId: string;
    platformCaptionId: string;
    trackVersion: number;
    publishedBy: string;
  },
): Promise<void> {
  const { trackId: _, fileId: __, ...changes } = publication;
  await db
    .insert(platformPublications)
    .values(publication)
    .onConflictDoUpdate({
      target: platformPublications.trackId,
      set: { ...changes, publishedAt: sql`now()` },
    });
}
