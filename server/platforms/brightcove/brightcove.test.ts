import { describe, expect, it } from 'vitest';
import { runAdapterContract } from '../testing/adapter-contract';
import { createPlatformContext } from '../context';
import { platformRegistration } from '../registry';
import { PlatformAuthError, PlatformError, PlatformNotFoundError, type PlatformContext } from '../types';
import { brightcoveAdapter } from './brightcove-adapter';
import { type FakeCaptionLinks, startFakeCaptionLinks } from '../testing/fake-caption-links';
import { type FakeBrightcove, startFakeBrightcove } from '../testing/fake-brightcove';

const registration = platformRegistration('brightcove')!;
const envOf = (fake: FakeBrightcove) => ({
  BRIGHTCOVE_API_BASE_URL: fake.baseUrl,
  BRIGHTCOVE_OAUTH_URL: fake.baseUrl,
});

runAdapterContract(registration, async () => {
  // The adapter asks for 50 a page, so 120 videos take three pages.
  const fake = await startFakeBrightcove({ videoCount: 120 });
  return {
    env: envOf(fake),
    credentials: {
      accountId: fake.accountId,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      accessToken: [...fake.accessTokens][0]!,
    },
    unhandled: fake.unhandled,
    rootItemIds: fake.videos.map((v) => v.id),
    captionedItemId: fake.videos[0]!.id,
    expireAccess: () => fake.expireAccessTokens(),
    revoke: () => {
      fake.expireAccessTokens();
      fake.rotateClientSecret();
    },
    failNext: (answer, options) => fake.failNext(answer, options),
    close: () => fake.close(),
  };
});

/** A connection as the integrations form stores it: account id, client id and secret, no token yet. */
async function connect(
  run: (fake: FakeBrightcove, ctx: PlatformContext, stored: Record<string, string>[]) => Promise<void>,
) {
  const fake = await startFakeBrightcove();
  try {
    const stored: Record<string, string>[] = [];
    const ctx = createPlatformContext({
      // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
      allowPrivate: true,
      workspaceId: 'ws',
      platform: 'brightcove',
      registration,
      env: envOf(fake),
      credentials: { accountId: fake.accountId, clientId: fake.clientId, clientSecret: fake.clientSecret },
      storeCredentials: async (c) => void stored.push(c),
    });
    await run(fake, ctx, stored);
    expect(fake.unhandled).toEqual([]);
  } finally {
    await fake.close();
  }
}

