import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdapterContract } from '../testing/adapter-contract';
import { createPlatformContext } from '../context';
import type { Credentials } from '../http';
import { platformRegistration } from '../registry';
import { PlatformAuthError, PlatformNotFoundError, type PlatformContext } from '../types';
import { boxAdapter as box } from './box-adapter';
import { boxSearchQuery } from './box-client';
import { type FakeBox, startFakeBox } from '../testing/fake-box';

const registration = platformRegistration('box')!;

const envOf = (fake: FakeBox) => ({
  BOX_API_BASE_URL: fake.baseUrl,
  BOX_OAUTH_TOKEN_URL: fake.tokenUrl,
  BOX_CLIENT_ID: fake.clientId,
  BOX_CLIENT_SECRET: fake.clientSecret,
});
const credentialsOf = (fake: FakeBox) => ({
  accessToken: [...fake.accessTokens][0]!,
  refreshToken: [...fake.refreshTokens][0]!,
});
const ROOT_ITEMS = ['2001', '2002', '2003', '2004', '2005'];

runAdapterContract(registration, async () => {
  // Two entries a page: the folder, five media files, two sidecars and a document take five pages.
  const fake = await startFakeBox({ pageSize: 2 });
  return {
    env: envOf(fake),
    credentials: credentialsOf(fake),
    unhandled: fake.unhandled,
    rootItemIds: ROOT_ITEMS,
    captionedItemId: '2001',
    expireAccess: () => fake.expireAccessTokens(),
    revoke: () => {
      fake.expireAccessTokens();
      fake.revokeRefreshTokens();
    },
    failNext: (answer, options) => fake.failNext(answer, options),
    close: () => fake.close(),
  };
});

