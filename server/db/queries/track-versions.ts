import { and, desc, eq, lt } from 'drizzle-orm';
import { extendedOutsideDescriptions } from '@shared/describability/extended';
import type { Cue } from '@shared/schemas/embed';
import { MAX_CUES_PER_TRACK } from '@shared/schemas/media';
import type { CueChanges, VersionConflict, VersionSource, VersionSummary } from '@shared/schemas/track-versions';
import type { Db, Tx } from '../open-database';
import { users } from '../schema';
import { actorOrSystem, trackContentChanged } from './compliance-changes';
import { trackVersions } from '../schema-contributions';
import { applyCueChanges, normalCue, orderedByStart, sameCue, touchedIds } from './track-versions-delta';
import {
  cueCount,
  cueOrder,
  cuesWithIds,
  neighbourStarts,
  type RowPlan,
  rowPlan,
  storeCueRows,
} from './track-versions-rows';
import { idsChangedSince, recordVersion, rebuiltCues } from './track-versions-store';
import { bumpedVersion, cuesOfTrack, lockedTrack, type TrackHeader, trackOfFile, writtenCues } from './tracks';

type Queryable = Db | Tx;

const summaryColumns = {
  version: trackVersions.version,
  createdAt: trackVersions.createdAt,
  createdBy: trackVersions.createdBy,
  name: users.name,
  email: users.email,
  source: trackVersions.source,
  changed: trackVersions.changed,
  added: trackVersions.added,
  removed: trackVersions.removed,
  restoredFrom: trackVersions.restoredFrom,
};

type SummaryRow = {
  version: number;
  createdAt: Date;
  createdBy: string | null;
  name: string | null;
  email: string | null;
  source: string;
  changed: number;
  added: number;
  removed: number;
  restoredFrom: number | null;
};

function toSummary({ createdBy, name, email, createdAt, source, changed, ...rest }: SummaryRow): VersionSummary {
  return {
    ...rest,
    // Accepted viewer corrections (written by the review queue) change exactly one cue and store no count.
    changed: source === 'viewer_correction' ? 1 : changed,
    source: source as VersionSource,
    author: createdBy ? { uid: createdBy, name: name || email || createdBy } : null,
    createdAt: createdAt.toISOString(),
  };
}

/** A page of a track's versions, newest first, or null when the workspace has no such track. */
export async function versionsOfTrack(
  db: Queryable,
  ref: { workspaceId: string; fileId: string; trackId: string },
  page: { before?: number; limit: number },
): Promise<{ versions: VersionSummary[]; nextBefore: number | null } | null> {
  if (!(await trackOfFile(db, ref.workspaceId, ref.fileId, ref.trackId))) return null;
  const rows = await db
    .select(summaryColumns)
    .from(trackVersions)
    .leftJoin(users, eq(users.id, trackVersions.createdBy))
    .where(
      and(
        eq(trackVersions.trackId, ref.trackId),
        page.before === undefined ? undefined : lt(trackVersions.version, page.before),
      ),
    )
    .orderBy(desc(trackVersions.version))
    .limit(page.limit + 1);
  const versions = rows.slice(0, page.limit).map(toSummary);
  return { versions, nextBefore: rows.length > page.limit ? versions.at(-1)!.version : null };
}

/** One version with the cues as they were then, or null (no such track, or that version was not recorded). */
export async function versionWithCues(
  db: Queryable,
  ref: { workspaceId: string; fileId: string; trackId: string },
  version: number,
): Promise<{ version: VersionSummary; cues: Cue[] } | null> {
  if (!(await trackOfFile(db, ref.workspaceId, ref.fileId, ref.trackId))) return null;
  const [row] = await db
    .select(summaryColumns)
    .from(trackVersions)
    .leftJoin(users, eq(users.id, trackVersions.createdBy))
    .where(and(eq(trackVersions.trackId, ref.trackId), eq(trackVersions.version, version)));
  const list = row ? await rebuiltCues(db, ref.trackId, version) : null;
  return row && list ? { version: toSummary(row), cues: list } : null;
}

