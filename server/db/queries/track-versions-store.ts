import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Cue } from '@shared/schemas/embed';
import type { CueChanges, VersionSource } from '@shared/schemas/track-versions';
import type { Db, Tx } from '../open-database';
import { trackVersions } from '../schema-contributions';
import { applyCueChanges, type CueDiff, diffCues, touchedIds } from './track-versions-delta';

// How versions are stored: a delta against the version before, plus a full snapshot at the start of a chain,
// when the delta would be large, and every SNAPSHOT_EVERY versions, so a rebuild replays at most that many.

type Queryable = Db | Tx;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A full snapshot at least this often, so rebuilding any version replays at most this many deltas. */
export const SNAPSHOT_EVERY = 100;

/** Who or what writes cues: the version records it. */
export interface CueWrite {
  source: VersionSource;
  /** The signed-in user; null for jobs. */
  authorId: string | null;
  restoredFrom?: number | null;
}

export const JOB_WRITE: CueWrite = { source: 'job', authorId: null };

/**
 * Records `version` (already set on the track) in the caller's transaction. `replays` says whether the diff's
 * changes applied to the version before give exactly the new list; `after` reads the new list, only when a
 * snapshot is due.
 */
export async function recordVersion(
  tx: Queryable,
  trackId: string,
  version: number,
  change: { diff: CueDiff; replays: boolean; after: () => Promise<readonly Cue[]> },
  write: CueWrite,
) {
  const { diff } = change;
  // One round trip: whether the version before is recorded (the chain goes on) and where the last snapshot is.
  const [chain] = rowsOf<{ previous: number | null; snapshot: number | null }>(
    await tx.execute(sql`
      select (select version from ${trackVersions} where track_id = ${trackId} and version = ${version - 1}) as previous,
        (select max(version) from ${trackVersions} where track_id = ${trackId} and snapshot is not null) as snapshot`),
  );
  const keepDelta = chain?.previous != null && change.replays;
  const lastSnapshot = chain?.snapshot == null ? null : Number(chain.snapshot);
  const keepSnapshot = !keepDelta || lastSnapshot === null || version - lastSnapshot >= SNAPSHOT_EVERY;
  await tx.insert(trackVersions).values({
    trackId,
    version,
    source: write.source,
    createdBy: write.authorId,
    changed: diff.changed,
    added: diff.added,
    removed: diff.removed,
    restoredFrom: write.restoredFrom ?? null,
    delta: keepDelta ? diff.changes : null,
    snapshot: keepSnapshot ? [...(await change.after())] : null,
  });
}

interface StoredStep {
  version: number;
  cueId: string | null;
  text: string | null;
  delta: CueChanges | null;
}

/** The changes one stored row made; null when the row holds only a snapshot. */
function stepChanges(step: StoredStep, list: readonly Cue[]): CueChanges | null {
  if (step.delta) return step.delta;
  if (step.cueId === null || step.text === null) return null;
  // An accepted viewer correction stores only the cue and its new text.
  const cue = list.find((c) => c.id === step.cueId);
  return { upsert: cue ? [{ ...cue, text: step.text }] : [], delete: [] };
}

/** A version's cues, rebuilt from the nearest snapshot at or before it; null when it was never recorded. */
export async function rebuiltCues(db: Queryable, trackId: string, version: number): Promise<Cue[] | null> {
  const [start] = await db
    .select({ version: trackVersions.version, snapshot: trackVersions.snapshot })
    .from(trackVersions)
    .where(
      and(eq(trackVersions.trackId, trackId), lte(trackVersions.version, version), isNotNull(trackVersions.snapshot)),
    )
    .orderBy(desc(trackVersions.version))
    .limit(1);
  if (!start?.snapshot) return null;
  const steps = await storedSteps(db, trackId, start.version, version);
  if (steps.length !== version - start.version) return null;
  let list: Cue[] = start.snapshot;
  for (const step of steps) {
    const changes = stepChanges(step, list);
    if (!changes) return null;
    list = applyCueChanges(list, changes);
  }
  return list;
}

/** Rows after `after` up to and including `upTo`, oldest first. */
function storedSteps(db: Queryable, trackId: string, after: number, upTo: number): Promise<StoredStep[]> {
  return db
    .select({
      version: trackVersions.version,
      cueId: trackVersions.cueId,
      text: trackVersions.text,
      delta: trackVersions.delta,
    })
    .from(trackVersions)
    .where(and(eq(trackVersions.trackId, trackId), gt(trackVersions.version, after), lte(trackVersions.version, upTo)))
    .orderBy(trackVersions.version);
}

/**
 * The ids of the cues changed, added or removed after `baseVersion` up to the current list (`current` at
 * `currentVersion`), from the stored deltas or, where a snapshot stands in for one, by comparing with the
 * rebuilt base. Null when the base cannot be rebuilt.
 */
export async function idsChangedSince(
  db: Queryable,
  trackId: string,
  baseVersion: number,
  currentVersion: number,
  current: () => Promise<readonly Cue[]>,
): Promise<Set<string> | null> {
  const steps = await storedSteps(db, trackId, baseVersion, currentVersion);
  const ids = new Set<string>();
  const complete =
    steps.length === currentVersion - baseVersion &&
    steps.every((step) => {
      if (step.delta) touchedIds(step.delta).forEach((id) => ids.add(id));
      else if (step.cueId !== null) ids.add(step.cueId);
      else return false;
      return true;
    });
  if (complete) return ids;
  const base = await rebuiltCues(db, trackId, baseVersion);
  return base ? new Set(touchedIds(diffCues(base, await current()).changes)) : null;
}
