import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../testing/test-env';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
});
afterAll(() => env.close());

// In-process requests arrive as http://localhost, so embed URLs of this site use that origin.
const oembed = (url: string, extra = '') => env.request('GET', `/oembed?url=${encodeURIComponent(url)}${extra}`);

describe('GET /oembed', () => {
  it('turns a showcase link into a rich iframe embed', async () => {
    const res = await oembed('http://localhost/embed/demo-university/showcases/welcome-week');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await res.json();
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Media Access',
      width: 960,
      height: 720,
    });
    expect(body.html).toMatch(
      /^<iframe src="http:\/\/localhost\/embed\/demo-university\/showcases\/welcome-week" title="Welcome Week" width="960" height="720" /,
    );
  });

  it('suggests a file frame tall enough for a video and its transcript, with the script that fits it to its content', async () => {
    const body = await (await oembed('http://localhost/embed/demo-university/files/fdr-first-inaugural')).json();
    expect([body.width, body.height]).toEqual([640, 1000]);
    expect(body.html).toMatch(/<\/iframe>\n<script async src="http:\/\/localhost\/sdk\/iframe-resize\.js"><\/script>$/);
  });

  it('honours maxwidth and maxheight and keeps ?t= on file links', async () => {
    const res = await oembed(
      'http://localhost/embed/demo-university/files/fdr-first-inaugural?t=30',
      '&maxwidth=400&maxheight=300',
    );
    const body = await res.json();
    expect([body.width, body.height]).toEqual([400, 300]);
    expect(body.html).toContain('src="http://localhost/embed/demo-university/files/fdr-first-inaugural?t=30"');
  });

  it('knows nothing about unpublished, hidden or foreign pages', async () => {
    for (const url of [
      'http://localhost/embed/demo-university/showcases/draft-orientation',
      'http://localhost/embed/other-co/files/other-constitution-preamble',
      'http://elsewhere.example/embed/demo-university/showcases/welcome-week',
      'http://localhost/workspaces/demo-university/files',
    ]) {
      expect((await oembed(url)).status, url).toBe(404);
    }
  });

  it('serves JSON only (501 otherwise, as oEmbed asks) and validates its input', async () => {
    const xml = await oembed('http://localhost/embed/demo-university/showcases/welcome-week', '&format=xml');
    expect(xml.status).toBe(501);
    expect((await xml.json()).error.code).toBe('not_implemented');
    expect((await env.request('GET', '/oembed?url=not-a-url')).status).toBe(400);
  });
});

describe('GET /oembed links', () => {
  it('builds every link from PUBLIC_URL, whatever Host the request names', async () => {
    const url = 'http://localhost/embed/demo-university/showcases/welcome-week';
    const res = await env.api.request(`http://attacker.example/oembed?url=${encodeURIComponent(url)}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.provider_url).toBe('http://localhost');
    expect(body.html).toContain('src="http://localhost/embed/demo-university/showcases/welcome-week"');
    expect(body.thumbnail_url).toMatch(/^http:\/\/localhost\//);
  });

  it('treats a link on the Host the request names as foreign', async () => {
    const url = 'http://attacker.example/embed/demo-university/showcases/welcome-week';
    const res = await env.api.request(`http://attacker.example/oembed?url=${encodeURIComponent(url)}`);
    expect(res.status).toBe(404);
  });

  it('is cached by a CDN for at most 2 minutes', async () => {
    const res = await oembed('http://localhost/embed/demo-university/files/fdr-first-inaugural');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=60');
  });
});
