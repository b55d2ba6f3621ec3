import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { readCaptions } from '@shared/captions/api';
import type { CaptionFormat } from '@shared/captions/model';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import { createPlatformContext } from '../context';
import { startFakeCaptionLinks } from './fake-caption-links';
import type { FakeAnswer } from './fake-server';
import type { Credentials } from '../http';
import type { PlatformRegistration } from '../registry';
import {
  PlatformAuthError,
  PlatformNotFoundError,
  PlatformRateLimitError,
  PlatformUnavailableError,
  type PlatformContext,
} from '../types';

/** What the contract suite needs from a platform's fake server. */
export interface ContractFake {
  /** Env overrides that point the registration at the fake (base URL, token URL, OAuth client). */
  env: Record<string, string>;
  credentials: Credentials;
  unhandled: string[];
  /** The ids the root listing holds, in order; more than one page of them. */
  rootItemIds: string[];
  /** An item with at least one caption track on the platform. */
  captionedItemId: string;
  /**
   * For an API that takes caption files it cannot list back (Panopto's reads only one track): the file the fake
   * holds under that id, checked instead of reading the upload back through the adapter.
   */
  storedCaption?(itemId: string, captionId: string): string | undefined;
  /** The access token stops working; a refresh still succeeds. Only for platforms with a refresher. */
  expireAccess?(): void;
  /** The connection is revoked: neither the access token nor a refresh works. */
  revoke(): void;
  failNext(answer: FakeAnswer, options?: { count?: number; pathPrefix?: string }): void;
  close(): Promise<void>;
}

const WEBVTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nPublished from Media Access\n';

/** Timings and text, so a platform that stores another format (Wistia keeps SRT) still reads back the same cues. */
const cuesOf = (caption: { text: string; format: CaptionFormat }) =>
  readCaptions(caption.text, { format: caption.format }).track.cues.map((c) => [c.startMs, c.endMs, c.text]);

/**
 * The behaviour every adapter must show against its fake: pagination, get, the caption round trip, a token
 * expiring mid-listing, rate limits, outages and a revoked connection. Call it from `<platform>.test.ts`.
 */
