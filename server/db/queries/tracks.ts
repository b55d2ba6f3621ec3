import { and, asc, eq, sql } from 'drizzle-orm';
import type { TrackOrigin } from '@shared/compliance/criteria';
import { extendedOutsideDescriptions } from '@shared/describability/extended';
import type { ComplianceActor } from '@shared/schemas/compliance';
import type { Cue, TrackSummary } from '@shared/schemas/embed';
import type { Db, Tx } from '../open-database';
import { cues, files, tracks } from '../schema';
import { actorOrSystem, trackContentChanged, trackEvent } from './compliance-changes';
import { applyCueChanges, cueOfRow, diffCues, normalCue, orderedByStart, sameCueList } from './track-versions-delta';
import { cueColumns, cueOrder, rowPlan, storeCueRows } from './track-versions-rows';
import { type CueWrite, JOB_WRITE, recordVersion } from './track-versions-store';
import { emitEvent } from '../../webhooks/emit-event';

type Queryable = Db | Tx;

/** A track's header as the signed-in API shows it. */
export type TrackHeader = TrackSummary & { fileId: string; version: number; timed: boolean; origin: TrackOrigin };

const headerColumns = {
  id: tracks.id,
  fileId: tracks.fileId,
  language: tracks.language,
  kind: tracks.kind,
  label: tracks.label,
  version: tracks.version,
  timed: tracks.timed,
  origin: tracks.origin,
};
const ofWorkspaceFile = (workspaceId: string, fileId: string, trackId: string) =>
  and(eq(tracks.id, trackId), eq(files.id, fileId), eq(files.workspaceId, workspaceId));

/** One track of a file of the workspace, or null. */
export async function trackOfFile(
  db: Queryable,
  workspaceId: string,
  fileId: string,
  trackId: string,
): Promise<TrackHeader | null> {
  const [row] = await db
    .select(headerColumns)
    .from(tracks)
    .innerJoin(files, eq(files.id, tracks.fileId))
    .where(ofWorkspaceFile(workspaceId, fileId, trackId));
  return (row as TrackHeader | undefined) ?? null;
}

/** A track's cues in display order; `speaker` only where known, `extended` only when true. */
export async function cuesOfTrack(db: Queryable, trackId: string): Promise<Cue[]> {
  const rows = await db.select(cueColumns).from(cues).where(eq(cues.trackId, trackId)).orderBy(asc(cues.position));
  return rows.map(cueOfRow);
}

/** A track's header with its workspace, wherever it is: for events about it. */
async function trackWithWorkspace(db: Queryable, trackId: string) {
  const [row] = await db
    .select({ ...headerColumns, workspaceId: files.workspaceId })
    .from(tracks)
    .innerJoin(files, eq(files.id, tracks.fileId))
    .where(eq(tracks.id, trackId));
  if (!row) return null;
  const { workspaceId, ...track } = row;
  return { workspaceId, track: track as TrackHeader };
}

/** Tells webhooks about a track that was just made, changed or verified, in the transaction that did it. */
export async function emitTrackEvent(
  tx: Queryable,
  type: 'track.created' | 'track.updated' | 'track.verified',
  trackId: string,
) {
  const found = await trackWithWorkspace(tx, trackId);
  if (found) await emitEvent(tx, found.workspaceId, type, trackId, found.track);
}

/** The track with its cues, or null. */
export async function trackWithCues(db: Queryable, workspaceId: string, fileId: string, trackId: string) {
  const track = await trackOfFile(db, workspaceId, fileId, trackId);
  return track ? { ...track, cues: await cuesOfTrack(db, trackId) } : null;
}

/** How a track came to be and who made it, for the compliance ledger. */
export interface TrackMaking {
  origin: TrackOrigin;
  actor: ComplianceActor;
}

/**
 * The new empty track, or null when the workspace has no such file; one statement, so no race. The compliance
 * ledger records it in the same transaction.
 */
