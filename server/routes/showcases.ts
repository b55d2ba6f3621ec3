import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { workspaceQuerySchema } from '@shared/schemas/common';
import {
  createShowcaseBodySchema,
  DEFAULT_SHOWCASE_OPTIONS,
  listShowcasesResponseSchema,
  type Showcase,
  showcasePathSchema,
  showcaseSchema,
  setShowcaseFilesBodySchema,
  updateShowcaseBodySchema,
} from '@shared/schemas/showcases';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import type { Db, Tx } from '../db/open-database';
import { newId } from '../db/new-id';
import { files, showcaseFiles, showcases } from '../db/schema';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import type { AppDeps } from '../api';
import { MANAGERS } from './files';

const showcaseBody = jsonContent(z.object({ showcase: showcaseSchema }), 'The showcase');

function toShowcase(row: typeof showcases.$inferSelect, fileIds: string[]): Showcase {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    title: row.title,
    description: row.description,
    published: row.published,
    options: row.options,
    fileIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Files of many showcases in display order, in one query. */
async function fileIdsOf(db: Db | Tx, showcaseIds: string[]): Promise<Map<string, string[]>> {
  const byShowcase = new Map(showcaseIds.map((id) => [id, [] as string[]]));
  if (showcaseIds.length === 0) return byShowcase;
  const rows = await db
    .select({ showcaseId: showcaseFiles.showcaseId, fileId: showcaseFiles.fileId })
    .from(showcaseFiles)
    .where(inArray(showcaseFiles.showcaseId, showcaseIds))
    .orderBy(asc(showcaseFiles.position));
  for (const row of rows) byShowcase.get(row.showcaseId)!.push(row.fileId);
  return byShowcase;
}

/** Sets the showcase's files in this order; every file must belong to the same workspace. */
async function setFiles(tx: Tx, workspaceId: string, showcaseId: string, fileIds: string[]) {
  if (fileIds.length > 0) {
    const found = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.workspaceId, workspaceId), inArray(files.id, fileIds)));
    if (found.length !== fileIds.length) {
      const known = new Set(found.map((f) => f.id));
      const missing = fileIds.filter((id) => !known.has(id));
      throw new ApiHttpError(400, 'validation_error', `fileIds: No such file in this workspace: ${missing.join(', ')}`);
    }
  }
  await tx.delete(showcaseFiles).where(eq(showcaseFiles.showcaseId, showcaseId));
  if (fileIds.length > 0) {
    await tx.insert(showcaseFiles).values(fileIds.map((fileId, position) => ({ showcaseId, fileId, position })));
  }
}

