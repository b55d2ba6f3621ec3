import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ClientConfig } from '@shared/schemas/client-config';
import type { AppDeps } from './app-deps';
import { describeApiKeyScopes } from './auth/api-key-scopes';
import { SESSION_COOKIE } from './auth/session-cookie';
import { isDatabaseUnavailable } from './db/open-database';
import { ApiHttpError, errorJson } from './http/errors';
import { serveOpenApiDocument } from './http/openapi-document';
import { analyticsRouter } from './routes/analytics';
import { apiKeysRouter } from './routes/api-keys';
import { webhooksRouter } from './routes/webhooks';
import { beaconRouter } from './routes/beacon';
import { captionLinksRouter } from './routes/caption-links';
import { renditionLinksRouter } from './routes/rendition-links';
import { accountRouter } from './routes/account';
import { assignmentsRouter } from './routes/assignments';
import { cataloguesRouter } from './routes/catalogues';
import { contributionsRouter } from './routes/contributions';
import { creditRouter } from './routes/credit';
import { enginesRouter } from './routes/engines';
import { descriptionAnalysisRouter } from './routes/description-analysis';
import { fileAnalysisRouter } from './routes/file-analysis';
import { fileJobsRouter } from './routes/file-jobs';
import { fileRendersRouter } from './routes/file-renders';
import { embedRouter } from './routes/embed';
import { eventsRouter } from './routes/events';
import { filesRouter } from './routes/files';
import { jobsRouter } from './routes/jobs';
import { labelsRouter } from './routes/labels';
import { ltiRouter } from './routes/lti';
import { mediaRouter } from './routes/media';
import { mediaDerivedRouter } from './routes/media-derived';
import { integrationsRouter } from './routes/integrations';
import { invitationsRouter } from './routes/invitations';
import { membersRouter } from './routes/members';
import { oembedRouter } from './routes/oembed';
import { operatorRouter } from './routes/operator';
import { operatorAnalyticsRouter } from './routes/operator-analytics';
import { plansRouter } from './routes/plans';
import { BINDING_COOKIE, platformOAuthRouter } from './routes/platform-oauth';
import { platformsRouter } from './routes/platforms';
import { referralsRouter } from './routes/referrals';
import { revOrdersRouter } from './routes/rev-orders';
import { reviewRouter } from './routes/review';
import { sessionRouter } from './routes/session';
import { settingsRouter } from './routes/settings';
import { showcasePreviewRouter } from './routes/showcase-preview';
import { showcasesRouter } from './routes/showcases';
import { ssoRouter } from './routes/sso';
import { systemRouter } from './routes/system';
import { timeEntriesRouter } from './routes/time-entries';
import { trackEditingRouter } from './routes/track-editing';
import { speechPreviewRouter } from './routes/speech-preview';
import { trackVersionsRouter } from './routes/track-versions';
import { trackExportRouter } from './routes/track-export';
import { tracksRouter } from './routes/tracks';
import { trackReviewRouter } from './routes/track-review';
import { trackVerificationsRouter } from './routes/track-verifications';
import { complianceRouter } from './routes/compliance';
import { complianceBulkRouter } from './routes/compliance-bulk';
import { complianceScansRouter } from './routes/compliance-scans';
import { compliancePlatformSyncRouter } from './routes/compliance-platform-sync';
import { uploadsRouter } from './routes/uploads';
import { workspaceSearchRouter } from './routes/workspace-search';
import { whisperModelsRouter } from './routes/whisper-models';
import { workspacesRouter } from './routes/workspaces';

