import { createRoute, z } from '@hono/zod-openapi';
import { LIMITS } from '@shared/constants';
import { FILE_MANAGERS, FILE_READERS, FILE_UPLOADERS } from '@shared/permissions/file';
import { workspaceQuerySchema } from '@shared/schemas/common';
import {
  bulkFilesBodySchema,
  bulkFilesResponseSchema,
  fileFromLinkBodySchema,
  fileFromLinkResponseSchema,
  listFilesQuerySchema,
  listFilesResponseSchema,
} from '@shared/schemas/file-list';
import { fileDetailQuerySchema, fileDetailSchema } from '@shared/schemas/files';
import { filePublishingSchema } from '@shared/schemas/track-management';
import {
  createFileBodySchema,
  fileWithTracksSchema,
  filePathSchema,
  managedFileSchema,
  updateFileBodySchema,
} from '@shared/schemas/media';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { actorOf } from '../db/queries/activity';
import {
  deletedFile,
  deletedFiles,
  fileOfWorkspace,
  filesMadeEmbeddable,
  insertedFile,
  updatedFile,
} from '../db/queries/files';
import { fileListPage } from '../db/queries/file-list';
import { filePublishing } from '../db/queries/file-publishing';
import { idempotencyErrors, idempotentWrite } from '../idempotency/idempotent-write';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, conflict, notFound } from '../http/errors';
import { tracksWithProvenance } from '../db/queries/track-provenance';
import { fileStoragePrefix } from '../storage/storage';
import { parseMediaLink } from '../uploads/media-link';
import { probeMediaLink } from '../uploads/probe-link';
import type { AppDeps } from '../app-deps';
import { decodeFileCursor, encodeFileCursor } from './file-cursor';

const fileBody = jsonContent(z.object({ file: managedFileSchema }), 'The file');
const FILE_NOT_FOUND = 'File not found';

