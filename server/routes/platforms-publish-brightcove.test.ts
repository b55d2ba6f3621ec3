import { writeCaptions } from '@shared/captions/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeBrightcove, startFakeBrightcove } from '../platforms/testing/fake-brightcove';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

// Publishing back to Brightcove, which takes captions only as a URL its ingest job fetches: the fake fetches our
// public caption link (routed to the app in-process, as Brightcove would reach PUBLIC_URL) and keeps what it got.

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fake: FakeBrightcove;
let fileId: string;
let englishTrack: string;
/** Whether the app's public address answers the fake (false: as if PUBLIC_URL were unreachable). */
let reachable: boolean;

const WS = 'demo-university';
const PUBLIC_LINK = /^http:\/\/localhost\/api\/caption-links\/[^/]+\.vtt$/;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(async () => {
  delete process.env.BRIGHTCOVE_API_BASE_URL;
  delete process.env.BRIGHTCOVE_OAUTH_URL;
  await env.close();
});

beforeEach(async () => {
  reachable = true;
  fake = await startFakeBrightcove({
    fetchLink: async (url) =>
      reachable && PUBLIC_LINK.test(url)
        ? env.request('GET', url.slice('http://localhost/api'.length))
        : new Response('', { status: 503 }),
  });
  Object.assign(process.env, { BRIGHTCOVE_API_BASE_URL: fake.baseUrl, BRIGHTCOVE_OAUTH_URL: fake.baseUrl });
  const credentials = { accountId: fake.accountId, clientId: fake.clientId, clientSecret: fake.clientSecret };
  const put = await env.request('PUT', `/workspaces/${WS}/integrations/brightcove`, {
    token: demo.admin.token,
    body: { credentials },
  });
  expect(put.status).toBe(200);
  // The first video with its English captions and Spanish subtitles (its MP4 is not fetched by these tests).
  const res = await env.request('POST', `/workspaces/${WS}/platforms/brightcove/import`, {
    token: demo.manager.token,
    body: { itemIds: [fake.videos[0]!.id], captions: true },
  });
  fileId = ((await res.json()) as { imports: { fileId: string }[] }).imports[0]!.fileId;
  const file = (await (
    await env.request('GET', `/files/${fileId}?workspaceId=${WS}`, { token: demo.viewer.token })
  ).json()) as { tracks: { id: string; label: string }[] };
  englishTrack = file.tracks.find((t) => t.label === 'English')!.id;
});
afterEach(async () => {
  const removed = await env.request('DELETE', `/files/${fileId}?workspaceId=${WS}`, { token: demo.manager.token });
  expect(removed.status).toBeLessThan(300);
  await fake.close();
  expect(fake.unhandled).toEqual([]);
});

type Result = { trackId: string; status: string; platformCaptionId?: string; error?: string };
type Publication = { trackId: string; platformCaptionId: string; changedSincePublished: boolean };

const publish = async (trackIds: string[]) => {
  const res = await env.request('POST', `/workspaces/${WS}/files/${fileId}/publish`, {
    token: demo.manager.token,
    body: { tracks: trackIds.map((trackId) => ({ trackId })) },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: Result[] }).results;
};

async function putCues(cues: { id: string; startMs: number; endMs: number; text: string }[]) {
  const res = await env.request('PUT', `/files/${fileId}/tracks/${englishTrack}/cues?workspaceId=${WS}`, {
    token: demo.editor.token,
    body: { cues },
  });
  expect(res.status).toBe(200);
}

async function publications(): Promise<Publication[]> {
  const res = await env.request('GET', `/workspaces/${WS}/platforms/brightcove/items/${fake.videos[0]!.id}`, {
    token: demo.viewer.token,
  });
  return ((await res.json()) as { publications: Publication[] }).publications;
}

const englishOnBrightcove = () => fake.videos[0]!.text_tracks.filter((t) => t.label === 'English');
const vtt = (cues: { id: string; startMs: number; endMs: number; text: string }[]) =>
  writeCaptions({ cues, language: 'en' }, 'webvtt').text;

const EDITED = [
  { id: 'c1', startMs: 0, endMs: 2000, text: 'Welcome, everyone' },
  { id: 'c2', startMs: 2500, endMs: 4000, text: 'to the team' },
];

describe('publishing to Brightcove through a caption link', () => {
  it('replaces the imported text track with the edited one, fetched from a link that keeps serving that version', async () => {
    expect((await publications())[0]).toMatchObject({
      trackId: englishTrack,
      platformCaptionId: 'captions:en:English',
      changedSincePublished: false,
    });
    await putCues(EDITED);
    expect(await publish([englishTrack])).toEqual([
      { trackId: englishTrack, status: 'published', platformCaptionId: 'captions:en:English' },
    ]);
    const [ingest] = fake.ingests as { body: { text_tracks: { url: string }[] } }[];
    const link = ingest!.body.text_tracks[0]!.url;
    expect(link).toMatch(PUBLIC_LINK);
    expect(englishOnBrightcove().map((t) => t.body)).toEqual([vtt(EDITED)]);
    expect(fake.videos[0]!.text_tracks.map((t) => t.label)).toEqual(['Español', 'Chapters', 'English']);
    expect((await publications())[0]).toMatchObject({ changedSincePublished: false });

    // An edit after publishing: a queued ingest fetching the link late still gets the published version.
    const later = [{ id: 'c1', startMs: 0, endMs: 1000, text: 'Hi' }];
    await putCues(later);
    expect((await publications())[0]).toMatchObject({ changedSincePublished: true });
    const late = await env.request('GET', link.slice('http://localhost/api'.length));
    expect(await late.text()).toBe(vtt(EDITED));

    // Publishing again replaces the same caption: still one English track, now the later edit.
    expect((await publish([englishTrack]))[0]).toMatchObject({ status: 'published' });
    expect(englishOnBrightcove().map((t) => t.body)).toEqual([vtt(later)]);
    expect(fake.ingests).toHaveLength(2);
  });

  it('fails the track when Brightcove cannot fetch the link; publishing again sends it anew', async () => {
    await putCues(EDITED);
    reachable = false;
    const [failed] = await publish([englishTrack]);
    expect(failed).toMatchObject({ trackId: englishTrack, status: 'failed' });
    // Brightcove's own words ("could not be downloaded") stay in the server log.
    expect(failed!.error).toBe('Brightcove refused the request (HTTP 400)');
    expect((await publications())[0]).toMatchObject({ changedSincePublished: true });

    // The old track was removed before the ingest failed; the next publish finds it gone and adds the caption.
    reachable = true;
    expect(await publish([englishTrack])).toEqual([
      { trackId: englishTrack, status: 'published', platformCaptionId: 'captions:en:English' },
    ]);
    expect(englishOnBrightcove().map((t) => t.body)).toEqual([vtt(EDITED)]);
  });
});
