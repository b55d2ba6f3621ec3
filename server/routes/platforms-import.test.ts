import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { platformSources } from '../db/schema-platforms';
import type { FakeYouTube } from '../platforms/testing/fake-youtube';
import { connectFakeYouTube, forgetFakeYouTube } from '../testing/fake-youtube-connection';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

// Import of platform items as files (with their captions as tracks) and of captions alone, against the YouTube
// fake; publishing back has its own file.

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fake: FakeYouTube;

const WS = 'demo-university';

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(async () => {
  forgetFakeYouTube();
  await env.close();
});

// A fresh fake, connection and set of imports per test.
beforeEach(async () => {
  fake = await connectFakeYouTube(env, WS, demo.admin.token, { pageSize: 5 });
  const imported = await env.database.db.select({ fileId: platformSources.fileId }).from(platformSources);
  for (const { fileId } of imported) await env.database.db.delete(files).where(eq(files.id, fileId));
});
afterEach(async () => {
  await fake.close();
  expect(fake.unhandled).toEqual([]);
});

type ImportBody = { imports: { itemId: string; fileId: string | null; status: string; error?: string }[] };

const importItems = (body: unknown, who: TestUser = demo.manager) =>
  env.request('POST', `/workspaces/${WS}/platforms/youtube/import`, { token: who.token, body });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; details?: unknown } }).error;
const filesInWorkspace = async () =>
  (await env.database.db.select({ n: count() }).from(files).where(eq(files.workspaceId, WS)))[0]!.n;

async function fileWithTracks(fileId: string) {
  const res = await env.request('GET', `/files/${fileId}?workspaceId=${WS}`, { token: demo.viewer.token });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    file: { name: string; status: string; media: unknown; durationMs: number | null };
    tracks: { id: string; language: string; label: string; kind: string }[];
  };
}

async function cuesOf(fileId: string, trackId: string) {
  const res = await env.request('GET', `/files/${fileId}/tracks/${trackId}/cues?workspaceId=${WS}`, {
    token: demo.viewer.token,
  });
  return ((await res.json()) as { cues: { startMs: number; endMs: number; text: string }[] }).cues;
}