export function filesRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/file_detail_get',
      operationId: 'getFileDetail',
      summary: "One file's id and name (every member)",
      ...signedIn,
      request: { query: fileDetailQuerySchema },
      responses: { 200: jsonContent(fileDetailSchema, 'The file'), ...authedErrors },
    }),
    async (c) => {
      const { fileId, workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_READERS);
      const file = await fileOfWorkspace(deps.db, workspaceId, fileId);
      if (!file) throw notFound(FILE_NOT_FOUND);
      return c.json({ id: file.id, name: file.name }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/files',
      operationId: 'listFiles',
      summary: "One page of a workspace's files: search, filters, sort and a cursor (every member)",
      ...signedIn,
      request: { query: listFilesQuerySchema },
      responses: { 200: jsonContent(listFilesResponseSchema, 'The files'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, cursor, ...options } = c.req.valid('query');
      const after = decodeFileCursor(options.sort, cursor);
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_READERS);
      const page = await fileListPage(deps.db, workspaceId, { ...options, after });
      const nextCursor = page.next && encodeFileCursor(options.sort, page.next);
      return c.json({ files: page.files, nextCursor, total: page.total }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/files',
      operationId: 'createFile',
      summary: 'Creates a file (admin, content-manager); direct media links are fetched and processed',
      ...idempotentWrite(deps),
      request: { body: { content: { 'application/json': { schema: createFileBodySchema } }, required: true } },
      responses: {
        201: jsonContent(z.object({ file: managedFileSchema }), 'The new file'),
        ...authedErrors,
        ...idempotencyErrors,
      },
    }),
    async (c) => {
      const { workspaceId, ...values } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_MANAGERS);
      const measure = needsMeasuring(values);
      const file = await insertedFile(deps.db, workspaceId, { ...values, ...(measure ? { status: 'queued' } : {}) });
      if (!measure) return c.json({ file }, 201);
      await deps.jobs.startMediaProcessing(workspaceId, file.id);
      return c.json({ file: (await fileOfWorkspace(deps.db, workspaceId, file.id)) ?? file }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/files/{fileId}',
      operationId: 'getFile',
      summary: 'A file with its tracks (every member)',
      ...signedIn,
      request: { params: filePathSchema, query: workspaceQuerySchema },
      responses: { 200: jsonContent(fileWithTracksSchema, 'The file'), ...authedErrors },
    }),
    async (c) => {
      const { fileId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_READERS);
      const file = await fileOfWorkspace(deps.db, workspaceId, fileId);
      if (!file) throw notFound(FILE_NOT_FOUND);
      return c.json({ file, tracks: await tracksWithProvenance(deps.db, fileId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/files/{fileId}/publishing',
      operationId: 'getFilePublishing',
      summary: 'Whether saved changes to the file reach the public embeds, and why (every member)',
      ...signedIn,
      request: { params: filePathSchema, query: workspaceQuerySchema },
      responses: { 200: jsonContent(filePublishingSchema, 'Embeddable, published showcases, live'), ...authedErrors },
    }),
    async (c) => {
      const { fileId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_READERS);
      const publishing = await filePublishing(deps.db, workspaceId, fileId);
      if (!publishing) throw notFound(FILE_NOT_FOUND);
      return c.json(publishing, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/files/{fileId}',
      operationId: 'updateFile',
      summary:
        'Changes a file (admin, content-manager); `media` and `durationMs` only while it has no media (409 after)',
      ...signedIn,
      request: {
        params: filePathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: updateFileBodySchema } }, required: true },
      },
      responses: { 200: fileBody, ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const { fileId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const changes = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_MANAGERS);
      // Once a file has media, what it is and how long it lasts are the server's (docs/media-library.md).
      const mediaChanges = changes.media !== undefined || changes.durationMs !== undefined;
      const file = await updatedFile(deps.db, workspaceId, fileId, changes, { onlyWithoutMedia: mediaChanges });
      if (file && changes.media && needsMeasuring(file)) {
        await deps.jobs.startMediaProcessing(workspaceId, fileId);
        return c.json({ file: (await fileOfWorkspace(deps.db, workspaceId, fileId)) ?? file }, 200);
      }
      if (file) return c.json({ file }, 200);
      if (mediaChanges && (await fileOfWorkspace(deps.db, workspaceId, fileId))) {
        throw conflict(
          'This file already has media: its media and duration cannot be changed; add new media as a new file',
        );
      }
      throw notFound(FILE_NOT_FOUND);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/files/{fileId}',
      operationId: 'deleteFile',
      summary: 'Deletes a file with its tracks and stored media (admin, content-manager)',
      ...signedIn,
      request: { params: filePathSchema, query: workspaceQuerySchema },
      responses: { 204: { description: 'Deleted' }, ...authedErrors },
    }),
    async (c) => {
      const { fileId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, FILE_MANAGERS);
      if (!(await deletedFile(deps.db, workspaceId, fileId, actorOf(user)))) throw notFound(FILE_NOT_FOUND);
      await deps.storage.deletePrefix(fileStoragePrefix(workspaceId, fileId));
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/files/from_link',
      operationId: 'createFileFromLink',
      summary: 'Adds a file from a YouTube or Vimeo link or a direct media link (admin, content-manager)',
      ...idempotentWrite(deps),
      request: { body: { content: { 'application/json': { schema: fileFromLinkBodySchema } }, required: true } },
      responses: {
        201: jsonContent(fileFromLinkResponseSchema, 'The new file'),
        ...authedErrors,
        ...idempotencyErrors,
      },
    }),
    async (c) => {
      const { workspaceId, url, name } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_UPLOADERS);
      const link = parseMediaLink(url);
      if (link.kind === 'invalid') throw badRequest('url', link.message);
      if (link.kind === 'platform') {
        const { platformType, videoId } = link;
        const label = platformType === 'youtube' ? 'YouTube' : 'Vimeo';
        const media = { type: 'platform' as const, platformType, videoId };
        const file = await insertedFile(deps.db, workspaceId, { name: name ?? `${label} video ${videoId}`, media });
        return c.json({ file }, 201);
      }
      const probed = await probeMediaLink(link.url, {
        allowPrivate: deps.media.allowPrivateLinks,
        maxBytes: deps.media.maxUploadBytes,
      });
      if (!probed.ok) throw badRequest('url', probed.message);
      const created = await insertedFile(deps.db, workspaceId, {
        name: name ?? nameOfLink(new URL(probed.url)),
        media: { type: 'url', url: probed.url, mimeType: probed.mimeType },
        mimeType: probed.mimeType,
        sizeBytes: probed.sizeBytes,
        status: 'queued',
      });
      await deps.jobs.startMediaProcessing(workspaceId, created.id);
      return c.json({ file: (await fileOfWorkspace(deps.db, workspaceId, created.id)) ?? created }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/files/bulk',
      operationId: 'bulkUpdateFiles',
      summary: 'Deletes files or sets whether they are embeddable, up to 100 at once (admin, content-manager)',
      ...signedIn,
      request: { body: { content: { 'application/json': { schema: bulkFilesBodySchema } }, required: true } },
      responses: { 200: jsonContent(bulkFilesResponseSchema, 'How many files changed'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, fileIds, action, embeddable } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, FILE_MANAGERS);
      if (action === 'set_embeddable') {
        return c.json({ updated: await filesMadeEmbeddable(deps.db, workspaceId, fileIds, embeddable!) }, 200);
      }
      const deleted = await deletedFiles(deps.db, workspaceId, [...new Set(fileIds)], actorOf(user));
      for (const id of deleted) await deps.storage.deletePrefix(fileStoragePrefix(workspaceId, id));
      return c.json({ updated: deleted.length }, 200);
    },
  );

  return router;
}

/** A readable default name for a linked file: its last path segment, else its host. */
function nameOfLink(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop();
  let name = url.hostname;
  if (last) {
    try {
      name = decodeURIComponent(last);
    } catch {
      name = last;
    }
  }
  return name.trim().slice(0, LIMITS.fileName) || url.hostname;
}

function badRequest(path: string, message: string) {
  return new ApiHttpError(400, 'validation_error', message, [{ path, message, code: 'custom' }]);
}

/**
 * A direct media link elsewhere is fetched and probed like one added by link: jobs are priced from the duration the
 * server measured (never a caller's `durationMs`), and a rendition lets every browser play it. A path on this site
 * (`/media/…`) is not fetched.
 */
function needsMeasuring(file: { media: { type: 'url'; url: string } | { type: 'platform' } | null }) {
  return file.media?.type === 'url' && /^https?:\/\//.test(file.media.url);
}
