import { readCaptions } from '@shared/captions/api';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { platformSources } from '../db/schema-platforms';
import type { FakeYouTube } from '../platforms/testing/fake-youtube';
import { connectFakeYouTube, forgetFakeYouTube } from '../testing/fake-youtube-connection';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

// Publishing tracks back to YouTube: the caption file it receives, replacing on republish, changed-since-published.

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fake: FakeYouTube;
let fileId: string;
let englishTrack: string;

const WS = 'demo-university';

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(async () => {
  forgetFakeYouTube();
  await env.close();
});

// A fresh fake and a fresh import of the first video with its two caption tracks per test.
beforeEach(async () => {
  fake = await connectFakeYouTube(env, WS, demo.admin.token);
  const imported = await env.database.db.select({ fileId: platformSources.fileId }).from(platformSources);
  for (const row of imported) await env.database.db.delete(files).where(eq(files.id, row.fileId));
  const res = await env.request('POST', `/workspaces/${WS}/platforms/youtube/import`, {
    token: demo.manager.token,
    body: { itemIds: ['vid1AbCdEf'], captions: true },
  });
  fileId = ((await res.json()) as { imports: { fileId: string }[] }).imports[0]!.fileId;
  const file = (await (
    await env.request('GET', `/files/${fileId}?workspaceId=${WS}`, { token: demo.viewer.token })
  ).json()) as {
    tracks: { id: string; label: string }[];
  };
  englishTrack = file.tracks.find((t) => t.label === 'English')!.id;
});
afterEach(async () => {
  await fake.close();
  expect(fake.unhandled).toEqual([]);
});

type Result = { trackId: string; status: string; platformCaptionId?: string; error?: string };
type Publication = { trackId: string; platformCaptionId: string; trackVersion: number; changedSincePublished: boolean };

const publish = (trackIds: string[], who: TestUser = demo.manager, workspaceId = WS, file = fileId) =>
  env.request('POST', `/workspaces/${workspaceId}/files/${file}/publish`, {
    token: who.token,
    body: { tracks: trackIds.map((trackId) => ({ trackId })) },
  });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; details?: unknown } }).error;

async function putCues(trackId: string, cues: { id: string; startMs: number; endMs: number; text: string }[]) {
  const res = await env.request('PUT', `/files/${fileId}/tracks/${trackId}/cues?workspaceId=${WS}`, {
    token: demo.editor.token,
    body: { cues },
  });
  expect(res.status).toBe(200);
}

async function publications(): Promise<Publication[]> {
  const res = await env.request('GET', `/workspaces/${WS}/platforms/youtube/items/vid1AbCdEf`, {
    token: demo.viewer.token,
  });
  return ((await res.json()) as { publications: Publication[] }).publications;
}

const received = (captionId: string) =>
  readCaptions(fake.captions.find((c) => c.id === captionId)!.body, { format: 'webvtt', strict: true }).track.cues.map(
    ({ startMs, endMs, text }) => ({ startMs, endMs, text }),
  );

const EDITED = [
  { id: 'c1', startMs: 0, endMs: 2000, text: 'Hello, everyone' },
  { id: 'c2', startMs: 2500, endMs: 4800, text: 'Welcome to week one' },
];

