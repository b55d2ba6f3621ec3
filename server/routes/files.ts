import { createRoute, z } from '@hono/zod-openapi';
import { FILE_MANAGERS, FILE_READERS } from '@shared/permissions/file';
import { workspaceQuerySchema } from '@shared/schemas/common';
import { listFilesQuerySchema, listFilesResponseSchema } from '@shared/schemas/file-list';
import { fileDetailQuerySchema, fileDetailSchema } from '@shared/schemas/files';
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
import { deletedFile, fileOfWorkspace, insertedFile, tracksOfFile, updatedFile } from '../db/queries/files';
import { fileListPage } from '../db/queries/file-list';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import type { AppDeps } from '../api';
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
      summary: 'Creates a file (admin, content-manager)',
      ...signedIn,
      request: { body: { content: { 'application/json': { schema: createFileBodySchema } }, required: true } },
      responses: { 201: jsonContent(z.object({ file: managedFileSchema }), 'The new file'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, ...values } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_MANAGERS);
      return c.json({ file: await insertedFile(deps.db, workspaceId, values) }, 201);
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
      return c.json({ file, tracks: await tracksOfFile(deps.db, fileId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/files/{fileId}',
      operationId: 'updateFile',
      summary: 'Changes a file (admin, content-manager)',
      ...signedIn,
      request: {
        params: filePathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: updateFileBodySchema } }, required: true },
      },
      responses: { 200: fileBody, ...authedErrors },
    }),
    async (c) => {
      const { fileId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const changes = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_MANAGERS);
      const file = await updatedFile(deps.db, workspaceId, fileId, changes);
      if (!file) throw notFound(FILE_NOT_FOUND);
      return c.json({ file }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/files/{fileId}',
      operationId: 'deleteFile',
      summary: 'Deletes a file with its tracks (admin, content-manager)',
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
      return c.body(null, 204);
    },
  );

  return router;
}
