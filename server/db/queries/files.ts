import { and, asc, eq, lt, TransactionRollbackError } from 'drizzle-orm';
import type { ManagedFile } from '@shared/schemas/media';
import type { TrackSummary } from '@shared/schemas/embed';
import { newId } from '../new-id';
import { type Actor } from './activity';
import { retireAssignmentsOfFile } from './assignments';
import type { Db, Tx } from '../open-database';
import { files, tracks } from '../schema';

type Queryable = Db | Tx;
type FileValues = Omit<typeof files.$inferInsert, 'id' | 'workspaceId' | 'createdAt' | 'updatedAt'>;

function toManagedFile(row: typeof files.$inferSelect): ManagedFile {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    description: row.description,
    media: row.media,
    durationMs: row.durationMs,
    thumbnailUrl: row.thumbnailUrl,
    embeddable: row.embeddable,
    status: row.status,
    error: row.error,
    sizeBytes: row.sizeBytes,
    mimeType: row.mimeType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One file of the workspace, or null (also when it belongs to another workspace). */
export async function fileOfWorkspace(db: Queryable, workspaceId: string, fileId: string): Promise<ManagedFile | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId)));
  return row ? toManagedFile(row) : null;
}

/** A file's tracks in the order they were added. */
export async function tracksOfFile(db: Queryable, fileId: string): Promise<TrackSummary[]> {
  const rows = await db
    .select({ id: tracks.id, language: tracks.language, kind: tracks.kind, label: tracks.label })
    .from(tracks)
    .where(eq(tracks.fileId, fileId))
    .orderBy(asc(tracks.createdAt), asc(tracks.id));
  return rows as TrackSummary[];
}

/** The new file. */
export async function insertedFile(db: Queryable, workspaceId: string, values: FileValues): Promise<ManagedFile> {
  const [row] = await db
    .insert(files)
    .values({ id: newId(), workspaceId, ...values })
    .returning();
  return toManagedFile(row!);
}

/** The changed file, or null when the workspace has no such file. */
export async function updatedFile(
  db: Queryable,
  workspaceId: string,
  fileId: string,
  changes: Partial<FileValues>,
): Promise<ManagedFile | null> {
  const [row] = await db
    .update(files)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId)))
    .returning();
  return row ? toManagedFile(row) : null;
}

/**
 * Whether the workspace had the file (its tracks and cues go with it). Its assignments are retired first in
 * the same transaction, so their time entries stay and the history names who deleted the file.
 */
export async function deletedFile(db: Db, workspaceId: string, fileId: string, actor: Actor): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      await retireAssignmentsOfFile(tx, workspaceId, fileId, actor);
      const deleted = await tx
        .delete(files)
        .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId)))
        .returning({ id: files.id });
      // Unknown file: undo the (empty) retirement too, so nothing is recorded.
      if (deleted.length === 0) tx.rollback();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
}

/** A new file for an upload that has just begun: named after the uploaded file, `uploading` until it completes. */
export async function insertedUploadFile(
  db: Queryable,
  file: { id: string; workspaceId: string; name: string; storageKey: string },
): Promise<ManagedFile> {
  const [row] = await db
    .insert(files)
    .values({ ...file, status: 'uploading' })
    .returning();
  return toManagedFile(row!);
}

/** Removes a file whose upload never completed (terminated or expired); false when there was none such. */
export async function deletedUploadingFile(db: Queryable, workspaceId: string, fileId: string): Promise<boolean> {
  const deleted = await db
    .delete(files)
    .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId), eq(files.status, 'uploading')))
    .returning({ id: files.id });
  return deleted.length > 0;
}

/** Files still `uploading` whose upload began before `before`: uploads given up on. */
export async function staleUploadFiles(
  db: Queryable,
  before: Date,
): Promise<{ id: string; workspaceId: string; storageKey: string | null }[]> {
  return db
    .select({ id: files.id, workspaceId: files.workspaceId, storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.status, 'uploading'), lt(files.createdAt, before)));
}
