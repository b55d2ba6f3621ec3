import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tracks } from '../db/schema';
import { createCredentialsCipher } from '../integrations/credentials-cipher';
import { signedCaptionToken } from '../platforms/caption-link';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

// The public caption link that Brightcove and Mux fetch a published track version from.

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fileId: string;
let trackId: string;

const WS = 'demo-university';
const FIRST = [
  { id: 'c1', startMs: 0, endMs: 1500, text: 'Hello & welcome' },
  { id: 'c2', startMs: 2000, endMs: 4000, text: 'Week one' },
];
const FIRST_VTT =
  'WEBVTT\n\nc1\n00:00:00.000 --> 00:00:01.500\nHello &amp; welcome\n\nc2\n00:00:02.000 --> 00:00:04.000\nWeek one\n\n';

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  const file = await env.request('POST', '/files', {
    token: demo.manager.token,
    body: { workspaceId: WS, name: 'Link' },
  });
  fileId = ((await file.json()) as { file: { id: string } }).file.id;
});
afterAll(() => env.close());

beforeEach(async () => {
  const created = await env.request('POST', `/files/${fileId}/tracks?workspaceId=${WS}`, {
    token: demo.manager.token,
    body: { language: 'en', kind: 'captions', label: 'English' },
  });
  trackId = ((await created.json()) as { track: { id: string } }).track.id;
  await putCues(FIRST);
});

async function putCues(cues: typeof FIRST) {
  const res = await env.request('PUT', `/files/${fileId}/tracks/${trackId}/cues?workspaceId=${WS}`, {
    token: demo.editor.token,
    body: { cues },
  });
  expect(res.status).toBe(200);
}

const versionOf = async (id: string) =>
  (await env.database.db.select({ version: tracks.version }).from(tracks).where(eq(tracks.id, id)))[0]!.version;
const token = async (id = trackId, now = Date.now()) =>
  signedCaptionToken(env.integrationsCipher, { trackId: id, version: await versionOf(id) }, now);
const fetchLink = (name: string) => env.request('GET', `/caption-links/${name}`);

/** Every refusal is the same 404, so it tells a guesser nothing. */
async function expectRefused(name: string) {
  const res = await fetchLink(name);
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'This caption link is not valid' } });
}

describe('caption links', () => {
  it('serves the signed track version as WebVTT to anyone holding the link, without signing in', async () => {
    const res = await fetchLink(`${await token()}.vtt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await res.text()).toBe(FIRST_VTT);
  });

  it('keeps serving the published version after the track is edited', async () => {
    const published = await token();
    await putCues([{ id: 'c1', startMs: 0, endMs: 900, text: 'Edited later' }]);
    expect(await (await fetchLink(`${published}.vtt`)).text()).toBe(FIRST_VTT);
    expect(await (await fetchLink(`${await token()}.vtt`)).text()).toContain('Edited later');
  });

  it('refuses an expired link', async () => {
    await expectRefused(`${await token(trackId, Date.now() - 24 * 3_600_000 - 1000)}.vtt`);
    expect((await fetchLink(`${await token(trackId, Date.now() - 23 * 3_600_000)}.vtt`)).status).toBe(200);
  });

  it('refuses tampered links: signature, version, expiry, another track, another key, not .vtt', async () => {
    const good = await token();
    const [id, version, expires, signature] = good.split('.') as [string, string, string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const created = await env.request('POST', `/files/${fileId}/tracks?workspaceId=${WS}`, {
      token: demo.manager.token,
      body: { language: 'fr', kind: 'captions', label: 'Français' },
    });
    const other = ((await created.json()) as { track: { id: string } }).track.id;
    const elsewhere = signedCaptionToken(createCredentialsCipher(randomBytes(32)), { trackId, version: 2 }, Date.now());
    for (const name of [
      `${id}.${version}.${expires}.${flipped}.vtt`,
      `${id}.${Number(version) + 1}.${expires}.${signature}.vtt`,
      `${id}.${version}.${Number(expires) + 86_400}.${signature}.vtt`,
      `${other}.${version}.${expires}.${signature}.vtt`,
      `${elsewhere}.vtt`,
      `${good}.srt`,
      good,
      'nothing.vtt',
    ]) {
      await expectRefused(name);
    }
  });

  it('refuses the link of a deleted track', async () => {
    const link = `${await token()}.vtt`;
    const res = await env.request('DELETE', `/files/${fileId}/tracks/${trackId}?workspaceId=${WS}`, {
      token: demo.manager.token,
    });
    expect(res.status).toBeLessThan(300);
    await expectRefused(link);
  });
});
