import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeBrightcove, startFakeBrightcove } from '../platforms/testing/fake-brightcove';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { storeFinishedRender } from '../testing/finished-render';

// Publishing a described audio render to Brightcove as a `descriptive` audio track: Dynamic Ingest takes the audio
// only as a URL it downloads, so the fake fetches our signed rendition link (routed to the app in-process). The link
// itself (signature, expiry, ranges, refusals) is checked in platforms-publish-mux-audio.test.ts.

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fake: FakeBrightcove;
let dir: string;
let fileId: string;
let trackId: string;
/** Whether the app's public address answers the fake (false: as if PUBLIC_URL were unreachable). */
let reachable = true;
const WS = 'demo-university';
const PUBLIC_LINK = /^http:\/\/localhost\/api\/rendition-links\/[^/]+\.m4a$/;
/** Two tiny AAC-in-MP4 renders made with ffmpeg (different tones, so different bytes). */
const renders: Buffer[] = [];

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'brightcove-audio-'));
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
  fake = await startFakeBrightcove({
    fetchLink: async (url) =>
      reachable && PUBLIC_LINK.test(url)
        ? env.request('GET', url.slice('http://localhost/api'.length))
        : new Response('', { status: 503 }),
  });
  Object.assign(process.env, { BRIGHTCOVE_API_BASE_URL: fake.baseUrl, BRIGHTCOVE_OAUTH_URL: fake.baseUrl });
  const put = await env.request('PUT', `/workspaces/${WS}/integrations/brightcove`, {
    token: demo.admin.token,
    body: { credentials: { accountId: fake.accountId, clientId: fake.clientId, clientSecret: fake.clientSecret } },
  });
  expect(put.status).toBe(200);
  // Its MP4 is on the fake's CDN address, which is never fetched by this test.
  const imported = await env.request('POST', `/workspaces/${WS}/platforms/brightcove/import`, {
    token: demo.manager.token,
    body: { itemIds: [fake.videos[0]!.id], captions: false },
  });
  fileId = ((await imported.json()) as { imports: { fileId: string }[] }).imports[0]!.fileId;
  const created = await env.request('POST', `/files/${fileId}/tracks?workspaceId=${WS}`, {
    token: demo.manager.token,
    body: { language: 'en', kind: 'descriptions', label: 'Audio description' },
  });
  trackId = ((await created.json()) as { track: { id: string } }).track.id;
});
afterAll(async () => {
  delete process.env.BRIGHTCOVE_API_BASE_URL;
  delete process.env.BRIGHTCOVE_OAUTH_URL;
  await fake.close();
  await env.close();
  rmSync(dir, { recursive: true, force: true });
  expect(fake.unhandled).toEqual([]);
});

/** A finished described_audio job of the track, as the render job leaves it: its own object, named in its result. */
const finishedRender = (jobId: string, bytes: Buffer, finishedAt: Date) =>
  storeFinishedRender(env, { workspaceId: WS, fileId, trackId, kind: 'described_audio', jobId, bytes, finishedAt });

const publish = (who: TestUser = demo.manager, workspaceId = WS) =>
  env.request('POST', `/workspaces/${workspaceId}/files/${fileId}/publish-described-audio`, {
    token: who.token,
    body: { trackId },
  });

