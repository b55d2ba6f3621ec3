import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PlatformType } from '@shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSources } from '../db/schema-platforms';
import { signedRenditionToken } from '../platforms/rendition-link';
import { type FakeBrightcove, startFakeBrightcove } from '../platforms/testing/fake-brightcove';
import { type FakeMux, startFakeMux } from '../platforms/testing/fake-mux';
import { type FakeVimeo, startFakeVimeo } from '../platforms/testing/fake-vimeo';
import { type FakeWistia, startFakeWistia } from '../platforms/testing/fake-wistia';
import type { FakeYouTube } from '../platforms/testing/fake-youtube';
import { connectFakeYouTube, forgetFakeYouTube } from '../testing/fake-youtube-connection';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { storeFinishedRender } from '../testing/finished-render';

// Publishing an extended video as a new item beside the original: Mux, Vimeo, Wistia and Brightcove take a video only
// as a URL they download, so each fake fetches our signed rendition link (routed to the app in-process) when the item
// is made.

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let mux: FakeMux;
let vimeo: FakeVimeo;
let wistia: FakeWistia;
let brightcove: FakeBrightcove;
let youtube: FakeYouTube;
let dir: string;
const WS = 'demo-university';
const PUBLIC_API = 'http://localhost/api';
const PUBLIC_LINK = /^http:\/\/localhost\/api\/rendition-links\/[^/]+\.(mp4|m4a)$/;
/** Two tiny H.264 MP4s (red and blue pictures, so different bytes) and one AAC M4A, made with ffmpeg. */
const videos: Buffer[] = [];
let audio: Buffer;

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const fetchLink = async (url: string) =>
  PUBLIC_LINK.test(url) ? env.request('GET', url.slice(PUBLIC_API.length)) : new Response('', { status: 404 });

function ffmpeg(out: string, args: string[]) {
  execFileSync('ffmpeg', ['-loglevel', 'error', ...args, '-movflags', '+faststart', out]);
  return readFileSync(out);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'extended-video-'));
  for (const colour of ['red', 'blue']) {
    const input = ['-f', 'lavfi', '-i', `color=c=${colour}:s=64x48:r=10:d=0.5`];
    videos.push(ffmpeg(path.join(dir, `${colour}.mp4`), [...input, '-c:v', 'libx264', '-pix_fmt', 'yuv420p']));
  }
  audio = ffmpeg(path.join(dir, 'described.m4a'), ['-f', 'lavfi', '-i', 'sine=duration=0.5', '-c:a', 'aac']);
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  [mux, vimeo, wistia, brightcove] = await Promise.all([
    startFakeMux({ fetchLink }),
    startFakeVimeo({ fetchLink }),
    startFakeWistia({ fetchLink }),
    startFakeBrightcove({ fetchLink }),
  ]);
  Object.assign(process.env, {
    MUX_API_BASE_URL: mux.baseUrl,
    VIMEO_API_BASE_URL: vimeo.baseUrl,
    WISTIA_API_BASE_URL: wistia.baseUrl,
    BRIGHTCOVE_API_BASE_URL: brightcove.baseUrl,
    BRIGHTCOVE_OAUTH_URL: brightcove.baseUrl,
  });
  const connections = {
    mux: { tokenId: mux.tokenId, tokenSecret: mux.tokenSecret },
    vimeo: { accessToken: [...vimeo.accessTokens][0]! },
    wistia: { apiToken: [...wistia.apiTokens][0]! },
    brightcove: {
      accountId: brightcove.accountId,
      clientId: brightcove.clientId,
      clientSecret: brightcove.clientSecret,
    },
  };
  for (const [platform, credentials] of Object.entries(connections)) {
    const put = await env.request('PUT', `/workspaces/${WS}/integrations/${platform}`, {
      token: demo.admin.token,
      body: { credentials },
    });
    expect(put.status).toBe(200);
  }
  youtube = await connectFakeYouTube(env, WS, demo.admin.token);
});
afterAll(async () => {
  const urls = ['MUX_API_BASE_URL', 'VIMEO_API_BASE_URL', 'WISTIA_API_BASE_URL', 'BRIGHTCOVE_API_BASE_URL'];
  for (const key of [...urls, 'BRIGHTCOVE_OAUTH_URL']) delete process.env[key];
  forgetFakeYouTube();
  await Promise.all([mux.close(), vimeo.close(), wistia.close(), brightcove.close(), youtube.close()]);
  await env.close();
  rmSync(dir, { recursive: true, force: true });
  for (const fake of [mux, vimeo, wistia, brightcove, youtube]) expect(fake.unhandled).toEqual([]);
});

