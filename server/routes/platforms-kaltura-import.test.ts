import { readCaptions } from '@shared/captions/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventAfter, storedNames } from '../jobs/job-test-helpers';
import { type FakeKaltura, startFakeKaltura } from '../platforms/testing/fake-kaltura';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

// Kaltura lets media be downloaded: the import queues a job that fetches the original flavor into storage and hands
// it to the media pipeline. Its captions are SRT both ways.

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let kaltura: FakeKaltura;

const WS = 'demo-university';

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(async () => {
  await env.close();
});

beforeEach(async () => {
  kaltura = await startFakeKaltura();
  const credentials = { serviceUrl: kaltura.baseUrl, partnerId: kaltura.partnerId, adminSecret: kaltura.adminSecret };
  const res = await env.request('PUT', `/workspaces/${WS}/integrations/kaltura`, {
    token: demo.admin.token,
    body: { credentials },
  });
  expect(res.status).toBe(200);
});
afterEach(async () => {
  await kaltura.close();
  expect(kaltura.unhandled).toEqual([]);
});

const importEntry = (itemIds: string[]) =>
  env.request('POST', `/workspaces/${WS}/platforms/kaltura/import`, {
    token: demo.manager.token,
    body: { itemIds, captions: true },
  });

describe('importing from Kaltura', () => {
  it('downloads the media through the pipeline, brings SRT and DFXP captions in and publishes each back in its format', async () => {
    // A second caption in DFXP, spoilt by a NUL character (which PostgreSQL text cannot hold).
    kaltura.captionAssets.push({
      id: '1_capFr',
      entryId: '1_entry1',
      language: 'French',
      label: 'Français',
      format: '2',
      content:
        '<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="0s" end="2s">Bien\u0000venue</p></div></body></tt>',
    });
    let fileId = '';
    const ended = await eventAfter(
      env,
      WS,
      // The only file changing in this test: its id is known only once the import answers.
      (event) => (event.type === 'file' && ['ready', 'failed'].includes(event.file.status) ? event.file : undefined),
      async () => {
        const res = await importEntry(['1_entry1']);
        expect(res.status).toBe(202);
        const { imports } = (await res.json()) as { imports: { fileId: string; status: string }[] };
        expect(imports[0]!.status).toBe('queued');
        fileId = imports[0]!.fileId;
      },
    );
    const file = (await (
      await env.request('GET', `/files/${fileId}?workspaceId=${WS}`, { token: demo.viewer.token })
    ).json()) as {
      file: { name: string; status: string; error: string | null; mimeType: string; media: { type: string } };
      tracks: { id: string; language: string; label: string }[];
    };
    expect({ ended, error: file.file.error }).toEqual({ ended: { id: fileId, status: 'ready' }, error: null });
    expect(file.file).toMatchObject({ name: 'Seminar 1', mimeType: 'audio/wav', media: { type: 'url' } });
    expect(await storedNames(env, WS, fileId)).toContain('original');
    expect(file.tracks.map(({ language, label }) => ({ language, label }))).toEqual([
      { language: 'en', label: 'English' },
      { language: 'fr', label: 'Français' },
    ]);
    const french = await env.request('GET', `/files/${fileId}/tracks/${file.tracks[1]!.id}/cues?workspaceId=${WS}`, {
      token: demo.viewer.token,
    });
    expect(((await french.json()) as { cues: unknown[] }).cues).toEqual([
      { id: 'c1', startMs: 0, endMs: 2000, text: 'Bienvenue' },
    ]);
    const trackId = file.tracks[0]!.id;

    const edited = [{ id: '1', startMs: 0, endMs: 2000, text: 'Welcome, all' }];
    const put = await env.request('PUT', `/files/${fileId}/tracks/${trackId}/cues?workspaceId=${WS}`, {
      token: demo.manager.token,
      body: { cues: edited },
    });
    expect(put.status).toBe(200);
    const published = await env.request('POST', `/workspaces/${WS}/files/${fileId}/publish`, {
      token: demo.manager.token,
      body: { tracks: [{ trackId }] },
    });
    expect(((await published.json()) as { results: unknown[] }).results).toEqual([
      { trackId, status: 'published', platformCaptionId: '1_capEn' },
    ]);
    const asset = kaltura.captionAssets.find((a) => a.id === '1_capEn')!;
    const cues = readCaptions(asset.content, { format: 'srt', strict: true }).track.cues;
    expect(cues.map(({ startMs, endMs, text }) => ({ startMs, endMs, text }))).toEqual([
      { startMs: 0, endMs: 2000, text: 'Welcome, all' },
    ]);

    // Kaltura replaces only the content: the DFXP caption is sent back as DFXP.
    const frenchTrack = file.tracks[1]!.id;
    const again = await env.request('POST', `/workspaces/${WS}/files/${fileId}/publish`, {
      token: demo.manager.token,
      body: { tracks: [{ trackId: frenchTrack }] },
    });
    expect(((await again.json()) as { results: unknown[] }).results).toEqual([
      { trackId: frenchTrack, status: 'published', platformCaptionId: '1_capFr' },
    ]);
    const dfxp = kaltura.captionAssets.find((a) => a.id === '1_capFr')!.content;
    expect(readCaptions(dfxp, { format: 'ttml', strict: true }).track.cues.map((c) => c.text)).toEqual(['Bienvenue']);
  });

  it('marks the file failed with the reason when the download is not media, and imports it again', async () => {
    kaltura.failNext(
      { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<!doctype html><title>Sign in</title>' },
      { pathPrefix: `/p/${kaltura.partnerId}/download/` },
    );
    let fileId = '';
    const error = await eventAfter(
      env,
      WS,
      (event) => (event.type === 'file' && event.file.status === 'failed' ? event.file.id : undefined),
      async () => {
        fileId = ((await (await importEntry(['1_entry2'])).json()) as { imports: { fileId: string }[] }).imports[0]!
          .fileId;
      },
    ).then(async (failedId) => {
      expect(failedId).toBe(fileId);
      const res = await env.request('GET', `/files/${fileId}?workspaceId=${WS}`, { token: demo.viewer.token });
      return ((await res.json()) as { file: { error: string } }).file.error;
    });
    expect(error).toBe('The media on Kaltura cannot be used: This is a text file, not audio or video');
    expect(await storedNames(env, WS, fileId)).toEqual([]);

    // Importing it again downloads again, into the same file.
    const ready = await eventAfter(
      env,
      WS,
      (event) => (event.type === 'file' && ['ready', 'failed'].includes(event.file.status) ? event.file : undefined),
      async () => {
        const again = ((await (await importEntry(['1_entry2'])).json()) as { imports: unknown[] }).imports;
        expect(again).toEqual([{ itemId: '1_entry2', fileId, status: 'queued' }]);
      },
    );
    expect(ready).toEqual({ id: fileId, status: 'ready' });
    expect(await storedNames(env, WS, fileId)).toContain('original');
    const onceMore = ((await (await importEntry(['1_entry2'])).json()) as { imports: { status: string }[] }).imports;
    expect(onceMore[0]!.status).toBe('already_imported');
  });

  it('waits while the platform is still preparing the download (202 Accepted, as Box answers) and then brings it in', async () => {
    const download = { pathPrefix: `/p/${kaltura.partnerId}/download/` };
    kaltura.failNext({ status: 202, headers: { 'Retry-After': '1' }, body: '' }, download);
    let fileId = '';
    const ended = await eventAfter(
      env,
      WS,
      (event) => (event.type === 'file' && ['ready', 'failed'].includes(event.file.status) ? event.file : undefined),
      async () => {
        fileId = ((await (await importEntry(['1_entry3'])).json()) as { imports: { fileId: string }[] }).imports[0]!
          .fileId;
      },
    );
    expect(ended).toEqual({ id: fileId, status: 'ready' });
    expect(await storedNames(env, WS, fileId)).toContain('original');
  });
});