export function runAdapterContract(registration: PlatformRegistration, startFake: () => Promise<ContractFake>) {
  const { adapter } = registration;
  const name = PLATFORM_NAMES[adapter.platform];

  describe(`${name} adapter contract`, () => {
    let fake: ContractFake;
    let stored: Credentials[];
    let waits: number[];
    let ctx: PlatformContext;

    beforeEach(async () => {
      fake = await startFake();
      stored = [];
      waits = [];
      ctx = createPlatformContext({
        // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
        allowPrivate: true,
        workspaceId: 'contract-ws',
        platform: adapter.platform,
        registration,
        env: fake.env,
        credentials: fake.credentials,
        storeCredentials: async (credentials) => void stored.push(credentials),
        sleep: async (ms) => void waits.push(ms),
        maxRateLimitWaitMs: 10_000,
      });
    });
    afterEach(async () => {
      await fake.close();
      expect(fake.unhandled, 'requests the fake does not handle').toEqual([]);
    });

    async function listAll(): Promise<string[]> {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await adapter.list(ctx, { cursor });
        ids.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return ids;
    }

    it('lists every item across pages, each once and in order', async () => {
      const first = await adapter.list(ctx, {});
      expect(first.nextCursor).not.toBeNull();
      expect(await listAll()).toEqual(fake.rootItemIds);
      for (const item of first.items) {
        expect(item.title).not.toBe('');
        expect(item.durationMs === null || item.durationMs >= 0).toBe(true);
      }
    });

    it('gets one item as the listing shows it, and a missing one is PlatformNotFoundError', async () => {
      const [listed] = (await adapter.list(ctx, {})).items;
      const item = await adapter.get(ctx, listed!.id);
      expect(item).toMatchObject({ id: listed!.id, title: listed!.title, durationMs: listed!.durationMs });
      await expect(adapter.get(ctx, 'no-such-item')).rejects.toBeInstanceOf(PlatformNotFoundError);
    });

    it('lists and downloads captions, uploads one, reads it back and replaces it', async () => {
      const itemId = fake.captionedItemId;
      const before = await adapter.listCaptions(ctx, itemId);
      expect(before.length).toBeGreaterThan(0);
      const existing = await adapter.downloadCaption(ctx, itemId, before[0]!.id);
      expect(existing.text.length).toBeGreaterThan(0);

      const upload = { language: 'fr', label: 'Français', kind: 'captions' as const, format: 'webvtt' as const };
      if (!adapter.capabilities.captionsWrite) {
        // A platform we cannot publish to says so instead of pretending.
        await expect(adapter.uploadCaption(ctx, itemId, { ...upload, text: WEBVTT })).rejects.toThrow(name);
        expect((await adapter.listCaptions(ctx, itemId)).map((c) => c.id)).toEqual(before.map((c) => c.id));
        return;
      }
      // The public caption link publish-tracks hands every adapter; URL-only platforms' fakes fetch it.
      const links = await startFakeCaptionLinks();
      onTestFinished(() => links.close());
      const linked = (text: string) => ({ text, url: links.link(text) });
      const { id } = await adapter.uploadCaption(ctx, itemId, { ...upload, ...linked(WEBVTT) });
      if (fake.storedCaption) {
        expect(fake.storedCaption(itemId, id)).toBe(WEBVTT);
        const edited = WEBVTT.replace('Published', 'Edited and published');
        const replaced = await adapter.uploadCaption(ctx, itemId, { ...upload, ...linked(edited), replaceId: id });
        expect(fake.storedCaption(itemId, replaced.id)).toBe(edited);
        expect((await adapter.listCaptions(ctx, itemId)).map((c) => c.id)).toEqual(before.map((c) => c.id));
        return;
      }
      const after = await adapter.listCaptions(ctx, itemId);
      expect(after.map((c) => c.id)).toEqual([...before.map((c) => c.id), id]);
      expect(after.find((c) => c.id === id)).toMatchObject({ language: 'fr', label: 'Français' });
      expect(cuesOf(await adapter.downloadCaption(ctx, itemId, id))).toEqual(
        cuesOf({ text: WEBVTT, format: 'webvtt' }),
      );

      // Replacing may keep the id or (where the platform only adds and deletes tracks) give a new one.
      const edited = WEBVTT.replace('Published', 'Edited and published');
      const replaced = await adapter.uploadCaption(ctx, itemId, { ...upload, ...linked(edited), replaceId: id });
      expect((await adapter.listCaptions(ctx, itemId)).map((c) => c.id)).toEqual([
        ...before.map((c) => c.id),
        replaced.id,
      ]);
      expect(cuesOf(await adapter.downloadCaption(ctx, itemId, replaced.id))).toEqual(
        cuesOf({ text: edited, format: 'webvtt' }),
      );
    });

    if (registration.refresher) {
      it('refreshes a token that expires mid-listing, stores the new one and continues', async () => {
        const first = await adapter.list(ctx, {});
        fake.expireAccess!();
        const second = await adapter.list(ctx, { cursor: first.nextCursor! });
        expect(second.items.length).toBeGreaterThan(0);
        expect(stored).toHaveLength(1);
        expect(stored[0]).not.toEqual(fake.credentials);
        expect(ctx.credentials).toEqual(stored[0]);
      });
    } else {
      // Tokens that never expire (Vimeo, Wistia, Mux) have nothing to refresh: a 401 means reconnect at once.
      it('turns a token withdrawn mid-listing into PlatformAuthError without trying to refresh', async () => {
        const first = await adapter.list(ctx, {});
        fake.revoke();
        await expect(adapter.list(ctx, { cursor: first.nextCursor! })).rejects.toBeInstanceOf(PlatformAuthError);
        expect(stored).toEqual([]);
      });
    }

    it('waits as long as Retry-After says and retries a rate-limited request', async () => {
      fake.failNext({ status: 429, headers: { 'Retry-After': '3' }, body: { error: 'rate limited' } }, { count: 2 });
      expect((await adapter.list(ctx, {})).items.length).toBeGreaterThan(0);
      expect(waits).toEqual([3000, 3000]);
    });

    it('gives up with PlatformRateLimitError when the wait would pass the cap', async () => {
      fake.failNext({ status: 429, headers: { 'Retry-After': '60' }, body: { error: 'rate limited' } });
      const error = await adapter.list(ctx, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlatformRateLimitError);
      expect((error as PlatformRateLimitError).retryAfterSeconds).toBe(60);
      expect(waits).toEqual([]);
    });

    it('turns a 5xx into PlatformUnavailableError naming the platform', async () => {
      fake.failNext({ status: 503, body: 'Service Unavailable' });
      const error = await adapter.list(ctx, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlatformUnavailableError);
      expect((error as Error).message).toContain(name);
    });

    it('turns a revoked connection into PlatformAuthError and stores nothing', async () => {
      fake.revoke();
      await expect(adapter.list(ctx, {})).rejects.toBeInstanceOf(PlatformAuthError);
      expect(stored).toEqual([]);
    });
  });
}
