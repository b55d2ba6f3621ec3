import { and, eq, sql } from 'drizzle-orm';
import type { MediaSource } from '@shared/schemas/embed';
import type { Db, Tx } from '../open-database';
import { files } from '../schema';
import { fileProbed } from './compliance-changes';
import { emitEvent } from '../../webhooks/emit-event';
import { fileOfWorkspace } from './files';

/** What the media pipeline needs of a file. */
export interface FileToProcess {
  id: string;
  workspaceId: string;
  status: string;
  storageKey: string | null;
  media: MediaSource | null;
  mimeType: string | null;
}

const toProcess = {
  id: files.id,
  workspaceId: files.workspaceId,
  status: files.status,
  storageKey: files.storageKey,
  media: files.media,
  mimeType: files.mimeType,
};

/** Marks the file `queued` (clearing an old failure) and answers it; null when it is not in the workspace. */
export async function fileQueuedForProcessing(
  tx: Tx | Db,
  workspaceId: string,
  fileId: string,
): Promise<FileToProcess | null> {
  const [row] = await tx
    .update(files)
    .set({ status: 'queued', error: null, updatedAt: sql`now()` })
    .where(and(eq(files.workspaceId, workspaceId), eq(files.id, fileId)))
    .returning(toProcess);
  return row ?? null;
}

/** Marks the file `processing`; null when it no longer exists. */
export async function fileInProcessing(db: Db, workspaceId: string, fileId: string): Promise<FileToProcess | null> {
  const [row] = await db
    .update(files)
    .set({ status: 'processing', error: null, updatedAt: sql`now()` })
    .where(and(eq(files.workspaceId, workspaceId), eq(files.id, fileId)))
    .returning(toProcess);
  return row ?? null;
}

/** Records an original downloaded into storage (its key, sniffed type and size); false when the file is gone. */
export async function downloadedOriginalStored(
  db: Db,
  workspaceId: string,
  fileId: string,
  original: { storageKey: string; mimeType: string; sizeBytes: number },
): Promise<boolean> {
  const updated = await db
    .update(files)
    .set({ ...original, updatedAt: sql`now()` })
    .where(and(eq(files.workspaceId, workspaceId), eq(files.id, fileId)))
    .returning({ id: files.id });
  return updated.length > 0;
}

/**
 * Publishes what processing made, all at once, and what the probe found to the compliance ledger in the same
 * transaction; false when the file was deleted meanwhile. The probed duration is written twice: as the duration
 * people see and as the one jobs are priced from, which only this writes.
 */
export async function fileProcessed(
  db: Db,
  workspaceId: string,
  fileId: string,
  outputs: {
    durationMs: number;
    posterKey: string | null;
    peaksKey: string | null;
    renditionKey: string | null;
    /** The playable source: the rendition or the original, served by this server. */
    media: MediaSource;
    mimeType: string;
    thumbnailUrl: string | null;
    /** Whether the media has sound and picture. */
    streams: { hasAudio: boolean; hasVideo: boolean };
  },
): Promise<boolean> {
  const { streams, ...columns } = outputs;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(files)
      .set({ ...columns, probedDurationMs: columns.durationMs, status: 'ready', error: null, updatedAt: sql`now()` })
      .where(and(eq(files.workspaceId, workspaceId), eq(files.id, fileId)))
      .returning({ id: files.id });
    if (rows.length === 0) return false;
    await fileProbed(tx, workspaceId, fileId, { ...streams, durationMs: columns.durationMs });
    await emitEvent(tx, workspaceId, 'file.ready', fileId, () => fileOfWorkspace(tx, workspaceId, fileId));
    return true;
  });
}

/** Marks the file `failed` with a reason a member can act on (nothing half-made is published). */
export async function fileFailed(db: Tx | Db, workspaceId: string, fileId: string, error: string): Promise<void> {
  await (db as Db).transaction(async (tx) => {
    const rows = await tx
      .update(files)
      .set({ status: 'failed', error, updatedAt: sql`now()` })
      .where(and(eq(files.workspaceId, workspaceId), eq(files.id, fileId)))
      .returning({ id: files.id });
    if (rows.length)
      await emitEvent(tx, workspaceId, 'file.failed', fileId, () => fileOfWorkspace(tx, workspaceId, fileId));
  });
}

/** The file's status, or null when it is not in the workspace. */
export async function fileStatusOf(db: Db, workspaceId: string, fileId: string): Promise<string | null> {
  const [row] = await db
    .select({ status: files.status })
    .from(files)
    .where(and(eq(files.workspaceId, workspaceId), eq(files.id, fileId)));
  return row?.status ?? null;
}
