import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdapterContract } from '../testing/adapter-contract';
import { createPlatformContext } from '../context';
import { platformRegistration } from '../registry';
import { PlatformNotFoundError, type PlatformContext } from '../types';
import { type FakeGoogleDrive, startFakeGoogleDrive } from '../testing/fake-googledrive';
import { googleDriveAdapter as drive } from './googledrive-adapter';

const registration = platformRegistration('googledrive')!;

const envOf = (fake: FakeGoogleDrive) => ({
  GOOGLEDRIVE_API_BASE_URL: fake.baseUrl,
  GOOGLEDRIVE_OAUTH_TOKEN_URL: fake.tokenUrl,
  GOOGLEDRIVE_CLIENT_ID: fake.clientId,
  GOOGLEDRIVE_CLIENT_SECRET: fake.clientSecret,
});
const credentialsOf = (fake: FakeGoogleDrive) => ({
  accessToken: [...fake.accessTokens][0]!,
  refreshToken: [...fake.refreshTokens][0]!,
});
const ROOT_ITEMS = ['vidLecture1', 'vidLecture2', 'vidLecture3', 'vidLecture4', 'audPodcast'];

runAdapterContract(registration, async () => {
  // Two entries a page: the folder and four videos and a podcast in My Drive take three pages.
  const fake = await startFakeGoogleDrive({ pageSize: 2 });
  return {
    env: envOf(fake),
    credentials: credentialsOf(fake),
    unhandled: fake.unhandled,
    rootItemIds: ROOT_ITEMS,
    captionedItemId: 'vidLecture1',
    expireAccess: () => fake.expireAccessTokens(),
    revoke: () => {
      fake.expireAccessTokens();
      fake.revokeRefreshTokens();
    },
    failNext: (answer, options) => fake.failNext(answer, options),
    close: () => fake.close(),
  };
});

