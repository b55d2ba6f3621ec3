import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdapterContract } from '../testing/adapter-contract';
import { createPlatformContext } from '../context';
import { platformRegistration } from '../registry';
import { type PlatformContext, PlatformError } from '../types';
import { type FakeVimeo, startFakeVimeo } from '../testing/fake-vimeo';
import { vimeoAdapter } from './vimeo-adapter';

const registration = platformRegistration('vimeo')!;

runAdapterContract(registration, async () => {
  // Two videos a page, so the five take three pages.
  const fake = await startFakeVimeo({ maxPerPage: 2 });
  return {
    env: { VIMEO_API_BASE_URL: fake.baseUrl },
    credentials: { accessToken: [...fake.accessTokens][0]! },
    unhandled: fake.unhandled,
    rootItemIds: fake.videos.map((v) => v.id),
    captionedItemId: fake.videos[0]!.id,
    revoke: () => fake.revokeTokens(),
    failNext: (answer, options) => fake.failNext(answer, options),
    close: () => fake.close(),
  };
});

describe('Vimeo specifics', () => {
  let fake: FakeVimeo;
  let ctx: PlatformContext;
  beforeEach(async () => {
    fake = await startFakeVimeo();
    ctx = createPlatformContext({
      // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
      allowPrivate: true,
      workspaceId: 'ws',
      platform: 'vimeo',
      registration,
      env: { VIMEO_API_BASE_URL: fake.baseUrl },
      credentials: { accessToken: [...fake.accessTokens][0]! },
      storeCredentials: async () => {},
    });
  });
  afterEach(async () => {
    await fake.close();
    expect(fake.unhandled).toEqual([]);
  });

  it('shows folders, durations in ms, a picker-sized thumbnail and caption counts; searches and opens a folder', async () => {
    const page = await vimeoAdapter.list(ctx, {});
    expect(page.folders).toEqual([{ id: '3305', title: 'Onboarding', itemCount: 2 }]);
    expect(page.items[0]).toEqual({
      id: '76979871',
      title: 'Workshop 1',
      durationMs: 30_000,
      thumbnailUrl: 'https://i.vimeocdn.com/video/76979871-d_295x166',
      url: 'https://vimeo.com/76979871',
      createdAt: '2026-02-01T10:00:00+00:00',
      captions: 2,
    });
    expect(fake.requests.every((r) => r.headers.accept === 'application/vnd.vimeo.*+json;version=3.4')).toBe(true);
    expect((await vimeoAdapter.list(ctx, { query: 'workshop 4' })).items.map((i) => i.title)).toEqual(['Workshop 4']);
    expect((await vimeoAdapter.list(ctx, { folderId: '3305' })).items.map((i) => i.id)).toEqual([
      '76979871',
      '76979873',
    ]);
  });

  it('downloads the original file when Vimeo offers downloads, else plays through the Vimeo player', async () => {
    expect(await vimeoAdapter.mediaSource(ctx, '76979872')).toEqual({
      type: 'download',
      url: expect.stringMatching(new RegExp(`^${fake.baseUrl}/downloads/76979872/source\\.mp4\\?s=`)),
    });
    expect(await vimeoAdapter.mediaSource(ctx, '76979871')).toEqual({ type: 'player', videoId: '76979871' });
  });

  it('lists captions but not metadata tracks, and replaces a track by adding the new one before deleting the old', async () => {
    expect(await vimeoAdapter.listCaptions(ctx, '76979871')).toEqual([
      { id: '9001', language: 'en', label: 'English CC', kind: 'captions', format: 'webvtt' },
    ]);
    const text = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome, everyone\n';
    const { id } = await vimeoAdapter.uploadCaption(ctx, '76979871', {
      language: 'en',
      label: 'English CC',
      kind: 'captions',
      format: 'webvtt',
      text,
      replaceId: '9001',
    });
    const calls = fake.requests.map((r) => `${r.method} ${r.url.pathname}`).slice(-4);
    expect(calls).toEqual([
      'POST /videos/76979871/texttracks',
      `PUT /texttrack-uploads/${id}`,
      `PATCH /videos/76979871/texttracks/${id}`,
      'DELETE /videos/76979871/texttracks/9001',
    ]);
    expect(fake.textTracks.filter((t) => t.type === 'captions')).toEqual([
      expect.objectContaining({ id: Number(id), active: true, body: text }),
    ]);
  });

  it('keeps the old track and removes the empty new one when the file cannot be uploaded', async () => {
    fake.failNext({ status: 503, body: 'unavailable' }, { pathPrefix: '/texttrack-uploads/' });
    const upload = { language: 'en', label: 'English', kind: 'captions' as const, format: 'webvtt' as const };
    await expect(
      vimeoAdapter.uploadCaption(ctx, '76979871', { ...upload, text: 'WEBVTT\n', replaceId: '9001' }),
    ).rejects.toThrow('Vimeo is unavailable');
    expect(fake.textTracks.map((t) => t.id)).toEqual([9001, 9002]);
  });

  it('refuses a caption format Vimeo does not take, before calling it', async () => {
    const upload = { language: 'en', label: 'English', kind: 'captions' as const, format: 'lrc' as const, text: '' };
    await expect(vimeoAdapter.uploadCaption(ctx, '76979871', upload)).rejects.toBeInstanceOf(PlatformError);
    expect(fake.requests).toEqual([]);
  });
});
