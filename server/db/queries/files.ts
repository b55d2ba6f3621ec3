import { and, asc, eq, inArray, isNull, lt, sql, TransactionRollbackError } from 'drizzle-orm';
import type { ManagedFile } from '@shared/schemas/media';
import type { TrackSummary } from '@shared/schemas/embed';
import { newId } from '../new-id';
import { type Actor } from './activity';
import { retireAssignmentsOfFile } from './assignments';
import {
  assetsOfFiles,
  fileRenamed,
  libraryFileAdded,
  libraryFilesRemoved,
  systemActor,
  userActor,
} from './compliance-changes';
import type { Db, Tx } from '../open-database';
import { files, memberships, showcaseFiles, showcases, tracks, users } from '../schema';

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

/** The new file, an asset of the compliance ledger from the start (one transaction). */
export async function insertedFile(db: Queryable, workspaceId: string, values: FileValues): Promise<ManagedFile> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({ id: newId(), workspaceId, ...values })
      .returning();
    await libraryFileAdded(tx, row!);
    return toManagedFile(row!);
  });
}

/** `fn` in a transaction: `db`'s own, or a savepoint inside the caller's. */
const inTransaction = <T>(db: Queryable, fn: (tx: Tx) => Promise<T>) => (db as Db).transaction(fn);

/**
 * The changed file, or null when the workspace has no such file (or, with `onlyWithoutMedia`, when the file has
 * media: a playable source or a stored original).
 */
export async function updatedFile(
  db: Queryable,
  workspaceId: string,
  fileId: string,
  changes: Partial<FileValues>,
  options: { onlyWithoutMedia?: boolean } = {},
): Promise<ManagedFile | null> {
  const withoutMedia = options.onlyWithoutMedia ? and(isNull(files.media), isNull(files.storageKey)) : undefined;
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(files)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId), withoutMedia))
      .returning();
    if (row && changes.name !== undefined) await fileRenamed(tx, workspaceId, fileId, row.name);
    return row ? toManagedFile(row) : null;
  });
}

/**
 * Whether the workspace had the file (its tracks and cues go with it). Its assignments are retired first in
 * the same transaction, so their time entries stay and the history names who deleted the file.
 */
export async function deletedFile(db: Db, workspaceId: string, fileId: string, actor: Actor): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      await retireAssignmentsOfFile(tx, workspaceId, fileId, actor);
      const assets = await assetsOfFiles(tx, [fileId]);
      const deleted = await tx
        .delete(files)
        .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId)))
        .returning({ id: files.id });
      // Unknown file: undo the (empty) retirement too, so nothing is recorded.
      if (deleted.length === 0) tx.rollback();
      await libraryFilesRemoved(tx, workspaceId, assets, userActor(actor));
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
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({ ...file, status: 'uploading' })
      .returning();
    await libraryFileAdded(tx, row!);
    return toManagedFile(row!);
  });
}

/** Removes a file whose upload never completed (terminated or expired); false when there was none such. */
export async function deletedUploadingFile(db: Queryable, workspaceId: string, fileId: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const assets = await assetsOfFiles(tx, [fileId]);
    const deleted = await tx
      .delete(files)
      .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId), eq(files.status, 'uploading')))
      .returning({ id: files.id });
    if (deleted.length === 0) return false;
    await libraryFilesRemoved(tx, workspaceId, assets, systemActor('uploads'));
    return true;
  });
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

export interface StoredMediaOfFile {
  workspaceId: string;
  mimeType: string | null;
  keys: { original: string | null; rendition: string | null; poster: string | null; peaks: string | null };
  /** The embed visibility facts (shared/permissions/embed.ts). */
  embeddable: boolean;
  inPublishedShowcase: boolean;
}

/** Where a file's stored media lives and whether the file is public, or null for an unknown file. */
export async function storedMediaOfFile(db: Queryable, fileId: string): Promise<StoredMediaOfFile | null> {
  const [row] = await db
    .select({
      workspaceId: files.workspaceId,
      mimeType: files.mimeType,
      status: files.status,
      storageKey: files.storageKey,
      renditionKey: files.renditionKey,
      posterKey: files.posterKey,
      peaksKey: files.peaksKey,
      embeddable: files.embeddable,
      // `files.id` spelled out: inside a selected expression drizzle would render the column unqualified.
      inPublishedShowcase: sql<boolean>`exists (
        select 1 from ${showcaseFiles} sf join ${showcases} s on s.id = sf.showcase_id
        where sf.file_id = files.id and s.published
      )`,
    })
    .from(files)
    .where(eq(files.id, fileId));
  if (!row) return null;
  return {
    workspaceId: row.workspaceId,
    mimeType: row.mimeType,
    // Only a finished upload's original is served; while uploading the key names bytes still arriving.
    keys: {
      original: row.status === 'uploading' ? null : row.storageKey,
      rendition: row.renditionKey,
      poster: row.posterKey,
      peaks: row.peaksKey,
    },
    embeddable: row.embeddable,
    inPublishedShowcase: row.inPublishedShowcase,
  };
}

/** Whether the user may read the workspace's media: a member of it, or an operator. */
export async function readsWorkspaceMedia(db: Queryable, workspaceId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isOperator: users.isOperator, role: memberships.role })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.workspaceId, workspaceId)))
    .where(eq(users.id, userId));
  return row !== undefined && (row.isOperator || row.role !== null);
}

/**
 * Deletes those of `fileIds` the workspace has, with their tracks, in one transaction (assignments retired first,
 * as for one file). Answers the ids it deleted.
 */
export async function deletedFiles(db: Db, workspaceId: string, fileIds: string[], actor: Actor): Promise<string[]> {
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.workspaceId, workspaceId), inArray(files.id, fileIds)))
      .for('update');
    for (const { id } of owned) await retireAssignmentsOfFile(tx, workspaceId, id, actor);
    if (owned.length === 0) return [];
    const assets = await assetsOfFiles(
      tx,
      owned.map((f) => f.id),
    );
    const deleted = await tx
      .delete(files)
      .where(
        and(
          eq(files.workspaceId, workspaceId),
          inArray(
            files.id,
            owned.map((f) => f.id),
          ),
        ),
      )
      .returning({ id: files.id });
    await libraryFilesRemoved(tx, workspaceId, assets, userActor(actor));
    return deleted.map((f) => f.id);
  });
}

/** Sets `embeddable` on those of `fileIds` the workspace has; answers how many. */
export async function filesMadeEmbeddable(
  db: Queryable,
  workspaceId: string,
  fileIds: string[],
  embeddable: boolean,
): Promise<number> {
  const changed = await db
    .update(files)
    .set({ embeddable, updatedAt: new Date() })
    .where(and(eq(files.workspaceId, workspaceId), inArray(files.id, fileIds)))
    .returning({ id: files.id });
  return changed.length;
}
