import { createRoute } from '@hono/zod-openapi';
import { PLATFORM_IMPORTERS } from '@shared/permissions/platform';
import {
  importPlatformCaptionsBodySchema,
  importPlatformCaptionsResponseSchema,
  importPlatformItemsBodySchema,
  importPlatformItemsResponseSchema,
  PLATFORM_NAMES,
  platformItemPathSchema,
  platformPathSchema,
} from '@shared/schemas/platforms';
import type { AppDeps } from '../app-deps';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { addCaptionTracks, fileOfItem } from '../db/queries/platforms-import';
import { authedErrors, bearerSecurity, createRouter, errorContent, jsonContent } from '../http/create-router';
import { ApiHttpError, conflict } from '../http/errors';
import { openConnection } from '../platforms/connection';
import { CaptionImportError, platformCaptionTracks } from '../platforms/import-captions';
import { importedItems } from '../platforms/import-items';
import { registerPlatformMediaJob } from '../platforms/import-media-job';
import { onPlatform, platformErrors } from './platforms-errors';

/** Bringing platform items in as library files, and their platform captions in as tracks (admin, content-manager). */
export function platformsImportRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);
  registerPlatformMediaJob(deps);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/platforms/{platform}/import',
      operationId: 'importPlatformItems',
      summary: 'Imports platform items as library files, with their captions when asked (admin, content-manager)',
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: platformPathSchema,
        body: { content: { 'application/json': { schema: importPlatformItemsBodySchema } }, required: true },
      },
      responses: {
        202: jsonContent(importPlatformItemsResponseSchema, 'One result per item: queued, already imported or failed'),
        ...authedErrors,
        ...platformErrors,
      },
    }),
    async (c) => {
      const { workspaceId, platform } = c.req.valid('param');
      const { itemIds, captions } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, PLATFORM_IMPORTERS);
      const { adapter, ctx } = await openConnection(deps, workspaceId, platform);
      const imports = await onPlatform(() =>
        importedItems(deps, { workspaceId, platform, adapter, ctx, itemIds, captions, authorId: user.id }),
      );
      return c.json({ imports }, 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/platforms/{platform}/items/{itemId}/captions/import',
      operationId: 'importPlatformCaptions',
      summary: "Imports chosen platform captions of an imported item as its file's tracks (admin, content-manager)",
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: platformItemPathSchema,
        body: { content: { 'application/json': { schema: importPlatformCaptionsBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(importPlatformCaptionsResponseSchema, 'The new tracks, one per caption'),
        ...authedErrors,
        ...platformErrors,
        409: errorContent('platform_reconnect, or conflict: the item is not imported yet'),
        502: errorContent('platform_unavailable: the platform refused, or sent captions we cannot read'),
      },
    }),
    async (c) => {
      const { workspaceId, platform, itemId } = c.req.valid('param');
      const { captionIds } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, PLATFORM_IMPORTERS);
      const fileId = await fileOfItem(deps.db, workspaceId, platform, itemId);
      if (!fileId) {
        throw conflict(`Import this item from ${PLATFORM_NAMES[platform]} first`);
      }
      const { adapter, ctx } = await openConnection(deps, workspaceId, platform);
      const onItem = (await onPlatform(() => adapter.listCaptions(ctx, itemId))).filter((caption) =>
        captionIds.includes(caption.id),
      );
      const missing = captionIds.find((id) => !onItem.some((caption) => caption.id === id));
      if (missing)
        throw new ApiHttpError(404, 'not_found', `Caption ${missing} is not on this ${PLATFORM_NAMES[platform]} item`);
      const values = await onPlatform(() => platformCaptionTracks(adapter, ctx, itemId, onItem)).catch((error) => {
        // The platform sent something we cannot read: a bad answer from upstream, not the caller's fault.
        if (error instanceof CaptionImportError) {
          const details = { platform, platformName: PLATFORM_NAMES[platform] };
          throw new ApiHttpError(502, 'platform_unavailable', error.message, details);
        }
        throw error;
      });
      const tracks = await deps.db.transaction((tx) => addCaptionTracks(tx, workspaceId, fileId, values, user.id));
      return c.json({ tracks }, 201);
    },
  );

  return router;
}
