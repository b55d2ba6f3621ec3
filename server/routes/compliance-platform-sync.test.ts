// The platform inventory (issue 29, "every item in each connected platform (imported or not)"): a sync lists the
// YouTube and Vimeo fakes' items into the ledger with their captions, a second sync updates the same assets, an
// imported item stays its library file's asset, a web scan's embed of a listed item is that asset; roles.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceAsset } from '@shared/schemas/compliance';
import type { PlatformSync } from '@shared/schemas/compliance-platform-sync';
import type { ComplianceScan } from '@shared/schemas/compliance-scans';
import { FINISHED_JOB_STATES } from '@shared/schemas/jobs';
import { complianceEvidence } from '../db/schema-compliance';
import { type FakeVimeo, startFakeVimeo } from '../platforms/testing/fake-vimeo';
import type { FakeYouTube } from '../platforms/testing/fake-youtube';
import { connectFakeYouTube, forgetFakeYouTube } from '../testing/fake-youtube-connection';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let youtube: FakeYouTube;
let vimeo: FakeVimeo;
let site: Server;
let base: string;
const W = 'demo-university';
const SYNC = `/workspaces/${W}/compliance/platform-sync`;

const call = (method: string, url: string, who: DemoAccount, body?: unknown) =>
  env.request(method, url, { token: demo[who].token, body });

async function synced(body?: unknown): Promise<PlatformSync> {
  const res = await call('POST', SYNC, 'manager', body);
  expect(res.status).toBe(202);
  for (;;) {
    const { sync } = (await (await call('GET', SYNC, 'viewer')).json()) as { sync: PlatformSync };
    if (FINISHED_JOB_STATES.includes(sync.status)) return sync;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function assets(source?: string): Promise<ComplianceAsset[]> {
  const res = await call(
    'GET',
    `/workspaces/${W}/compliance/assets?limit=100${source ? `&source=${source}` : ''}`,
    'viewer',
  );
  return ((await res.json()) as { assets: ComplianceAsset[] }).assets;
}
const syncEntries = () =>
  env.database.db
    .select({ assetId: complianceEvidence.assetId, details: complianceEvidence.details })
    .from(complianceEvidence)
    .where(and(eq(complianceEvidence.workspaceId, W), eq(complianceEvidence.action, 'platform_sync')));

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  // Two videos a page, so the sync pages through the channel's uploads.
  youtube = await connectFakeYouTube(env, W, demo.admin.token, { pageSize: 2 });
  vimeo = await startFakeVimeo({ videoCount: 3 });
  process.env.VIMEO_API_BASE_URL = vimeo.baseUrl;
  const res = await call('PUT', `/workspaces/${W}/integrations/vimeo`, 'admin', {
    credentials: { accessToken: [...vimeo.accessTokens][0] },
  });
  expect(res.status).toBe(200);
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>Course</title></head><body>
       <iframe title="Workshop on our site" src="https://player.vimeo.com/video/76979871"></iframe>
       <iframe title="Lecture 2 here" src="https://www.youtube.com/embed/vid2AbCdEf"></iframe>
       <video title="Campus clip" src="/media/clip.mp4"></video></body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site?.close();
  await youtube?.close();
  await vimeo?.close();
  forgetFakeYouTube();
  delete process.env.VIMEO_API_BASE_URL;
  await env?.close();
});

