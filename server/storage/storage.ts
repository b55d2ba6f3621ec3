import type { Readable } from 'node:stream';

/** A byte range as in an HTTP `Range` header, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  stream: Readable;
  /** Size of the whole object, not of the range. */
  size: number;
  contentType: string;
}

export interface StoredObjectInfo {
  size: number;
  contentType: string;
}

/**
 * Where media bytes live: the local filesystem under DATA_DIR/media, or an S3-compatible bucket. Keys look like
 * `workspaces/{workspaceId}/files/{fileId}/original`; everything of one file shares that file's prefix.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key`, streaming; replaces what was there. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** The object (or `range` of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
  /** The object's path on this machine (local storage only), so ffmpeg can read it directly. */
  localPath?(key: string): string;
}

/** The prefix every stored object of one workspace shares. */
export function workspaceStoragePrefix(workspaceId: string): string {
  return `workspaces/${workspaceId}/`;
}

/** The prefix every stored object of one file shares. */
export function fileStoragePrefix(workspaceId: string, fileId: string): string {
  return `${workspaceStoragePrefix(workspaceId)}files/${fileId}/`;
}

/** The key of a file's stored object, e.g. `original`, `poster.jpg`, `peaks.json`, `rendition.mp4`. */
export function fileStorageKey(workspaceId: string, fileId: string, name: string): string {
  return `${fileStoragePrefix(workspaceId, fileId)}${name}`;
}
