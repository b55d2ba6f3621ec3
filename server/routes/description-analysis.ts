import { createRoute } from '@hono/zod-openapi';
import { WORKSPACE_READERS } from '@shared/permissions/workspace';
import { descriptionAnalysisParamsSchema, descriptionAnalysisSchema } from '@shared/schemas/description-analysis';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { descriptionAnalysisOfFile } from '../db/queries/description-analyses';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

/** The describability analysis of a file (issue 31), made by the `describe_analysis` job. */
export function descriptionAnalysisRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/files/{fileId}/description-analysis',
      operationId: 'getDescriptionAnalysis',
      summary:
        "A video's latest describability analysis: the verdict and its reasons, speech gaps with the words that fit, scene changes and on-screen text (members; 404 until a `describe_analysis` job has run)",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { params: descriptionAnalysisParamsSchema },
      responses: { 200: jsonContent(descriptionAnalysisSchema, 'The analysis'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, WORKSPACE_READERS);
      const analysis = await descriptionAnalysisOfFile(deps.db, workspaceId, fileId);
      if (!analysis) throw notFound('This file has not been analysed for audio description yet');
      return c.json(analysis, 200);
    },
  );
  return router;
}
