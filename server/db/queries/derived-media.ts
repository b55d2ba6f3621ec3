import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { RENDER_KINDS, type RenderKind } from '@shared/schemas/jobs';
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

const renditionKey = sql<string | null>`${jobs.result} ->> 'renditionKey'`;
const renderedTrackId = sql<string>`${jobs.result} ->> 'trackId'`;

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

/**
 * The newest finished render of each kind per track of the file, as `newestRenderOfTrack` picks it, in one query:
 * only tracks the file still has, and only jobs that recorded a rendition.
 */
export async function newestRendersOfFile(db: Queryable, fileId: string) {
  const rows = await db
    .selectDistinctOn([renderedTrackId, jobs.kind], {
      trackId: tracks.id,
      kind: sql<RenderKind>`${jobs.kind}`,
      jobId: jobs.id,
      key: renditionKey,
      finishedAt: jobs.updatedAt,
    })
    .from(jobs)
    .innerJoin(tracks, and(eq(tracks.fileId, fileId), eq(tracks.id, renderedTrackId)))
    .where(and(eq(jobs.fileId, fileId), inArray(jobs.kind, [...RENDER_KINDS]), eq(jobs.state, 'succeeded')))
    .orderBy(renderedTrackId, jobs.kind, desc(jobs.updatedAt));
  return rows.flatMap(({ key, ...render }) => (key ? [{ ...render, key }] : []));
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
