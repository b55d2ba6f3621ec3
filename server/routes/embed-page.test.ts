import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { createTestEnv, type TestEnv } from '../testing/test-env';
import { EMBED_CSP, embedPageHandler } from './embed-page';

const TEMPLATE =
  '<!doctype html><html><head><title>Media Access</title></head><body><main id="embed-root"></main></body></html>';
let env: TestEnv;
let site: Hono;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  site = new Hono();
  site.get('/embed/*', embedPageHandler(env.database.db, TEMPLATE, 'http://media.example'));
});
afterAll(() => env.close());

const get = (path: string) => site.request(`http://media.example${path}`);
const jsonLd = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
};

describe('/embed iframe pages', () => {
  it('give crawlers the transcript of a file as JSON-LD, with a title, canonical link and oEmbed discovery', async () => {
    const res = await get('/embed/demo-university/files/fdr-first-inaugural');
    expect(res.status).toBe(200);
    const html = await res.text();
    const data = jsonLd(html)!;
    expect(data['@type']).toBe('AudioObject');
    expect(data.name).toBe(html.match(/<title>(.*?)<\/title>/)![1]);
    expect(String(data.transcript)).toContain('fear itself');
    expect(data.duration).toMatch(/^PT\d+S$/);
    expect(html).toContain(
      '<link rel="canonical" href="http://media.example/embed/demo-university/files/fdr-first-inaugural" />',
    );
    expect(html).toContain(
      'href="http://media.example/api/oembed?url=http%3A%2F%2Fmedia.example%2Fembed%2Fdemo-university%2Ffiles%2Ffdr-first-inaugural&#38;format=json"',
    );
    expect(html).toContain('<main id="embed-root">');
  });

  it('may be framed by any site but runs only its own scripts', async () => {
    const res = await get('/embed/demo-university/showcases/welcome-week');
    expect(res.headers.get('content-security-policy')).toBe(EMBED_CSP);
    expect(EMBED_CSP).toContain('frame-ancestors *');
    expect(EMBED_CSP).toContain("script-src 'self'");
    const data = jsonLd(await res.text())!;
    expect(data['@type']).toBe('CollectionPage');
    expect((data.hasPart as { url: string }[]).map((p) => p.url)).toContain(
      'http://media.example/embed/demo-university/showcases/welcome-week/files/jfk-rice-moon-speech',
    );
  });

  it('answers unpublished, other workspaces, unknown ids and files outside the showcase with the same 404 page', async () => {
    const paths = [
      '/embed/demo-university/showcases/draft-orientation',
      '/embed/other-co/files/other-constitution-preamble',
      '/embed/demo-university/files/other-constitution-preamble',
      '/embed/demo-university/files/no-such-file',
      '/embed/demo-university/showcases/welcome-week/files/fdr-first-inaugural',
      '/embed/not/a/route',
    ];
    const bodies = await Promise.all(
      paths.map(async (p) => {
        const res = await get(p);
        expect(res.status, p).toBe(404);
        return res.text();
      }),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLd(bodies[0]!)).toBeNull();
  });
});

describe('/embed page heads', () => {
  it("put a title with $' $& and $` in literally, where String.replace would expand them", async () => {
    const name = "Fees $' rise $& fall $` again";
    await env.database.db
      .insert(files)
      .values({ id: 'dollar-title', workspaceId: 'demo-university', name, embeddable: true });
    const res = await get('/embed/demo-university/files/dollar-title');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<title>(.*?)<\/title>/)![1]).toBe('Fees $&#39; rise $&#38; fall $` again');
    expect(jsonLd(html)!.name).toBe(name);
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html.match(/<main id="embed-root">/g)).toHaveLength(1);
  });

  it('build canonical, oEmbed and JSON-LD links from PUBLIC_URL, never from the Host header', async () => {
    const res = await site.request('http://attacker.example/embed/demo-university/showcases/welcome-week', {
      headers: { Host: 'attacker.example' },
    });
    const html = await res.text();
    expect(html).not.toContain('attacker.example');
    expect(html).toContain(
      '<link rel="canonical" href="http://media.example/embed/demo-university/showcases/welcome-week" />',
    );
    expect(html).toContain('href="http://media.example/api/oembed?url=http%3A%2F%2Fmedia.example%2Fembed%2F');
  });

  it('are cached by a CDN for at most 2 minutes', async () => {
    const res = await get('/embed/demo-university/showcases/welcome-week');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=60');
  });
});
