import { and, eq, inArray, sql } from 'drizzle-orm';
import { type CueWord, wordsSpell } from '@shared/captions/confidence/confidence';
import type { Db, Tx } from '../open-database';
import { cueWords } from '../schema-cue-words';
import { speechRegionsOfTrack } from './speech-regions';
import { trackOfFile, trackWithCues } from './tracks';

type Queryable = Db | Tx;

/** Stores the engine's words of a machine track's cues (cue id → words); cues without words are skipped. */
export async function storeCueWords(db: Queryable, trackId: string, byCue: ReadonlyMap<string, CueWord[]>) {
  const rows = [...byCue].filter(([, words]) => words.length > 0).map(([cueId, words]) => ({ trackId, cueId, words }));
  // A few hundred rows a statement keeps each insert well under PostgreSQL's parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(cueWords)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({ target: [cueWords.trackId, cueWords.cueId], set: { words: sql`excluded.words` } });
  }
}

/**
 * The track with its cues, each machine cue with the words that still spell its text (docs/editor-api.md,
 * "Words and confidence"), and where voice activity was detected when that was measured; or null.
 */
export async function trackWithCueWords(db: Queryable, workspaceId: string, fileId: string, trackId: string) {
  const track = await trackWithCues(db, workspaceId, fileId, trackId);
  if (!track) return null;
  const speechRegions = await speechRegionsOfTrack(db, trackId);
  return { ...track, cues: await withCueWords(db, trackId, track.cues), ...(speechRegions ? { speechRegions } : {}) };
}

/** The track's cues, each with the engine's words while they still spell its text. */
export async function withCueWords<C extends { id: string; text: string }>(
  db: Queryable,
  trackId: string,
  cues: C[],
): Promise<(C & { words?: CueWord[] })[]> {
  const rows = await db
    .select({ cueId: cueWords.cueId, words: cueWords.words })
    .from(cueWords)
    .where(eq(cueWords.trackId, trackId));
  if (rows.length === 0) return cues;
  const byCue = new Map(rows.map((r) => [r.cueId, r.words]));
  return cues.map((cue) => {
    const words = byCue.get(cue.id);
    return words && wordsSpell(cue.text, words) ? { ...cue, words } : cue;
  });
}

/**
 * A person confirmed these cues' text: their words stop counting as uncertain (the rows go). False when the
 * workspace has no such track.
 */
export async function confirmedCueWords(
  db: Queryable,
  ref: { workspaceId: string; fileId: string; trackId: string },
  cueIds: readonly string[],
): Promise<boolean> {
  if (!(await trackOfFile(db, ref.workspaceId, ref.fileId, ref.trackId))) return false;
  if (cueIds.length > 0) {
    await db.delete(cueWords).where(and(eq(cueWords.trackId, ref.trackId), inArray(cueWords.cueId, [...cueIds])));
  }
  return true;
}