describe('Box specifics', () => {
  let fake: FakeBox;
  let ctx: PlatformContext;
  let stored: Credentials[];

  async function start(pageSize?: number) {
    fake = await startFakeBox({ pageSize });
    stored = [];
    ctx = createPlatformContext({
      // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
      allowPrivate: true,
      workspaceId: 'ws',
      platform: 'box',
      registration,
      env: envOf(fake),
      credentials: credentialsOf(fake),
      storeCredentials: async (credentials) => void stored.push(credentials),
    });
  }
  beforeEach(() => start());
  afterEach(async () => {
    await fake.close();
    expect(fake.unhandled).toEqual([]);
  });

  it('shows folders and only media files, and opens a folder', async () => {
    const root = await box.list(ctx, {});
    expect(root.folders).toEqual([{ id: '1101', title: 'Seminars', itemCount: null }]);
    expect(root.items.map((i) => i.id)).toEqual(ROOT_ITEMS);
    expect(root.nextCursor).toBeNull();
    expect(root.items[0]).toEqual({
      id: '2001',
      title: 'Seminar 1.mp4',
      description: 'Opening seminar',
      durationMs: null,
      thumbnailUrl: null,
      url: 'https://app.box.com/file/2001',
      createdAt: '2026-01-06T10:01:00-00:00',
    });
    expect(await box.list(ctx, { folderId: '1101' })).toEqual({
      folders: [],
      items: [expect.objectContaining({ id: '3001', title: 'Guest talk.mp4' })],
      nextCursor: null,
    });
    await expect(box.get(ctx, '2008')).rejects.toBeInstanceOf(PlatformNotFoundError);
  });

  it('reads on past pages that hold only documents, so a page is never empty while more follow', async () => {
    await fake.close();
    await start(2);
    let cursor: string | undefined;
    const pages: number[] = [];
    do {
      const page = await box.list(ctx, { cursor });
      pages.push(page.items.length + page.folders.length);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    // The last two raw pages (two sidecars, then the document) come back as one empty, final page.
    expect(pages).toEqual([2, 2, 2, 0]);
  });

  it('searches media by name with operators and quotes typed as words, within a folder or everywhere', async () => {
    expect(boxSearchQuery('rehearsal NOT "final" AND draft')).toBe('rehearsal not final and draft');
    expect((await box.list(ctx, { query: 'rehearsal NOT final' })).items.map((i) => i.id)).toEqual(['2005']);
    expect(fake.requests.at(-1)!.url.searchParams.get('query')).toBe('rehearsal not final');
    expect(fake.requests.at(-1)!.url.searchParams.get('file_extensions')).toContain('mp4');
    // Sidecars match the name but are not media.
    expect((await box.list(ctx, { query: 'Seminar' })).items.map((i) => i.id)).toEqual([
      '2001',
      '2002',
      '2003',
      '2004',
    ]);
    expect((await box.list(ctx, { query: 'talk', folderId: '1101' })).items.map((i) => i.id)).toEqual(['3001']);
    expect((await box.list(ctx, { query: 'Seminar', folderId: '1101' })).items).toEqual([]);
  });

  it('pages search results by offset', async () => {
    await fake.close();
    await start(3);
    const first = await box.list(ctx, { query: 'Seminar' });
    expect(first.nextCursor).toBe('3');
    const second = await box.list(ctx, { query: 'Seminar', cursor: first.nextCursor! });
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(['2001', '2002', '2003', '2004']);
    expect(second.nextCursor).toBeNull();
  });

  it('keeps the rotated refresh token: two expiries in a row both refresh', async () => {
    const original = ctx.credentials.refreshToken;
    const first = await box.list(ctx, {});
    fake.expireAccessTokens();
    await box.list(ctx, { folderId: '1101' });
    fake.expireAccessTokens();
    expect((await box.list(ctx, {})).items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    expect(stored).toHaveLength(2);
    expect(stored[0]!.refreshToken).not.toBe(original);
    expect(stored[1]!.refreshToken).not.toBe(stored[0]!.refreshToken);
    expect([...fake.refreshTokens]).toEqual([stored[1]!.refreshToken]);
  });

  it('asks to reconnect when the stored refresh token was already used', async () => {
    const used = ctx.credentials.refreshToken!;
    fake.expireAccessTokens();
    await box.list(ctx, {});
    // Another copy of the old credentials (never updated) cannot refresh any more.
    const stale = createPlatformContext({
      // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
      allowPrivate: true,
      workspaceId: 'ws',
      platform: 'box',
      registration,
      env: envOf(fake),
      credentials: { accessToken: 'box-expired', refreshToken: used },
      storeCredentials: async () => {},
    });
    await expect(box.list(stale, {})).rejects.toBeInstanceOf(PlatformAuthError);
  });

  it('hands the pipeline the content URL, whose redirect leads to the bytes', async () => {
    const source = await box.mediaSource(ctx, '2002');
    expect(source).toEqual({
      type: 'download',
      url: `${fake.baseUrl}/2.0/files/2002/content`,
      headers: { Authorization: `Bearer ${ctx.credentials.accessToken}` },
    });
    if (source.type !== 'download') throw new Error('expected a download');
    expect(await (await fetch(source.url, { headers: source.headers })).text()).toBe('bytes of Seminar 2.mov');
    await expect(box.mediaSource(ctx, '2008')).rejects.toBeInstanceOf(PlatformNotFoundError);
  });

  it('reads sidecars, publishes a .vtt beside the media with its labels, and a language again as a new version', async () => {
    expect(await box.listCaptions(ctx, '2001')).toEqual([
      { id: '2006', language: 'en', label: 'English', kind: 'captions', format: 'webvtt' },
      { id: '2007', language: 'und', label: 'Seminar 1.srt', kind: 'captions', format: 'srt' },
    ]);
    expect((await box.downloadCaption(ctx, '2001', '2007')).text).toContain('Welcome');

    const srt = '1\n00:00:01,000 --> 00:00:02,500\nBienvenue\n';
    const caption = { language: 'fr', label: 'Français', kind: 'subtitles' as const, format: 'srt' as const };
    const { id } = await box.uploadCaption(ctx, '2002', { ...caption, text: srt });
    const written = fake.entries.find((e) => e.id === id)!;
    expect(written).toMatchObject({ name: 'Seminar 2.fr.vtt', parentId: '0' });
    expect(written.content).toMatch(/^WEBVTT\n\n(1\n)?00:00:01\.000 --> 00:00:02\.500\nBienvenue\n/);
    expect(written.properties).toEqual({
      mediaAccessLanguage: 'fr',
      mediaAccessLabel: 'Français',
      mediaAccessKind: 'subtitles',
    });
    expect(await box.listCaptions(ctx, '2002')).toEqual([
      { id, language: 'fr', label: 'Français', kind: 'subtitles', format: 'webvtt' },
    ]);

    // Box refuses a second "Seminar 2.fr.vtt": publishing French again uploads a new version of the same file.
    const again = await box.uploadCaption(ctx, '2002', { ...caption, label: 'Français (relu)', text: srt });
    expect(again).toEqual({ id });
    expect(written).toMatchObject({
      versions: 1,
      properties: expect.objectContaining({ mediaAccessLabel: 'Français (relu)' }),
    });

    // Replacing the SRT sidecar (no metadata yet) makes a new version named .vtt and creates its metadata.
    expect(await box.uploadCaption(ctx, '2001', { ...caption, text: srt, replaceId: '2007' })).toEqual({ id: '2007' });
    expect(fake.entries.find((e) => e.id === '2007')).toMatchObject({
      name: 'Seminar 1.vtt',
      versions: 1,
      properties: { mediaAccessLanguage: 'fr', mediaAccessLabel: 'Français', mediaAccessKind: 'subtitles' },
    });
    expect(fake.requests.slice(-2).map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'PUT /2.0/files/2007/metadata/global/properties',
      'POST /2.0/files/2007/metadata/global/properties',
    ]);
    expect((await box.downloadCaption(ctx, '2001', '2007')).format).toBe('webvtt');
  });

  it('never reads or overwrites a file that is not a sidecar of the item', async () => {
    await expect(box.downloadCaption(ctx, '2002', '2006')).rejects.toBeInstanceOf(PlatformNotFoundError);
    await expect(box.downloadCaption(ctx, '2001', '2008')).rejects.toBeInstanceOf(PlatformNotFoundError);
    const upload = { language: 'en', label: 'English', kind: 'captions' as const, format: 'webvtt' as const };
    await expect(
      box.uploadCaption(ctx, '2001', { ...upload, text: 'WEBVTT\n', replaceId: '2008' }),
    ).rejects.toBeInstanceOf(PlatformNotFoundError);
    expect(fake.entries.find((e) => e.id === '2008')!.versions).toBeUndefined();
  });
});
