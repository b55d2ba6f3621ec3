import { describe, expect, it } from 'vitest';
import { runAdapterContract } from '../testing/adapter-contract';
import { createPlatformContext } from '../context';
import { platformRegistration } from '../registry';
import { PlatformAuthError, type PlatformContext } from '../types';
import { panoptoAdapter } from './panopto-adapter';
import { type FakePanopto, startFakePanopto } from '../testing/fake-panopto';

const registration = platformRegistration('panopto')!;
const FRENCH = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nBonjour\n';

runAdapterContract(registration, async () => {
  // Two sessions a page, so the five sessions take three pages (and Panopto's empty page ends the listing).
  const fake = await startFakePanopto({ pageSize: 2 });
  return {
    env: { PANOPTO_API_BASE_URL: fake.baseUrl },
    credentials: {
      serverUrl: 'https://example.hosted.panopto.com',
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      accessToken: [...fake.accessTokens][0]!,
    },
    unhandled: fake.unhandled,
    rootItemIds: fake.sessions.map((s) => s.Id),
    captionedItemId: fake.sessions[0]!.Id,
    storedCaption: (itemId, captionId) => fake.sessions.find((s) => s.Id === itemId)?.captions.get(captionId),
    expireAccess: () => fake.expireAccessTokens(),
    revoke: () => {
      fake.expireAccessTokens();
      fake.rotateClientSecret();
    },
    failNext: (answer, options) => fake.failNext(answer, options),
    close: () => fake.close(),
  };
});

/** A connection as the integrations form stores it: server URL, client id and secret, no token yet. */
async function connect(
  run: (fake: FakePanopto, ctx: PlatformContext, stored: Record<string, string>[]) => Promise<void>,
  options: { refuseEmptySearch?: boolean } = {},
) {
  const fake = await startFakePanopto({ pageSize: 2, ...options });
  try {
    const stored: Record<string, string>[] = [];
    const ctx = createPlatformContext({
      // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
      allowPrivate: true,
      workspaceId: 'ws',
      platform: 'panopto',
      registration,
      env: { PANOPTO_API_BASE_URL: fake.baseUrl },
      credentials: {
        serverUrl: 'https://example.hosted.panopto.com/Panopto',
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
      },
      storeCredentials: async (c) => void stored.push(c),
    });
    await run(fake, ctx, stored);
    expect(fake.unhandled).toEqual([]);
  } finally {
    await fake.close();
  }
}

