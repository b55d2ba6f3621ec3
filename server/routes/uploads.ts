import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import { Hono } from 'hono';
import type { ErrorCode } from '@shared/constants';
import { FILE_UPLOADERS } from '@shared/permissions/file';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { requireStorageRoom } from '../billing/plan-limits';
import { deletedUploadingFile, fileOfWorkspace, insertedUploadFile, updatedFile } from '../db/queries/files';
import { newId } from '../db/new-id';
import { ApiHttpError, notFound } from '../http/errors';
import { fileStoragePrefix } from '../storage/storage';
import { parseUploadMetadata, uploadMetadataSchema } from '../uploads/upload-metadata';
import { uploadIdOf, type UploadRef, uploadRefOf, uploadRefOfPath } from '../uploads/upload-keys';
import { createUploadStore } from '../uploads/upload-store';
import { formatBytes } from '../uploads/format-bytes';
import { storageReader } from '../uploads/byte-readers';
import { sniffMedia } from '../uploads/sniff-media';
import type { AppDeps } from '../app-deps';

/** Every tus answer names the file the upload belongs to. */
export const FILE_ID_HEADER = 'Media-Access-File-Id';

const TUS_ERROR_CODES: Record<number, ErrorCode> = {
  400: 'validation_error',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'not_found',
  412: 'validation_error',
  413: 'payload_too_large',
  415: 'validation_error',
  423: 'conflict',
  460: 'conflict',
};

const errorBody = (code: ErrorCode, message: string) => JSON.stringify({ error: { code, message } });

/**
 * Resumable uploads (tus 1.0) at `/api/uploads`. Every request is authorised here before tus sees it: a bearer
 * token, a manager's role in the upload's workspace and, for an existing upload, its file in that workspace. The
 * file row appears at creation (`uploading`, named after `filename`); on completion the bytes are sniffed, and
 * media goes on to processing while anything else fails with a message naming what it is.
 */