describe('publishing tracks back', () => {
  it('replaces the caption a track came from with the edited track, and says when it changed since', async () => {
    // Imported captions are what YouTube already has.
    const [english] = await publications();
    expect(english).toMatchObject({ trackId: englishTrack, platformCaptionId: 'capEn1', changedSincePublished: false });

    await putCues(englishTrack, EDITED);
    expect((await publications())[0]).toMatchObject({ trackId: englishTrack, changedSincePublished: true });

    const res = await publish([englishTrack]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { results: Result[] }).results).toEqual([
      { trackId: englishTrack, status: 'published', platformCaptionId: 'capEn1' },
    ]);
    expect(received('capEn1')).toEqual(EDITED.map(({ id: _, ...cue }) => cue));
    expect(fake.captions.filter((c) => c.videoId === 'vid1AbCdEf')).toHaveLength(2);
    const [after] = await publications();
    expect(after).toMatchObject({ platformCaptionId: 'capEn1', changedSincePublished: false });
    expect(after!.trackVersion).toBeGreaterThan(english!.trackVersion);

    // A second edit and republish replaces the same caption again.
    const again = [{ id: 'c1', startMs: 0, endMs: 1500, text: 'Hi' }];
    await putCues(englishTrack, again);
    const republished = ((await (await publish([englishTrack])).json()) as { results: Result[] }).results;
    expect(republished[0]).toMatchObject({ status: 'published', platformCaptionId: 'capEn1' });
    expect(received('capEn1')).toEqual([{ startMs: 0, endMs: 1500, text: 'Hi' }]);
    expect(fake.captions.filter((c) => c.videoId === 'vid1AbCdEf')).toHaveLength(2);
  });

  it('adds a new track as a new caption, then replaces it; failures are per track', async () => {
    const created = await env.request('POST', `/files/${fileId}/tracks?workspaceId=${WS}`, {
      token: demo.manager.token,
      body: { language: 'fr', kind: 'captions', label: 'Français' },
    });
    const { track } = (await created.json()) as { track: { id: string } };
    await putCues(track.id, [{ id: 'c1', startMs: 500, endMs: 2500, text: 'Bonjour à tous' }]);

    const res = await publish([track.id, 'noSuchTrack']);
    const results = ((await res.json()) as { results: Result[] }).results;
    expect(results).toEqual([
      { trackId: track.id, status: 'published', platformCaptionId: expect.stringMatching(/^cap/) },
      { trackId: 'noSuchTrack', status: 'failed', error: 'Track not found' },
    ]);
    const captionId = results[0]!.platformCaptionId!;
    expect(fake.captions.find((c) => c.id === captionId)).toMatchObject({ language: 'fr', name: 'Français' });
    expect(received(captionId)).toEqual([{ startMs: 500, endMs: 2500, text: 'Bonjour à tous' }]);

    const again = ((await (await publish([track.id])).json()) as { results: Result[] }).results;
    expect(again[0]!.platformCaptionId).toBe(captionId);
    expect(fake.captions.filter((c) => c.videoId === 'vid1AbCdEf')).toHaveLength(3);
  });

  it('names YouTube in a track that failed during an outage, and records nothing for it', async () => {
    await putCues(englishTrack, EDITED);
    fake.failNext({ status: 503, body: 'backend error' }, { pathPrefix: '/upload/' });
    const results = ((await (await publish([englishTrack])).json()) as { results: Result[] }).results;
    expect(results).toEqual([{ trackId: englishTrack, status: 'failed', error: 'YouTube is unavailable (HTTP 503)' }]);
    expect((await publications())[0]).toMatchObject({ changedSincePublished: true });
  });

  it('asks for a reconnect when the connection was revoked', async () => {
    fake.expireAccessTokens();
    fake.revokeRefreshTokens();
    const res = await publish([englishTrack]);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('platform_reconnect');
  });

  it("lets only admins and content managers publish, and never another workspace's file", async () => {
    expect((await publish([englishTrack], demo.admin)).status).toBe(200);
    for (const who of [demo.editor, demo.viewer]) expect((await publish([englishTrack], who)).status).toBe(403);
    const elsewhere = await publish([englishTrack], demo.outsider, 'other-co');
    expect(elsewhere.status).toBe(404);
    expect((await errorOf(elsewhere)).message).toBe('File not found');
    expect((await publish([englishTrack], demo.outsider)).status).toBe(404);
  });

  it('refuses bad bodies with the error shape, and files that were not imported', async () => {
    for (const body of [{ tracks: [] }, { tracks: [{ trackId: 'bad id!' }] }, {}]) {
      const res = await env.request('POST', `/workspaces/${WS}/files/${fileId}/publish`, {
        token: demo.manager.token,
        body,
      });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'validation_error', message: expect.any(String) });
    }
    const uploaded = await env.request('POST', '/files', {
      token: demo.manager.token,
      body: { workspaceId: WS, name: 'Not from a platform' },
    });
    const local = ((await uploaded.json()) as { file: { id: string } }).file.id;
    const res = await publish([englishTrack], demo.manager, WS, local);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      code: 'conflict',
      message: 'This file was not imported from a platform',
    });
  });
});
