import { randomBytes } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { embedPath } from '@shared/embed-route';
import type { Db } from '../db/open-database';
import { publicPage } from '../db/queries/embed';
import {
  claimedLtiDeepLinkSession,
  embeddableItemsOfWorkspace,
  ltiDeepLinkSession,
  ltiPlatformById,
  ltiRegistrationsOfDeployment,
  savedLtiDeepLinkSession,
} from '../db/queries/lti';
import { workspaceNameOf } from '../db/queries/members';
import { consumeRateLimit, type RateLimit } from '../db/rate-limit';
import { clientAddress } from '../http/client-address';
import { createRouter, errorContent, internalError, jsonContent } from '../http/create-router';
import { ApiHttpError } from '../http/errors';
import { tooManyRequests } from '../http/too-many-requests';
import { createOutboundFetch } from '../outbound/outbound-fetch';
import { CLAIM, DEEP_LINKING_REQUEST } from '../lti/claims';
import { signedDeepLinkingResponse } from '../lti/deep-linking-response';
import { contextTitle, launchTarget } from '../lti/launch-target';
import { loginRedirectUrl } from '../lti/login';
import { ltiErrorPage, ltiFormPostPage, ltiPickerPage, pickerItemValue } from '../lti/pages';
import { canvasDeveloperKeyConfig, ltiToolConfig } from '../lti/tool-config';
import { LtiKeyUnavailable, ltiToolKeys } from '../lti/tool-key';
import { LtiRefusal, platformKeySets, verifiedLaunch, type VerifiedLaunch } from '../lti/verify-launch';
import type { AppDeps } from '../app-deps';
import { ltiPlatformsRouter } from './lti-platforms';

/** How long an instructor has to pick something in the deep-linking dialog. */
const DEEP_LINK_SESSION_TTL_MS = 60 * 60_000;

const field = (max: number) => z.string().max(max).optional();
const loginFieldsSchema = z.object({
  iss: field(2000),
  login_hint: field(2000),
  target_link_uri: field(2000),
  lti_message_hint: field(4000),
  client_id: field(255),
  lti_deployment_id: field(255),
});
const launchFieldsSchema = z.object({
  id_token: field(64 * 1024),
  state: field(200),
  error: field(200),
  error_description: field(2000),
});
const respondFieldsSchema = z.object({ session: field(200), item: field(200) });

const form = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/x-www-form-urlencoded': { schema } }, required: false },
});
const htmlPage = (description: string) => ({ content: { 'text/html': { schema: z.string() } }, description });
const refusedPages = {
  400: htmlPage('Malformed or unsupported message: an HTML page saying why'),
  401: htmlPage('Refused (state, signature, audience, expiry, nonce): an HTML page saying why'),
  403: htmlPage('Unregistered platform, client or deployment: an HTML page saying why'),
  429: htmlPage('Too many calls from this address: a page saying when to try again (Retry-After)'),
};
const rateLimited = { 429: errorContent('Too many calls from this address; see Retry-After') } as const;

/** Input that fails the form schema is an error page too, never the JSON error of the other calls. */
function pageHook(result: { success: boolean }, c: Context) {
  if (!result.success) return ltiErrorPage(c, 400, 'The request carried malformed LTI fields.');
}

/** Answers a refusal as the error page; anything else is a real fault. */
async function orErrorPage(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LtiRefusal) return ltiErrorPage(c, error.status, error.message);
    if (error instanceof LtiKeyUnavailable) {
      return ltiErrorPage(c, 503, 'Media Access is not set up to sign LTI messages yet (it needs INTEGRATIONS_KEY).');
    }
    throw error;
  }
}

/**
 * Calls to /api/lti/* per client address (an IPv6 client's /64). Launches come from students' browsers, so a class
 * behind one address opening a link together must fit; what it stops is a flood of state rows and key fetches.
 */
export const LTI_RATE_LIMIT: RateLimit = { max: 1200, windowSeconds: 300 };