describe('Brightcove specifics', () => {
  it('gets its first token with the client credentials, then lists folders and the newest videos', async () => {
    await connect(async (fake, ctx, stored) => {
      const page = await brightcoveAdapter.list(ctx, {});
      expect(stored.map((c) => fake.accessTokens.has(c.accessToken!))).toEqual([true]);
      expect(page.folders).toEqual([
        { id: fake.folders[0]!.id, title: 'Training', itemCount: 3 },
        { id: fake.folders[1]!.id, title: 'Marketing', itemCount: 1 },
      ]);
      expect(page.nextCursor).toBeNull();
      expect(page.items[0]).toEqual({
        id: '6300000000001',
        title: 'Onboarding 1',
        description: 'Welcome to the team',
        durationMs: 60_000,
        thumbnailUrl: 'https://fake-brightcove-cdn.invalid/6300000000001/thumbnail.jpg',
        url: 'https://studio.brightcove.com/products/videocloud/media/videos/6300000000001',
        createdAt: '2026-10-30T00:00:00.000Z',
        captions: 2,
      });
    });
  });

  it('opens a folder and searches the account', async () => {
    await connect(async (fake, ctx) => {
      const training = await brightcoveAdapter.list(ctx, { folderId: fake.folders[0]!.id });
      expect(training).toMatchObject({ folders: [], nextCursor: null });
      expect(training.items.map((i) => i.title)).toEqual(['Onboarding 1', 'Onboarding 2', 'Onboarding 3']);
      const search = await brightcoveAdapter.list(ctx, { query: 'onboarding 4' });
      expect(search.items.map((i) => i.title)).toEqual(['Onboarding 4']);
      expect(fake.requests.find((r) => r.url.searchParams.get('q'))?.url.searchParams.get('q')).toBe('onboarding 4');
      await expect(brightcoveAdapter.list(ctx, { folderId: 'nope' })).rejects.toBeInstanceOf(PlatformNotFoundError);
    });
  });

  it('downloads the largest https MP4, and plays in the Brightcove player when there is only HLS or DRM', async () => {
    await connect(async (fake, ctx) => {
      const [first, second, third] = fake.videos;
      expect(await brightcoveAdapter.mediaSource(ctx, first!.id)).toEqual({
        type: 'download',
        url: 'https://fake-brightcove-cdn.invalid/0/720.mp4',
      });
      expect(await brightcoveAdapter.mediaSource(ctx, second!.id)).toEqual({ type: 'player', videoId: second!.id });
      expect(await brightcoveAdapter.mediaSource(ctx, third!.id)).toEqual({ type: 'player', videoId: third!.id });
    });
  });

  it('lists captions and subtitles (not chapters) and reads them from the delivery host without the CMS token', async () => {
    await connect(async (fake, ctx) => {
      const id = fake.videos[0]!.id;
      // Ids are kind, language and label (what publishing can answer before Brightcove's job names the track).
      expect(await brightcoveAdapter.listCaptions(ctx, id)).toEqual([
        { id: 'captions:en:English', language: 'en', label: 'English', kind: 'captions', format: 'webvtt' },
        { id: 'subtitles:es:Espa%C3%B1ol', language: 'es', label: 'Español', kind: 'subtitles', format: 'webvtt' },
      ]);
      expect(await brightcoveAdapter.downloadCaption(ctx, id, 'subtitles:es:Espa%C3%B1ol')).toEqual({
        text: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nBienvenidos\n',
        format: 'webvtt',
      });
      // Brightcove's own track ids (recorded before) still name the same tracks.
      expect(await brightcoveAdapter.downloadCaption(ctx, id, 'b1c2d3e4-0002')).toEqual({
        text: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nBienvenidos\n',
        format: 'webvtt',
      });
      const read = fake.requests.find((r) => r.url.pathname.endsWith('.vtt'))!;
      expect(read.headers.authorization).toBeUndefined();
      await expect(brightcoveAdapter.downloadCaption(ctx, id, 'b1c2d3e4-0003')).rejects.toBeInstanceOf(
        PlatformNotFoundError,
      );
    });
  });

  const english = { language: 'en', label: 'English', kind: 'captions' as const, format: 'webvtt' as const };
  const EDITED = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nWelcome, everyone\n';

  async function withLinks(run: (links: FakeCaptionLinks) => Promise<void>) {
    const links = await startFakeCaptionLinks();
    try {
      await run(links);
    } finally {
      await links.close();
    }
  }

  it('replaces a text track: removes it with the CMS API, then has Dynamic Ingest fetch the link', async () => {
    await connect(async (fake, ctx) =>
      withLinks(async (links) => {
        const video = fake.videos[0]!;
        const url = links.link(EDITED);
        const upload = { ...english, text: EDITED, url, replaceId: 'captions:en:English' };
        expect(await brightcoveAdapter.uploadCaption(ctx, video.id, upload)).toEqual({ id: 'captions:en:English' });
        const writes = fake.requests
          .filter((r) => ['PATCH', 'POST'].includes(r.method) && r.url.pathname.startsWith('/v1/'))
          .map((r) => `${r.method} ${r.url.pathname}`);
        expect(writes).toEqual([
          `PATCH /v1/accounts/${fake.accountId}/videos/${video.id}`,
          `POST /v1/accounts/${fake.accountId}/videos/${video.id}/ingest-requests`,
        ]);
        // The replaced track was the default one, so the new one is too.
        expect(fake.ingests).toEqual([
          {
            videoId: video.id,
            body: { text_tracks: [{ url, srclang: 'en', kind: 'captions', label: 'English', default: true }] },
          },
        ]);
        expect(links.requests.map((r) => r.url.pathname)).toEqual([new URL(url).pathname]);
        // Brightcove now holds what the link served; Spanish and the chapters were sent back untouched.
        expect(video.text_tracks.map((t) => t.label)).toEqual(['Español', 'Chapters', 'English']);
        expect(await brightcoveAdapter.downloadCaption(ctx, video.id, 'captions:en:English')).toEqual({
          text: EDITED,
          format: 'webvtt',
        });
      }),
    );
  });

  it('adds a new caption without touching the others', async () => {
    await connect(async (fake, ctx) =>
      withLinks(async (links) => {
        const video = fake.videos[1]!;
        const upload = { ...english, kind: 'subtitles' as const, text: EDITED, url: links.link(EDITED) };
        expect(await brightcoveAdapter.uploadCaption(ctx, video.id, upload)).toEqual({ id: 'subtitles:en:English' });
        expect(fake.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
        expect(await brightcoveAdapter.listCaptions(ctx, video.id)).toEqual([
          { id: 'subtitles:en:English', language: 'en', label: 'English', kind: 'subtitles', format: 'webvtt' },
        ]);
      }),
    );
  });

  it("reports Brightcove's refusal when the link no longer works, and a replaced track that is gone", async () => {
    await connect(async (fake, ctx) =>
      withLinks(async (links) => {
        const video = fake.videos[1]!;
        const url = links.link(EDITED);
        links.revoke(url);
        const error = await brightcoveAdapter
          .uploadCaption(ctx, video.id, { ...english, text: EDITED, url })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PlatformError);
        // Said in our words; the platform's own stay in the log (and on the error for adapters).
        expect((error as PlatformError).message).toMatch(/^Brightcove refused the request \(HTTP 4\d\d\)$/);
        expect((error as PlatformError).upstreamDetail).toContain('could not be downloaded');
        expect(video.text_tracks).toEqual([]);
        await expect(
          brightcoveAdapter.uploadCaption(ctx, video.id, {
            ...english,
            text: EDITED,
            url,
            replaceId: 'captions:en:Old',
          }),
        ).rejects.toBeInstanceOf(PlatformNotFoundError);
        expect(fake.ingests).toHaveLength(1);
      }),
    );
  });

  it('asks for a reconnect when the API credential was deleted, without storing anything', async () => {
    await connect(async (fake, ctx, stored) => {
      fake.rotateClientSecret();
      const error = await brightcoveAdapter.get(ctx, fake.videos[0]!.id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlatformAuthError);
      expect((error as Error).message).toBe(
        'Brightcove refused the client id and secret (invalid_client): reconnect it',
      );
      expect(stored).toEqual([]);
    });
  });
});
