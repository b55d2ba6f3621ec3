import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../open-database';
import { tracks } from '../schema';
import { jobs } from '../schema-jobs';

type Queryable = Db | Tx;

/** A track of the file, with its version (what description clips were made from), or null. */
export async function trackOfFile(db: Queryable, fileId: string, trackId: string) {
  const [row] = await db
    .select({ id: tracks.id, kind: tracks.kind, version: tracks.version, language: tracks.language })
    .from(tracks)
    .where(and(eq(tracks.id, trackId), eq(tracks.fileId, fileId)));
  return row ?? null;
}

type RenderKind = 'voiceover' | 'described_audio' | 'extended_video';

const renditionKey = sql<string | null>`${jobs.result} ->> 'renditionKey'`;

const finishedRenders = (fileId: string, trackId: string, kind: RenderKind) =>
  and(
    eq(jobs.fileId, fileId),
    eq(jobs.kind, kind),
    eq(jobs.state, 'succeeded'),
    sql`${jobs.result} ->> 'trackId' = ${trackId}`,
  );

/**
 * The newest finished job of a `kind` (voiceover, described_audio, extended_video) made from the track, with the
 * storage key of the rendition it recorded in its result (`renditionKey`), or null.
 */
export async function newestRenderOfTrack(db: Queryable, fileId: string, trackId: string, kind: RenderKind) {
  const [row] = await db
    .select({ jobId: jobs.id, key: renditionKey })
    .from(jobs)
    .where(finishedRenders(fileId, trackId, kind))
    .orderBy(desc(jobs.updatedAt))
    .limit(1);
  return row?.key ? { jobId: row.jobId, key: row.key } : null;
}

/** The storage key of the newest rendition a `kind` of job made from the track (what the media route serves). */
export async function renditionKeyOfTrack(db: Queryable, fileId: string, trackId: string, kind: RenderKind) {
  return (await newestRenderOfTrack(db, fileId, trackId, kind))?.key ?? null;
}

/** The storage keys every finished job of a `kind` made from the track recorded, oldest first. */
export async function renditionKeysOfTrack(db: Queryable, fileId: string, trackId: string, kind: RenderKind) {
  const rows = await db
    .select({ key: renditionKey })
    .from(jobs)
    .where(finishedRenders(fileId, trackId, kind))
    .orderBy(jobs.updatedAt);
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/**
 * The rendition one finished render job of `kind` (described audio, extended video) made, with the file it belongs
 * to, or null: also when the job is of the other kind.
 */
export async function renditionOfJob(db: Queryable, jobId: string, kind: 'described_audio' | 'extended_video') {
  const [row] = await db
    .select({ fileId: jobs.fileId, key: renditionKey })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.kind, kind), eq(jobs.state, 'succeeded')));
  return row?.key && row.fileId ? { fileId: row.fileId, key: row.key } : null;
}