/** LTI 1.3 tool endpoints (docs/lms.md): our keys and Canvas configuration, login, launch and deep linking. */
export function ltiRouter(deps: AppDeps) {
  const router = createRouter();
  router.use('/lti/*', async (c, next) => {
    const retryAfter = await consumeRateLimit(deps.db, `lti:${clientAddress(c, deps.trustProxy)}`, LTI_RATE_LIMIT);
    if (retryAfter === null) return next();
    // People see a page (the LMS frame); the JSON calls (keys, Canvas configuration) get the usual error.
    if (!c.req.header('Accept')?.includes('text/html')) throw tooManyRequests(c, retryAfter, 'LTI requests');
    c.header('Retry-After', String(retryAfter));
    return ltiErrorPage(c, 429, `Too many requests from your network: try again in ${retryAfter} seconds.`);
  });
  const keys = ltiToolKeys(deps.db, deps.integrationsCipher);
  const keySets = platformKeySets(createOutboundFetch({ allowPrivate: deps.media.allowPrivateLinks }));
  const tool = ltiToolConfig(deps.publicUrl);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/lti/jwks',
      operationId: 'getLtiJwks',
      security: [],
      summary: "Our LTI tool's public keys (JWKS), which platforms use to check our deep-linking responses",
      responses: {
        200: jsonContent(z.object({ keys: z.array(z.record(z.string(), z.unknown())) }), 'JSON Web Key Set'),
        503: errorContent('The server has no INTEGRATIONS_KEY to keep the tool key'),
        ...rateLimited,
      },
    }),
    async (c) => {
      try {
        c.header('Cache-Control', 'public, max-age=300');
        return c.json(await keys.jwks(), 200);
      } catch (error) {
        if (!(error instanceof LtiKeyUnavailable)) throw error;
        throw new ApiHttpError(503, 'unavailable', error.message);
      }
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/lti/canvas-config.json',
      operationId: 'getLtiCanvasConfig',
      security: [],
      summary: 'The Canvas developer-key JSON for our tool (Developer Keys → LTI key → Enter URL)',
      responses: {
        200: jsonContent(z.record(z.string(), z.unknown()), 'Canvas LTI 1.3 configuration'),
        ...rateLimited,
        ...internalError,
      },
    }),
    (c) => c.json(canvasDeveloperKeyConfig(deps.publicUrl), 200),
  );

  const login = (c: Context, params: z.infer<typeof loginFieldsSchema>) =>
    orErrorPage(c, async () => {
      c.header('Cache-Control', 'no-store');
      return c.redirect(await loginRedirectUrl(deps.db, params, tool.launchUrl), 302);
    });
  const loginSummary = 'OIDC third-party login initiation from a platform: redirects to its authorisation URL';
  const loginResponses = { 302: { description: "To the platform's OIDC authorisation endpoint" }, ...refusedPages };
  router.openapi(
    createRoute({
      method: 'get',
      path: '/lti/login',
      operationId: 'startLtiLogin',
      security: [],
      summary: loginSummary,
      request: { query: loginFieldsSchema },
      responses: loginResponses,
    }),
    (c) => login(c, c.req.valid('query')),
    pageHook,
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/lti/login',
      operationId: 'postLtiLogin',
      security: [],
      summary: loginSummary,
      request: form(loginFieldsSchema),
      responses: loginResponses,
    }),
    (c) => login(c, c.req.valid('form')),
    pageHook,
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/lti/launch',
      operationId: 'ltiLaunch',
      security: [],
      summary: "The platform's form post of an id_token: opens the embed, or the deep-linking picker",
      request: form(launchFieldsSchema),
      responses: {
        200: htmlPage('The deep-linking picker'),
        303: { description: 'To the embed page the resource link names' },
        ...refusedPages,
        404: htmlPage('The linked file or showcase is no longer published'),
      },
    }),
    (c) =>
      orErrorPage(c, async () => {
        const launch = await verifiedLaunch(deps.db, keySets, c.req.valid('form'));
        if (launch.messageType === DEEP_LINKING_REQUEST) return deepLinkingPicker(c, deps.db, launch, tool.launchUrl);
        const route = launchTarget(launch);
        if (!(await publicPage(deps.db, route))) {
          throw new LtiRefusal(404, 'This file or showcase is no longer published in Media Access.');
        }
        const course = contextTitle(launch);
        const query = course ? `?${new URLSearchParams({ context: course })}` : '';
        c.header('Cache-Control', 'no-store');
        // Relative, so the LMS iframe stays on the host it posted to; no cookie is needed from here on.
        return c.redirect(`${embedPath(route)}${query}`, 303);
      }),
    pageHook,
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/lti/deep-linking/respond',
      operationId: 'ltiDeepLinkingRespond',
      security: [],
      summary: "The picker's choice: answers a form that posts the signed LtiDeepLinkingResponse to the platform",
      request: form(respondFieldsSchema),
      responses: { 200: htmlPage('An auto-submitting form to deep_link_return_url'), ...refusedPages },
    }),
    (c) =>
      orErrorPage(c, async () => {
        const { session: sessionId, item } = c.req.valid('form');
        const session = sessionId ? await ltiDeepLinkSession(deps.db, sessionId) : null;
        const platform = session && (await ltiPlatformById(deps.db, session.platformId));
        if (!session || !platform) {
          throw new LtiRefusal(
            401,
            'This choice has expired or was already sent; open the dialog again from your course editor.',
          );
        }
        // The workspace is one of those that registered this deployment, as when the picker was shown.
        const [workspaceId = ''] = (item ?? '').split('/', 1);
        const registrations = await ltiRegistrationsOfDeployment(deps.db, platform, session.deploymentId);
        const registered = registrations.some((r) => r.workspaceId === workspaceId);
        const items = registered ? await embeddableItemsOfWorkspace(deps.db, workspaceId) : [];
        const chosen = items.find((i) => pickerItemValue(workspaceId, i) === item);
        if (!chosen) throw new LtiRefusal(400, 'Choose a showcase or a file to add.');
        if (!(await claimedLtiDeepLinkSession(deps.db, session.id))) {
          throw new LtiRefusal(401, 'This choice was already sent; open the dialog again from your course editor.');
        }
        const route =
          chosen.kind === 'file'
            ? { kind: 'file' as const, workspaceId, fileId: chosen.id }
            : { kind: 'showcase' as const, workspaceId, showcaseId: chosen.id, view: 'gallery' as const };
        const jwt = await signedDeepLinkingResponse({
          key: await keys.signingKey(),
          platform,
          session,
          launchUrl: tool.launchUrl,
          title: chosen.title,
          route,
        });
        return ltiFormPostPage(c, { action: session.returnUrl, fields: { JWT: jwt }, title: `Adding ${chosen.title}` });
      }),
    pageHook,
  );

  router.route('/', ltiPlatformsRouter(deps));
  return router;
}