const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** The HTTP API, mounted under `/api` by the server; tests call it in-process with `app.request()`. */
export function createApi(deps: AppDeps, clientConfig: ClientConfig) {
  const api = new OpenAPIHono();

  // Before the JSON body limit and the embed-cache middleware below: tus bodies stream to storage, bounded by
  // MAX_UPLOAD_BYTES; uploads, media reads and cookie syncs change nothing an embed shows.
  api.route('/uploads', uploadsRouter(deps));
  api.route('/', mediaRouter(deps));
  api.route('/', mediaDerivedRouter(deps));
  api.route('/', sessionRouter(deps));

  // After a 413 (this limit or a route's own) the rest of the body may still be on its way: the
  // connection cannot carry another request, so say so rather than leave the client to find out.
  api.use('*', async (c, next) => {
    await next();
    if (c.res.status === 413) c.res.headers.set('Connection', 'close');
  });
  // A write is visible to this process's next embed GET at once; other processes learn of it by notification.
  // The public embed calls' own writes (viewers' corrections and requests) change nothing an embed shows, so
  // anonymous posts cannot keep the cache cold.
  api.use('*', async (c, next) => {
    await next();
    const isWrite = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (isWrite && !c.req.path.includes('/embed/')) deps.embedChanges?.changed();
  });
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: (c) => errorJson(c, 413, 'payload_too_large', 'The request body is larger than 1 MiB'),
    }),
  );

  api.route('/', systemRouter(clientConfig));
  api.route('/', workspacesRouter(deps));
  api.route('/', membersRouter(deps));
  api.route('/', invitationsRouter(deps));
  api.route('/', settingsRouter(deps));
  api.route('/', integrationsRouter(deps));
  api.route('/', apiKeysRouter(deps));
  api.route('/', webhooksRouter(deps));
  api.route('/', platformOAuthRouter(deps));
  api.route('/', accountRouter(deps));
  api.route('/', filesRouter(deps));
  api.route('/', jobsRouter(deps));
  api.route('/', eventsRouter(deps));
  api.route('/', tracksRouter(deps));
  api.route('/', trackExportRouter(deps));
  api.route('/', trackReviewRouter(deps));
  api.route('/', complianceRouter(deps));
  api.route('/', complianceBulkRouter(deps));
  api.route('/', complianceScansRouter(deps));
  api.route('/', compliancePlatformSyncRouter(deps));
  api.route('/', trackVersionsRouter(deps));
  api.route('/', speechPreviewRouter(deps));
  api.route('/', trackVerificationsRouter(deps));
  api.route('/', trackEditingRouter(deps));
  api.route('/', showcasesRouter(deps));
  api.route('/', showcasePreviewRouter(deps));
  api.route('/', contributionsRouter(deps));
  api.route('/', reviewRouter(deps));
  api.route('/', operatorRouter(deps));
  api.route('/', operatorAnalyticsRouter(deps));
  api.route('/', embedRouter(deps));
  // After embedRouter, whose /embed/* middleware gives it the same CORS answers.
  api.route('/', beaconRouter(deps));
  api.route('/', fileAnalysisRouter(deps));
  api.route('/', descriptionAnalysisRouter(deps));
  api.route('/', oembedRouter(deps));
  api.route('/', assignmentsRouter(deps));
  api.route('/', labelsRouter(deps));
  api.route('/', timeEntriesRouter(deps));
  api.route('/', cataloguesRouter(deps.engines));
  api.route('/', enginesRouter(deps));
  api.route('/', whisperModelsRouter(deps));
  api.route('/', workspaceSearchRouter(deps));
  api.route('/', creditRouter(deps));
  api.route('/', plansRouter(deps));
  api.route('/', referralsRouter(deps));
  api.route('/', analyticsRouter(deps));
  api.route('/', fileJobsRouter(deps));
  api.route('/', fileRendersRouter(deps));
  api.route('/', ssoRouter(deps));
  api.route('/', ltiRouter(deps));
  api.route('/', platformsRouter(deps));
  api.route('/', revOrdersRouter(deps));
  api.route('/', captionLinksRouter(deps));
  api.route('/', renditionLinksRouter(deps));
  describeApiKeyScopes(api.openAPIRegistry);

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'Firebase ID token, or an API key (ma_live_…) on the operations its scopes allow',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The HttpOnly cookie of POST /session, which <video> and <audio> elements send for private media',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'oauthBrowserBinding', {
    type: 'apiKey',
    in: 'cookie',
    name: BINDING_COOKIE,
    description: 'Set by …/oauth/start: the callback finishes a connection only in the browser that started it',
  });
  serveOpenApiDocument(api, '/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Media Access API', version: '1.0.0' },
    servers: [{ url: '/api' }],
  });

  api.notFound((c) => errorJson(c, 404, 'not_found', `No API endpoint ${c.req.method} ${c.req.path}`));
  api.onError((error, c) => {
    if (error instanceof ApiHttpError) return errorJson(c, error.status, error.code, error.message, error.details);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx, e.g. a malformed JSON body.
      return errorJson(c, 400, 'validation_error', error.message || 'Malformed request');
    }
    if (isDatabaseUnavailable(error)) {
      c.header('Retry-After', '5');
      return errorJson(c, 503, 'unavailable', 'The service is briefly unavailable; please try again in a moment');
    }
    console.error(error);
    return errorJson(c, 500, 'internal', 'Something went wrong on our side; please try again');
  });

  return api;
}
