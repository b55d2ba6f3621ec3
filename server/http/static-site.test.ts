import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site';

// Empty build folders: only the demo media matter here.
const root = mkdtempSync(path.join(tmpdir(), 'static-site-'));
for (const dir of ['dist/admin', 'dist/sdk', 'examples']) mkdirSync(path.join(root, dir), { recursive: true });
const site = createStaticSite({ distDir: path.join(root, 'dist'), examplesDir: path.join(root, 'examples') });
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
