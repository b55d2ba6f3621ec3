import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@shared/schemas/common';
import { workspaceSearchQuerySchema, workspaceSearchResponseSchema } from '@shared/schemas/workspace-search';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { workspaceCueHits } from '../db/queries/cue-search';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError } from '../http/errors';
import type { AppDeps } from '../app-deps';
import { decodeCursor, encodeCursor, SEARCH_MAX_DEPTH, toSearchHit } from './search-hits';

export function workspaceSearchRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/search',
      operationId: 'searchWorkspace',
      summary: "Ranked, timed hits across the workspace's transcripts, grouped by file, at most 1,000 per query",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: z.object({ workspaceId: idSchema }), query: workspaceSearchQuerySchema },
      responses: {
        200: jsonContent(workspaceSearchResponseSchema, 'Files with hits, best first; `nextCursor` fetches more'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { q, limit, cursor } = c.req.valid('query');
      const offset = cursor === undefined ? 0 : decodeCursor(cursor);
      if (offset === null)
        throw new ApiHttpError(400, 'validation_error', 'cursor: Use the nextCursor of a previous answer');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const pageSize = Math.min(limit, SEARCH_MAX_DEPTH - offset);
      const { files, more } = await workspaceCueHits(deps.db, workspaceId, q, offset, pageSize);
      const next = offset + pageSize;
      return c.json(
        {
          files: files.map((file) => ({
            ...file,
            hits: file.hits.map(({ fileId: _fileId, ...hit }) => toSearchHit(hit)),
          })),
          nextCursor: more && next < SEARCH_MAX_DEPTH ? encodeCursor(next) : null,
        },
        200,
      );
    },
  );

  return router;
}
