import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site';

// Empty build folders: only the demo media matter here.
const root = mkdtempSync(path.join(tmpdir(), 'static-site-'));
for (const dir of ['dist/admin', 'dist/sdk', 'examples']) mkdirSync(path.join(root, dir), { recursive: true });
const site = createStaticSite({
  distDir: path.join(root, 'dist'),
  examplesDir: path.join(root, 'examples'),
  adminCsp: "default-src 'self'",
});
const opus = readFileSync(new URL('../seed/demo-media/gettysburg-address.opus', import.meta.url));

describe('demo media', () => {
  it('serves the audio as audio/ogg with long cache headers', async () => {
    const res = await site.request('/media/demo/gettysburg-address.opus');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('audio/ogg');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=604800');
    expect(Buffer.from(await res.arrayBuffer()).equals(opus)).toBe(true);
  });

  it('answers byte ranges with 206 so players can seek', async () => {
    const res = await site.request('/media/demo/gettysburg-address.opus', { headers: { Range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes 100-199/${opus.length}`);
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer()).equals(opus.subarray(100, 200))).toBe(true);
  });

  it('serves thumbnails as SVG and nothing else from the folder', async () => {
    const svg = await site.request('/media/demo/gettysburg-address.svg');
    expect(svg.headers.get('Content-Type')).toBe('image/svg+xml');
    for (const path of [
      '/media/demo/gettysburg-address.json',
      '/media/demo/PROVENANCE.md',
      '/media/demo/generate.sh',
    ]) {
      expect((await site.request(path)).headers.get('Content-Type')).not.toMatch(/json|markdown|shellscript/);
    }
  });
});

describe('built files', () => {
  const built = mkdtempSync(path.join(tmpdir(), 'static-built-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(built, file)), { recursive: true });
    writeFileSync(path.join(built, file), text);
  };
  write('dist/admin/index.html', '<!doctype html><div id="root"></div>');
  write('dist/admin/assets/index-AbCd1234.js', 'export {};');
  write('dist/sdk/media-access.js', 'export {};');
  write('dist/sdk/chunk-AbCd1234.js', 'export {};');
  write('dist/sdk/manifest.json', JSON.stringify({ version: '1.2.3', major: 'v1', integrity: {} }));
  mkdirSync(path.join(built, 'examples'));
  const app = createStaticSite({
    distDir: path.join(built, 'dist'),
    examplesDir: path.join(built, 'examples'),
    adminCsp: "frame-ancestors 'self'",
  });

  it('let any site load the SDK, caching hashed chunks for good and the entry for a day', async () => {
    const entry = await app.request('/sdk/media-access.js');
    expect(entry.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(entry.headers.get('Cache-Control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const chunk = await app.request('/sdk/chunk-AbCd1234.js');
    expect(chunk.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/index-AbCd1234.js')).headers.get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('answer a missing script or media file with 404, not the admin page', async () => {
    for (const url of ['/sdk/missing.js', '/assets/missing-AbCd1234.js', '/media/demo/missing.opus']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('Cache-Control'), url).toBeNull();
    }
  });

  it('serve the admin page with its policy and revalidation, by path and by history fallback', async () => {
    for (const url of ['/', '/index.html', '/workspaces/x/files']) {
      const res = await app.request(url);
      expect(await res.text(), url).toContain('<div id="root">');
      expect(res.headers.get('Content-Security-Policy'), url).toBe("frame-ancestors 'self'");
      expect(res.headers.get('Cache-Control'), url).toBe('no-cache');
    }
  });

  it('serve the exact SDK version immutable and the major version for a day, with the same bytes', async () => {
    const exact = await app.request('/sdk/1.2.3/media-access.js');
    expect(exact.status).toBe(200);
    expect(await exact.text()).toBe('export {};');
    expect(exact.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(exact.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const major = await app.request('/sdk/v1/media-access.js');
    expect(major.status).toBe(200);
    expect(await major.text()).toBe('export {};');
    expect(major.headers.get('Cache-Control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect((await app.request('/sdk/v1/chunk-AbCd1234.js')).headers.get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('answer another SDK version, or a missing file of this one, with 404', async () => {
    for (const url of ['/sdk/1.2.4/media-access.js', '/sdk/v2/media-access.js', '/sdk/1.2.3/missing.js']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('Cache-Control'), url).toBeNull();
    }
  });

  it('serve the manifest to any site, revalidated on every use', async () => {
    const res = await app.request('/sdk/manifest.json');
    expect(await res.json()).toMatchObject({ version: '1.2.3', major: 'v1' });
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});
