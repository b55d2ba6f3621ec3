import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { MediaConfig } from '../config';
import { s3ClientConfigOf } from '../storage/s3-storage';

/** How long an unfinished upload may wait for its next byte before it is removed (and its file with it). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * The tus data store writing where Storage reads: an upload's id is its final storage key
 * (`workspaces/{workspaceId}/files/{fileId}/original`), so a finished upload is already in place, never copied.
 */
export function createUploadStore(media: MediaConfig): DataStore {
  if (media.s3) {
    return new S3Store({
      s3ClientConfig: { bucket: media.s3.bucket, ...s3ClientConfigOf(media.s3) },
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    });
  }
  return new FileStore({ directory: media.localDir, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
}
