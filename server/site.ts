import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import type { ClientConfig } from '@shared/schemas/client-config';
import { createApi } from './api';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { errorJson } from './http/errors';
import { adminContentSecurityPolicy, noSniff } from './http/security-headers';
import { createStaticSite } from './http/static-site';
import { embedPageHandler } from './routes/embed-page';

/** The whole site: the API under /api, then the admin SPA, embed pages, SDK and examples. */
export function createSite(config: Config, deps: AppDeps, paths: { distDir: string; examplesDir: string }) {
  const app = new Hono();
  const clientConfig = clientConfigOf(config);
  app.use('*', noSniff);
  app.route('/api', createApi(deps, clientConfig));
  // What the API did not match stays a JSON 404 (also `/api/warmup/`), never the admin SPA's HTML.
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);
  // The iframe pages: the SDK's own small HTML entry (never the admin bundle), with a head per route.
  const embedTemplate = path.join(paths.distDir, 'sdk', 'embed.html');
  app.get(
    '/embed/*',
    embedPageHandler(deps.db, existsSync(embedTemplate) ? readFileSync(embedTemplate, 'utf8') : null, config.publicUrl),
  );
  app.route('/', createStaticSite({ ...paths, adminCsp: adminContentSecurityPolicy(clientConfig) }));
  return app;
}

const apiNotFound = (c: Context) => errorJson(c, 404, 'not_found', `No API endpoint ${c.req.method} ${c.req.path}`);

export function clientConfigOf(config: Config): ClientConfig {
  return {
    firebase: {
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
    },
    authEmulatorUrl: config.authEmulatorHost ? `http://${config.authEmulatorHost}` : null,
    sentryDsn: config.sentryDsn ?? null,
    marketingUrl: config.marketingUrl,
    privacyUrl: config.privacyUrl,
    termsUrl: config.termsUrl,
  };
}
