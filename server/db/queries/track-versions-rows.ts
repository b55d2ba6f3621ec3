import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Cue } from '@shared/schemas/embed';
import type { Db, Tx } from '../open-database';
import { cues } from '../schema';
import { searchConfigFor } from '../search-config';
import { placedPositions } from './cue-positions';
import { cueOfRow } from './track-versions-delta';

// Row-level writes of a track's cues: only rows that change are touched, so a one-cue save on a 10,000-cue
// track writes one row, and so does inserting one mid-track (positions are sparse, see cue-positions.ts).

type Queryable = Db | Tx;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Keeps each INSERT well under PostgreSQL's 65,535 bind parameters.
const INSERT_CHUNK = 1000;
// Keeps each UPDATE's JSON parameter a modest size.
const UPDATE_CHUNK = 5000;
const FEW_ROWS = 20;

/** The columns a cue is read from (`cueOfRow` makes it a cue). */
export const cueColumns = {
  id: cues.id,
  startMs: cues.startMs,
  endMs: cues.endMs,
  text: cues.text,
  speaker: cues.speaker,
  extended: cues.extended,
};

export interface RowPlan {
  deleted: string[];
  /** Existing rows whose content changes (written in full) at their final position. */
  rewritten: { cue: Cue; position: number; moved: boolean }[];
  /** Existing rows that only move. */
  moved: { id: string; position: number }[];
  inserted: { cue: Cue; position: number }[];
}

/**
 * The row writes that turn the stored rows (`before`: id → position) into the order `after`, where `rewrite`
 * names the existing cues whose content changed (every other cue of `after` is unchanged apart from its place).
 */
export function rowPlan(
  before: ReadonlyMap<string, number>,
  after: readonly Cue[],
  rewrite: ReadonlySet<string>,
  deleted: string[],
): RowPlan {
  const positions = placedPositions(
    before,
    after.map((cue) => cue.id),
  );
  const plan: RowPlan = { deleted, rewritten: [], moved: [], inserted: [] };
  after.forEach((cue, index) => {
    const position = positions[index]!;
    const from = before.get(cue.id);
    if (from === undefined) plan.inserted.push({ cue, position });
    else if (rewrite.has(cue.id)) plan.rewritten.push({ cue, position, moved: from !== position });
    else if (from !== position) plan.moved.push({ id: cue.id, position });
  });
  return plan;
}

/**
 * Applies a plan. Positions are unique per track, so rows that move are parked at negative positions and flipped
 * into place in one statement at the end; new rows go straight to their (by then free) positions. The search
 * column is generated from the text, so it is always in step with it.
 */
export async function storeCueRows(tx: Queryable, track: { id: string; language: string }, plan: RowPlan) {
  if (plan.deleted.length > 0)
    await tx.delete(cues).where(and(eq(cues.trackId, track.id), inArray(cues.id, plan.deleted)));
  const parked = (position: number, moved: boolean) => (moved ? -1 - position : position);
  const rewritten = plan.rewritten.map(({ cue, position, moved }) => ({
    ...cue,
    speaker: cue.speaker ?? null,
    extended: cue.extended ?? false,
    position: parked(position, moved),
  }));
  // A few rows (an autosave) by primary key: the planner would scan the whole track to join a JSON set.
  if (rewritten.length <= FEW_ROWS) {
    for (const cue of rewritten) {
      await tx
        .update(cues)
        .set({
          position: cue.position,
          startMs: cue.startMs,
          endMs: cue.endMs,
          text: cue.text,
          speaker: cue.speaker,
          extended: cue.extended,
        })
        .where(and(eq(cues.trackId, track.id), eq(cues.id, cue.id)));
    }
  }
  for (let start = 0; rewritten.length > FEW_ROWS && start < rewritten.length; start += UPDATE_CHUNK) {
    await tx.execute(sql`
      update ${cues} c set position = v.position, start_ms = v."startMs", end_ms = v."endMs", text = v.text,
        speaker = v.speaker, extended = v.extended
      from jsonb_to_recordset(${JSON.stringify(rewritten.slice(start, start + UPDATE_CHUNK))}::jsonb)
        as v(id text, position int, "startMs" int, "endMs" int, text text, speaker text, extended boolean)
      where c.track_id = ${track.id} and c.id = v.id`);
  }
  const moved = plan.moved.map(({ id, position }) => ({ id, position: parked(position, true) }));
  for (let start = 0; start < moved.length; start += UPDATE_CHUNK) {
    await tx.execute(sql`
      update ${cues} c set position = v.position
      from jsonb_to_recordset(${JSON.stringify(moved.slice(start, start + UPDATE_CHUNK))}::jsonb)
        as v(id text, position int)
      where c.track_id = ${track.id} and c.id = v.id`);
  }
  const searchConfig = searchConfigFor(track.language);
  for (let start = 0; start < plan.inserted.length; start += INSERT_CHUNK) {
    await tx.insert(cues).values(
      plan.inserted.slice(start, start + INSERT_CHUNK).map(({ cue, position }) => ({
        trackId: track.id,
        id: cue.id,
        position,
        startMs: cue.startMs,
        endMs: cue.endMs,
        text: cue.text,
        speaker: cue.speaker ?? null,
        extended: cue.extended ?? false,
        searchConfig,
      })),
    );
  }
  if (moved.length > 0 || rewritten.some((row) => row.position < 0)) {
    await tx.execute(sql`update ${cues} set position = -1 - position where track_id = ${track.id} and position < 0`);
  }
}

/** The stored cues with these ids, with their positions. */
export async function cuesWithIds(tx: Queryable, trackId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ ...cueColumns, position: cues.position })
    .from(cues)
    .where(and(eq(cues.trackId, trackId), inArray(cues.id, ids)));
  return rows.map(({ position, ...row }) => ({ position, cue: cueOfRow(row) }));
}

/** The start times of the cues just before and just after `position`, when there are such cues. */
export async function neighbourStarts(tx: Queryable, trackId: string, position: number) {
  const [row] = rowsOf<{ before: number | null; after: number | null }>(
    await tx.execute(sql`
      select
        (select start_ms from ${cues} where track_id = ${trackId} and position < ${position}
          order by position desc limit 1) as before,
        (select start_ms from ${cues} where track_id = ${trackId} and position > ${position}
          order by position limit 1) as after`),
  );
  return { before: row?.before ?? null, after: row?.after ?? null };
}

/**
 * The track's cues in order as ids and start times only (the rest blank), with each one's stored position:
 * enough to place moved cues, at a fraction of the cost of reading every cue (one JSON value, not 10,000 rows).
 */
export async function cueOrder(tx: Queryable, trackId: string) {
  const [row] = rowsOf<{ list: string | null }>(
    await tx.execute(sql`
      select json_agg(json_build_array(id, start_ms, position) order by position)::text as list
      from ${cues} where track_id = ${trackId}`),
  );
  const rows = row?.list ? (JSON.parse(row.list) as [string, number, number][]) : [];
  return {
    order: rows.map(([id, startMs]): Cue => ({ id, startMs, endMs: 0, text: '' })),
    positions: new Map(rows.map(([id, , position]) => [id, position])),
  };
}

/** How many cues the track holds. */
export async function cueCount(tx: Queryable, trackId: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await tx.execute(sql`select count(*)::int as count from ${cues} where track_id = ${trackId}`),
  );
  return Number(row?.count ?? 0);
}