async function newFile(name: string) {
  const res = await env.request('POST', '/files', { token: demo.manager.token, body: { workspaceId: WS, name } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { file: { id: string } }).file.id;
}

async function newTrack(file: string, kind: string) {
  const created = await env.request('POST', `/files/${file}/tracks?workspaceId=${WS}`, {
    token: demo.manager.token,
    body: { language: 'en', kind, label: kind === 'descriptions' ? 'Audio description' : 'English' },
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { track: { id: string } }).track.id;
}

/**
 * A file as importing the item leaves it (its platform source), with a descriptions track. Recorded directly: an
 * import would also start a media job downloading the item, which is not what these tests are about.
 */
async function importedFile(platform: PlatformType, itemId: string) {
  const fileId = await newFile(`From ${platform}`);
  await env.database.db.insert(platformSources).values({ fileId, workspaceId: WS, platform, itemId, url: null });
  return { fileId, trackId: await newTrack(fileId, 'descriptions') };
}

/** A finished render job of the track, as the render job leaves it: its own object, named in its result. */
const finishedRender = (
  { fileId, trackId }: { fileId: string; trackId: string },
  kind: 'described_audio' | 'extended_video',
  jobId: string,
  bytes: Buffer,
) => storeFinishedRender(env, { workspaceId: WS, fileId, trackId, kind, jobId, bytes });

const publish = (target: { fileId: string }, body: unknown, who: TestUser = demo.manager, workspaceId = WS) =>
  env.request('POST', `/workspaces/${workspaceId}/files/${target.fileId}/publish-extended-video`, {
    token: who.token,
    body,
  });

type Published = { trackId: string; renderJobId: string; platformItemId: string; link?: string; title: string };

describe('publishing the extended video to Mux', () => {
  let original: { fileId: string; trackId: string };
  beforeAll(async () => {
    original = await importedFile('mux', mux.assets[0]!.id);
  });

  it('answers 409 while no extended video has been rendered from the track, even with a described audio', async () => {
    await finishedRender(original, 'described_audio', 'mux-audio-only', audio);
    const res = await publish(original, { trackId: original.trackId });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      code: 'conflict',
      message: 'No extended video has been rendered from this track: render it first',
    });
    expect(mux.importedVideos).toEqual([]);
  });

  it('makes a new public asset beside the original from the render Mux fetched through the signed link', async () => {
    const before = mux.assets.length;
    await finishedRender(original, 'extended_video', 'mux-extended', videos[0]!);
    const res = await publish(original, { trackId: original.trackId });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Published;
    expect(body).toEqual({
      trackId: original.trackId,
      renderJobId: 'mux-extended',
      platformItemId: expect.any(String),
      link: `https://player.mux.com/pb${body.platformItemId}`,
      title: 'Keynote 1 (extended audio description)',
    });
    // Beside, never instead: the original asset is still there.
    expect(mux.assets).toHaveLength(before + 1);
    expect(mux.assets.find((a) => a.id === body.platformItemId)).toMatchObject({
      title: 'Keynote 1 (extended audio description)',
      playbackPolicy: 'public',
    });
    const [made] = mux.importedVideos;
    expect(made).toMatchObject({ id: body.platformItemId, contentType: 'video/mp4' });
    expect(made!.bytes.equals(videos[0]!)).toBe(true);
  });

  it('keeps a signed original signed: the new asset is signed and has no public link', async () => {
    const signed = await importedFile('mux', mux.assets[3]!.id);
    await finishedRender(signed, 'extended_video', 'mux-signed', videos[1]!);
    const res = await publish(signed, { trackId: signed.trackId }, demo.admin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Published;
    expect(body.link).toBeUndefined();
    expect(body.title).toBe('Keynote 4 (extended audio description)');
    expect(mux.assets.find((a) => a.id === body.platformItemId)?.playbackPolicy).toBe('signed');
  });

  it('serves the video link without a session, with ranges; never through an audio link, nor the reverse', async () => {
    const link = mux.importedVideos[0]!.url.slice(PUBLIC_API.length);
    const part = await env.request('GET', link, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Type')).toBe('video/mp4');
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${videos[0]!.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(videos[0]!.subarray(0, 100))).toBe(true);

    const token = link.slice('/rendition-links/'.length, -'.mp4'.length);
    const asAudio = await env.request('GET', `/rendition-links/${token}.m4a`);
    expect(asAudio.status).toBe(404);
    expect(await errorOf(asAudio)).toMatchObject({ code: 'not_found', message: 'This audio link is not valid' });
    const audioToken = signedRenditionToken(env.integrationsCipher, 'mux-audio-only', Date.now());
    expect((await env.request('GET', `/rendition-links/${audioToken}.m4a`)).status).toBe(200);
    const asVideo = await env.request('GET', `/rendition-links/${audioToken}.mp4`);
    expect(asVideo.status).toBe(404);
    expect(await errorOf(asVideo)).toMatchObject({ code: 'not_found', message: 'This video link is not valid' });

    const [, expires, signature] = token.split('.');
    const expired = signedRenditionToken(env.integrationsCipher, 'mux-extended', Date.now() - 25 * 3600_000);
    for (const bad of [`mux-signed.${expires}.${signature}`, expired]) {
      expect((await env.request('GET', `/rendition-links/${bad}.mp4`)).status).toBe(404);
    }
  });
});

describe('publishing the extended video to Vimeo and Wistia', () => {
  it('pulls the render into a new Vimeo video named after the original, stating its size', async () => {
    const target = await importedFile('vimeo', vimeo.videos[0]!.id);
    await finishedRender(target, 'extended_video', 'vimeo-extended', videos[1]!);
    const res = await publish(target, { trackId: target.trackId });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Published;
    expect(body).toMatchObject({ renderJobId: 'vimeo-extended', title: 'Workshop 1 (extended audio description)' });
    expect(body.link).toBe(`https://vimeo.com/${body.platformItemId}`);
    const [made] = vimeo.importedVideos;
    expect(made).toMatchObject({
      id: body.platformItemId,
      title: 'Workshop 1 (extended audio description)',
      description: expect.stringContaining('The original: https://vimeo.com/76979871'),
      size: videos[1]!.length,
    });
    expect(made!.bytes.equals(videos[1]!)).toBe(true);
    expect(vimeo.videos.map((v) => v.id)).toContain(vimeo.videos[0]!.id);
  });

  it('imports the render into a new Wistia media in the original’s project', async () => {
    const target = await importedFile('wistia', wistia.medias[0]!.hashedId);
    await finishedRender(target, 'extended_video', 'wistia-extended', videos[0]!);
    const res = await publish(target, { trackId: target.trackId });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Published;
    expect(body).toMatchObject({ title: 'Product tour 1 (extended audio description)' });
    expect(body.link).toBe(`https://fast.wistia.net/embed/iframe/${body.platformItemId}`);
    const media = wistia.medias.find((m) => m.hashedId === body.platformItemId);
    expect(media).toMatchObject({ name: 'Product tour 1 (extended audio description)', projectId: 71 });
    expect(wistia.importedVideos[0]!.bytes.equals(videos[0]!)).toBe(true);
  });
});

describe('publishing the extended video to Brightcove', () => {
  const studio = (id: string) => `https://studio.brightcove.com/products/videocloud/media/videos/${id}`;

  it('makes a new video beside the original, then has Dynamic Ingest fetch the render into it', async () => {
    const target = await importedFile('brightcove', brightcove.videos[0]!.id);
    await finishedRender(target, 'extended_video', 'brightcove-extended', videos[1]!);
    const before = brightcove.videos.length;
    const res = await publish(target, { trackId: target.trackId });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Published;
    expect(body).toMatchObject({
      renderJobId: 'brightcove-extended',
      title: 'Onboarding 1 (extended audio description)',
    });
    expect(body.link).toBe(studio(body.platformItemId));
    expect(brightcove.videos).toHaveLength(before + 1);
    expect(brightcove.videos.find((v) => v.id === body.platformItemId)).toMatchObject({
      name: 'Onboarding 1 (extended audio description)',
      state: 'ACTIVE',
      long_description: expect.stringContaining(`The original: ${studio(brightcove.videos[0]!.id)}`),
    });
    expect(brightcove.ingests.at(-1)).toEqual({
      videoId: body.platformItemId,
      body: { master: { url: expect.stringMatching(PUBLIC_LINK) }, 'capture-images': true },
    });
    const [made] = brightcove.importedVideos;
    expect(made).toMatchObject({ id: body.platformItemId, contentType: 'video/mp4' });
    expect(made!.bytes.equals(videos[1]!)).toBe(true);
  });

  it('keeps an inactive, geo-restricted original so, and a long title within Brightcove’s 250-character description', async () => {
    const original = brightcove.videos[1]!;
    const geo = { countries: ['ca'], exclude_countries: false, restricted: true };
    Object.assign(original, { name: `Orientation ${'day '.repeat(50)}`.trim(), state: 'INACTIVE', geo });
    const target = await importedFile('brightcove', original.id);
    await finishedRender(target, 'extended_video', 'brightcove-inactive', videos[0]!);
    const res = await publish(target, { trackId: target.trackId }, demo.admin);
    expect(res.status).toBe(200);
    const { platformItemId } = (await res.json()) as Published;
    const made = brightcove.videos.find((v) => v.id === platformItemId)!;
    expect(made).toMatchObject({ state: 'INACTIVE', geo });
    expect(made.description).toHaveLength(250);
    expect(made.description.endsWith('…')).toBe(true);
    expect(made.long_description).toContain(`The original: ${studio(original.id)}`);
  });

  it('answers 502 when Brightcove cannot fetch the render, leaving no empty video behind', async () => {
    const target = await importedFile('brightcove', brightcove.videos[2]!.id);
    await finishedRender(target, 'extended_video', 'brightcove-not-mp4', Buffer.from('not a video'));
    const before = brightcove.videos.map((v) => v.id);
    const res = await publish(target, { trackId: target.trackId });
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toMatchObject({
      code: 'platform_unavailable',
      message: 'Brightcove refused the request (HTTP 400)',
    });
    expect(brightcove.videos.map((v) => v.id)).toEqual(before);
  });
});

describe('who may publish, and what cannot be', () => {
  let target: { fileId: string; trackId: string };
  beforeAll(async () => {
    target = await importedFile('mux', mux.assets[1]!.id);
  });

  it("lets only admins and content managers publish, and never another workspace's file", async () => {
    for (const who of [demo.editor, demo.viewer]) {
      expect((await publish(target, { trackId: target.trackId }, who)).status).toBe(403);
    }
    const elsewhere = await publish(target, { trackId: target.trackId }, demo.outsider, 'other-co');
    expect(elsewhere.status).toBe(404);
    expect((await errorOf(elsewhere)).message).toBe('File not found');
    expect((await publish(target, { trackId: target.trackId }, demo.outsider)).status).toBe(404);
  });

  it('refuses bad bodies, tracks that are not descriptions, and files that were not imported', async () => {
    for (const body of [{}, { trackId: 'bad id!' }]) {
      const res = await publish(target, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('validation_error');
    }
    const captions = await newTrack(target.fileId, 'captions');
    expect((await publish(target, { trackId: captions })).status).toBe(404);
    const local = await newFile('Not from a platform');
    const res = await publish({ fileId: local }, { trackId: await newTrack(local, 'descriptions') });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      code: 'conflict',
      message: 'This file was not imported from a platform',
    });
  });

  it('answers 409 for a platform whose API takes no video from a link (YouTube), without calling it', async () => {
    const fromYouTube = await importedFile('youtube', 'vid1AbCdEf');
    await finishedRender(fromYouTube, 'extended_video', 'youtube-extended', videos[0]!);
    const asked = youtube.requests.length;
    const res = await publish(fromYouTube, { trackId: fromYouTube.trackId });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      code: 'conflict',
      message: 'YouTube takes no video from a link through its API',
    });
    expect(youtube.requests).toHaveLength(asked);
  });

  it('maps a revoked Mux token to platform_reconnect', async () => {
    await finishedRender(target, 'extended_video', 'mux-revoked', videos[0]!);
    mux.revokeToken();
    const res = await publish(target, { trackId: target.trackId });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('platform_reconnect');
  });
});
