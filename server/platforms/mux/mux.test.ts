import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdapterContract } from '../testing/adapter-contract';
import { createPlatformContext } from '../context';
import { platformRegistration } from '../registry';
import { type PlatformContext, PlatformError, PlatformNotFoundError } from '../types';
import { type FakeCaptionLinks, startFakeCaptionLinks } from '../testing/fake-caption-links';
import { type FakeMux, startFakeMux } from '../testing/fake-mux';
import { muxAdapter } from './mux-adapter';

const registration = platformRegistration('mux')!;

runAdapterContract(registration, async () => {
  // Two assets a page, so the five take three pages.
  const fake = await startFakeMux({ maxLimit: 2 });
  return {
    env: { MUX_API_BASE_URL: fake.baseUrl },
    credentials: { tokenId: fake.tokenId, tokenSecret: fake.tokenSecret },
    unhandled: fake.unhandled,
    rootItemIds: fake.assets.map((a) => a.id),
    captionedItemId: fake.assets[0]!.id,
    revoke: () => fake.revokeToken(),
    failNext: (answer, options) => fake.failNext(answer, options),
    close: () => fake.close(),
  };
});

describe('Mux specifics', () => {
  let fake: FakeMux;
  let ctx: PlatformContext;
  beforeEach(async () => {
    fake = await startFakeMux();
    ctx = createPlatformContext({
      // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
      allowPrivate: true,
      workspaceId: 'ws',
      platform: 'mux',
      registration,
      env: { MUX_API_BASE_URL: fake.baseUrl },
      credentials: { tokenId: fake.tokenId, tokenSecret: fake.tokenSecret },
      storeCredentials: async () => {},
    });
  });
  afterEach(async () => {
    await fake.close();
    expect(fake.unhandled).toEqual([]);
  });

  it('shows assets with their title, duration, public thumbnail and ready caption count; no folders', async () => {
    const page = await muxAdapter.list(ctx, {});
    const [first] = fake.assets;
    expect(page.folders).toEqual([]);
    expect(page.items[0]).toEqual({
      id: first!.id,
      title: 'Keynote 1',
      durationMs: 42_600,
      thumbnailUrl: `https://image.mux.com/pb${first!.id}/thumbnail.jpg?width=320`,
      url: `https://player.mux.com/pb${first!.id}`,
      createdAt: '2026-01-01T00:00:00.000Z',
      captions: 1,
    });
    expect(page.items[3]!.thumbnailUrl).toBeNull();
    expect(page.items[4]!.title).toBe(`Asset ${fake.assets[4]!.id.slice(0, 12)}`);
    expect((await muxAdapter.list(ctx, { query: 'keynote 3' })).items.map((i) => i.title)).toEqual(['Keynote 3']);
    await expect(muxAdapter.list(ctx, { folderId: 'any' })).rejects.toBeInstanceOf(PlatformNotFoundError);
  });

  it('downloads the master file, else the best MP4 rendition, else streams; signed-only assets are refused', async () => {
    const [streamed, mastered, rendered, signed] = fake.assets;
    expect(await muxAdapter.mediaSource(ctx, mastered!.id)).toEqual({
      type: 'download',
      url: `${fake.baseUrl}/master/${mastered!.id}/master.mp4?token=${fake.tokenId}`,
    });
    expect(await muxAdapter.mediaSource(ctx, rendered!.id)).toEqual({
      type: 'download',
      url: `${fake.baseUrl}/stream/pb${rendered!.id}/capped-1080p.mp4`,
    });
    expect(await muxAdapter.mediaSource(ctx, streamed!.id)).toEqual({ type: 'player', videoId: `pb${streamed!.id}` });
    await expect(muxAdapter.mediaSource(ctx, signed!.id)).rejects.toThrow('signed playback');
  });

  it('lists only ready subtitle tracks, reads them from the delivery host without the API secret', async () => {
    const id = fake.assets[0]!.id;
    expect(await muxAdapter.listCaptions(ctx, id)).toEqual([
      { id: 'tEnSubs01', language: 'en', label: 'English', kind: 'captions', format: 'webvtt' },
    ]);
    expect(await muxAdapter.downloadCaption(ctx, id, 'tEnSubs01')).toEqual({
      text: 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nGood morning\n',
      format: 'webvtt',
    });
    const streamRequest = fake.requests.find((r) => r.url.pathname.startsWith('/stream/'));
    expect(streamRequest).toBeDefined();
    expect(streamRequest!.headers).not.toHaveProperty('authorization');
    await expect(muxAdapter.downloadCaption(ctx, id, 'tEsSubs02')).rejects.toBeInstanceOf(PlatformNotFoundError);
  });

  describe('publishing', () => {
    let links: FakeCaptionLinks;
    beforeEach(async () => {
      links = await startFakeCaptionLinks();
    });
    afterEach(() => links.close());

    const french = { language: 'fr', label: 'Français', kind: 'subtitles' as const, format: 'webvtt' as const };
    const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nBonjour\n';

    it('adds a text track from the link, Mux fetching it; replacing deletes the old track first', async () => {
      const asset = fake.assets[0]!;
      const url = links.link(VTT);
      const { id } = await muxAdapter.uploadCaption(ctx, asset.id, { ...french, text: VTT, url });
      const create = fake.requests.find((r) => r.method === 'POST')!;
      expect(create.url.pathname).toBe(`/video/v1/assets/${asset.id}/tracks`);
      expect(JSON.parse(create.body)).toEqual({
        url,
        type: 'text',
        text_type: 'subtitles',
        language_code: 'fr',
        name: 'Français',
        closed_captions: false,
      });
      expect(fake.textTracks.find((t) => t.id === id)).toMatchObject({ vtt: VTT, name: 'Français' });

      const edited = VTT.replace('Bonjour', 'Bonjour à tous');
      const replaced = await muxAdapter.uploadCaption(ctx, asset.id, {
        ...french,
        kind: 'captions',
        text: edited,
        url: links.link(edited),
        replaceId: id,
      });
      const writes = fake.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url.pathname}`);
      expect(writes.slice(1)).toEqual([
        `DELETE /video/v1/assets/${asset.id}/tracks/${id}`,
        `POST /video/v1/assets/${asset.id}/tracks`,
      ]);
      expect(fake.textTracks.filter((t) => t.name === 'Français')).toEqual([
        expect.objectContaining({ id: replaced.id, vtt: edited, closedCaptions: true }),
      ]);
      expect(links.requests).toHaveLength(2);
    });

    it("reports Mux's refusal when the link no longer works, and a replaced track that is gone", async () => {
      const asset = fake.assets[0]!;
      const url = links.link(VTT);
      links.revoke(url);
      const error = await muxAdapter.uploadCaption(ctx, asset.id, { ...french, text: VTT, url }).catch((e) => e);
      expect(error).toBeInstanceOf(PlatformError);
      // Said in our words; the platform's own stay in the log (and on the error for adapters).
      expect((error as PlatformError).message).toMatch(/^Mux refused the request \(HTTP 4\d\d\)$/);
      expect((error as PlatformError).upstreamDetail).toContain('could not be downloaded');
      await expect(
        muxAdapter.uploadCaption(ctx, asset.id, { ...french, text: VTT, url: links.link(VTT), replaceId: 'tGone' }),
      ).rejects.toBeInstanceOf(PlatformNotFoundError);
      expect(fake.textTracks.map((t) => t.name)).toEqual(['English', 'Español']);
    });
  });
});
