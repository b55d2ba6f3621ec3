import { describe, expect, it } from 'vitest';
import { runAdapterContract } from '../testing/adapter-contract';
import { createPlatformContext } from '../context';
import { platformRegistration } from '../registry';
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
});