export function uploadsRouter(deps: AppDeps) {
  /** What the POST handler decided, for tus's naming and creation hooks of the same request. */
  const creations = new WeakMap<Request, UploadRef & { name: string }>();

  const tus = new Server({
    path: '/api/uploads',
    datastore: createUploadStore(deps.media),
    maxSize: deps.media.maxUploadBytes,
    allowedOrigins: [deps.publicUrl],
    exposedHeaders: [FILE_ID_HEADER],
    // A finished upload is a library file; it is deleted through DELETE /files/{fileId}.
    disableTerminationForFinishedUploads: true,
    namingFunction: (req) => uploadIdOf(creationOf(req)),
    generateUrl: (_req, { path, id }) => {
      const ref = uploadRefOf(id)!;
      return `${path}/${ref.workspaceId}/${ref.fileId}`;
    },
    getFileIdFromRequest: (req) => {
      const ref = uploadRefOfPath(new URL(req.url).pathname);
      return ref ? uploadIdOf(ref) : undefined;
    },
    async onUploadCreate(req, upload) {
      const creation = creationOf(req);
      await insertedUploadFile(deps.db, {
        id: creation.fileId,
        workspaceId: creation.workspaceId,
        name: creation.name,
        storageKey: upload.id,
      });
      return {};
    },
    onUploadFinish: async (_req, upload) => finishUpload(upload),
  });

  function creationOf(req: Request) {
    const creation = creations.get(req);
    if (!creation) throw new Error('An upload was created without the authorised POST');
    return creation;
  }

  /** Sniffs the stored bytes: media goes on to processing; anything else is refused and its bytes deleted. */
  async function finishUpload(upload: Upload) {
    const ref = uploadRefOf(upload.id)!;
    const sniffed = await sniffMedia(storageReader(deps.storage, upload.id));
    if (!sniffed.ok) {
      await deps.storage.deletePrefix(fileStoragePrefix(ref.workspaceId, ref.fileId));
      await updatedFile(deps.db, ref.workspaceId, ref.fileId, {
        status: 'failed',
        error: sniffed.message,
        storageKey: null,
      });
      throw { status_code: 415, body: errorBody('validation_error', sniffed.message) };
    }
    await updatedFile(deps.db, ref.workspaceId, ref.fileId, {
      sizeBytes: upload.size ?? null,
      mimeType: sniffed.mimeType,
    });
    await deps.jobs.startMediaProcessing(ref.workspaceId, ref.fileId);
    return {};
  }

  /** tus's answer with the file id added and any error in the API's error shape. */
  async function answer(request: Request, fileId: string | undefined): Promise<Response> {
    const response = await tus.handleWeb(request);
    const headers = new Headers(response.headers);
    if (fileId) headers.set(FILE_ID_HEADER, fileId);
    if (response.status < 400) return new Response(response.body, { status: response.status, headers });
    const text = await response.text();
    let body = text;
    if (!isErrorBody(text)) {
      const code = TUS_ERROR_CODES[response.status] ?? 'internal';
      body = errorBody(code, text.trim() || 'The upload failed');
    }
    headers.set('Content-Type', 'application/json');
    headers.set('Content-Length', String(Buffer.byteLength(body)));
    return new Response(body, { status: response.status, headers });
  }

  const router = new Hono<AuthedEnv>();
  // Capability discovery and CORS preflight carry no credentials and store nothing.
  router.options('*', (c) => answer(c.req.raw, undefined));

  router.post('/', requireUser(deps), async (c) => {
    const metadata = parseUploadMetadata(c.req.header('Upload-Metadata'));
    if (!metadata) throw validationError('Upload-Metadata', 'Must be comma-separated "key base64value" pairs');
    const parsed = uploadMetadataSchema.safeParse(metadata);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw validationError(`Upload-Metadata.${issue.path.join('.')}`, issue.message);
    }
    const { workspaceId, filename } = parsed.data;
    await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_UPLOADERS);
    const length = Number(c.req.header('Upload-Length') ?? 0);
    if (length > deps.media.maxUploadBytes) {
      throw new ApiHttpError(
        413,
        'payload_too_large',
        `The file is larger than the ${formatBytes(deps.media.maxUploadBytes)} this server accepts`,
      );
    }
    await requireStorageRoom(deps.db, workspaceId, length);
    const fileId = newId();
    creations.set(c.req.raw, { workspaceId, fileId, name: filename });
    return answer(c.req.raw, fileId);
  });

  // Hono answers HEAD through the GET route; a tus GET (download) is not offered.
  router.on(['GET', 'PATCH', 'DELETE'], '/:workspaceId/:fileId', requireUser(deps), async (c) => {
    const method = c.req.raw.method;
    if (method === 'GET') throw notFound('Uploads cannot be downloaded; use /api/media/{fileId}/original');
    const ref = uploadRefOfPath(c.req.path);
    if (!ref) throw notFound('Upload not found');
    await requireWorkspaceRole(deps.db, c.get('user'), ref.workspaceId, FILE_UPLOADERS);
    const file = await fileOfWorkspace(deps.db, ref.workspaceId, ref.fileId);
    if (!file) throw notFound('Upload not found');
    const response = await answer(c.req.raw, ref.fileId);
    if (method === 'DELETE' && response.status === 204) {
      await deletedUploadingFile(deps.db, ref.workspaceId, ref.fileId);
      await deps.storage.deletePrefix(fileStoragePrefix(ref.workspaceId, ref.fileId));
    }
    return response;
  });

  return router;
}

function validationError(path: string, message: string) {
  return new ApiHttpError(400, 'validation_error', `${path}: ${message}`, [{ path, message, code: 'custom' }]);
}

function isErrorBody(text: string): boolean {
  try {
    return typeof (JSON.parse(text) as { error?: { code?: unknown } }).error?.code === 'string';
  } catch {
    return false;
  }
}