describe('Google Drive specifics', () => {
  let fake: FakeGoogleDrive;
  let ctx: PlatformContext;

  beforeEach(async () => {
    fake = await startFakeGoogleDrive();
    ctx = createPlatformContext({
      // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
      allowPrivate: true,
      workspaceId: 'ws',
      platform: 'googledrive',
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

  it('shows folders first and only media as items, with duration, thumbnail and link', async () => {
    const root = await drive.list(ctx, {});
    expect(root.folders).toEqual([{ id: 'fldLectures', title: 'Lectures', itemCount: null }]);
    // Not the sidecars, the PDF or the trashed video.
    expect(root.items.map((i) => i.id)).toEqual(ROOT_ITEMS);
    expect(root.nextCursor).toBeNull();
    expect(root.items[0]).toEqual({
      id: 'vidLecture1',
      title: 'Lecture 1.mp4',
      description: 'Week 1',
      durationMs: 90_000,
      thumbnailUrl: 'https://lh3.googleusercontent.com/drive-storage/vidLecture1=s220',
      url: 'https://drive.google.com/file/d/vidLecture1/view?usp=drivesdk',
      createdAt: '2026-01-05T09:01:00.000Z',
    });
    expect(root.items.find((i) => i.id === 'audPodcast')).toMatchObject({ durationMs: null, thumbnailUrl: null });

    const inFolder = await drive.list(ctx, { folderId: 'fldLectures' });
    expect(inFolder).toEqual({
      folders: [],
      items: [expect.objectContaining({ id: 'vidInterview' })],
      nextCursor: null,
    });
  });

  it('searches names with quotes and backslashes escaped, across the Drive or within a folder', async () => {
    const name = "O'Brien \\ interview";
    expect((await drive.list(ctx, { query: name })).items.map((i) => i.id)).toEqual(['vidInterview']);
    const sent = fake.requests.at(-1)!.url.searchParams.get('q');
    expect(sent).toContain("name contains 'O\\'Brien \\\\ interview'");
    expect(sent).not.toContain('in parents');

    expect((await drive.list(ctx, { query: 'Lecture' })).items.map((i) => i.id)).toEqual(ROOT_ITEMS.slice(0, 4));
    expect((await drive.list(ctx, { query: 'Lecture', folderId: 'fldLectures' })).items).toEqual([]);
  });

  it('pages search results with the page token', async () => {
    await fake.close();
    fake = await startFakeGoogleDrive({ pageSize: 3 });
    ctx = createPlatformContext({
      // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
      allowPrivate: true,
      workspaceId: 'ws',
      platform: 'googledrive',
      registration,
      env: envOf(fake),
      credentials: credentialsOf(fake),
      storeCredentials: async () => {},
    });
    const first = await drive.list(ctx, { query: 'Lecture' });
    const second = await drive.list(ctx, { query: 'Lecture', cursor: first.nextCursor! });
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(ROOT_ITEMS.slice(0, 4));
    expect(second.nextCursor).toBeNull();
  });

  it('hands the pipeline a download URL that works with the bearer header', async () => {
    const source = await drive.mediaSource(ctx, 'vidLecture2');
    expect(source).toEqual({
      type: 'download',
      url: `${fake.baseUrl}/drive/v3/files/vidLecture2?alt=media&supportsAllDrives=true`,
      headers: { Authorization: `Bearer ${ctx.credentials.accessToken}` },
    });
    if (source.type !== 'download') throw new Error('expected a download');
    expect(await (await fetch(source.url, { headers: source.headers })).text()).toBe('bytes of Lecture 2.mov');
    await expect(drive.mediaSource(ctx, 'fldLectures')).rejects.toBeInstanceOf(PlatformNotFoundError);
  });

  it('reads sidecar captions by name and writes a .vtt sidecar beside the media, replacing it in place', async () => {
    expect(await drive.listCaptions(ctx, 'vidLecture1')).toEqual([
      { id: 'capLecture1En', language: 'en', label: 'English', kind: 'captions', format: 'webvtt' },
      { id: 'capLecture1', language: 'und', label: 'Lecture 1.srt', kind: 'captions', format: 'srt' },
    ]);
    expect(await drive.downloadCaption(ctx, 'vidLecture1', 'capLecture1')).toEqual({
      text: '1\n00:00:00,000 --> 00:00:02,000\nHi\n',
      format: 'srt',
    });
    expect(await drive.listCaptions(ctx, 'vidLecture2')).toEqual([]);

    // SRT in, a WebVTT sidecar out, named after the media and the language, with our labels kept.
    const srt = '1\n00:00:01,000 --> 00:00:02,500\nBonjour\n';
    const caption = { language: 'fr', label: 'Français (relu)', kind: 'subtitles' as const, format: 'srt' as const };
    const { id } = await drive.uploadCaption(ctx, 'vidLecture2', { ...caption, text: srt });
    const written = fake.files.find((f) => f.id === id)!;
    expect(written).toMatchObject({ name: 'Lecture 2.fr.vtt', parents: [fake.rootId], mimeType: 'text/vtt' });
    expect(written.content).toMatch(/^WEBVTT\n\n(1\n)?00:00:01\.000 --> 00:00:02\.500\nBonjour\n/);
    expect(await drive.listCaptions(ctx, 'vidLecture2')).toEqual([
      { id, language: 'fr', label: 'Français (relu)', kind: 'subtitles', format: 'webvtt' },
    ]);

    // Replacing the SRT sidecar patches the same file, which becomes a .vtt.
    const replaced = await drive.uploadCaption(ctx, 'vidLecture1', {
      ...caption,
      text: srt,
      replaceId: 'capLecture1',
    });
    expect(replaced).toEqual({ id: 'capLecture1' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PATCH' });
    expect(fake.files.find((f) => f.id === 'capLecture1')).toMatchObject({
      name: 'Lecture 1.vtt',
      mimeType: 'text/vtt',
    });
    expect((await drive.downloadCaption(ctx, 'vidLecture1', 'capLecture1')).format).toBe('webvtt');
  });

  it('never reads or overwrites a file that is not a sidecar of the item', async () => {
    await expect(drive.downloadCaption(ctx, 'vidLecture2', 'capLecture1En')).rejects.toBeInstanceOf(
      PlatformNotFoundError,
    );
    await expect(drive.downloadCaption(ctx, 'vidLecture1', 'docNotes')).rejects.toBeInstanceOf(PlatformNotFoundError);
    const upload = { language: 'en', label: 'English', kind: 'captions' as const, format: 'webvtt' as const };
    await expect(
      drive.uploadCaption(ctx, 'vidLecture1', { ...upload, text: 'WEBVTT\n', replaceId: 'docNotes' }),
    ).rejects.toBeInstanceOf(PlatformNotFoundError);
    expect(fake.files.find((f) => f.id === 'docNotes')!.content).toBe('bytes of Lecture 1 notes.pdf');
  });
});
