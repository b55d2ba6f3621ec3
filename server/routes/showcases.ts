import { createRoute, z } from '@hono/zod-openapi';
import { SHOWCASE_MANAGERS, SHOWCASE_READERS } from '@shared/permissions/showcase';
import { workspaceQuerySchema } from '@shared/schemas/common';
import {
  createShowcaseBodySchema,
  listShowcasesResponseSchema,
  type Showcase,
  showcasePathSchema,
  showcaseSchema,
  setShowcaseFilesBodySchema,
  updateShowcaseBodySchema,
} from '@shared/schemas/showcases';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import {
  createdShowcase,
  deletedShowcase,
  showcaseOfWorkspace,
  showcasesOfWorkspace,
  type ShowcaseOrMissingFiles,
  showcaseWithFiles,
  type SlugTaken,
  updatedShowcase,
} from '../db/queries/showcases';
import { authedErrors, bearerSecurity, createRouter, errorContent, jsonContent } from '../http/create-router';
import { ApiHttpError, conflict, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

const showcaseBody = jsonContent(z.object({ showcase: showcaseSchema }), 'The showcase');
const SHOWCASE_NOT_FOUND = 'Showcase not found';

const slugConflict = { 409: errorContent('Another showcase of the workspace already uses this slug') };

/**
 * The showcase, or a 404 when there is none; a 400 naming the files that are not the workspace's; a 409 when
 * another showcase of the workspace answers to the slug.
 */
function showcaseOr404(result: ShowcaseOrMissingFiles | SlugTaken | Showcase | null): Showcase {
  if (!result) throw notFound(SHOWCASE_NOT_FOUND);
  if ('missingFileIds' in result) {
    const message = `fileIds: No such file in this workspace: ${result.missingFileIds.join(', ')}`;
    throw new ApiHttpError(400, 'validation_error', message);
  }
  if ('slugTaken' in result) {
    throw conflict(`slug: Another showcase in this workspace already uses the address “${result.slugTaken}”`);
  }
  return 'showcase' in result ? result.showcase : result;
}

export function showcasesRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };
  const target = { params: showcasePathSchema, query: workspaceQuerySchema };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/showcases',
      operationId: 'listShowcases',
      summary: "A workspace's showcases, newest first (every member)",
      ...signedIn,
      request: { query: workspaceQuerySchema },
      responses: { 200: jsonContent(listShowcasesResponseSchema, 'The showcases'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SHOWCASE_READERS);
      return c.json({ showcases: await showcasesOfWorkspace(deps.db, workspaceId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/showcases',
      operationId: 'createShowcase',
      summary: 'Creates an unpublished showcase; its slug comes from the title unless given (admin, content-manager)',
      ...signedIn,
      request: { body: { content: { 'application/json': { schema: createShowcaseBodySchema } }, required: true } },
      responses: { 201: showcaseBody, ...authedErrors, ...slugConflict },
    }),
    async (c) => {
      const { workspaceId, fileIds, ...values } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SHOWCASE_MANAGERS);
      const showcase = showcaseOr404(await createdShowcase(deps.db, workspaceId, values, fileIds));
      return c.json({ showcase }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/showcases/{showcaseId}',
      operationId: 'getShowcase',
      summary: 'One showcase (every member)',
      ...signedIn,
      request: target,
      responses: { 200: showcaseBody, ...authedErrors },
    }),
    async (c) => {
      const { showcaseId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SHOWCASE_READERS);
      const showcase = showcaseOr404(await showcaseOfWorkspace(deps.db, workspaceId, showcaseId));
      return c.json({ showcase }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/showcases/{showcaseId}',
      operationId: 'updateShowcase',
      summary: "Changes a showcase's title, slug, description or options (admin, content-manager)",
      ...signedIn,
      request: {
        ...target,
        body: { content: { 'application/json': { schema: updateShowcaseBodySchema } }, required: true },
      },
      responses: { 200: showcaseBody, ...authedErrors, ...slugConflict },
    }),
    async (c) => {
      const { showcaseId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const changes = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SHOWCASE_MANAGERS);
      const showcase = showcaseOr404(await updatedShowcase(deps.db, workspaceId, showcaseId, changes));
      return c.json({ showcase }, 200);
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
        operationId: published ? 'publishShowcase' : 'unpublishShowcase',
        summary: published
          ? 'Publishes a showcase: its embeds answer at once (admin, content-manager)'
          : 'Unpublishes a showcase: its embeds answer 404 at once, CDN copies within 2 minutes (admin, content-manager)',
        ...signedIn,
        request: target,
        responses: { 200: showcaseBody, ...authedErrors },
      }),
      async (c) => {
        const { showcaseId } = c.req.valid('param');
        const { workspaceId } = c.req.valid('query');
        await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SHOWCASE_MANAGERS);
        const showcase = showcaseOr404(await updatedShowcase(deps.db, workspaceId, showcaseId, { published }));
        return c.json({ showcase }, 200);
      },
    );
  }

  router.openapi(
    createRoute({
      method: 'put',
      path: '/showcases/{showcaseId}/files',
      operationId: 'setShowcaseFiles',
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
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SHOWCASE_MANAGERS);
      const showcase = showcaseOr404(await showcaseWithFiles(deps.db, workspaceId, showcaseId, fileIds));
      return c.json({ showcase }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/showcases/{showcaseId}',
      operationId: 'deleteShowcase',
      summary: 'Deletes a showcase; its files stay (admin, content-manager)',
      ...signedIn,
      request: target,
      responses: { 204: { description: 'Deleted' }, ...authedErrors },
    }),
    async (c) => {
      const { showcaseId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SHOWCASE_MANAGERS);
      if (!(await deletedShowcase(deps.db, workspaceId, showcaseId))) throw notFound(SHOWCASE_NOT_FOUND);
      return c.body(null, 204);
    },
  );

  return router;
}