/** Keeps what the response must echo under a one-time id, and shows the picker posting back with it. */
async function deepLinkingPicker(c: Context, db: Db, launch: VerifiedLaunch, launchUrl: string) {
  const settings = launch.claims[CLAIM.deepLinkingSettings] as
    { deep_link_return_url?: unknown; accept_types?: unknown; data?: unknown } | undefined;
  const returnUrl =
    typeof settings?.deep_link_return_url === 'string' ? URL.parse(settings.deep_link_return_url) : null;
  if (!returnUrl || !/^https?:$/.test(returnUrl.protocol)) {
    throw new LtiRefusal(400, 'The deep-linking request has no valid deep_link_return_url.');
  }
  const acceptTypes = Array.isArray(settings?.accept_types) ? settings.accept_types : [];
  if (!acceptTypes.includes('ltiResourceLink')) {
    throw new LtiRefusal(
      400,
      'This place in the course does not accept LTI resource links, which is what Media Access adds.',
    );
  }
  const id = randomBytes(24).toString('base64url');
  await savedLtiDeepLinkSession(db, {
    id,
    platformId: launch.platform.id,
    deploymentId: launch.deploymentId,
    returnUrl: returnUrl.href,
    data: typeof settings?.data === 'string' ? settings.data : null,
    ttlMs: DEEP_LINK_SESSION_TTL_MS,
  });
  const workspaces = await Promise.all(
    launch.registrations.map(async ({ workspaceId }) => ({
      workspaceId,
      name: (await workspaceNameOf(db, workspaceId)) ?? workspaceId,
      items: await embeddableItemsOfWorkspace(db, workspaceId),
    })),
  );
  const action = new URL('/api/lti/deep-linking/respond', launchUrl).href;
  return ltiPickerPage(c, { sessionId: id, action, workspaces });
}
