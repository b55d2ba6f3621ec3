import type { MediaConfig } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** S3 when a bucket is configured, else the local filesystem under DATA_DIR/media. */
export function createStorage(media: MediaConfig): Storage {
  return media.s3 ? createS3Storage(media.s3) : createLocalStorage(media.localDir);
}
