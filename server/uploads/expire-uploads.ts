import { deletedUploadingFile, staleUploadFiles } from '../db/queries/files';
import type { Db } from '../db/open-database';
import { fileStoragePrefix, type Storage } from '../storage/storage';
import { UPLOAD_EXPIRY_MS } from './upload-store';

/**
 * Removes uploads that did not complete within UPLOAD_EXPIRY_MS of their start: their bytes, then their file.
 * The database lists them, so this works the same for local and S3 storage. Answers how many it removed.
 */
export async function expireStaleUploads(db: Db, storage: Storage, now = new Date()): Promise<number> {
  const stale = await staleUploadFiles(db, new Date(now.getTime() - UPLOAD_EXPIRY_MS));
  let removed = 0;
  for (const file of stale) {
    await storage.deletePrefix(fileStoragePrefix(file.workspaceId, file.id));
    if (await deletedUploadingFile(db, file.workspaceId, file.id)) removed += 1;
  }
  return removed;
}
