import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdapterContract } from '../testing/adapter-contract';
import { createPlatformContext } from '../context';
import { platformRegistration } from '../registry';
import type { PlatformContext } from '../types';
import { type FakeWistia, startFakeWistia } from '../testing/fake-wistia';
import { wistiaAdapter } from './wistia-adapter';
import { languageTagOf, wistiaLanguageOf } from './wistia-languages';

const registration = platformRegistration('wistia')!;

runAdapterContract(registration, async () => {
  // The adapter asks for 100 a page (Wistia's most), so 230 medias take three pages.
  const fake = await startFakeWistia({ mediaCount: 230 });
  return {
    env: { WISTIA_API_BASE_URL: fake.baseUrl },
    credentials: { apiToken: [...fake.apiTokens][0]! },
    unhandled: fake.unhandled,
    rootItemIds: fake.medias.filter((m) => m.type !== 'Image').map((m) => m.hashedId),
    captionedItemId: fake.medias[0]!.hashedId,
    revoke: () => fake.revokeTokens(),
    failNext: (answer, options) => fake.failNext(answer, options),
    close: () => fake.close(),
  };
});

describe('Wistia specifics', () => {
  let fake: FakeWistia;
  let ctx: PlatformContext;
  beforeEach(async () => {
    fake = await startFakeWistia();
    ctx = createPlatformContext({
      // The fake listens on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
      allowPrivate: true,
      workspaceId: 'ws',
      platform: 'wistia',
      registration,
      env: { WISTIA_API_BASE_URL: fake.baseUrl },
      credentials: { apiToken: [...fake.apiTokens][0]! },
      storeCredentials: async () => {},
    });
  });
  afterEach(async () => {
    await fake.close();
    expect(fake.unhandled).toEqual([]);
  });

  it('shows projects and playable medias only, with plain-text descriptions; opens a project; finds a whole name', async () => {
    const page = await wistiaAdapter.list(ctx, {});
    expect(page.folders).toEqual([{ id: '71', title: 'Tours', itemCount: 2 }]);
    expect(page.items.map((i) => i.title)).toEqual([
      'Product tour 1',
      'Product tour 2',
      'Product tour 4',
      'Product tour 5',
    ]);
    expect(page.items[0]).toEqual({
      id: 'w0001fk28',
      title: 'Product tour 1',
      description: 'The first tour',
      durationMs: 12_500,
      thumbnailUrl: 'https://embed-ssl.wistia.com/deliveries/w0001fk28.jpg?image_crop_resized=200x120',
      url: 'https://fast.wistia.net/embed/iframe/w0001fk28',
      createdAt: '2026-01-01T00:00:00+00:00',
    });
    expect(page.nextCursor).toBeNull();
    expect((await wistiaAdapter.list(ctx, { folderId: '71' })).items.map((i) => i.id)).toEqual([
      'w0001fk28',
      'w0002fk28',
    ]);
    expect((await wistiaAdapter.list(ctx, { query: 'Product tour 5' })).items.map((i) => i.id)).toEqual(['w0005fk28']);
  });

  it('downloads the original file, or the best rendition when there is no original', async () => {
    expect(await wistiaAdapter.mediaSource(ctx, 'w0002fk28')).toEqual({
      type: 'download',
      url: 'https://embed-ssl.wistia.com/deliveries/w0002fk28OriginalFile.bin',
    });
    expect(await wistiaAdapter.mediaSource(ctx, 'w0001fk28')).toEqual({
      type: 'download',
      url: 'https://embed-ssl.wistia.com/deliveries/w0001fk28HdMp4VideoFile.bin',
    });
  });

  it('sends WebVTT as SRT under the ISO 639-2 code, and replaces a language that already has captions', async () => {
    expect(await wistiaAdapter.listCaptions(ctx, 'w0001fk28')).toEqual([
      { id: 'eng', language: 'en', label: 'English', kind: 'captions', format: 'srt' },
    ]);
    const upload = { language: 'en-GB', label: 'English', kind: 'captions' as const, format: 'webvtt' as const };
    const { id } = await wistiaAdapter.uploadCaption(ctx, 'w0001fk28', {
      ...upload,
      text: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello again\n',
    });
    expect(id).toBe('eng');
    expect(fake.captions).toEqual([
      { hashedId: 'w0001fk28', language: 'eng', text: '1\n00:00:01,000 --> 00:00:02,000\nHello again\n\n' },
    ]);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PUT' });
  });

  it('maps BCP 47 tags to Wistia codes and back', () => {
    expect(['fr', 'de-AT', 'zh-Hans', 'pt-BR', 'fil'].map(wistiaLanguageOf)).toEqual([
      'fre',
      'ger',
      'chi',
      'por',
      'fil',
    ]);
    expect(wistiaLanguageOf('xx')).toBeNull();
    expect(['fre', 'fra', 'deu', 'eng', 'fil'].map(languageTagOf)).toEqual(['fr', 'fr', 'de', 'en', 'fil']);
  });
});
