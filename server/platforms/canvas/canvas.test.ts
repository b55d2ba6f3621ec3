import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdapterContract } from '../testing/adapter-contract';
import { createPlatformContext } from '../context';
import { platformRegistration } from '../registry';
import { PlatformError, PlatformNotFoundError, type PlatformContext } from '../types';
import { canvasAdapter as canvas } from './canvas-adapter';
import { nextLink } from './canvas-client';
import { type FakeCanvas, startFakeCanvas } from '../testing/fake-canvas';

const registration = platformRegistration('canvas')!;
const ROOT_ITEMS = ['501', '503', '504', '505', '506'];

runAdapterContract(registration, async () => {
  // Two files a page: the user's five media files take three pages (Canvas leaves the PDF out).
  const fake = await startFakeCanvas({ pageSize: 2 });
  return {
    env: { CANVAS_API_BASE_URL: fake.baseUrl },
    credentials: { baseUrl: 'https://canvas.example.edu', accessToken: fake.accessToken },
    unhandled: fake.unhandled,
    rootItemIds: ROOT_ITEMS,
    captionedItemId: '501',
    revoke: () => fake.revokeToken(),
    failNext: (answer, options) => fake.failNext(answer, options),
    close: () => fake.close(),
  };
});

describe('Canvas specifics', () => {
  let fake: FakeCanvas;
  let ctx: PlatformContext;

  beforeEach(async () => {
    fake = await startFakeCanvas({ pageSize: 2 });
    ctx = createPlatformContext({
      // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
      allowPrivate: true,
      workspaceId: 'ws',
      platform: 'canvas',
      registration,
      env: { CANVAS_API_BASE_URL: fake.baseUrl },
      credentials: { baseUrl: 'https://canvas.example.edu', accessToken: fake.accessToken },
      storeCredentials: async () => {},
    });
  });
  afterEach(async () => {
    await fake.close();
    expect(fake.unhandled).toEqual([]);
  });

  it('shows courses as folders above the user’s own media, opens a course, searches, and downloads by verifier', async () => {
    const first = await canvas.list(ctx, {});
    expect(first.folders).toEqual([{ id: '101', title: 'Biology 101', itemCount: null }]);
    expect(first.items[0]).toEqual({
      id: '501',
      title: 'Lecture 1.mp4',
      durationMs: null,
      thumbnailUrl: `${fake.baseUrl}/images/thumbnails/501`,
      url: null,
      createdAt: '2026-02-01T09:00:00Z',
    });
    expect((await canvas.list(ctx, { folderId: '101' })).items.map((i) => i.title)).toEqual(['Cells.mp4']);
    expect((await canvas.list(ctx, { query: 'lecture' })).items.map((i) => i.id)).toEqual(['501', '503']);
    const source = await canvas.mediaSource(ctx, '504');
    expect(source).toEqual({
      type: 'download',
      url: `${fake.baseUrl}/files/504/download?download_frd=1&verifier=504v`,
    });
    expect(await (await fetch(source.type === 'download' ? source.url : '')).text()).toBe('bytes of Interview.mp3');
    await expect(canvas.get(ctx, '502')).rejects.toBeInstanceOf(PlatformNotFoundError);
  });

  it('refuses a cursor that is not a Canvas page of this host, so the token goes nowhere else', async () => {
    for (const cursor of ['https://attacker.example/api/v1/users/self/files?page=2', `${fake.baseUrl}/login`, 'junk']) {
      await expect(canvas.list(ctx, { cursor })).rejects.toBeInstanceOf(PlatformError);
    }
    expect(fake.requests).toEqual([]);
  });

  it('publishes a track as SRT with PUT, keeping the other tracks untouched', async () => {
    const { id } = await canvas.uploadCaption(ctx, '501', {
      language: 'es',
      label: 'Español',
      kind: 'subtitles',
      format: 'webvtt',
      text: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHola\n',
    });
    const put = fake.requests.find((r) => r.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual([
      { locale: 'en', kind: 'captions' },
      { locale: 'es', kind: 'subtitles', content: '1\n00:00:01,000 --> 00:00:02,000\nHola\n\n' },
    ]);
    expect(fake.tracks.map((t) => [String(t.id), t.locale])).toEqual([
      ['1', 'en'],
      [id, 'es'],
    ]);
    expect(fake.tracks[0]!.content).toBe('1\n00:00:00,000 --> 00:00:02,000\nGood morning\n');
  });

  it('reads the next page from a Link header', () => {
    expect(
      nextLink('<https://c.example/api/v1/x?page=2>; rel="next", <https://c.example/api/v1/x?page=1>; rel="first"'),
    ).toBe('https://c.example/api/v1/x?page=2');
    expect(nextLink('<https://c.example/api/v1/x?page=1>; rel="current"')).toBeNull();
  });
});
