import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let manager: TestUser;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  manager = await env.signIn('manager@demo.test');
});
afterAll(() => env.close());

const DEMO = '/embed/workspaces/demo-university';
const NOT_FOUND = JSON.stringify({ error: { code: 'not_found', message: 'Not found' } });
const page = (file: string, query = '', headers: Record<string, string> = {}) =>
  env.request('GET', `${DEMO}/files/${file}/descriptive-transcript${query}`, { headers });
/** The page's paragraphs as text, tags dropped, descriptions starting "D ". */
const paragraphs = (body: string) =>
  [...body.matchAll(/<p( class="description")?>([\s\S]*?)<\/p>/g)].map(
    ([, d, inner]) =>
      (d ? 'D ' : '') +
      inner!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
  );

describe('GET descriptive transcript', () => {
  it('interleaves the JFK captions and descriptions in time order as a titled English page', async () => {
    const res = await page('jfk-rice-moon-speech', '', { Origin: 'https://customer.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    const body = await res.text();
    expect(body).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/);
    expect(body).toContain('<title>Descriptive transcript: We choose to go to the Moon (JFK, 1962) — excerpt</title>');
    expect(body).toContain('<h1>We choose to go to the Moon (JFK, 1962) — excerpt</h1>');
    const texts = paragraphs(body);
    // The stadium is described (0:00) before the first words (0:04); line breaks read as spaces.
    expect(texts[0]).toMatch(/^D 0:00\[Description\] A sunlit stadium packed with people\. Ken/);
    expect(texts[1]).toMatch(/^0:04But why, some say, the Moon\? Why choose this as our goal\? /);
    expect(texts.filter((t) => t.startsWith('D '))).toHaveLength(4);
    expect(body.match(/<h2>[^<]+<\/h2>/g)).toEqual([
      '<h2>Why the Moon?</h2>',
      '<h2>We choose to go to the Moon</h2>',
      '<h2>A challenge we intend to win</h2>',
    ]);
    const etag = res.headers.get('ETag')!;
    expect((await page('jfk-rice-moon-speech', '', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('reads another language on ?language=, captions alone when it has no descriptions', async () => {
    const res = await page('jfk-rice-moon-speech', '?language=es');
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('<html lang="es" dir="ltr">');
    expect(body).toContain('<title>Transcript: We choose');
    expect(body).toContain('no audio description in this language');
    expect(paragraphs(body)[0]).toMatch(/^0:04Pero ¿por qué, dicen algunos, la Luna\? ¿Por qué elegirla/);
    expect(body).not.toContain('class="description"');
  });

  it('names speakers once per change', async () => {
    const body = await (await page('apollo-11-eagle-has-landed')).text();
    expect(paragraphs(body)[0]).toMatch(/^0:00Aldrin: 413 is in\./);
    const speakers = [...body.matchAll(/<span class="speaker">([^<]+):<\/span>/g)].map((m) => m[1]);
    // Named where the voice changes, never twice in a row.
    expect(speakers.length).toBeGreaterThan(1);
    expect(speakers.some((s, i) => s === speakers[i - 1])).toBe(false);
  });

  it('answers 404 for a language it has nothing in, and 400 for a malformed one', async () => {
    const none = await page('jfk-rice-moon-speech', '?language=fr');
    expect(none.status).toBe(404);
    expect((await none.json()).error.code).toBe('not_found');
    expect((await page('jfk-rice-moon-speech', '?language=%3Cscript%3E')).status).toBe(400);
  });

  it('escapes what people wrote', async () => {
    const put = await env.request(
      'PUT',
      '/files/apollo-11-eagle-has-landed/tracks/apollo-11-eagle-has-landed-en-captions/cues?workspaceId=demo-university',
      {
        token: manager.token,
        body: 'WEBVTT\n\none\n00:00.000 --> 00:01.000\n<v A&amp;B>Fish &amp; "chips" <b>now</b>\n',
        headers: { 'Content-Type': 'text/vtt' },
      },
    );
    expect(put.status).toBe(200);
    const body = await (await page('apollo-11-eagle-has-landed')).text();
    expect(body).toContain('<span class="speaker">A&#38;B:</span> Fish &#38; &#34;chips&#34; now</p>');
  });

  it('is hidden exactly like the file: private, unpublished, or asked through another workspace', async () => {
    for (const path of [
      `${DEMO}/files/gettysburg-address-private/descriptive-transcript`,
      `${DEMO}/files/other-constitution-preamble/descriptive-transcript`,
      `/embed/workspaces/other-co/files/jfk-rice-moon-speech/descriptive-transcript`,
    ]) {
      const res = await env.request('GET', path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).toBe(NOT_FOUND);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
    // A private file of this workspace: unembeddable and in no published showcase.
    const hidden = await env.request('PATCH', '/files/fdr-first-inaugural?workspaceId=demo-university', {
      token: manager.token,
      body: { embeddable: false },
    });
    expect(hidden.status).toBe(200);
    const res = await page('fdr-first-inaugural');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(NOT_FOUND);
  });
});
