import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { SETTINGS_MANAGERS } from '@shared/permissions/workspace';
import { integrationPathSchema } from '@shared/schemas/integrations';
import { workspacePathSchema } from '@shared/schemas/members';
import {
  OAUTH_PLATFORMS,
  platformOAuthCallbackQuerySchema,
  platformOAuthClientsResponseSchema,
  startPlatformOAuthResponseSchema,
} from '@shared/schemas/platform-oauth';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { cookieOptions } from '../http/cookies';
import { authedErrors, bearerSecurity, createRouter, errorContent, jsonContent } from '../http/create-router';
import { escapeHtml } from '../http/escape-html';
import {
  finishedOAuthConnect,
  newBrowserBinding,
  OAUTH_STATE_TTL_MS,
  type OAuthConnectOutcome,
  startedOAuthConnect,
} from '../platforms/oauth-connect-flow';
import { oauthClientOf } from '../platforms/oauth-providers';
import type { AppDeps } from '../app-deps';

/**
 * Ties a connect flow to the browser that started it (RFC 6749 §10.12): without it, an admin of another workspace
 * could send someone their consent link and receive that person's platform account. Lax, because the platform
 * sends the browser back with a top-level GET from its own site.
 */
export const BINDING_COOKIE = 'media_access_oauth';

/** Server-side refusals worth a line in the log: the person sees only that it failed. */
const LOGGED_REFUSALS = new Set(['exchange_failed', 'platform_unavailable', 'not_configured']);

/** "Connect with <platform>": the OAuth 2.0 authorization code flow with PKCE (docs/platforms.md, Connecting). */
export function platformOAuthRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/integrations/oauth-clients',
      operationId: 'listPlatformOAuthClients',
      summary: 'Which sign-in platforms this server has an OAuth client for (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspacePathSchema },
      responses: {
        200: jsonContent(platformOAuthClientsResponseSchema, 'One entry per OAuth platform'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SETTINGS_MANAGERS);
      const clients = OAUTH_PLATFORMS.flatMap((platformType) => {
        const client = oauthClientOf(platformType);
        return client ? [{ platformType, configured: client.missing.length === 0, missing: client.missing }] : [];
      });
      return c.json({ clients }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/integrations/{platformType}/oauth/start',
      operationId: 'startPlatformOAuth',
      summary: "Starts connecting a platform by signing in: the platform's consent URL for the browser (admins)",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: integrationPathSchema },
      responses: {
        200: jsonContent(startPlatformOAuthResponseSchema, 'Where the browser goes next'),
        ...authedErrors,
        503: errorContent('No INTEGRATIONS_KEY, or no OAuth client for the platform'),
      },
    }),
    async (c) => {
      const { workspaceId, platformType } = c.req.valid('param');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, SETTINGS_MANAGERS);
      // One binding per browser, kept across flows, so two tabs connecting at once both finish.
      const existing = getCookie(c, BINDING_COOKIE);
      const browserBinding = existing && /^[\w-]{43}$/.test(existing) ? existing : newBrowserBinding();
      const answer = await startedOAuthConnect(deps, {
        workspaceId,
        platform: platformType,
        userId: user.id,
        browserBinding,
      });
      setCookie(
        c,
        BINDING_COOKIE,
        browserBinding,
        cookieOptions(deps.publicUrl, { path: '/api', sameSite: 'Lax', maxAgeSeconds: OAUTH_STATE_TTL_MS / 1000 }),
      );
      c.header('Cache-Control', 'no-store');
      return c.json(answer, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/integrations/oauth/callback',
      operationId: 'platformOAuthCallback',
      summary: 'Where platforms send the browser back: stores the connection, then 303 to the integrations settings',
      security: [{ oauthBrowserBinding: [] }],
      request: { query: platformOAuthCallbackQuerySchema },
      responses: {
        303: { description: 'To the integrations settings with `?connected=<platform>` or `?error=<code>`' },
        400: { content: { 'text/html': { schema: z.string() } }, description: 'Not a flow we started: a page' },
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const outcome = await finishedOAuthConnect(deps, {
        ...query,
        browserBinding: getCookie(c, BINDING_COOKIE),
      });
      return answerOutcome(c, deps.publicUrl, outcome);
    },
    (result, c) => {
      if (!result.success) return unknownFlowPage(c, deps.publicUrl);
    },
  );

  return router;
}

function answerOutcome(c: Context, publicUrl: string, outcome: OAuthConnectOutcome) {
  if (outcome.kind === 'unknown_state') return unknownFlowPage(c, publicUrl);
  const settings = `${publicUrl}/workspaces/${encodeURIComponent(outcome.workspaceId)}/settings/integrations`;
  const result: Record<string, string> =
    outcome.kind === 'connected'
      ? { connected: outcome.platform }
      : { error: outcome.error, platform: outcome.platform };
  if (outcome.kind === 'refused' && LOGGED_REFUSALS.has(outcome.error)) {
    console.warn(`OAuth connect of ${outcome.platform} for ${outcome.workspaceId} refused: ${outcome.reason}`);
  }
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(`${settings}?${new URLSearchParams(result)}`, 303);
}

/** No workspace to send the browser back to: say so on a page of its own. */
function unknownFlowPage(c: Context, publicUrl: string) {
  c.header('Content-Security-Policy', "default-src 'none'; base-uri 'none'; form-action 'none'");
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Connection not completed · Media Access</title>
  </head>
  <body>
    <main>
      <h1>Connection not completed</h1>
      <p>This sign-in link was not started from Media Access, or it is too old to finish. Nothing was connected.</p>
      <p><a href="${escapeHtml(publicUrl)}/">Back to Media Access</a>, then open Settings › Integrations and connect again.</p>
    </main>
  </body>
</html>`,
    400,
  );
}
