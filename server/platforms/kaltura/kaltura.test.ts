import { describe, expect, it } from 'vitest';
import { createOutboundFetch, type OutboundFetch } from '../../outbound/outbound-fetch';
import { runAdapterContract } from '../testing/adapter-contract';
import { createPlatformContext } from '../context';
import { startFakeServer } from '../testing/fake-server';
import { platformRegistration } from '../registry';
import type { PlatformError } from '../types';
import { kalturaAdapter } from './kaltura-adapter';
import { startFakeKaltura } from '../testing/fake-kaltura';

const registration = platformRegistration('kaltura')!;

runAdapterContract(registration, async () => {
  // The adapter asks for 50 a page, so 120 entries take three pages.
  const fake = await startFakeKaltura({ entryCount: 120 });
  return {
    env: { KALTURA_API_BASE_URL: fake.baseUrl },
    credentials: {
      serviceUrl: 'https://www.kaltura.com',
      partnerId: fake.partnerId,
      adminSecret: fake.adminSecret,
      ks: [...fake.sessions][0]!,
    },
    unhandled: fake.unhandled,
    rootItemIds: fake.entries.map((e) => e.id),
    captionedItemId: '1_entry1',
    expireAccess: () => fake.expireSessions(),
    revoke: () => {
      fake.expireSessions();
      fake.regenerateSecret();
    },
    failNext: (answer, options) => fake.failNext(answer, options),
    close: () => fake.close(),
  };
});

describe('Kaltura specifics', () => {
  it('starts a session when none is stored, lists categories and hands the original flavor to download', async () => {
    const fake = await startFakeKaltura();
    try {
      const stored: Record<string, string>[] = [];
      const ctx = createPlatformContext({
        // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
        allowPrivate: true,
        workspaceId: 'ws',
        platform: 'kaltura',
        registration,
        env: { KALTURA_API_BASE_URL: fake.baseUrl },
        credentials: { serviceUrl: 'https://example.test', partnerId: fake.partnerId, adminSecret: fake.adminSecret },
        storeCredentials: async (c) => void stored.push(c),
      });
      const page = await kalturaAdapter.list(ctx, {});
      expect(page.folders).toEqual([{ id: '101', title: 'Seminars 2026', itemCount: 2 }]);
      expect(page.items[0]).toEqual({
        id: '1_entry1',
        title: 'Seminar 1',
        description: 'Recorded seminar 1',
        durationMs: 61_000,
        thumbnailUrl: `https://cfvod.kaltura.com/p/${fake.partnerId}/thumbnail/entry_id/1_entry1/version/100001`,
        url: null,
        createdAt: new Date(1_767_000_000_000).toISOString(),
      });
      expect(stored.map((c) => fake.sessions.has(c.ks!))).toEqual([true]);
      expect((await kalturaAdapter.list(ctx, { folderId: '101' })).items.map((i) => i.id)).toEqual([
        '1_entry1',
        '1_entry2',
      ]);
      expect(await kalturaAdapter.mediaSource(ctx, '1_entry2')).toEqual({
        type: 'download',
        url: `${fake.baseUrl}/p/${fake.partnerId}/download/1_entry2_flavor0.mp4`,
      });
      expect(await kalturaAdapter.listCaptions(ctx, '1_entry1')).toEqual([
        { id: '1_capEn', language: 'en', label: 'English', kind: 'captions', format: 'srt' },
      ]);
      expect(fake.unhandled).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('refuses a caption address Kaltura answers that points into a private network, and never fetches it', async () => {
    const fake = await startFakeKaltura();
    const inside = await startFakeServer(() => ({ status: 200, body: '1\n00:00:00,000 --> 00:00:01,000\nInternal\n' }));
    // Only the fake's own address is open, as a public Kaltura would be; everything else is judged as in production.
    const open = createOutboundFetch({ allowPrivate: true });
    const guarded = createOutboundFetch({ allowPrivate: false });
    const routed: OutboundFetch = (input, init) =>
      (new URL(input instanceof Request ? input.url : input).origin === fake.baseUrl ? open : guarded)(input, init);
    try {
      const ctx = createPlatformContext({
        workspaceId: 'ws',
        platform: 'kaltura',
        registration,
        env: { KALTURA_API_BASE_URL: fake.baseUrl },
        credentials: { partnerId: fake.partnerId, adminSecret: fake.adminSecret },
        allowPrivate: false,
        fetch: routed,
        storeCredentials: async () => {},
      });
      const privateUrl = `${inside.baseUrl.replace('127.0.0.1', 'localhost')}/caption.srt`;
      const refused = 'Kaltura gave an address we do not fetch (only public https addresses)';
      fake.failNext(
        { status: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(privateUrl) },
        { pathPrefix: '/api_v3/service/caption_captionAsset/action/getUrl' },
      );
      await expect(kalturaAdapter.downloadCaption(ctx, '1_entry1', '1_capEn')).rejects.toThrow(refused);
      expect(inside.requests).toEqual([]);
      expect(fake.unhandled).toEqual([]);
    } finally {
      await inside.close();
      await fake.close();
    }
  });

  it("repeats Kaltura's error code but not its message", async () => {
    const fake = await startFakeKaltura();
    try {
      const ctx = createPlatformContext({
        workspaceId: 'ws',
        platform: 'kaltura',
        registration,
        env: { KALTURA_API_BASE_URL: fake.baseUrl },
        credentials: { partnerId: fake.partnerId, adminSecret: fake.adminSecret },
        // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
        allowPrivate: true,
        storeCredentials: async () => {},
      });
      await kalturaAdapter.list(ctx, {});
      const message = `Invalid field value for ks ${[...fake.sessions][0]}`;
      fake.failNext({ status: 200, body: { objectType: 'KalturaAPIException', code: 'INVALID_FIELD_VALUE', message } });
      const error = (await kalturaAdapter.list(ctx, {}).catch((e: unknown) => e)) as PlatformError;
      expect(error.message).toBe('Kaltura refused the request (INVALID_FIELD_VALUE)');
      expect(error.upstreamDetail).toBe(message);
    } finally {
      await fake.close();
    }
  });
});
