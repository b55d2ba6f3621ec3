import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ComplianceActor, TrackReview } from '@shared/schemas/compliance';
import type { Db, Tx } from '../open-database';
import { files, tracks, users } from '../schema';
import { trackEvent } from './compliance-changes';

// A person's review of a track (issue 29): who, when and which version. The compliance ledger counts a reviewed
// machine-made track as captions; an edit after the review keeps it reviewed (the ledger shows the versions).

const verifier = alias(users, 'verifier');

/** The track's review state, or null when the workspace has no such track. */
export async function trackReview(db: Db | Tx, workspaceId: string, trackId: string): Promise<TrackReview | null> {
  const [row] = await db
    .select({
      trackId: tracks.id,
      origin: tracks.origin,
      version: tracks.version,
      reviewedAt: tracks.reviewedAt,
      reviewedVersion: tracks.reviewedVersion,
      reviewedBy: tracks.reviewedBy,
      reviewerName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      verifiedAt: tracks.verifiedAt,
      verifiedVersion: tracks.verifiedVersion,
      verifiedAccuracy: tracks.verifiedAccuracy,
      verifiedBy: tracks.verifiedBy,
      verifierName: sql<string | null>`coalesce(nullif(${verifier.name}, ''), ${verifier.email})`,
    })
    .from(tracks)
    .innerJoin(files, eq(files.id, tracks.fileId))
    .leftJoin(users, eq(users.id, tracks.reviewedBy))
    .leftJoin(verifier, eq(verifier.id, tracks.verifiedBy))
    .where(and(eq(tracks.id, trackId), eq(files.workspaceId, workspaceId)));
  if (!row) return null;
  return {
    trackId: row.trackId,
    origin: row.origin,
    version: row.version,
    reviewed:
      row.reviewedAt && row.reviewedVersion !== null
        ? {
            by: row.reviewedBy ? { type: 'user', id: row.reviewedBy, name: row.reviewerName ?? '' } : null,
            at: row.reviewedAt.toISOString(),
            version: row.reviewedVersion,
          }
        : null,
    verified:
      row.verifiedAt && row.verifiedVersion !== null
        ? {
            by: row.verifiedBy ? { type: 'user', id: row.verifiedBy, name: row.verifierName ?? '' } : null,
            at: row.verifiedAt.toISOString(),
            version: row.verifiedVersion,
            accuracy: row.verifiedAccuracy,
          }
        : null,
  };
}

export type ReviewOutcome = { review: TrackReview } | { conflict: number } | null;

/**
 * Marks the track reviewed by `actor` at its current version (or withdraws the review), logged in the evidence
 * chain with the file's asset judged again. `{ conflict: version }` when the person reviewed an older version than
 * the track now has; null when the workspace has no such track.
 */
export async function reviewedTrack(
  db: Db,
  workspaceId: string,
  trackId: string,
  change: { reviewed: boolean; version?: number | undefined },
  actor: ComplianceActor & { id: string },
): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const [track] = await tx
      .select({
        id: tracks.id,
        fileId: tracks.fileId,
        version: tracks.version,
        kind: tracks.kind,
        language: tracks.language,
        label: tracks.label,
        origin: tracks.origin,
      })
      .from(tracks)
      .innerJoin(files, eq(files.id, tracks.fileId))
      .where(and(eq(tracks.id, trackId), eq(files.workspaceId, workspaceId)))
      .for('update', { of: tracks });
    if (!track) return null;
    if (change.version !== undefined && change.version !== track.version) return { conflict: track.version };
    await tx
      .update(tracks)
      .set(
        change.reviewed
          ? { reviewedBy: actor.id, reviewedAt: sql`now()`, reviewedVersion: track.version }
          : { reviewedBy: null, reviewedAt: null, reviewedVersion: null },
      )
      .where(eq(tracks.id, trackId));
    const { fileId, ...event } = track;
    await trackEvent(
      tx,
      workspaceId,
      fileId,
      event,
      change.reviewed ? 'track_reviewed' : 'track_review_withdrawn',
      actor,
    );
    return { review: (await trackReview(tx, workspaceId, trackId))! };
  });
}
