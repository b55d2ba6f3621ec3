import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { adminContentSecurityPolicy } from './http/security-headers';
import { clientConfigOf, createSite } from './site';
import { createTestEnv, type TestEnv } from './testing/test-env';

const root = mkdtempSync(path.join(tmpdir(), 'site-'));
let env: TestEnv;
let site: Hono;

beforeAll(async () => {
  // A minimal build: the admin entry, the SDK's iframe entry and one SDK file.
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('dist/admin/index.html', '<!doctype html><title>Admin</title><div id="root"></div>');
  write('dist/sdk/embed.html', '<!doctype html><html><head><title>Media Access</title></head><body></body></html>');
  write('dist/sdk/media-access.js', 'export {};');
  mkdirSync(path.join(root, 'examples'));
  env = await createTestEnv({ seeded: true });
  const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST });
  site = createSite(
    config,
    {
      db: env.database.db,
      auth: env.auth,
      trustUnverifiedEmails: true,
      trustProxy: 0,
      publicUrl: config.publicUrl,
      storage: env.storage,
      jobs: env.jobs,
      media: env.media,
    },
    { distDir: path.join(root, 'dist'), examplesDir: path.join(root, 'examples') },
  );
});
afterAll(async () => {
  await env.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, init?: RequestInit) => Promise.resolve(site.request(`http://localhost${url}`, init));

describe('unknown paths under /api', () => {
  it.each([
    ['GET', '/api/nonexistent'],
    ['GET', '/api/warmup/'],
    ['GET', '/api/client-config/'],
    ['POST', '/api/no/such/call'],
    ['GET', '/api'],
    ['GET', '/api/'],
  ])('%s %s answers a JSON 404 in the error shape, never the admin app', async (method, url) => {
    const res = await get(url, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining(url) } });
  });

  it('still serves the real calls and the admin app outside /api', async () => {
    expect((await get('/api/warmup')).status).toBe(204);
    const page = await get('/workspaces/demo-university/files');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });
});

describe('security headers', () => {
  it('give the admin app a Content-Security-Policy that only it may frame', async () => {
    for (const url of ['/', '/workspaces/demo-university/files', '/index.html']) {
      const csp = (await get(url)).headers.get('Content-Security-Policy') ?? '';
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toMatch(/script-src 'self'[^;]*;/);
      expect(csp, url).toContain(
        `connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
      );
      expect(csp, url).toContain("frame-src 'self' https://demo-media-access.firebaseapp.com");
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
    }
  });

  it('send X-Content-Type-Options: nosniff on every kind of answer', async () => {
    const urls = [
      '/api/warmup',
      '/api/client-config',
      '/api/nonexistent',
      '/api/embed/workspaces/demo-university/showcases/welcome-week',
      '/embed/demo-university/showcases/welcome-week',
      '/sdk/media-access.js',
      '/media/demo/gettysburg-address.opus',
      '/media/demo/gettysburg-address.svg',
      '/',
      '/workspaces/demo-university/files',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.status, url).toBeLessThan(500);
      expect(res.headers.get('X-Content-Type-Options'), url).toBe('nosniff');
    }
  });

  it('let the admin report to the configured Sentry and nowhere else', () => {
    const withSentry = clientConfigOf(
      loadConfig({ FIREBASE_PROJECT_ID: 'acme-prod', SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' }),
    );
    const csp = adminContentSecurityPolicy(withSentry);
    expect(csp).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://o1.ingest.sentry.io;",
    );
    expect(csp).toContain("frame-src 'self' https://acme-prod.firebaseapp.com;");
  });
});
