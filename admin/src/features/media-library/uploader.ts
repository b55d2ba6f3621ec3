import Uppy from '@uppy/core';
import Tus, { type TusBody } from '@uppy/tus';

/** Every tus response names the file the upload created, so the list can show it before the bytes arrive. */
export const FILE_ID_HEADER = 'Media-Access-File-Id';

export interface UploadMeta {
  [key: string]: unknown;
  workspaceId: string;
  filename: string;
  filetype: string;
}

export type Uploader = Uppy<UploadMeta, TusBody>;

interface UploaderOptions {
  workspaceId: string;
  /** A current ID token (Firebase refreshes it when it is about to expire), asked for before every request. */
  getIdToken: () => Promise<string | null>;
  /** Something the file list shows changed: a file was created, or an upload finished. */
  onFilesChanged: (fileId: string | null) => void;
}

/**
 * Resumable uploads to `/api/uploads` (tus 1.0) for one workspace: audio and video only, the token in
 * `Authorization` on every request, `workspaceId`/`filename`/`filetype` in `Upload-Metadata`, and retries
 * with backoff after a dropped connection (tus resumes from the server's offset).
 */
function createUploader({ workspaceId, getIdToken, onFilesChanged }: UploaderOptions): Uploader {
  const uppy = new Uppy<UploadMeta, TusBody>({
    id: `media-upload-${workspaceId}`,
    autoProceed: true,
    restrictions: { allowedFileTypes: ['audio/*', 'video/*'] },
  });
  uppy.on('file-added', (file) =>
    uppy.setFileMeta(file.id, { workspaceId, filename: file.name ?? 'Untitled', filetype: file.type }),
  );
  uppy.on('upload-success', () => onFilesChanged(null));
  // tus wraps the API's answer in a long technical message: show the API's own words (they say what to do).
  uppy.on('upload-error', (file, error) => {
    const message = apiMessageOf((error as { originalResponse?: { getBody(): string } }).originalResponse?.getBody());
    if (file && message) uppy.setFileState(file.id, { error: message });
  });
  const announced = new Set<string>();
  uppy.use(Tus, {
    endpoint: '/api/uploads',
    // Chunks bound what a dropped connection costs; the server streams each to storage.
    chunkSize: 32 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    allowedMetaFields: ['workspaceId', 'filename', 'filetype'],
    removeFingerprintOnSuccess: true,
    onBeforeRequest: async (request) => {
      const token = await getIdToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onAfterResponse: (_request, response) => {
      const fileId = response.getHeader(FILE_ID_HEADER);
      if (fileId && !announced.has(fileId)) {
        announced.add(fileId);
        onFilesChanged(fileId);
      }
    },
  });
  return uppy;
}

function apiMessageOf(body: string | undefined): string | null {
  try {
    const message = (JSON.parse(body ?? '') as { error?: { message?: unknown } }).error?.message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

const uploaders = new Map<string, { uppy: Uploader; listeners: Set<(fileId: string | null) => void> }>();

/**
 * The workspace's one uploader, kept for the life of the page: uploads go on when the dialog closes or the
 * person opens another screen. `listen` hears when the file list should refresh.
 */
export function uploaderFor(workspaceId: string, getIdToken: () => Promise<string | null>) {
  let entry = uploaders.get(workspaceId);
  if (!entry) {
    const listeners = new Set<(fileId: string | null) => void>();
    const uppy = createUploader({
      workspaceId,
      getIdToken,
      onFilesChanged: (fileId) => listeners.forEach((listener) => listener(fileId)),
    });
    entry = { uppy, listeners };
    uploaders.set(workspaceId, entry);
  }
  return entry;
}
