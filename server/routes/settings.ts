import { readFileSync } from 'node:fs';
import { createRoute } from '@hono/zod-openapi';
import { SETTINGS_MANAGERS } from '@shared/permissions/workspace';
import { workspacePathSchema } from '@shared/schemas/members';
import { updateWorkspaceSettingsBodySchema, workspaceSettingsResponseSchema } from '@shared/schemas/settings';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { settingsOfWorkspace, updatedSettings } from '../db/queries/settings';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

/** The codes GET /supported_transcriptions offers: the only ones a workspace may default to. */
const TRANSCRIPTION_LANGUAGES = new Set(
  (
    JSON.parse(readFileSync(new URL('../catalogues/chirp-2-languages.json', import.meta.url), 'utf8')) as {
      BCP_47: string;
    }[]
  ).map((l) => l.BCP_47),
);

/** A workspace's general settings: name, type, default language, caption rules, review and beacon switches. */
export function settingsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/settings',
      operationId: 'getWorkspaceSettings',
      summary: "The workspace's settings (every member: the editor reads the caption rules)",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspacePathSchema },
      responses: { 200: jsonContent(workspaceSettingsResponseSchema, 'The settings'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const settings = await settingsOfWorkspace(deps.db, workspaceId);
      if (!settings) throw notFound('Workspace not found');
      return c.json({ settings }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/workspaces/{workspaceId}/settings',
      operationId: 'updateWorkspaceSettings',
      summary: 'Changes any of the settings and answers them all (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: workspacePathSchema,
        body: { content: { 'application/json': { schema: updateWorkspaceSettingsBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(workspaceSettingsResponseSchema, 'The settings'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const change = c.req.valid('json');
      if (change.defaultLanguage && !TRANSCRIPTION_LANGUAGES.has(change.defaultLanguage)) {
        const message = 'defaultLanguage: Choose a language from the supported transcription languages';
        throw new ApiHttpError(400, 'validation_error', message, [
          { path: 'defaultLanguage', message: message.split(': ')[1], code: 'custom' },
        ]);
      }
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SETTINGS_MANAGERS);
      const settings = await updatedSettings(deps.db, workspaceId, change);
      if (!settings) throw notFound('Workspace not found');
      return c.json({ settings }, 200);
    },
  );

  return router;
}