export type PatchOutcome =
  | { outcome: 'saved'; version: number; updatedAt: string; merged: boolean; theirs: CueChanges }
  | { outcome: 'conflict'; currentVersion: number; conflicts: VersionConflict[] }
  | { outcome: 'too_many' }
  | { outcome: 'extended_outside_descriptions' };

/**
 * Applies `changes` made on top of `baseVersion` to the track's current cues (see docs/editor-api.md for the
 * merge rules), in one transaction with the track locked so concurrent saves run one after the other. Reads
 * and writes only the cues it touches; only a save that inserts, deletes or reorders cues reads the order of
 * the rest. Null when the workspace has no such track.
 */
export async function patchedCues(
  db: Db,
  ref: { workspaceId: string; fileId: string; trackId: string },
  save: { baseVersion: number; changes: CueChanges; authorId: string },
): Promise<PatchOutcome | null> {
  return db.transaction(async (tx) => {
    const track = await lockedTrack(tx, ref.workspaceId, ref.fileId, ref.trackId);
    if (!track) return null;
    if (extendedOutsideDescriptions(track.kind, save.changes.upsert))
      return { outcome: 'extended_outside_descriptions' };
    const stored = new Map((await cuesWithIds(tx, track.id, touchedIds(save.changes))).map((row) => [row.cue.id, row]));
    const merged = save.baseVersion !== track.version;
    let theirs: CueChanges = { upsert: [], delete: [] };
    if (merged) {
      const changedIds =
        save.baseVersion < track.version
          ? await idsChangedSince(tx, track.id, save.baseVersion, track.version, () => cuesOfTrack(tx, track.id))
          : null;
      // An unknown base (never recorded, or newer than the track) could hide any change: every cue conflicts.
      const conflicts = conflictsOf(save.changes, stored, changedIds);
      if (conflicts.length > 0) return { outcome: 'conflict', currentVersion: track.version, conflicts };
      if (changedIds) theirs = netChanges(changedIds, await cuesWithIds(tx, track.id, [...changedIds]));
    }
    const upsert = save.changes.upsert.map(normalCue).filter((cue) => {
      const row = stored.get(cue.id);
      return !row || !sameCue(row.cue, cue);
    });
    const deleted = save.changes.delete.filter((id) => stored.has(id));
    const added = upsert.filter((cue) => !stored.has(cue.id)).length;
    if (upsert.length + deleted.length === 0) {
      return { outcome: 'saved', version: track.version, updatedAt: track.updatedAt.toISOString(), merged, theirs };
    }
    if (added > deleted.length && (await cueCount(tx, track.id)) + added - deleted.length > MAX_CUES_PER_TRACK) {
      return { outcome: 'too_many' };
    }
    const changes = { upsert, delete: deleted };
    await storeCueRows(tx, track, await patchPlan(tx, track.id, changes, stored));
    const written = await bumpedVersion(tx, track.id, track.timed);
    const diff = { changes, changed: upsert.length - added, added, removed: deleted.length };
    await recordVersion(
      tx,
      track.id,
      written.version,
      { diff, replays: true, after: () => cuesOfTrack(tx, track.id) },
      { source: 'edit', authorId: save.authorId },
    );
    // The editor's autosave is an edit like any other: evidence, and the file's asset judged again.
    await trackContentChanged(tx, track.id, written.version, actorOrSystem(save.authorId, 'editor'));
    return { outcome: 'saved', version: written.version, updatedAt: written.updatedAt.toISOString(), merged, theirs };
  });
}

type StoredCue = { position: number; cue: Cue };

/**
 * The row writes for effective changes. Stored lists are ordered by start, so cues that keep their start, and a
 * single retimed cue that stays between its neighbours, are rewritten in place; anything else places the cues
 * by the same rule as `applyCueChanges`, from the ids and starts of the whole track.
 */
