import { and, eq, sql } from 'drizzle-orm';
import type { ComplianceActor } from '@shared/schemas/compliance';
import type { TrackSummary } from '@shared/schemas/embed';
import type { TrackSpeech, UpdatedTrack } from '@shared/schemas/track-management';
import type { Db } from '../open-database';
import { files, tracks } from '../schema';
import { trackEvent } from './compliance-changes';
import { speechRegionsOfTrack } from './speech-regions';
import { cuesOfTrack, emitTrackEvent, replaceCues, trackOfFile } from './tracks';

// Changes to a track as a whole (its label, voice and rate, a copy of it); its cues are tracks.ts's.

/** The track with its changes (label, voice, rate), or null when the workspace's file has no such track. */
export async function updatedTrack(
  db: Db,
  workspaceId: string,
  fileId: string,
  trackId: string,
  changes: { label?: string; voice?: string | null; speechRate?: number | null },
): Promise<UpdatedTrack | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tracks)
      .set(changes)
      .where(
        and(
          eq(tracks.id, trackId),
          eq(tracks.fileId, fileId),
          sql`exists (select 1 from ${files} f where f.id = ${tracks.fileId} and f.workspace_id = ${workspaceId})`,
        ),
      )
      .returning({
        id: tracks.id,
        language: tracks.language,
        kind: tracks.kind,
        label: tracks.label,
        voice: tracks.voice,
        speechRate: tracks.speechRate,
      });
    if (row) await emitTrackEvent(tx, 'track.updated', trackId);
    return (row as UpdatedTrack | undefined) ?? null;
  });
}

/** The voice and rate a track is read with (both null by default); null when there is no such track. */
export async function trackSpeechOf(db: Db, trackId: string): Promise<TrackSpeech | null> {
  const [row] = await db
    .select({ voice: tracks.voice, speechRate: tracks.speechRate })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return row ?? null;
}

/**
 * A new track holding a copy of the source's cues (written like any other cue write, so it gets a version),
 * or null when the workspace's file has no such source track. One transaction: never a half-copied track.
 */
export async function duplicatedTrack(
  db: Db,
  workspaceId: string,
  fileId: string,
  sourceId: string,
  copy: TrackSummary,
  actor: ComplianceActor,
): Promise<TrackSummary | null> {
  return db.transaction(async (tx) => {
    const source = await trackOfFile(tx, workspaceId, fileId, sourceId);
    if (!source) return null;
    // A copy is made the way its source was (a copy of machine captions still needs a person's review), on the same
    // voice activity.
    const { origin, timed } = source;
    const speechRegions = await speechRegionsOfTrack(tx, sourceId);
    await tx.insert(tracks).values({ ...copy, fileId, timed, origin, speechRegions });
    await trackEvent(tx, workspaceId, fileId, { ...copy, version: 1, origin }, 'track_added', actor);
    const list = await cuesOfTrack(tx, sourceId);
    if (list.length > 0) await replaceCues(tx, copy, list, timed);
    return copy;
  });
}
