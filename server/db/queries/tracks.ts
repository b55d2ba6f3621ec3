import { and, asc, eq, sql } from 'drizzle-orm';
import type { Cue, TrackSummary } from '@shared/schemas/embed';
import type { Db, Tx } from '../open-database';
import { cues, files, tracks } from '../schema';
import { searchConfigFor } from '../search-config';
import { diffCues, normalCue, sameCue } from './track-versions-delta';
import { type CueWrite, JOB_WRITE, recordVersion } from './track-versions-store';

type Queryable = Db | Tx;

/** A track's header as the signed-in API shows it. */
export type TrackHeader = TrackSummary & { fileId: string; version: number; timed: boolean };

// Keeps each INSERT well under PostgreSQL's 65,535 bind parameters.
const INSERT_CHUNK = 1000;
// Keeps each UPDATE's JSON parameter a modest size.
const UPDATE_CHUNK = 5000;

const headerColumns = {
  id: tracks.id,
  fileId: tracks.fileId,
  language: tracks.language,
  kind: tracks.kind,
  label: tracks.label,
  version: tracks.version,
  timed: tracks.timed,
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

/** A track's cues in display order; `speaker` only where known. */
export async function cuesOfTrack(db: Queryable, trackId: string): Promise<Cue[]> {
  const rows = await db
    .select({ id: cues.id, startMs: cues.startMs, endMs: cues.endMs, text: cues.text, speaker: cues.speaker })
    .from(cues)
    .where(eq(cues.trackId, trackId))
    .orderBy(asc(cues.position));
  return rows.map((r) =>
    r.speaker === null ? { id: r.id, startMs: r.startMs, endMs: r.endMs, text: r.text } : r,
  ) as Cue[];
}

/** The track with its cues, or null. */
export async function trackWithCues(db: Queryable, workspaceId: string, fileId: string, trackId: string) {
  const track = await trackOfFile(db, workspaceId, fileId, trackId);
  return track ? { ...track, cues: await cuesOfTrack(db, trackId) } : null;
}

/** The new empty track, or null when the workspace has no such file; one statement, so no race. */
export async function insertedTrack(
  db: Queryable,
  workspaceId: string,
  fileId: string,
  track: TrackSummary,
): Promise<TrackSummary | null> {
  const inserted = await db.execute(sql`
    insert into ${tracks} (id, file_id, language, kind, label)
    select ${track.id}, f.id, ${track.language}, ${track.kind}, ${track.label}
    from ${files} f where f.id = ${fileId} and f.workspace_id = ${workspaceId}
    returning id`);
  return (inserted as unknown as { rows: unknown[] }).rows.length > 0 ? track : null;
}

/** Whether the file of the workspace had the track (its cues go with it). */
export async function deletedTrack(db: Queryable, workspaceId: string, fileId: string, trackId: string) {
  const deleted = await db
    .delete(tracks)
    .where(
      and(
        eq(tracks.id, trackId),
        eq(tracks.fileId, fileId),
        sql`exists (select 1 from ${files} f where f.id = ${tracks.fileId} and f.workspace_id = ${workspaceId})`,
      ),
    )
    .returning({ id: tracks.id });
  return deleted.length > 0;
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
): Promise<(TrackHeader & { cues: Cue[] }) | { staleAt: number } | null> {
  return db.transaction(async (tx) => {
    const track = await lockedTrack(tx, workspaceId, fileId, trackId);
    if (!track) return null;
    if (baseVersion !== undefined && baseVersion !== track.version) return { staleAt: track.version };
    const { version } = await replaceCues(tx, track, list, timed, write);
    return { ...track, version, timed, cues: await cuesOfTrack(tx, trackId) };
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
 * Replaces a track's cues in the caller's transaction (writing only the rows that differ), bumps its version
 * and records it. Answers the new version.
 */
export async function replaceCues(
  tx: Queryable,
  track: { id: string; language: string },
  list: Cue[],
  timed = true,
  write: CueWrite = JOB_WRITE,
) {
  const before = await cuesOfTrack(tx, track.id);
  return writtenCues(tx, track, before, list.map(normalCue), timed, write);
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
  await storeCueRows(tx, track, before, after, diff.changes.delete);
  const [row] = await tx
    .update(tracks)
    .set({ version: sql`${tracks.version} + 1`, timed, updatedAt: sql`now()` })
    .where(eq(tracks.id, track.id))
    .returning({ version: tracks.version, updatedAt: tracks.updatedAt });
  await recordVersion(tx, track.id, row!.version, { before, after, diff }, write);
  return row!;
}

/**
 * Writes only the rows that differ. Positions are unique per track, so rows that move are parked at negative
 * positions and flipped into place in one statement at the end; new rows go straight to their free positions.
 * The search column is generated from the text, so it is always in step with it.
 */
async function storeCueRows(
  tx: Queryable,
  track: { id: string; language: string },
  before: readonly Cue[],
  after: readonly Cue[],
  deleted: string[],
) {
  if (deleted.length > 0) {
    await tx.execute(sql`
      delete from ${cues} where track_id = ${track.id}
      and id in (select jsonb_array_elements_text(${JSON.stringify(deleted)}::jsonb))`);
  }
  const old = new Map(before.map((cue, position) => [cue.id, { cue, position }]));
  const updates: (Cue & { position: number })[] = [];
  const inserts: { cue: Cue; position: number }[] = [];
  let moved = false;
  after.forEach((cue, position) => {
    const previous = old.get(cue.id);
    if (!previous) inserts.push({ cue, position });
    else if (previous.position !== position) {
      moved = true;
      updates.push({ ...cue, position: -1 - position });
    } else if (!sameCue(previous.cue, cue)) updates.push({ ...cue, position });
  });
  for (let start = 0; start < updates.length; start += UPDATE_CHUNK) {
    await tx.execute(sql`
      update ${cues} c set position = v.position, start_ms = v."startMs", end_ms = v."endMs", text = v.text,
        speaker = v.speaker
      from jsonb_to_recordset(${JSON.stringify(updates.slice(start, start + UPDATE_CHUNK))}::jsonb)
        as v(id text, position int, "startMs" int, "endMs" int, text text, speaker text)
      where c.track_id = ${track.id} and c.id = v.id`);
  }
  const searchConfig = searchConfigFor(track.language);
  for (let start = 0; start < inserts.length; start += INSERT_CHUNK) {
    await tx.insert(cues).values(
      inserts.slice(start, start + INSERT_CHUNK).map(({ cue, position }) => ({
        trackId: track.id,
        id: cue.id,
        position,
        startMs: cue.startMs,
        endMs: cue.endMs,
        text: cue.text,
        speaker: cue.speaker ?? null,
        searchConfig,
      })),
    );
  }
  if (moved) {
    await tx.execute(sql`update ${cues} set position = -1 - position where track_id = ${track.id} and position < 0`);
  }
}
