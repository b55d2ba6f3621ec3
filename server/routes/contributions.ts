import { createRoute, z } from '@hono/zod-openapi';
import { CORRECTION_REVIEWERS, MEDIA_REQUEST_REVIEWERS } from '@shared/permissions/contribution';
import { idSchema } from '@shared/schemas/common';
import {
  correctionListQuerySchema,
  listMediaRequestsResponseSchema,
  listProposedCorrectionsResponseSchema,
  mediaRequestListQuerySchema,
} from '@shared/schemas/contributions';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { correctionsPage, mediaRequestsPage } from '../db/queries/contributions';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError } from '../http/errors';
import type { AppDeps } from '../app-deps';
import { decodeCursor, encodeCursor } from './seq-cursor';

export function contributionsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/list_proposed_corrections',
      operationId: 'listProposedCorrections',
      summary:
        'Viewer-proposed corrections, newest first; pending unless `status` says otherwise (admin, content-manager, transcript-editor)',
      ...signedIn,
      request: { query: correctionListQuerySchema },
      responses: { 200: jsonContent(listProposedCorrectionsResponseSchema, 'One page'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, limit, cursor, status, fileId, language } = c.req.valid('query');
      const beforeSeq = decodeCursor(cursor);
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, CORRECTION_REVIEWERS);
      const page = await correctionsPage(deps.db, workspaceId, { status, fileId, language, beforeSeq, limit });
      return c.json({ corrections: page.items, nextCursor: encodeCursor(page.lastSeq) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/media_requests/workspaces/{workspaceId}',
      operationId: 'listMediaRequests',
      summary: 'Accessibility requests, newest first; pending unless `status` says otherwise (admin, content-manager)',
      ...signedIn,
      request: {
        params: z.object({ workspaceId: idSchema }),
        query: mediaRequestListQuerySchema.extend({ workspaceId: idSchema.optional() }),
      },
      responses: { 200: jsonContent(listMediaRequestsResponseSchema, 'One page'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { workspaceId: inQuery, limit, cursor, status, kind, fileId } = c.req.valid('query');
      // The specification's call repeats the workspace in the query: it must be the same one.
      if (inQuery !== undefined && inQuery !== workspaceId) {
        throw new ApiHttpError(400, 'validation_error', 'workspaceId: must be the workspace in the path', [
          { path: 'workspaceId', message: 'Must be the workspace in the path', code: 'custom' },
        ]);
      }
      const beforeSeq = decodeCursor(cursor);
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MEDIA_REQUEST_REVIEWERS);
      const page = await mediaRequestsPage(deps.db, workspaceId, { status, kind, fileId, beforeSeq, limit });
      return c.json({ requests: page.items, nextCursor: encodeCursor(page.lastSeq) }, 200);
    },
  );

  return router;
}