export async function insertedTrack(
  db: Queryable,
  workspaceId: string,
  fileId: string,
  track: TrackSummary,
  making: TrackMaking,
): Promise<TrackSummary | null> {
  return (db as Db).transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      insert into ${tracks} (id, file_id, language, kind, label, origin)
      select ${track.id}, f.id, ${track.language}, ${track.kind}, ${track.label}, ${making.origin}
      from ${files} f where f.id = ${fileId} and f.workspace_id = ${workspaceId}
      returning id`);
    if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) return null;
    await trackEvent(
      tx,
      workspaceId,
      fileId,
      { ...track, version: 1, origin: making.origin },
      'track_added',
      making.actor,
    );
    await emitEvent(tx, workspaceId, 'track.created', track.id, () => trackOfFile(tx, workspaceId, fileId, track.id));
    return track;
  });
}

/** Whether the file of the workspace had the track (its cues go with it); the ledger records who deleted it. */
export async function deletedTrack(
  db: Db,
  workspaceId: string,
  fileId: string,
  trackId: string,
  actor: ComplianceActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(tracks)
      .where(
        and(
          eq(tracks.id, trackId),
          eq(tracks.fileId, fileId),
          sql`exists (select 1 from ${files} f where f.id = ${tracks.fileId} and f.workspace_id = ${workspaceId})`,
        ),
      )
      .returning({
        id: tracks.id,
        version: tracks.version,
        kind: tracks.kind,
        language: tracks.language,
        label: tracks.label,
        origin: tracks.origin,
      });
    if (!deleted) return false;
    await trackEvent(tx, workspaceId, fileId, deleted, 'track_deleted', actor);
    return true;
  });
}

/**
 * Replaces a track's cues and answers the track with them, or null when the workspace has no such track, or
 * `{ staleAt }` (the current version) when `baseVersion` is given and the track has moved on. The track row is
 * locked first, so concurrent writes run one after the other. Cues with times make the track timed;
 * `timed: false` keeps a transcript's text for alignment. The new version is recorded as `write` says.
 */
export async function replacedCues(
  db: Db,
  workspaceId: string,
  fileId: string,
  trackId: string,
  list: Cue[],
  { timed = true, write = JOB_WRITE, baseVersion }: { timed?: boolean; write?: CueWrite; baseVersion?: number } = {},
): Promise<(TrackHeader & { cues: Cue[] }) | { staleAt: number } | { extendedOutsideDescriptions: true } | null> {
  return db.transaction(async (tx) => {
    const track = await lockedTrack(tx, workspaceId, fileId, trackId);
    if (!track) return null;
    if (extendedOutsideDescriptions(track.kind, list)) return { extendedOutsideDescriptions: true };
    if (baseVersion !== undefined && baseVersion !== track.version) return { staleAt: track.version };
    const before = await cuesOfTrack(tx, track.id);
    const after = orderedByStart(list.map(normalCue));
    const { version } = await writtenCues(tx, track, before, after, timed, write);
    const { updatedAt: _, ...header } = track;
    return { ...header, version, timed, cues: after };
  });
}

/** The track of the workspace's file, locked for update until the transaction ends, or null. */
export async function lockedTrack(tx: Tx, workspaceId: string, fileId: string, trackId: string) {
  const [track] = await tx
    .select({ ...headerColumns, updatedAt: tracks.updatedAt })
    .from(tracks)
    .innerJoin(files, eq(files.id, tracks.fileId))
    .where(ofWorkspaceFile(workspaceId, fileId, trackId))
    .for('update', { of: tracks });
  return (track as (TrackHeader & { updatedAt: Date }) | undefined) ?? null;
}

/**
 * Replaces a track's cues in the caller's transaction (writing only the rows that differ), kept in order of start
 * time (ties in the given order), bumps its version and records it. Answers the new version.
 */
export async function replaceCues(
  tx: Queryable,
  track: { id: string; language: string },
  list: Cue[],
  timed = true,
  write: CueWrite = JOB_WRITE,
) {
  const before = await cuesOfTrack(tx, track.id);
  return writtenCues(tx, track, before, orderedByStart(list.map(normalCue)), timed, write);
}

/**
 * Turns the stored list `before` into `after` (same track, in the caller's transaction, the track locked), bumps
 * the version and records it. Answers the new version and time.
 */
export async function writtenCues(
  tx: Queryable,
  track: { id: string; language: string },
  before: readonly Cue[],
  after: readonly Cue[],
  timed: boolean,
  write: CueWrite,
) {
  const diff = diffCues(before, after);
  const { upsert, delete: deleted } = diff.changes;
  await storeCueRows(
    tx,
    track,
    rowPlan((await cueOrder(tx, track.id)).positions, after, new Set(upsert.map((c) => c.id)), deleted),
  );
  const row = await bumpedVersion(tx, track.id, timed);
  // A small delta that replays exactly is kept; otherwise (a whole new list, or a reorder) a snapshot.
  const replays =
    upsert.length + deleted.length <= Math.max(20, after.length / 2) &&
    sameCueList(applyCueChanges(before, diff.changes), after);
  await recordVersion(tx, track.id, row.version, { diff, replays, after: async () => after }, write);
  // Every edit is evidence (the ledger then shows a reviewed track as changed since its review).
  await trackContentChanged(tx as Tx, track.id, row.version, actorOrSystem(write.authorId, 'engine job'));
  await emitTrackEvent(tx, 'track.updated', track.id);
  return row;
}

/** Bumps the track's version (which keys the embed cache and ETag) after its cues changed. */
export async function bumpedVersion(tx: Queryable, trackId: string, timed: boolean) {
  const [row] = await tx
    .update(tracks)
    .set({ version: sql`${tracks.version} + 1`, timed, updatedAt: sql`now()` })
    .where(eq(tracks.id, trackId))
    .returning({ version: tracks.version, updatedAt: tracks.updatedAt });
  return row!;
}
