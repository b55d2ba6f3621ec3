import { and, asc, eq, sql } from 'drizzle-orm';
import type { Cue, TrackSummary } from '@shared/schemas/embed';
import type { Db, Tx } from '../open-database';
import { cues, files, tracks } from '../schema';
import { searchConfigFor } from '../search-config';

type Queryable = Db | Tx;

/** A track's header as the signed-in API shows it. */
export type TrackHeader = TrackSummary & { fileId: string; version: number; timed: boolean };

// Keeps each INSERT well under PostgreSQL's 65,535 bind parameters.
const INSERT_CHUNK = 1000;

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
 * Replaces a track's cues and answers the track with them, or null when the workspace has no such track.
 * The track row is locked first, so concurrent replacements run one after the other. Cues with times make
 * the track timed; `timed: false` keeps a transcript's text for alignment.
 */
export async function replacedCues(
  db: Db,
  workspaceId: string,
  fileId: string,
  trackId: string,
  list: Cue[],
  { timed = true }: { timed?: boolean } = {},
): Promise<(TrackHeader & { cues: Cue[] }) | null> {
  return db.transaction(async (tx) => {
    const [track] = await tx
      .select(headerColumns)
      .from(tracks)
      .innerJoin(files, eq(files.id, tracks.fileId))
      .where(ofWorkspaceFile(workspaceId, fileId, trackId))
      .for('update', { of: tracks });
    if (!track) return null;
    const version = await replaceCues(tx, track, list, timed);
    return { ...(track as TrackHeader), version, timed, cues: await cuesOfTrack(tx, trackId) };
  });
}

/**
 * Replaces a track's cues and bumps its version, in the caller's transaction; the search column is
 * generated from the text, so it is always in step with it. Answers the new version.
 */
export async function replaceCues(tx: Queryable, track: { id: string; language: string }, list: Cue[], timed = true) {
  await tx.delete(cues).where(eq(cues.trackId, track.id));
  const searchConfig = searchConfigFor(track.language);
  for (let start = 0; start < list.length; start += INSERT_CHUNK) {
    await tx.insert(cues).values(
      list.slice(start, start + INSERT_CHUNK).map((cue, i) => ({
        trackId: track.id,
        id: cue.id,
        position: start + i,
        startMs: cue.startMs,
        endMs: cue.endMs,
        text: cue.text,
        speaker: cue.speaker ?? null,
        searchConfig,
      })),
    );
  }
  const [row] = await tx
    .update(tracks)
    .set({ version: sql`${tracks.version} + 1`, timed, updatedAt: sql`now()` })
    .where(eq(tracks.id, track.id))
    .returning({ version: tracks.version });
  return row!.version;
}
