import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMux, startFakeMux } from '../platforms/testing/fake-mux';
import { signedRenditionToken } from '../platforms/rendition-link';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { storeFinishedRender } from '../testing/finished-render';

// Publishing a described audio render to Mux as an alternate audio track: Mux takes the audio only as a URL it
// downloads, so the fake fetches our signed rendition link (routed to the app in-process) when the track is made.

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fake: FakeMux;
let dir: string;
let fileId: string;
let trackId: string;
const WS = 'demo-university';
const PUBLIC_LINK = /^http:\/\/localhost\/api\/rendition-links\/[^/]+\.m4a$/;
/** Two tiny AAC-in-MP4 renders made with ffmpeg (different tones, so different bytes). */
const renders: Buffer[] = [];

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mux-audio-'));
  for (const frequency of [440, 660]) {
    const out = path.join(dir, `${frequency}.m4a`);
    execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=0.5`],
      ...['-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', out],
    ]);
    renders.push(readFileSync(out));
  }
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  fake = await startFakeMux({
    fetchLink: async (url) =>
      PUBLIC_LINK.test(url)
        ? env.request('GET', url.slice('http://localhost/api'.length))
        : new Response('', { status: 404 }),
  });
  process.env.MUX_API_BASE_URL = fake.baseUrl;
  const put = await env.request('PUT', `/workspaces/${WS}/integrations/mux`, {
    token: demo.admin.token,
    body: { credentials: { tokenId: fake.tokenId, tokenSecret: fake.tokenSecret } },
  });
  expect(put.status).toBe(200);
  // The asset with MP4 renditions (importable); its media is not fetched by this test.
  const imported = await env.request('POST', `/workspaces/${WS}/platforms/mux/import`, {
    token: demo.manager.token,
    body: { itemIds: [fake.assets[2]!.id], captions: false },
  });
  fileId = ((await imported.json()) as { imports: { fileId: string }[] }).imports[0]!.fileId;
  trackId = await newTrack(fileId, 'descriptions');
});
afterAll(async () => {
  delete process.env.MUX_API_BASE_URL;
  await fake.close();
  await env.close();
  rmSync(dir, { recursive: true, force: true });
  // The import's media job asks the fake for the MP4 rendition, which it has no bytes for; nothing else may miss.
  expect(fake.unhandled.filter((r) => !r.endsWith('/capped-1080p.mp4'))).toEqual([]);
});

async function newTrack(file: string, kind: string) {
  const created = await env.request('POST', `/files/${file}/tracks?workspaceId=${WS}`, {
    token: demo.manager.token,
    body: { language: 'en', kind, label: kind === 'descriptions' ? 'Audio description' : 'English' },
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { track: { id: string } }).track.id;
}

/** A finished described_audio job of the track, as the render job leaves it: its own object, named in its result. */
const finishedRender = (jobId: string, bytes: Buffer, finishedAt: Date) =>
  storeFinishedRender(env, { workspaceId: WS, fileId, trackId, kind: 'described_audio', jobId, bytes, finishedAt });

const publish = (body: unknown, who: TestUser = demo.manager, workspaceId = WS, file = fileId) =>
  env.request('POST', `/workspaces/${workspaceId}/files/${file}/publish-described-audio`, { token: who.token, body });

/** The link the adapter handed Mux in its last create-track call. */
function lastLink(): string {
  const posts = fake.requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/tracks'));
  const body = JSON.parse(posts.at(-1)!.body) as { url: string; type: string };
  expect(body.type).toBe('audio');
  return body.url.slice('http://localhost/api'.length);
}

describe('publishing described audio to Mux', () => {
  it('answers 409 while nothing has been rendered from the track', async () => {
    const res = await publish({ trackId });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      code: 'conflict',
      message: 'No described audio has been rendered from this track: render it first',
    });
    expect(fake.audioTracks).toEqual([]);
  });

  it('adds the render as an alternate audio track that Mux fetched through the signed link; a republish replaces it', async () => {
    const asset = fake.assets[2]!;
    await finishedRender('render-one', renders[0]!, new Date(Date.now() - 60_000));
    const res = await publish({ trackId });
    expect(res.status).toBe(200);
    const first = (await res.json()) as { platformTrackId: string; renderJobId: string; name: string };
    expect(first).toMatchObject({ trackId, renderJobId: 'render-one', name: 'English (described)' });
    expect(fake.audioTracks).toEqual([
      expect.objectContaining({
        id: first.platformTrackId,
        assetId: asset.id,
        languageCode: 'en',
        name: 'English (described)',
        contentType: 'audio/mp4',
      }),
    ]);
    expect(fake.audioTracks[0]!.bytes.equals(renders[0]!)).toBe(true);
    const firstLink = lastLink();

    // A newer render is what the next publish sends; the first link still serves the render it named.
    await finishedRender('render-two', renders[1]!, new Date());
    const again = await publish({ trackId }, demo.admin);
    expect(again.status).toBe(200);
    const second = (await again.json()) as { platformTrackId: string; renderJobId: string };
    expect(second.renderJobId).toBe('render-two');
    expect(fake.audioTracks).toHaveLength(1);
    expect(fake.audioTracks[0]!.bytes.equals(renders[1]!)).toBe(true);
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      `/video/v1/assets/${asset.id}/tracks/${first.platformTrackId}`,
    ]);
    const old = await env.request('GET', firstLink);
    expect(old.status).toBe(200);
    expect(Buffer.from(await old.arrayBuffer()).equals(renders[0]!)).toBe(true);
  });

  it('serves the link without a session, with byte ranges, and refuses a tampered, expired or foreign link with 404', async () => {
    const link = lastLink();
    const part = await env.request('GET', link, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Type')).toBe('audio/mp4');
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${renders[1]!.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(renders[1]!.subarray(0, 100))).toBe(true);

    const token = link.slice('/rendition-links/'.length, -'.m4a'.length);
    const [jobId, expires, signature] = token.split('.');
    const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    const expired = signedRenditionToken(env.integrationsCipher, jobId!, Date.now() - 25 * 3600_000);
    const refused = [
      `${jobId}.${expires}.${flipped}`,
      `render-one.${expires}.${signature}`,
      `${jobId}.${Number(expires) + 3600}.${signature}`,
      expired,
      // A valid signature for a job that is not a described audio render.
      signedRenditionToken(env.integrationsCipher, 'no-such-job', Date.now()),
    ];
    for (const bad of refused) {
      const res = await env.request('GET', `/rendition-links/${bad}.m4a`);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: 'not_found', message: 'This audio link is not valid' });
    }
    expect((await env.request('GET', `/rendition-links/${token}.vtt`)).status).toBe(404);
  });

  it("lets only admins and content managers publish, and never another workspace's file", async () => {
    for (const who of [demo.editor, demo.viewer]) expect((await publish({ trackId }, who)).status).toBe(403);
    const elsewhere = await publish({ trackId }, demo.outsider, 'other-co');
    expect(elsewhere.status).toBe(404);
    expect((await errorOf(elsewhere)).message).toBe('File not found');
    expect((await publish({ trackId }, demo.outsider)).status).toBe(404);
  });

  it('refuses bad bodies, tracks that are not descriptions, and files that were not imported', async () => {
    for (const body of [{}, { trackId: 'bad id!' }]) {
      const res = await publish(body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('validation_error');
    }
    const captions = await newTrack(fileId, 'captions');
    expect((await publish({ trackId: captions })).status).toBe(404);
    expect((await publish({ trackId: 'no-such-track' })).status).toBe(404);
    const uploaded = await env.request('POST', '/files', {
      token: demo.manager.token,
      body: { workspaceId: WS, name: 'Not from a platform' },
    });
    const local = ((await uploaded.json()) as { file: { id: string } }).file.id;
    const localTrack = await newTrack(local, 'descriptions');
    const res = await publish({ trackId: localTrack }, demo.manager, WS, local);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      code: 'conflict',
      message: 'This file was not imported from a platform',
    });
  });

  it('maps a revoked Mux token to platform_reconnect', async () => {
    fake.revokeToken();
    const res = await publish({ trackId });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('platform_reconnect');
  });
});
