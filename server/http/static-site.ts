import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';

export interface StaticSiteOptions {
  /** Folder holding `admin/` and `sdk/` from `npm run build`. */
  distDir: string;
  examplesDir: string;
  /** Content-Security-Policy of the admin SPA's pages. */
  adminCsp: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The entry keeps a stable name customers paste into pages, so it may change under them: a day, then revalidate.
const SDK_ENTRY = 'public, max-age=86400, stale-while-revalidate=604800';
// Demo media never changes in place (a new recording would get a new name), but is not content-hashed.
const DEMO_MEDIA = 'public, max-age=604800';

/**
 * Serves the built admin SPA (history fallback),
 * the SDK files and the examples. Everything under /api is handled before this.
 */
export function createStaticSite(options: StaticSiteOptions) {
  const site = new Hono();
  const adminDir = path.join(options.distDir, 'admin');
  const sdkDir = path.join(options.distDir, 'sdk');
  const relative = (dir: string) => path.relative(process.cwd(), dir) || '.';

  // /sdk/<x.y.z>/… (immutable) and /sdk/v<major>/… (updated within the major) serve the one deployed build,
  // named by dist/sdk/manifest.json; any other version is a 404, never a file of another version.
  const release = readSdkRelease(sdkDir);
  site.use(
    '/sdk/:version{v\\d+|\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?}/*',
    async (c, next) => {
      const version = c.req.param('version');
      if (!release || (version !== release.version && version !== release.major)) return c.text('Not found', 404);
      await next();
    },
    withHeaders((headers, c) => {
      const exact = c.req.path.split('/')[2] === release?.version;
      const hashed = /-[A-Za-z0-9_-]{8}\.js$/.test(path.basename(c.req.path));
      headers.set('Cache-Control', exact || hashed ? IMMUTABLE : SDK_ENTRY);
      headers.set('Access-Control-Allow-Origin', '*');
    }),
    serveStatic({ root: relative(sdkDir), rewriteRequestPath: (p) => p.replace(/^\/sdk\/[^/]+/, '') }),
  );
  site.use(
    '/sdk/*',
    withHeaders((headers, c) => {
      const name = path.basename(c.req.path);
      const cache = /-[A-Za-z0-9_-]{8}\.js$/.test(name) ? IMMUTABLE : name === 'manifest.json' ? 'no-cache' : SDK_ENTRY;
      headers.set('Cache-Control', cache);
      headers.set('Access-Control-Allow-Origin', '*');
    }),
    serveStatic({ root: relative(sdkDir), rewriteRequestPath: (p) => p.replace(/^\/sdk/, '') }),
  );

  // Demo audio and thumbnails. serveStatic answers Range requests (206), which browsers need to seek.
  const demoMediaDir = fileURLToPath(new URL('../seed/demo-media', import.meta.url));
  site.get(
    '/media/demo/:file{[a-z0-9-]+\\.(?:opus|svg)}',
    withHeaders((headers, c) => {
      // Hono would say audio/opus; Ogg Opus files are audio/ogg, which every browser plays.
      headers.set('Content-Type', c.req.path.endsWith('.opus') ? 'audio/ogg' : 'image/svg+xml');
      headers.set('Accept-Ranges', 'bytes');
      headers.set('Cache-Control', DEMO_MEDIA);
      headers.set('Access-Control-Allow-Origin', '*');
    }),
    serveStatic({ root: relative(demoMediaDir), rewriteRequestPath: (p) => p.replace(/^\/media\/demo/, '') }),
  );

  site.use(
    '/examples/*',
    withHeaders((headers) => headers.set('Cache-Control', 'no-cache')),
    serveStatic({ root: relative(options.examplesDir), rewriteRequestPath: (p) => p.replace(/^\/examples/, '') }),
  );
  site.get('/examples', (c) => c.redirect('/examples/'));

  site.use(
    '/assets/*',
    withHeaders((headers) => headers.set('Cache-Control', IMMUTABLE)),
    serveStatic({ root: relative(adminDir) }),
  );
  // A missing script or file is a 404, never the admin page under a script's cache headers.
  for (const prefix of ['/sdk/*', '/media/*', '/assets/*']) site.get(prefix, (c) => c.text('Not found', 404));
  site.use(
    '*',
    withHeaders((headers) => {
      headers.set('Cache-Control', 'no-cache');
      headers.set('Content-Security-Policy', options.adminCsp);
    }),
    serveStatic({ root: relative(adminDir) }),
  );

  const indexHtml = readIfExists(path.join(adminDir, 'index.html'));
  site.get('*', (c) => {
    if (!indexHtml) return c.text('The admin app is not built: run npm run build', 503);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', options.adminCsp);
    return c.html(indexHtml);
  });

  return site;
}

/**
 * Sets headers on what the following serveStatic found. Its `onFound` runs after the response is built,
 * so headers set there never reach the client.
 */
function withHeaders(apply: (headers: Headers, c: Context) => void): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok || c.res.status === 304) apply(c.res.headers, c);
  };
}

function readSdkRelease(sdkDir: string): { version: string; major: string } | null {
  const text = readIfExists(path.join(sdkDir, 'manifest.json'));
  if (!text) return null;
  const parsed = sdkRelease.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

const sdkRelease = z.object({ version: z.string(), major: z.string() });

function readIfExists(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}
