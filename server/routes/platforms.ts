import { createRoute } from '@hono/zod-openapi';
import { FILE_READERS } from '@shared/permissions/file';
import {
  listPlatformItemsQuerySchema,
  listPlatformItemsResponseSchema,
  platformItemPathSchema,
  platformItemResponseSchema,
  platformPathSchema,
} from '@shared/schemas/platforms';
import type { AppDeps } from '../app-deps';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { importedStates } from '../db/queries/platforms-import';
import { publicationsOfFile } from '../db/queries/platforms-publish';
import { openConnection } from '../platforms/connection';
import { onPlatform, platformErrors } from './platforms-errors';
import { platformsImportRouter } from './platforms-import';
import { platformsPublishRouter } from './platforms-publish';

/** Browsing a connected platform's library and one item on it (members who may see files), import and publish. */
export function platformsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/platforms/{platform}/items',
      operationId: 'listPlatformItems',
      summary: "One page of a connected platform's folders and items (members who may see files)",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: platformPathSchema, query: listPlatformItemsQuerySchema },
      responses: {
        200: jsonContent(listPlatformItemsResponseSchema, 'Folders (first page only), items and the next cursor'),
        ...authedErrors,
        ...platformErrors,
      },
    }),
    async (c) => {
      const { workspaceId, platform } = c.req.valid('param');
      const options = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_READERS);
      const { adapter, ctx } = await openConnection(deps, workspaceId, platform);
      const page = await onPlatform(() => adapter.list(ctx, options));
      const imported = await importedStates(
        deps.db,
        workspaceId,
        platform,
        page.items.map((item) => item.id),
      );
      return c.json(
        { ...page, items: page.items.map((item) => ({ ...item, imported: imported.get(item.id) ?? null })) },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/platforms/{platform}/items/{itemId}',
      operationId: 'getPlatformItem',
      summary: 'One platform item with its caption tracks on the platform (members who may see files)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: platformItemPathSchema },
      responses: {
        200: jsonContent(platformItemResponseSchema, 'The item, its platform captions, import and publications'),
        ...authedErrors,
        ...platformErrors,
      },
    }),
    async (c) => {
      const { workspaceId, platform, itemId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_READERS);
      const { adapter, ctx } = await openConnection(deps, workspaceId, platform);
      const item = await onPlatform(() => adapter.get(ctx, itemId));
      const captions = adapter.capabilities.captionsRead
        ? await onPlatform(() => adapter.listCaptions(ctx, itemId))
        : [];
      const imported = (await importedStates(deps.db, workspaceId, platform, [itemId])).get(itemId) ?? null;
      const publications = imported ? await publicationsOfFile(deps.db, imported.fileId) : [];
      const { captionsRead, captionsWrite } = adapter.capabilities;
      return c.json({ item, captions, imported, publications, capabilities: { captionsRead, captionsWrite } }, 200);
    },
  );

  // Import and publish-back live in their own files; mounted here so the API mounts platforms once.
  router.route('/', platformsImportRouter(deps));
  router.route('/', platformsPublishRouter(deps));
  return router;
}
