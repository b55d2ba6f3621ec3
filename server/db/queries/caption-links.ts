import { eq } from 'drizzle-orm';
import type { Cue } from '@shared/schemas/embed';
import type { Db } from '../open-database';
import { tracks } from '../schema';
import { rebuiltCues } from './track-versions-store';
import { cuesOfTrack } from './tracks';

/**
 * One version of a track as a caption link serves it: its language and its cues as they were then, or null when
 * the track is gone or that version cannot be had (never recorded and no longer current).
 */
export async function trackVersionForLink(
  db: Db,
  trackId: string,
  version: number,
): Promise<{ language: string; cues: Cue[] } | null> {
  return db.transaction(async (tx) => {
    // Shared lock: an edit cannot slip in between reading the version and reading the current cues.
    const [track] = await tx
      .select({ language: tracks.language, version: tracks.version })
      .from(tracks)
      .where(eq(tracks.id, trackId))
      .for('share');
    if (!track || version > track.version) return null;
    const cues =
      (await rebuiltCues(tx, trackId, version)) ?? (track.version === version ? await cuesOfTrack(tx, trackId) : null);
    return cues ? { language: track.language, cues } : null;
  });
}
