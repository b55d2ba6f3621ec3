import { idSchema } from '@shared/schemas/common';
import { fileStorageKey } from '../storage/storage';

// An upload's tus id is the storage key of its original; its URL names only the workspace and the file.

export interface UploadRef {
  workspaceId: string;
  fileId: string;
}

export const uploadIdOf = (ref: UploadRef) => fileStorageKey(ref.workspaceId, ref.fileId, 'original');

/** The workspace and file an upload id (a storage key) belongs to, or null for anything else. */
export function uploadRefOf(uploadId: string): UploadRef | null {
  const match = /^workspaces\/([^/]+)\/files\/([^/]+)\/original$/.exec(uploadId);
  if (!match) return null;
  const ref = { workspaceId: match[1]!, fileId: match[2]! };
  return idSchema.safeParse(ref.workspaceId).success && idSchema.safeParse(ref.fileId).success ? ref : null;
}

/** The upload an URL path `…/uploads/{workspaceId}/{fileId}` names, or null. */
export function uploadRefOfPath(pathname: string): UploadRef | null {
  const match = /\/uploads\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  return match ? uploadRefOf(uploadIdOf({ workspaceId: match[1]!, fileId: match[2]! })) : null;
}