describe('platform inventory', () => {
  let first: PlatformSync;
  let listed: ComplianceAsset[];

  it('makes every item of each connected platform an asset, with its captions, and says how each platform went', async () => {
    expect(((await (await call('GET', SYNC, 'viewer')).json()) as { sync: null }).sync).toBeNull();
    first = await synced();
    expect(first).toMatchObject({ status: 'succeeded', error: null, progress: 1 });
    expect(first.platforms).toEqual([
      // The demo's Kaltura row has no credentials: reported, and the others still sync.
      expect.objectContaining({
        platform: 'kaltura',
        items: 0,
        error: expect.stringContaining('No credentials are stored for Kaltura'),
      }),
      { platform: 'vimeo', items: 3, added: 3, truncated: false, error: null },
      { platform: 'youtube', items: 5, added: 5, truncated: false, error: null },
    ]);
    listed = [...(await assets('youtube')), ...(await assets('vimeo'))];
    expect(listed).toHaveLength(8);
    const lecture1 = listed.find((a) => a.platformItemId === 'vid1AbCdEf')!;
    expect(lecture1).toMatchObject({
      source: 'youtube',
      fileId: null,
      title: 'Lecture 1',
      durationMs: 90_000,
      hasAudio: true,
      hasVideo: true,
      publishedAt: '2026-01-10T09:00:00.000Z',
    });
    expect(lecture1.url).toContain('vid1AbCdEf');
    // A person's captions on YouTube meet 1.2.2 (the automatic ones alone would need review).
    expect(lecture1.criteria['1.2.2']!.status).toBe('met');
    expect(listed.find((a) => a.platformItemId === 'vid3AbCdEf')!.criteria['1.2.2']!.status).toBe('not_met');
    const workshop = listed.find((a) => a.platformItemId === '76979871')!;
    expect(workshop).toMatchObject({ source: 'vimeo', title: 'Workshop 1', durationMs: 30_000 });
    expect(workshop.criteria['1.2.2']!.status).toBe('met');
    // One entry per new asset, naming the sync and the item.
    const entries = await syncEntries();
    expect(entries).toHaveLength(8);
    expect(entries.find((e) => e.assetId === lecture1.id)!.details).toMatchObject({
      syncId: first.id,
      platform: 'youtube',
      platformItemId: 'vid1AbCdEf',
    });
  });

  it('judges YouTube’s automatic captions as machine-made: needs review', async () => {
    youtube.captions.splice(
      youtube.captions.findIndex((c) => c.id === 'capEn1'),
      1,
    );
    const again = await synced({ platforms: ['youtube'] });
    expect(again.platforms).toEqual([{ platform: 'youtube', items: 5, added: 0, truncated: false, error: null }]);
    const lecture1 = (await assets('youtube')).find((a) => a.platformItemId === 'vid1AbCdEf')!;
    expect(lecture1.criteria['1.2.2']!.status).toBe('needs_review');
    // Only the status that moved was logged.
    const moved = (await syncEntries()).filter((e) => e.details.syncId === again.id);
    expect(moved.map((e) => e.assetId)).toEqual([lecture1.id]);
  });

  it('updates the same assets on a second sync, without duplicates, and keeps an imported item its file’s asset', async () => {
    const imported = await call('POST', `/workspaces/${W}/platforms/youtube/import`, 'manager', {
      itemIds: ['vid4AbCdEf'],
      captions: false,
    });
    expect(imported.status).toBe(202);
    const { imports } = (await imported.json()) as { imports: { fileId: string }[] };
    youtube.videos[1]!.title = 'Lecture 2 (renamed)';
    const entriesBefore = (await syncEntries()).length;
    const again = await synced();
    expect(again.platforms.find((p) => p.platform === 'youtube')).toMatchObject({ items: 5, added: 0 });
    expect(again.platforms.find((p) => p.platform === 'vimeo')).toMatchObject({ items: 3, added: 0 });
    const now = [...(await assets('youtube')), ...(await assets('vimeo'))];
    expect(now.map((a) => a.id).sort()).toEqual(listed.map((a) => a.id).sort());
    expect(now.find((a) => a.platformItemId === 'vid2AbCdEf')!.title).toBe('Lecture 2 (renamed)');
    const lecture4 = now.filter((a) => a.platformItemId === 'vid4AbCdEf');
    expect(lecture4).toHaveLength(1);
    expect(lecture4[0]!.fileId).toBe(imports[0]!.fileId);
    expect((await assets()).filter((a) => a.fileId === imports[0]!.fileId)).toHaveLength(1);
    // Nothing moved: no entries.
    expect(await syncEntries()).toHaveLength(entriesBefore);
  });

  it('matches a scanned page’s embeds of listed items to their assets instead of adding web assets', async () => {
    const res = await call('POST', `/workspaces/${W}/compliance/scans`, 'manager', { urls: [`${base}/course`] });
    expect(res.status).toBe(202);
    let scan = (await res.json()) as ComplianceScan;
    while (!FINISHED_JOB_STATES.includes(scan.status)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      scan = (await (
        await call('GET', `/workspaces/${W}/compliance/scans/${scan.id}`, 'viewer')
      ).json()) as ComplianceScan;
    }
    expect(scan).toMatchObject({ status: 'succeeded', assetsFound: 3 });
    const now = [...(await assets('youtube')), ...(await assets('vimeo'))];
    expect(now).toHaveLength(8);
    const workshop = now.find((a) => a.platformItemId === '76979871')!;
    expect(workshop).toMatchObject({ pageUrl: `${base}/course`, title: 'Workshop 1' });
    expect(workshop.criteria['1.2.2']!.status).toBe('met');
    expect(now.find((a) => a.platformItemId === 'vid2AbCdEf')!.pageUrl).toBe(`${base}/course`);
  });

  it('imports listed platform items into the library in bulk, once, and refuses what no platform holds', async () => {
    const all = await assets();
    const lecture5 = all.find((a) => a.platformItemId === 'vid5AbCdEf')!;
    const lecture1 = all.find((a) => a.platformItemId === 'vid1AbCdEf')!;
    const clip = all.find((a) => a.title === 'Campus clip')!;
    const bulk = (who: DemoAccount, assetIds: string[]) =>
      call('POST', `/workspaces/${W}/compliance/bulk`, who, { action: 'import', assetIds });
    expect((await bulk('viewer', [lecture5.id])).status).toBe(403);
    expect((await bulk('outsider', [lecture5.id])).status).toBe(404);
    const res = await bulk('manager', [lecture5.id, lecture1.id, clip.id, 'nope']);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { results: unknown[] }).results).toEqual([
      { assetId: lecture5.id, ok: true },
      { assetId: lecture1.id, ok: true },
      { assetId: clip.id, ok: false, code: 'not_platform_item', message: 'Not a platform item: nothing to import' },
      { assetId: 'nope', ok: false, code: 'not_found', message: 'Asset not found' },
    ]);
    // The file became the item's asset (same id and history), not a second one.
    const now = await assets();
    const imported = now.filter((a) => a.platformItemId === 'vid5AbCdEf');
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({ id: lecture5.id, fileId: expect.any(String) });
    expect(now).toHaveLength(all.length);
    // Lecture 1's only captions are YouTube's automatic ones: imported as a machine track, still needing review.
    const importedLecture1 = now.find((a) => a.id === lecture1.id)!;
    expect(importedLecture1.fileId).not.toBeNull();
    expect(importedLecture1.criteria['1.2.2']!.status).toBe('needs_review');
    const again = await bulk('manager', [lecture5.id]);
    expect(((await again.json()) as { results: unknown[] }).results).toEqual([
      { assetId: lecture5.id, ok: false, code: 'already_imported', message: 'Already in the library' },
    ]);
  });

  it('lets admins and content managers sync; others 403, outsiders 404, a bad body 400', async () => {
    for (const who of ['editor', 'viewer'] as const) expect((await call('POST', SYNC, who)).status).toBe(403);
    expect((await call('POST', SYNC, 'outsider')).status).toBe(404);
    expect((await call('GET', SYNC, 'outsider')).status).toBe(404);
    expect((await call('POST', SYNC, 'manager', { platforms: ['myspace'] })).status).toBe(400);
    expect((await call('POST', SYNC, 'manager', { everything: true })).status).toBe(400);
    // Rev cannot be listed: nothing to sync.
    const none = await call('POST', SYNC, 'admin', { platforms: ['rev'] });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('conflict');
  });
});
