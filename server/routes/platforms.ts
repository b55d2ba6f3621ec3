import { createRoute } from '@hono/zod-openapi';
import { FILE_READERS } from '@shared/permissions/file';
import { errorBodySchema } from '@shared/schemas/common';
import {
  listPlatformItemsQuerySchema,
  listPlatformItemsResponseSchema,
  platformItemPathSchema,
  platformItemResponseSchema,
  platformPathSchema,
} from '@shared/schemas/platforms';
import type { AppDeps } from '../api';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { openConnection, platformHttpError } from '../platforms/connection';

const platformErrors = {
  409: jsonContent(errorBodySchema, 'platform_reconnect: the connection was revoked; reconnect it'),
  501: jsonContent(errorBodySchema, 'not_implemented: this platform has no adapter yet'),
  502: jsonContent(errorBodySchema, 'platform_unavailable: the platform refused the request'),
  503: jsonContent(errorBodySchema, 'platform_unavailable: the platform (named) is down, slow or rate limiting'),
} as const;

/** Calls the platform, turning its typed errors into answers a person understands. */
async function onPlatform<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw platformHttpError(error);
  }
}

/** Browsing a connected platform's library and one item on it, for members who may see files. */
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
      // Imports arrive with the platform links table; until then nothing is imported.
      return c.json({ ...page, items: page.items.map((item) => ({ ...item, imported: null })) }, 200);
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
      return c.json({ item, captions, imported: null, publications: [] }, 200);
    },
  );

  return router;
}
