import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdapterContract } from '../testing/adapter-contract';
import { createPlatformContext } from '../context';
import { platformRegistration } from '../registry';
import { PlatformNotFoundError, type PlatformContext } from '../types';
import { dropboxAdapter as dropbox } from './dropbox-adapter';
import { headerJson } from './dropbox-client';
import { type FakeDropbox, startFakeDropbox } from '../testing/fake-dropbox';

const registration = platformRegistration('dropbox')!;

const envOf = (fake: FakeDropbox) => ({
  DROPBOX_API_BASE_URL: fake.baseUrl,
  DROPBOX_OAUTH_TOKEN_URL: fake.tokenUrl,
  DROPBOX_CLIENT_ID: fake.clientId,
  DROPBOX_CLIENT_SECRET: fake.clientSecret,
});
const credentialsOf = (fake: FakeDropbox) => ({
  accessToken: [...fake.accessTokens][0]!,
  refreshToken: [...fake.refreshTokens][0]!,
});
const ROOT_ITEMS = ['id:media1', 'id:media2', 'id:media3', 'id:media4', 'id:media5'];

runAdapterContract(registration, async () => {
  // Two entries a page: the folder, five media files, a sidecar and a document take four pages.
  const fake = await startFakeDropbox({ pageSize: 2 });
  return {
    env: envOf(fake),
    credentials: credentialsOf(fake),
    unhandled: fake.unhandled,
    rootItemIds: ROOT_ITEMS,
    captionedItemId: 'id:media1',
    expireAccess: () => fake.expireAccessTokens(),
    revoke: () => {
      fake.expireAccessTokens();
      fake.revokeRefreshTokens();
    },
    failNext: (answer, options) => fake.failNext(answer, options),
    close: () => fake.close(),
  };
});

describe('Dropbox specifics', () => {
  let fake: FakeDropbox;
  let ctx: PlatformContext;

  beforeEach(async () => {
    fake = await startFakeDropbox({ pageSize: 2 });
    ctx = createPlatformContext({
      // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
      allowPrivate: true,
      workspaceId: 'ws',
      platform: 'dropbox',
      registration,
      env: envOf(fake),
      credentials: credentialsOf(fake),
      storeCredentials: async () => {},
    });
  });
  afterEach(async () => {
    await fake.close();
    expect(fake.unhandled).toEqual([]);
  });

  it('shows folders and only media files with their durations, and opens a folder by id', async () => {
    const first = await dropbox.list(ctx, {});
    expect(first.folders).toEqual([{ id: 'id:fold1', title: 'Seminars', itemCount: null }]);
    expect(first.items).toEqual([
      {
        id: 'id:media1',
        title: 'Seminar 1.mp4',
        durationMs: 61_000,
        thumbnailUrl: null,
        url: 'https://www.dropbox.com/home?preview=Seminar%201.mp4',
        createdAt: '2026-01-02T10:00:00Z',
      },
    ]);
    // The page of the sidecar and Seminar 2 shows only Seminar 2; the document is never an item.
    const second = await dropbox.list(ctx, { cursor: first.nextCursor! });
    expect(second.items.map((i) => [i.id, i.durationMs])).toEqual([['id:media2', 122_000]]);
    const folder = await dropbox.list(ctx, { folderId: 'id:fold1' });
    expect(folder.items.map((i) => [i.title, i.url])).toEqual([
      ['Guest lecture.mp4', 'https://www.dropbox.com/home/Seminars?preview=Guest%20lecture.mp4'],
    ]);
    await expect(dropbox.get(ctx, 'id:doc1')).rejects.toBeInstanceOf(PlatformNotFoundError);
  });

  it('searches video and audio by name across pages, within a folder when one is open', async () => {
    const first = await dropbox.list(ctx, { query: 'seminar' });
    expect(first.items.map((i) => i.id)).toEqual(['id:media1', 'id:media2']);
    const ids = [...first.items.map((i) => i.id)];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await dropbox.list(ctx, { query: 'seminar', cursor });
      ids.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    }
    expect(ids).toEqual(ROOT_ITEMS);
    expect((await dropbox.list(ctx, { query: 'lecture', folderId: 'id:fold1' })).items.map((i) => i.id)).toEqual([
      'id:media6',
    ]);
  });

  it('hands the import a temporary link that needs no token, and reads a sidecar named only by its language', async () => {
    const source = await dropbox.mediaSource(ctx, 'id:media2');
    expect(source).toEqual({ type: 'download', url: `${fake.baseUrl}/temporary/id:media2` });
    expect(await (await fetch(source.type === 'download' ? source.url : '')).text()).toBe('bytes of /Seminar 2.mov');
    expect(await dropbox.listCaptions(ctx, 'id:media1')).toEqual([
      { id: 'id:side1', language: 'en', label: 'English', kind: 'captions', format: 'webvtt' },
    ]);
  });

  it('publishes a sidecar beside the media with its label in a WebVTT note, and escapes the API argument', async () => {
    const { id } = await dropbox.uploadCaption(ctx, 'id:media6', {
      language: 'fr',
      label: 'Français (révisé)',
      kind: 'subtitles',
      format: 'srt',
      text: '1\n00:00:01,000 --> 00:00:02,000\nBonjour\n',
    });
    const written = fake.entries.find((e) => e.id === id)!;
    expect(written.path).toBe('/Seminars/Guest lecture.fr.vtt');
    expect(written.content).toContain(
      'NOTE media-access {"language":"fr","label":"Français (révisé)","kind":"subtitles"}',
    );
    expect(written.content).toContain('00:00:01.000 --> 00:00:02.000\nBonjour');
    expect(await dropbox.listCaptions(ctx, 'id:media6')).toEqual([
      { id, language: 'fr', label: 'Français (révisé)', kind: 'subtitles', format: 'webvtt' },
    ]);
    const upload = fake.requests.find((r) => r.url.pathname === '/2/files/upload')!;
    expect(upload.headers['dropbox-api-arg']).toBe(
      '{"path":"/Seminars/Guest lecture.fr.vtt","mode":"overwrite","mute":true}',
    );
    expect(headerJson({ path: '/Café.vtt' })).toBe('{"path":"/Caf\\u00e9.vtt"}');
  });
});