describe('Panopto specifics', () => {
  it('gets its first token from the client id and secret, then shows top-level folders and the newest sessions', async () => {
    await connect(async (fake, ctx, stored) => {
      const page = await panoptoAdapter.list(ctx, {});
      expect(stored.map((c) => fake.accessTokens.has(c.accessToken!))).toEqual([true]);
      expect(page.folders.map((f) => f.title)).toEqual(['Biology 101', 'Chemistry 201']);
      expect(page.items[0]).toEqual({
        id: fake.sessions[0]!.Id,
        title: 'Lecture 1',
        description: 'Cells and membranes',
        durationMs: 600_000,
        thumbnailUrl: `${fake.baseUrl}/Panopto/Services/FrameGrabber.svc/FrameRedirect?objectId=${fake.sessions[0]!.Id}&mode=Delivery`,
        url: `${fake.baseUrl}/Panopto/Pages/Viewer.aspx?id=${fake.sessions[0]!.Id}`,
        createdAt: '2026-10-30T00:00:00.000Z',
      });
      expect(page.items[1]!.durationMs).toBe(630_500);
    });
  });

  it('still shows the folders at the top when the site refuses a search for nothing', async () => {
    await connect(
      async (fake, ctx) => {
        expect(await panoptoAdapter.list(ctx, {})).toEqual({
          folders: [
            { id: fake.folders[0]!.Id, title: 'Biology 101', itemCount: null },
            { id: fake.folders[1]!.Id, title: 'Chemistry 201', itemCount: null },
          ],
          items: [],
          nextCursor: null,
        });
        // A refused search that someone typed is still an error they see.
        fake.failNext({
          status: 400,
          body: { Error: { ErrorCode: 'BadRequest', Message: 'Bad query', Success: false } },
        });
        await expect(panoptoAdapter.list(ctx, { query: 'x' })).rejects.toThrow(
          'Panopto refused the request (HTTP 400)',
        );
      },
      { refuseEmptySearch: true },
    );
  });

  it('opens a folder (its subfolders, then its sessions page by page) and searches sessions and folders', async () => {
    await connect(async (fake, ctx) => {
      const biology = fake.folders[0]!.Id;
      const first = await panoptoAdapter.list(ctx, { folderId: biology });
      expect(first.folders).toEqual([{ id: fake.folders[2]!.Id, title: 'Week 1', itemCount: null }]);
      expect(first.items.map((i) => i.title)).toEqual(['Lecture 1', 'Lecture 3']);
      const second = await panoptoAdapter.list(ctx, { folderId: biology, cursor: first.nextCursor! });
      expect(second).toMatchObject({ folders: [], nextCursor: '2' });
      expect(second.items.map((i) => i.title)).toEqual(['Lecture 5']);
      expect(await panoptoAdapter.list(ctx, { folderId: biology, cursor: '2' })).toEqual({
        folders: [],
        items: [],
        nextCursor: null,
      });

      const search = await panoptoAdapter.list(ctx, { query: 'lecture 4' });
      expect(search.items.map((i) => i.title)).toEqual(['Lecture 4']);
      expect((await panoptoAdapter.list(ctx, { query: 'chem' })).folders.map((f) => f.title)).toEqual([
        'Chemistry 201',
      ]);
      const inFolder = await panoptoAdapter.list(ctx, { folderId: biology, query: 'membranes' });
      expect(inFolder.items.map((i) => i.title)).toEqual(['Lecture 1']);
      await expect(panoptoAdapter.list(ctx, { folderId: 'not-a-guid' })).rejects.toThrow('No such Panopto folder');
    });
  });

  it("downloads with the connection's token where the session allows it, and plays in Panopto where it does not", async () => {
    await connect(async (fake, ctx) => {
      const [open, locked] = fake.sessions;
      const source = await panoptoAdapter.mediaSource(ctx, open!.Id);
      expect(source).toEqual({
        type: 'download',
        url: `${fake.baseUrl}/Panopto/Podcast/Download/${open!.Id}.mp4?mediaTargetType=videoPodcast`,
        headers: { Authorization: `Bearer ${ctx.credentials.accessToken}` },
      });
      expect(await panoptoAdapter.mediaSource(ctx, locked!.Id)).toEqual({ type: 'player', videoId: locked!.Id });
    });
  });

  it("reads the session's caption download, and uploads a language as Panopto's multipart form (WebVTT or SRT)", async () => {
    await connect(async (fake, ctx) => {
      const session = fake.sessions[0]!;
      expect(await panoptoAdapter.listCaptions(ctx, session.Id)).toEqual([
        { id: 'English_USA', language: 'en-US', label: 'English (United States)', kind: 'captions', format: 'srt' },
      ]);
      expect(await panoptoAdapter.downloadCaption(ctx, session.Id, 'English_USA')).toEqual({
        text: '1\n00:00:00,000 --> 00:00:02,500\nWelcome to biology\n',
        format: 'srt',
      });
      expect(await panoptoAdapter.listCaptions(ctx, fake.sessions[1]!.Id)).toEqual([]);

      const upload = { language: 'fr', label: 'Français', kind: 'captions' as const, format: 'webvtt' as const };
      expect(await panoptoAdapter.uploadCaption(ctx, session.Id, { ...upload, text: FRENCH })).toEqual({
        id: 'French',
      });
      const sent = fake.requests.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/captions'))!;
      expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(sent.body).toContain('name="language"\r\n\r\nFrench\r\n');
      expect(sent.body).toContain('filename="captions.vtt"');
      expect(session.captions.get('French')).toBe(FRENCH);

      // Replacing deletes that language's captions first: an interrupted replace never leaves two.
      await panoptoAdapter.uploadCaption(ctx, session.Id, {
        ...upload,
        text: FRENCH.replace('Bonjour', 'Salut'),
        replaceId: 'French',
      });
      expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
        `/Panopto/api/v1/sessions/${session.Id}/captions/languages/French`,
      ]);
      expect(session.captions.get('French')).toContain('Salut');

      await expect(
        panoptoAdapter.uploadCaption(ctx, session.Id, { ...upload, language: 'xx', text: FRENCH }),
      ).rejects.toThrow('Panopto does not take captions in "xx"');
      const ttml =
        '<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="00:00:01.000" end="00:00:02.000">Hallo</p></div></body></tt>';
      await panoptoAdapter.uploadCaption(ctx, session.Id, { ...upload, language: 'de', format: 'ttml', text: ttml });
      expect(session.captions.get('German')).toMatch(/^WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHallo\n/);
    });
  });

  it('asks for a reconnect when the client secret was regenerated, without storing anything', async () => {
    await connect(async (fake, ctx, stored) => {
      fake.rotateClientSecret();
      const error = await panoptoAdapter.list(ctx, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlatformAuthError);
      expect((error as Error).message).toBe('Panopto refused the client id and secret (invalid_client): reconnect it');
      expect(stored).toEqual([]);
    });
  });
});