export function showcasesRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };
  const target = { params: showcasePathSchema, query: workspaceQuerySchema };

  async function answer(showcaseId: string, workspaceId: string) {
    const [row] = await deps.db
      .select()
      .from(showcases)
      .where(and(eq(showcases.id, showcaseId), eq(showcases.workspaceId, workspaceId)));
    if (!row) throw notFound('Showcase not found');
    const ids = await fileIdsOf(deps.db, [row.id]);
    return { showcase: toShowcase(row, ids.get(row.id)!) };
  }

  /** Updates one showcase of the workspace, or 404s. */
  async function update(workspaceId: string, showcaseId: string, set: Partial<typeof showcases.$inferInsert>) {
    const updated = await deps.db
      .update(showcases)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(showcases.id, showcaseId), eq(showcases.workspaceId, workspaceId)))
      .returning({ id: showcases.id });
    if (updated.length === 0) throw notFound('Showcase not found');
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/showcases',
      summary: "A workspace's showcases, newest first (every member)",
      ...signedIn,
      request: { query: workspaceQuerySchema },
      responses: { 200: jsonContent(listShowcasesResponseSchema, 'The showcases'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const rows = await deps.db
        .select()
        .from(showcases)
        .where(eq(showcases.workspaceId, workspaceId))
        .orderBy(desc(showcases.createdAt), asc(showcases.id));
      const ids = await fileIdsOf(
        deps.db,
        rows.map((r) => r.id),
      );
      return c.json({ showcases: rows.map((r) => toShowcase(r, ids.get(r.id)!)) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/showcases',
      summary: 'Creates an unpublished showcase (admin, content-manager)',
      ...signedIn,
      request: { body: { content: { 'application/json': { schema: createShowcaseBodySchema } }, required: true } },
      responses: { 201: showcaseBody, ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, fileIds, options, ...values } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MANAGERS);
      const id = newId();
      await deps.db.transaction(async (tx) => {
        await tx
          .insert(showcases)
          .values({ id, workspaceId, ...values, options: { ...DEFAULT_SHOWCASE_OPTIONS, ...options } });
        await setFiles(tx, workspaceId, id, fileIds);
      });
      return c.json(await answer(id, workspaceId), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/showcases/{showcaseId}',
      summary: 'One showcase (every member)',
      ...signedIn,
      request: target,
      responses: { 200: showcaseBody, ...authedErrors },
    }),
    async (c) => {
      const { showcaseId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      return c.json(await answer(showcaseId, workspaceId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/showcases/{showcaseId}',
      summary: "Changes a showcase's title, description or options (admin, content-manager)",
      ...signedIn,
      request: {
        ...target,
        body: { content: { 'application/json': { schema: updateShowcaseBodySchema } }, required: true },
      },
      responses: { 200: showcaseBody, ...authedErrors },
    }),
    async (c) => {
      const { showcaseId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const { options, ...values } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MANAGERS);
      const current = await answer(showcaseId, workspaceId);
      await update(workspaceId, showcaseId, { ...values, options: { ...current.showcase.options, ...options } });
      return c.json(await answer(showcaseId, workspaceId), 200);
    },
  );

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `/showcases/{showcaseId}/${action}`,
        summary: published
          ? 'Publishes a showcase: its embeds answer at once (admin, content-manager)'
          : 'Unpublishes a showcase: its embeds answer 404 at once (admin, content-manager)',
        ...signedIn,
        request: target,
        responses: { 200: showcaseBody, ...authedErrors },
      }),
      async (c) => {
        const { showcaseId } = c.req.valid('param');
        const { workspaceId } = c.req.valid('query');
        await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MANAGERS);
        await update(workspaceId, showcaseId, { published });
        return c.json(await answer(showcaseId, workspaceId), 200);
      },
    );
  }

  router.openapi(
    createRoute({
      method: 'put',
      path: '/showcases/{showcaseId}/files',
      summary: "Sets a showcase's files in display order: reorders, adds and removes (admin, content-manager)",
      ...signedIn,
      request: {
        ...target,
        body: { content: { 'application/json': { schema: setShowcaseFilesBodySchema } }, required: true },
      },
      responses: { 200: showcaseBody, ...authedErrors },
    }),
    async (c) => {
      const { showcaseId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const { fileIds } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MANAGERS);
      await answer(showcaseId, workspaceId);
      await deps.db.transaction(async (tx) => {
        await setFiles(tx, workspaceId, showcaseId, fileIds);
        await tx.update(showcases).set({ updatedAt: new Date() }).where(eq(showcases.id, showcaseId));
      });
      return c.json(await answer(showcaseId, workspaceId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/showcases/{showcaseId}',
      summary: 'Deletes a showcase; its files stay (admin, content-manager)',
      ...signedIn,
      request: target,
      responses: { 204: { description: 'Deleted' }, ...authedErrors },
    }),
    async (c) => {
      const { showcaseId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MANAGERS);
      const deleted = await deps.db
        .delete(showcases)
        .where(and(eq(showcases.id, showcaseId), eq(showcases.workspaceId, workspaceId)))
        .returning({ id: showcases.id });
      if (deleted.length === 0) throw notFound('Showcase not found');
      return c.body(null, 204);
    },
  );

  return router;
}