async function patchPlan(
  tx: Tx,
  trackId: string,
  changes: CueChanges,
  stored: Map<string, StoredCue>,
): Promise<RowPlan> {
  const retimed = changes.upsert.filter((cue) => stored.get(cue.id)?.cue.startMs !== cue.startMs);
  let inPlace = changes.delete.length === 0 && retimed.length === 0;
  if (changes.delete.length === 0 && retimed.length === 1 && stored.has(retimed[0]!.id)) {
    const { position } = stored.get(retimed[0]!.id)!;
    const starts = await neighbourStarts(tx, trackId, position);
    const { startMs } = retimed[0]!;
    inPlace = (starts.before ?? -1) <= startMs && startMs <= (starts.after ?? Infinity);
  }
  const rewrite = new Set(changes.upsert.map((cue) => cue.id));
  if (inPlace) {
    const rewritten = changes.upsert.map((cue) => ({ cue, position: stored.get(cue.id)!.position, moved: false }));
    return { deleted: [], rewritten, moved: [], inserted: [] };
  }
  const { order, positions } = await cueOrder(tx, trackId);
  return rowPlan(positions, applyCueChanges(order, changes), rewrite, changes.delete);
}

/** The cues of `changes` that others also changed, to a different result; all of them when `changedIds` is unknown. */
function conflictsOf(
  changes: CueChanges,
  current: Map<string, StoredCue>,
  changedIds: Set<string> | null,
): VersionConflict[] {
  const conflicts: VersionConflict[] = [];
  const consider = (cueId: string, ours: Cue | null) => {
    if (changedIds && !changedIds.has(cueId)) return;
    const theirs = current.get(cueId)?.cue ?? null;
    // Both sides ending the same way is agreement, not a conflict.
    if (changedIds && (ours === null ? theirs === null : theirs !== null && sameCue(ours, theirs))) return;
    conflicts.push({ cueId, theirs });
  };
  changes.upsert.forEach((cue) => consider(cue.id, cue));
  changes.delete.forEach((id) => consider(id, null));
  return conflicts;
}

/** Others' net changes to `ids`: each cue as it is now, or its id when it is gone. */
function netChanges(ids: Set<string>, current: StoredCue[]): CueChanges {
  const upsert = current.map((row) => row.cue);
  const present = new Set(upsert.map((cue) => cue.id));
  return { upsert, delete: [...ids].filter((id) => !present.has(id)) };
}

export type RestoreOutcome =
  | { outcome: 'restored'; track: TrackHeader & { cues: Cue[] } }
  | { outcome: 'stale'; currentVersion: number }
  | { outcome: 'not_found' };

/**
 * Makes `version`'s cues current again as a new version (source `restore`), if the track is still at
 * `baseVersion`.
 */
export async function restoredVersion(
  db: Db,
  ref: { workspaceId: string; fileId: string; trackId: string },
  restore: { version: number; baseVersion: number; authorId: string },
): Promise<RestoreOutcome> {
  return db.transaction(async (tx) => {
    const track = await lockedTrack(tx, ref.workspaceId, ref.fileId, ref.trackId);
    if (!track) return { outcome: 'not_found' };
    const old = await rebuiltCues(tx, track.id, restore.version);
    if (!old) return { outcome: 'not_found' };
    if (restore.baseVersion !== track.version) return { outcome: 'stale', currentVersion: track.version };
    const current = await cuesOfTrack(tx, track.id);
    const written = await writtenCues(tx, track, current, orderedByStart(old), track.timed, {
      source: 'restore',
      authorId: restore.authorId,
      restoredFrom: restore.version,
    });
    const { updatedAt: _, ...header } = track;
    return { outcome: 'restored', track: { ...header, version: written.version, cues: orderedByStart(old) } };
  });
}