describe('importing platform items', () => {
  it('creates files linked to their videos, with the platform captions as tracks, once', async () => {
    const balance = async () =>
      (
        (await (await env.request('GET', `/workspaces/${WS}/credit`, { token: demo.admin.token })).json()) as {
          balance: number;
        }
      ).balance;
    const minutesBefore = await balance();

    const res = await importItems({ itemIds: ['vid1AbCdEf', 'vid2AbCdEf'], captions: true });
    expect(res.status).toBe(202);
    const { imports } = (await res.json()) as ImportBody;
    expect(imports.map(({ itemId, status }) => ({ itemId, status }))).toEqual([
      { itemId: 'vid1AbCdEf', status: 'queued' },
      { itemId: 'vid2AbCdEf', status: 'queued' },
    ]);

    // YouTube allows no download: the file plays in YouTube's player at once.
    const first = await fileWithTracks(imports[0]!.fileId!);
    expect(first.file).toMatchObject({
      name: 'Lecture 1',
      status: 'ready',
      durationMs: 90_000,
      media: { type: 'platform', platformType: 'youtube', videoId: 'vid1AbCdEf' },
    });
    expect(first.tracks.map(({ language, label, kind }) => ({ language, label, kind }))).toEqual([
      { language: 'en', label: 'English', kind: 'captions' },
      { language: 'en', label: 'en', kind: 'captions' },
    ]);
    expect(await cuesOf(imports[0]!.fileId!, first.tracks[0]!.id)).toEqual([
      { id: 'c1', startMs: 0, endMs: 2000, text: 'Hello' },
    ]);
    expect(await cuesOf(imports[0]!.fileId!, first.tracks[1]!.id)).toEqual([
      { id: 'c1', startMs: 0, endMs: 2000, text: 'hello' },
    ]);

    // The library browser shows what is imported; the second video had no captions.
    const page = (await (
      await env.request('GET', `/workspaces/${WS}/platforms/youtube/items`, { token: demo.viewer.token })
    ).json()) as { items: { id: string; imported: unknown }[] };
    expect(page.items.map((i) => i.imported)).toEqual([
      { fileId: imports[0]!.fileId, status: 'ready', tracks: 2 },
      { fileId: imports[1]!.fileId, status: 'ready', tracks: 0 },
      null,
      null,
      null,
    ]);

    const again = await importItems({ itemIds: ['vid1AbCdEf', 'vid3AbCdEf'], captions: true });
    expect(((await again.json()) as ImportBody).imports).toEqual([
      { itemId: 'vid1AbCdEf', fileId: imports[0]!.fileId, status: 'already_imported' },
      { itemId: 'vid3AbCdEf', fileId: expect.any(String), status: 'queued' },
    ]);
    expect(await balance()).toBe(minutesBefore);
  });

  it('leaves no file when the platform fails mid-import, and imports the other items', async () => {
    const before = await filesInWorkspace();
    // The video and its caption list arrive; downloading its first caption file fails.
    fake.failNext({ status: 503, body: 'backend error' }, { pathPrefix: '/youtube/v3/captions/' });
    const res = await importItems({ itemIds: ['vid1AbCdEf', 'vid2AbCdEf'], captions: true });
    expect(res.status).toBe(202);
    const { imports } = (await res.json()) as ImportBody;
    expect(imports[0]).toEqual({
      itemId: 'vid1AbCdEf',
      fileId: null,
      status: 'failed',
      error: 'YouTube is unavailable (HTTP 503)',
    });
    expect(imports[1]).toMatchObject({ itemId: 'vid2AbCdEf', status: 'queued' });
    expect(await filesInWorkspace()).toBe(before + 1);
    const item = await (
      await env.request('GET', `/workspaces/${WS}/platforms/youtube/items/vid1AbCdEf`, { token: demo.viewer.token })
    ).json();
    expect(item).toMatchObject({ imported: null, publications: [] });

    // Once YouTube is back, the same import succeeds.
    const retried = ((await (await importItems({ itemIds: ['vid1AbCdEf'], captions: true })).json()) as ImportBody)
      .imports[0]!;
    expect(retried.status).toBe('queued');
    expect((await fileWithTracks(retried.fileId!)).tracks).toHaveLength(2);
  });

  it('creates one file when two imports of an item race', async () => {
    const before = await filesInWorkspace();
    env.alignTransactions(2);
    const [a, b] = await Promise.all([
      importItems({ itemIds: ['vid1AbCdEf'], captions: true }),
      importItems({ itemIds: ['vid1AbCdEf'], captions: true }),
    ]);
    const results = [...((await a.json()) as ImportBody).imports, ...((await b.json()) as ImportBody).imports];
    expect(results.map((r) => r.status).sort()).toEqual(['already_imported', 'queued']);
    expect(results[0]!.fileId).toBe(results[1]!.fileId);
    expect(await filesInWorkspace()).toBe(before + 1);
    expect((await fileWithTracks(results[0]!.fileId!)).tracks).toHaveLength(2);
  });

  it('forgets the link when its file is deleted, so the item can be imported again', async () => {
    const { imports } = (await (await importItems({ itemIds: ['vid1AbCdEf'], captions: true })).json()) as ImportBody;
    const deleted = await env.request('DELETE', `/files/${imports[0]!.fileId}?workspaceId=${WS}`, {
      token: demo.manager.token,
    });
    expect(deleted.status).toBe(204);
    const item = await (
      await env.request('GET', `/workspaces/${WS}/platforms/youtube/items/vid1AbCdEf`, { token: demo.viewer.token })
    ).json();
    expect(item).toMatchObject({ imported: null, publications: [] });
    const again = ((await (await importItems({ itemIds: ['vid1AbCdEf'], captions: true })).json()) as ImportBody)
      .imports[0]!;
    expect(again.status).toBe('queued');
    expect(again.fileId).not.toBe(imports[0]!.fileId);
  });

  it('answers an unknown item as failed, without a file', async () => {
    const before = await filesInWorkspace();
    const res = await importItems({ itemIds: ['noSuchVideo'], captions: false });
    expect(((await res.json()) as ImportBody).imports).toEqual([
      { itemId: 'noSuchVideo', fileId: null, status: 'failed', error: 'Not found on YouTube' },
    ]);
    expect(await filesInWorkspace()).toBe(before);
  });

  it('lets only admins and content managers import, and hides the workspace from others', async () => {
    const body = { itemIds: ['vid1AbCdEf'], captions: false };
    expect((await importItems(body, demo.admin)).status).toBe(202);
    for (const who of [demo.editor, demo.viewer]) {
      const res = await importItems(body, who);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('forbidden');
    }
    const outsider = await importItems(body, demo.outsider);
    expect(outsider.status).toBe(404);
    expect((await errorOf(outsider)).message).toBe('Workspace not found');
    const captions = await env.request('POST', `/workspaces/${WS}/platforms/youtube/items/vid1AbCdEf/captions/import`, {
      token: demo.viewer.token,
      body: { captionIds: ['capEn1'] },
    });
    expect(captions.status).toBe(403);
  });

  it('refuses bad bodies with the error shape, before asking the platform', async () => {
    const cases: [unknown, string][] = [
      [{ itemIds: [], captions: true }, 'itemIds: Choose at least one item'],
      [
        { itemIds: Array.from({ length: 51 }, (_, i) => `v${i}`), captions: true },
        'itemIds: At most 50 items at a time',
      ],
      [{ itemIds: ['vid1AbCdEf'] }, 'captions: Invalid input: expected boolean, received undefined'],
      [{ itemIds: ['a/b'], captions: false }, 'itemIds.0: Must not contain spaces, "/", "?" or "#"'],
    ];
    for (const [body, message] of cases) {
      const res = await importItems(body);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect({ code: error.code, message: error.message }).toEqual({ code: 'validation_error', message });
      expect(error.details).toEqual(expect.any(Array));
    }
    const unknownPlatform = await env.request('POST', `/workspaces/${WS}/platforms/myspace/import`, {
      token: demo.manager.token,
      body: { itemIds: ['x'], captions: false },
    });
    expect(unknownPlatform.status).toBe(400);
    expect(fake.requests).toEqual([]);
  });

  it('asks for a reconnect when the connection was revoked, and creates nothing', async () => {
    const before = await filesInWorkspace();
    fake.expireAccessTokens();
    fake.revokeRefreshTokens();
    const res = await importItems({ itemIds: ['vid1AbCdEf', 'vid2AbCdEf'], captions: true });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('platform_reconnect');
    expect(await filesInWorkspace()).toBe(before);
  });
});

