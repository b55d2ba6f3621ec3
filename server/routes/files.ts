import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import { workspaceQuerySchema } from '@shared/schemas/common';
import { fileDetailQuerySchema, fileDetailSchema } from '@shared/schemas/files';
import {
  createFileBodySchema,
  fileWithTracksSchema,
  filePathSchema,
  listFilesResponseSchema,
  type ManagedFile,
  managedFileSchema,
  updateFileBodySchema,
} from '@shared/schemas/media';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import { files, tracks } from '../db/schema';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import type { AppDeps } from '../api';

export const MANAGERS: readonly Role[] = ['admin', 'content-manager'];

export function toManagedFile(row: typeof files.$inferSelect): ManagedFile {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    description: row.description,
    media: row.media,
    durationMs: row.durationMs,
    thumbnailUrl: row.thumbnailUrl,
    embeddable: row.embeddable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function filesRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };

  async function fileIn(workspaceId: string, fileId: string) {
    const [file] = await deps.db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId)));
    if (!file) throw notFound('File not found');
    return file;
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/file_detail_get',
      summary: 'One file of a workspace',
      ...signedIn,
      request: { query: fileDetailQuerySchema },
      responses: { 200: jsonContent(fileDetailSchema, 'The file'), ...authedErrors },
    }),
    async (c) => {
      const { fileId, workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const file = await fileIn(workspaceId, fileId);
      return c.json({ id: file.id, name: file.name }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/files',
      summary: "A workspace's files, newest first (every member)",
      ...signedIn,
      request: { query: workspaceQuerySchema },
      responses: { 200: jsonContent(listFilesResponseSchema, 'The files'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const rows = await deps.db
        .select()
        .from(files)
        .where(eq(files.workspaceId, workspaceId))
        .orderBy(desc(files.createdAt), asc(files.id));
      return c.json({ files: rows.map(toManagedFile) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/files',
      summary: 'Creates a file (admin, content-manager)',
      ...signedIn,
      request: { body: { content: { 'application/json': { schema: createFileBodySchema } }, required: true } },
      responses: { 201: jsonContent(z.object({ file: managedFileSchema }), 'The new file'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, ...values } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MANAGERS);
      const [row] = await deps.db
        .insert(files)
        .values({ id: newId(), workspaceId, ...values })
        .returning();
      return c.json({ file: toManagedFile(row!) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/files/{fileId}',
      summary: 'A file with its tracks (every member)',
      ...signedIn,
      request: { params: filePathSchema, query: workspaceQuerySchema },
      responses: { 200: jsonContent(fileWithTracksSchema, 'The file'), ...authedErrors },
    }),
    async (c) => {
      const { fileId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const file = await fileIn(workspaceId, fileId);
      const trackRows = await deps.db
        .select({ id: tracks.id, language: tracks.language, kind: tracks.kind, label: tracks.label })
        .from(tracks)
        .where(eq(tracks.fileId, fileId))
        .orderBy(asc(tracks.createdAt), asc(tracks.id));
      return c.json(
        { file: toManagedFile(file), tracks: trackRows as z.infer<typeof fileWithTracksSchema>['tracks'] },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/files/{fileId}',
      summary: 'Changes a file (admin, content-manager)',
      ...signedIn,
      request: {
        params: filePathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: updateFileBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(z.object({ file: managedFileSchema }), 'The file'), ...authedErrors },
    }),
    async (c) => {
      const { fileId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const changes = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MANAGERS);
      const [row] = await deps.db
        .update(files)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId)))
        .returning();
      if (!row) throw notFound('File not found');
      return c.json({ file: toManagedFile(row) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/files/{fileId}',
      summary: 'Deletes a file with its tracks (admin, content-manager)',
      ...signedIn,
      request: { params: filePathSchema, query: workspaceQuerySchema },
      responses: { 204: { description: 'Deleted' }, ...authedErrors },
    }),
    async (c) => {
      const { fileId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MANAGERS);
      const deleted = await deps.db
        .delete(files)
        .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId)))
        .returning({ id: files.id });
      if (deleted.length === 0) throw notFound('File not found');
      return c.body(null, 204);
    },
  );

  return router;
}
