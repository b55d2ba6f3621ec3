import { and, count, eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { PlatformType } from '@shared/constants';
import type { Cue, TrackSummary } from '@shared/schemas/embed';
import type { ImportedState } from '@shared/schemas/platforms';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { files, tracks } from '../schema';
import { platformSources } from '../schema-platforms';
import { platformItemImported, userActor } from './compliance-changes';
import { insertedFile } from './files';
import { recordPublication } from './platforms-publish';
import { insertedTrack, replaceCues } from './tracks';

type Queryable = Db | Tx;
type FileValues = Parameters<typeof insertedFile>[2];

/** A platform caption read into cues, ready to become a track. */
export interface CaptionTrackValues {
  captionId: string;
  track: Omit<TrackSummary, 'id'>;
  cues: Cue[];
  /** Made by the platform's speech recognition (YouTube's automatic captions): a machine track needing review. */
  machine?: boolean;
}

/** The imported state of each of `itemIds` that is imported (file, its status and how many tracks it has). */
export async function importedStates(
  db: Queryable,
  workspaceId: string,
  platform: PlatformType,
  itemIds: string[],
): Promise<Map<string, NonNullable<ImportedState>>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: platformSources.itemId, fileId: files.id, status: files.status, tracks: count(tracks.id) })
    .from(platformSources)
    .innerJoin(files, eq(files.id, platformSources.fileId))
    .leftJoin(tracks, eq(tracks.fileId, files.id))
    .where(
      and(
        eq(platformSources.workspaceId, workspaceId),
        eq(platformSources.platform, platform),
        inArray(platformSources.itemId, itemIds),
      ),
    )
    .groupBy(platformSources.itemId, files.id, files.status);
  return new Map(rows.map(({ itemId, ...state }) => [itemId, state]));
}

/** The platform item a file was imported from, or null (also for another workspace's file). */
export async function sourceOfFile(db: Queryable, workspaceId: string, fileId: string) {
  const [row] = await db
    .select({ platform: platformSources.platform, itemId: platformSources.itemId, url: platformSources.url })
    .from(platformSources)
    .where(and(eq(platformSources.workspaceId, workspaceId), eq(platformSources.fileId, fileId)));
  return row ?? null;
}

/** The file an item was imported as, or null. */
export async function fileOfItem(
  db: Queryable,
  workspaceId: string,
  platform: PlatformType,
  itemId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ fileId: platformSources.fileId })
    .from(platformSources)
    .where(
      and(
        eq(platformSources.workspaceId, workspaceId),
        eq(platformSources.platform, platform),
        eq(platformSources.itemId, itemId),
      ),
    );
  return row?.fileId ?? null;
}

/**
 * Queues the media download of an imported file again when the last one failed before any media arrived (the
 * file is `failed` with neither stored media nor a player); answers whether it did. `queue` runs in the transaction.
 */
export async function downloadRequeued(
  db: Db,
  workspaceId: string,
  fileId: string,
  queue: (tx: Tx) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const requeued = await tx
      .update(files)
      .set({ status: 'queued', error: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(files.workspaceId, workspaceId),
          eq(files.id, fileId),
          eq(files.status, 'failed'),
          isNull(files.storageKey),
          isNull(files.media),
        ),
      )
      .returning({ id: files.id });
    if (requeued.length === 0) return false;
    await queue(tx);
    return true;
  });
}

/**
 * Adds the tracks with their cues to the file in the caller's transaction, recorded as imports by `authorId`.
 * Each is recorded as published as the caption it came from, so publishing it later replaces that caption
 * rather than adding a second one beside it.
 */
export async function addCaptionTracks(
  tx: Tx,
  workspaceId: string,
  fileId: string,
  captions: CaptionTrackValues[],
  authorId: string,
): Promise<{ captionId: string; trackId: string; language: string }[]> {
  const added = [];
  for (const [i, { captionId, track, cues, machine }] of captions.entries()) {
    const id = newId();
    const making = {
      origin: machine ? ('machine' as const) : ('imported' as const),
      actor: userActor({ id: authorId }),
    };
    if (!(await insertedTrack(tx, workspaceId, fileId, { id, ...track }, making))) throw new Error(`No file ${fileId}`);
    // One transaction shares one now(): a millisecond apart, the file lists the tracks in the platform's order.
    await tx
      .update(tracks)
      .set({ createdAt: sql`now() + ${i}::int * interval '1 millisecond'` })
      .where(eq(tracks.id, id));
    const { version } = await replaceCues(tx, { id, language: track.language }, cues, true, {
      source: 'import',
      authorId,
    });
    await recordPublication(tx, {
      trackId: id,
      fileId,
      platformCaptionId: captionId,
      trackVersion: version,
      publishedBy: authorId,
    });
    added.push({ captionId, trackId: id, language: track.language });
  }
  return added;
}

/**
 * Creates the file of an imported item, its link to the item and its caption tracks in one transaction, then
 * calls `andThen` in it (to queue the media download, which is delivered only if this commits). Answers the new
 * file's id, or `{ existing }` when the item was imported meanwhile (nothing is written then).
 */
export async function importedItemFile(
  db: Db,
  workspaceId: string,
  source: { platform: PlatformType; itemId: string; url: string | null },
  file: FileValues,
  captions: CaptionTrackValues[],
  authorId: string,
  andThen: (tx: Tx, fileId: string) => Promise<unknown>,
): Promise<{ created: string } | { existing: string }> {
  try {
    return await db.transaction(async (tx) => {
      const { id: fileId } = await insertedFile(tx, workspaceId, file);
      const linked = await tx
        .insert(platformSources)
        .values({ fileId, workspaceId, ...source })
        .onConflictDoNothing()
        .returning({ fileId: platformSources.fileId });
      // Imported by a concurrent request: keep theirs, write nothing.
      if (linked.length === 0) tx.rollback();
      await platformItemImported(tx, workspaceId, fileId, source, userActor({ id: authorId }));
      await addCaptionTracks(tx, workspaceId, fileId, captions, authorId);
      await andThen(tx, fileId);
      return { created: fileId };
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
    const existing = await fileOfItem(db, workspaceId, source.platform, source.itemId);
    if (!existing) throw error;
    return { existing };
  }
}