describe('importing captions of an imported item', () => {
  it('adds the chosen platform captions as tracks of its file', async () => {
    const path = `/workspaces/${WS}/platforms/youtube/items/vid1AbCdEf/captions/import`;
    const notYet = await env.request('POST', path, { token: demo.manager.token, body: { captionIds: ['capEn1'] } });
    expect(notYet.status).toBe(409);
    expect((await errorOf(notYet)).message).toBe('Import this item from YouTube first');

    const { imports } = (await (await importItems({ itemIds: ['vid1AbCdEf'], captions: false })).json()) as ImportBody;
    const fileId = imports[0]!.fileId!;
    expect((await fileWithTracks(fileId)).tracks).toEqual([]);

    const res = await env.request('POST', path, { token: demo.manager.token, body: { captionIds: ['capEn1'] } });
    expect(res.status).toBe(201);
    const { tracks } = (await res.json()) as { tracks: { captionId: string; trackId: string; language: string }[] };
    expect(tracks).toEqual([{ captionId: 'capEn1', trackId: expect.any(String), language: 'en' }]);
    expect(await cuesOf(fileId, tracks[0]!.trackId)).toEqual([{ id: 'c1', startMs: 0, endMs: 2000, text: 'Hello' }]);

    const unknown = await env.request('POST', path, { token: demo.manager.token, body: { captionIds: ['capNope'] } });
    expect(unknown.status).toBe(404);
    expect((await fileWithTracks(fileId)).tracks).toHaveLength(1);
    const empty = await env.request('POST', path, { token: demo.manager.token, body: { captionIds: [] } });
    expect(empty.status).toBe(400);
  });
});
