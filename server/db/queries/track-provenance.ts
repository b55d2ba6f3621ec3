import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FileTrack } from '@shared/schemas/media';
import type { Db, Tx } from '../open-database';
import { tracks, users } from '../schema';
import { trackVersions } from '../schema-contributions';
import { jobs } from '../schema-jobs';

// How each of a file's tracks was made and who checked it (issue 30), for the file page.

const reviewer = alias(users, 'reviewer');
const verifier = alias(users, 'verifier');
const personName = (u: typeof reviewer | typeof verifier) =>
  sql<string | null>`coalesce(nullif(${u.name}, ''), ${u.email})`;

/** The job that made a machine track: its provider and model, from the result the job recorded. */
const making = sql<{ provider?: string; model?: string } | null>`(
  select j.result from ${jobs} j where j.file_id = ${tracks.fileId} and j.kind in ('transcribe', 'translate')
    and j.state = 'succeeded' and j.result ->> 'trackId' = ${tracks.id} order by j.created_at limit 1)`;

/** People whose changes are in the history; a job's or an import's version has no person. */
const editors = sql<number>`(
  select count(distinct v.created_by)::int from ${trackVersions} v where v.track_id = ${tracks.id}
    and v.source in ('edit', 'viewer_correction', 'restore'))`;

/** The file's tracks in the order they were made, each with its provenance. */
export async function tracksWithProvenance(db: Db | Tx, fileId: string): Promise<FileTrack[]> {
  const rows = await db
    .select({
      id: tracks.id,
      language: tracks.language,
      kind: tracks.kind,
      label: tracks.label,
      origin: tracks.origin,
      making,
      editors,
      reviewedAt: tracks.reviewedAt,
      reviewerName: personName(reviewer),
      verifiedAt: tracks.verifiedAt,
      verifiedAccuracy: tracks.verifiedAccuracy,
      verifierName: personName(verifier),
    })
    .from(tracks)
    .leftJoin(reviewer, eq(reviewer.id, tracks.reviewedBy))
    .leftJoin(verifier, eq(verifier.id, tracks.verifiedBy))
    .where(eq(tracks.fileId, fileId))
    .orderBy(asc(tracks.createdAt), asc(tracks.id));
  return rows.map((r) => ({
    id: r.id,
    language: r.language,
    kind: r.kind as FileTrack['kind'],
    label: r.label,
    provenance: {
      origin: r.origin,
      engine: r.making?.provider ?? null,
      model: r.making?.model ?? null,
      editors: r.editors,
      reviewed: r.reviewedAt ? { by: r.reviewerName, at: new Date(r.reviewedAt).toISOString() } : null,
      verified: r.verifiedAt
        ? { by: r.verifierName, at: new Date(r.verifiedAt).toISOString(), accuracy: r.verifiedAccuracy }
        : null,
    },
  }));
}