/** The video's audio tracks as Brightcove's CMS API lists them. */
async function audioTracksOnBrightcove() {
  const res = await fetch(`${fake.baseUrl}/v1/accounts/${fake.accountId}/videos/${fake.videos[0]!.id}/audio_tracks`, {
    headers: { Authorization: `Bearer ${[...fake.accessTokens].at(-1)}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string; variant: string }[]).map((t) => `${t.id} (${t.variant})`);
}

const ingestCount = () => fake.requests.filter((r) => r.url.pathname.endsWith('/ingest-requests')).length;

describe('publishing described audio to Brightcove', () => {
  it('answers 409 while nothing has been rendered from the track, asking Brightcove nothing', async () => {
    const res = await publish();
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('No described audio has been rendered from this track: render it first');
    expect(ingestCount()).toBe(0);
  });

  it('ingests the render as a descriptive audio track fetched through the signed link; a republish replaces it', async () => {
    await finishedRender('render-one', renders[0]!, new Date(Date.now() - 60_000));
    const res = await publish();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      trackId,
      renderJobId: 'render-one',
      platformTrackId: 'en_descriptive',
      name: 'English (described)',
    });
    const [ingest] = fake.ingests as { body: { audio_tracks: { masters: { url: string }[] } } }[];
    const url = ingest!.body.audio_tracks.masters[0]!.url;
    expect(url).toMatch(PUBLIC_LINK);
    expect(ingest!.body).toEqual({
      audio_tracks: { merge_with_existing: true, masters: [{ url, language: 'en', variant: 'descriptive' }] },
    });
    const described = () => fake.audioTracks.find((t) => t.id === 'en_descriptive')!;
    expect(described()).toMatchObject({ videoId: fake.videos[0]!.id, language: 'en', contentType: 'audio/mp4' });
    expect(described().bytes.equals(renders[0]!)).toBe(true);
    expect(await audioTracksOnBrightcove()).toEqual(['en_main (main)', 'en_descriptive (descriptive)']);

    // A newer render is what the next publish sends, under the same language and variant: no second track.
    await finishedRender('render-two', renders[1]!, new Date());
    const again = await publish(demo.admin);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ renderJobId: 'render-two', platformTrackId: 'en_descriptive' });
    expect(described().bytes.equals(renders[1]!)).toBe(true);
    expect(await audioTracksOnBrightcove()).toEqual(['en_main (main)', 'en_descriptive (descriptive)']);
    // Nothing was deleted or patched to get there.
    expect(fake.requests.filter((r) => ['PATCH', 'DELETE'].includes(r.method))).toEqual([]);
  });

  it("lets only admins and content managers publish, and never another workspace's file", async () => {
    const before = ingestCount();
    for (const who of [demo.editor, demo.viewer]) expect((await publish(who)).status).toBe(403);
    expect((await publish(demo.outsider, 'other-co')).status).toBe(404);
    expect((await publish(demo.outsider)).status).toBe(404);
    expect(ingestCount()).toBe(before);
  });

  it('refuses a video not on Dynamic Delivery before asking Brightcove to ingest anything', async () => {
    const before = ingestCount();
    fake.videos[0]!.delivery_type = 'static_origin';
    try {
      const res = await publish();
      expect(res.status).toBe(502);
      expect(await errorOf(res)).toMatchObject({
        code: 'platform_unavailable',
        message:
          'This Brightcove video is not on Dynamic Delivery, which extra audio tracks need: move it there (retranscode it, or ask Brightcove) and publish again',
      });
    } finally {
      fake.videos[0]!.delivery_type = 'dynamic_origin';
    }
    expect(ingestCount()).toBe(before);
  });

  it("maps Brightcove's errors as for captions: a refused link 502, an outage 503, a revoked credential 409", async () => {
    reachable = false;
    const refused = await publish();
    reachable = true;
    expect(refused.status).toBe(502);
    // Brightcove's own words ("could not be downloaded as audio") stay in the server log.
    expect(await errorOf(refused)).toMatchObject({
      code: 'platform_unavailable',
      message: 'Brightcove refused the request (HTTP 400)',
    });
    expect(fake.audioTracks.find((t) => t.id === 'en_descriptive')!.bytes.equals(renders[1]!)).toBe(true);

    fake.failNext(
      { status: 503, body: [{ error_code: 'SERVER_ERROR', message: 'down' }] },
      {
        pathPrefix: `/v1/accounts/${fake.accountId}/videos/${fake.videos[0]!.id}/ingest-requests`,
      },
    );
    const down = await publish();
    expect(down.status).toBe(503);
    expect((await errorOf(down)).code).toBe('platform_unavailable');

    fake.rotateClientSecret();
    fake.expireAccessTokens();
    const revoked = await publish();
    expect(revoked.status).toBe(409);
    expect((await errorOf(revoked)).code).toBe('platform_reconnect');
  });
});
