import { and, asc, eq } from 'drizzle-orm';
import type { DescriptionAnalysis } from '@shared/schemas/description-analysis';
import type { Db } from '../open-database';
import { cues, files, tracks } from '../schema';
import { descriptionAnalyses } from '../schema-description-analyses';

/** The file's latest describability analysis, or null (none yet, or another workspace's file). */
export async function descriptionAnalysisOfFile(
  db: Db,
  workspaceId: string,
  fileId: string,
): Promise<DescriptionAnalysis | null> {
  const [row] = await db
    .select({ result: descriptionAnalyses.result, analysedAt: descriptionAnalyses.analysedAt })
    .from(descriptionAnalyses)
    .where(and(eq(descriptionAnalyses.fileId, fileId), eq(descriptionAnalyses.workspaceId, workspaceId)));
  return row ? { ...row.result, analysedAt: row.analysedAt.toISOString() } : null;
}

/** Stores a run's result in place of the last one; false when the file is gone meanwhile. */
export async function storedDescriptionAnalysis(
  db: Db,
  row: { workspaceId: string; fileId: string; jobId: string; result: Omit<DescriptionAnalysis, 'analysedAt'> },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, row.fileId), eq(files.workspaceId, row.workspaceId)))
      .for('update');
    if (!file) return false;
    const analysedAt = new Date();
    await tx
      .insert(descriptionAnalyses)
      .values({ ...row, analysedAt })
      .onConflictDoUpdate({
        target: descriptionAnalyses.fileId,
        set: { jobId: row.jobId, result: row.result, analysedAt },
      });
    return true;
  });
}

/**
 * The timed transcript the analysis reads speech from: the file's first captions track (a person's before a
 * machine's), else its first timed subtitles track; null when it has none.
 */
export async function transcriptOfFile(db: Db, fileId: string) {
  const rows = await db
    .select({ id: tracks.id, language: tracks.language, kind: tracks.kind, origin: tracks.origin })
    .from(tracks)
    .where(and(eq(tracks.fileId, fileId), eq(tracks.timed, true)))
    .orderBy(asc(tracks.createdAt), asc(tracks.id));
  const rank = (t: (typeof rows)[number]) =>
    (t.kind === 'captions' ? 0 : t.kind === 'subtitles' ? 2 : 4) + (t.origin === 'machine' ? 1 : 0);
  const track = rows.filter((t) => rank(t) < 4).sort((a, b) => rank(a) - rank(b))[0];
  if (!track) return null;
  const timed = await db
    .select({ startMs: cues.startMs, endMs: cues.endMs, text: cues.text })
    .from(cues)
    .where(eq(cues.trackId, track.id))
    .orderBy(asc(cues.position));
  return { id: track.id, language: track.language, cues: timed };
}
