import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

export interface StaticSiteOptions {
  /** Folder holding `admin/` and `sdk/` from `npm run build`. */
  distDir: string;
  examplesDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The entry keeps a stable name customers paste into pages, so it may change under them: a day, then revalidate.
const SDK_ENTRY = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * Serves the built admin SPA (history fallback), the embed pages (their own HTML entry, SDK only),
 * the SDK files and the examples. Everything under /api is handled before this.
 */
export function createStaticSite(options: StaticSiteOptions) {
  const site = new Hono();
  const adminDir = path.join(options.distDir, 'admin');
  const sdkDir = path.join(options.distDir, 'sdk');
  const relative = (dir: string) => path.relative(process.cwd(), dir) || '.';

  site.use(
    '/sdk/*',
    serveStatic({
      root: relative(sdkDir),
      rewriteRequestPath: (p) => p.replace(/^\/sdk/, ''),
      onFound: (filePath, c) => {
        const name = path.basename(filePath);
        c.header('Cache-Control', /-[A-Za-z0-9_-]{8}\.js$/.test(name) ? IMMUTABLE : SDK_ENTRY);
        c.header('Access-Control-Allow-Origin', '*');
      },
    }),
  );

  site.use(
    '/examples/*',
    serveStatic({
      root: relative(options.examplesDir),
      rewriteRequestPath: (p) => p.replace(/^\/examples/, ''),
      onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
    }),
  );
  site.get('/examples', (c) => c.redirect('/examples/'));

  const embedHtml = readIfExists(path.join(sdkDir, 'embed.html'));
  site.get('/embed/*', (c) => {
    if (!embedHtml) return c.text('The SDK is not built: run npm run build', 503);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', 'frame-ancestors *');
    return c.html(embedHtml);
  });

  site.use(
    '/assets/*',
    serveStatic({ root: relative(adminDir), onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }),
  );
  site.use(
    '*',
    serveStatic({ root: relative(adminDir), onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }),
  );

  const indexHtml = readIfExists(path.join(adminDir, 'index.html'));
  site.get('*', (c) => {
    if (!indexHtml) return c.text('The admin app is not built: run npm run build', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });

  return site;
}

function readIfExists(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}
