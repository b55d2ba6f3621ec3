import { writeCaptions } from '@shared/captions/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeMux, startFakeMux } from '../platforms/testing/fake-mux';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

// Publishing back to Mux, which creates a text track only from a URL: the fake downloads our public caption link
// (routed to the app in-process) when the track is created.

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fake: FakeMux;
const WS = 'demo-university';
const PUBLIC_LINK = /^http:\/\/localhost\/api\/caption-links\/[^/]+\.vtt$/;

beforeAll(async () => {
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
});
afterAll(async () => {
  delete process.env.MUX_API_BASE_URL;
  await fake.close();
  await env.close();
  // The import's media job asks the fake for the MP4 rendition, which it has no bytes for; nothing else may miss.
  expect(fake.unhandled.filter((r) => !r.endsWith('/capped-1080p.mp4'))).toEqual([]);
});

it('publishes a new track as a Mux text track from the link, and a republish replaces it with a new one', async () => {
  // The asset with MP4 renditions (downloadable, so importable); its media is not fetched by this test.
  const asset = fake.assets[2]!;
  const imported = await env.request('POST', `/workspaces/${WS}/platforms/mux/import`, {
    token: demo.manager.token,
    body: { itemIds: [asset.id], captions: false },
  });
  const { fileId } = ((await imported.json()) as { imports: { fileId: string }[] }).imports[0]!;
  const created = await env.request('POST', `/files/${fileId}/tracks?workspaceId=${WS}`, {
    token: demo.manager.token,
    body: { language: 'de', kind: 'captions', label: 'Deutsch' },
  });
  const trackId = ((await created.json()) as { track: { id: string } }).track.id;
  const publishWith = async (cues: { id: string; startMs: number; endMs: number; text: string }[]) => {
    const put = await env.request('PUT', `/files/${fileId}/tracks/${trackId}/cues?workspaceId=${WS}`, {
      token: demo.editor.token,
      body: { cues },
    });
    expect(put.status).toBe(200);
    const res = await env.request('POST', `/workspaces/${WS}/files/${fileId}/publish`, {
      token: demo.manager.token,
      body: { tracks: [{ trackId }] },
    });
    const [result] = ((await res.json()) as { results: { status: string; platformCaptionId: string }[] }).results;
    expect(result).toMatchObject({ status: 'published' });
    const onMux = fake.textTracks.filter((t) => t.assetId === asset.id);
    expect(onMux).toEqual([
      expect.objectContaining({
        id: result!.platformCaptionId,
        name: 'Deutsch',
        languageCode: 'de',
        closedCaptions: true,
        vtt: writeCaptions({ cues, language: 'de' }, 'webvtt').text,
      }),
    ]);
    return result!.platformCaptionId;
  };

  const first = await publishWith([{ id: 'c1', startMs: 0, endMs: 2000, text: 'Guten Morgen' }]);
  const second = await publishWith([{ id: 'c1', startMs: 0, endMs: 1800, text: 'Guten Morgen, alle' }]);
  expect(second).not.toBe(first);
  expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
    `/video/v1/assets/${asset.id}/tracks/${first}`,
  ]);
});
