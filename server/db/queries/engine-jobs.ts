import type { CueWord } from '@shared/captions/confidence/confidence';
import { and, eq } from 'drizzle-orm';
import type { Cue, MediaSource, TrackSummary } from '@shared/schemas/embed';
import type { SpeechRegion } from '@shared/schemas/media';
import type { Db } from '../open-database';
import { files, tracks } from '../schema';
import { systemActor } from './compliance-changes';
import { storeCueWords } from './cue-words';
import { insertedTrack, replaceCues } from './tracks';

/** What an engine job needs to know of its file. */
export interface FileForEngines {
  id: string;
  name: string;
  durationMs: number | null;
  /** The duration the media job measured: what jobs and Rev orders are priced from. */
  probedDurationMs: number | null;
  media: MediaSource | null;
  storageKey: string | null;
  renditionKey: string | null;
}

/** The file of the workspace, or null (another workspace's file is null too). */
export async function fileForEngines(db: Db, workspaceId: string, fileId: string): Promise<FileForEngines | null> {
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      durationMs: files.durationMs,
      probedDurationMs: files.probedDurationMs,
      media: files.media,
      storageKey: files.storageKey,
      renditionKey: files.renditionKey,
    })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId)));
  return row ?? null;
}

/**
 * A new machine-made track with its cues, in one transaction; null when the file is gone. `words` are the engine's
 * words of each cue, `speech` where voice activity was detected in the audio the cues are timed to.
 */
export async function createdTrackWithCues(
  db: Db,
  workspaceId: string,
  fileId: string,
  track: TrackSummary,
  list: Cue[],
  heard: { words?: ReadonlyMap<string, CueWord[]>; speech?: SpeechRegion[] | null } = {},
): Promise<TrackSummary | null> {
  return db.transaction(async (tx) => {
    const created = await insertedTrack(tx, workspaceId, fileId, track, {
      origin: 'machine',
      actor: systemActor('engine job'),
    });
    if (!created) return null;
    await replaceCues(tx, track, list);
    if (heard.words) await storeCueWords(tx, track.id, heard.words);
    if (heard.speech) await tx.update(tracks).set({ speechRegions: heard.speech }).where(eq(tracks.id, track.id));
    return created;
  });
}
