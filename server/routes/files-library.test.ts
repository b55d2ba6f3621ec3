import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { id3Tag, playlistBehindId3 } from '../testing/hostile-media';
import { toneWav } from '../testing/media-samples';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { UNSUPPORTED_LINK } from '../uploads/media-link';
import { probeMediaLink } from '../uploads/probe-link';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let mediaServer: http.Server;
let origin: string;
const WS = 'demo-university';
const AUDIO = toneWav(0.5);
/** Audio behind an ID3 tag five times longer than the link check's first look. */
const TAGGED = Buffer.concat([id3Tag(20_000), AUDIO]);

/** A media host on this machine: the "direct links" of these tests. */
function startMediaServer() {
  return http.createServer((req, res) => {
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    const sendAudio = (type: string, body = AUDIO, ranges = true) => {
      if (range && ranges) {
        const end = Math.min(Number(range[2]), body.length - 1);
        res.writeHead(206, { 'Content-Type': type, 'Content-Range': `bytes ${range[1]}-${end}/${body.length}` });
        res.end(body.subarray(Number(range[1]), end + 1));
      } else {
        res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
        res.end(body);
      }
    };
    switch (req.url) {
      case '/tagged':
        return sendAudio('application/octet-stream', TAGGED);
      case '/tagged-whole':
        return sendAudio('application/octet-stream', TAGGED, false);
      case '/playlist':
        return sendAudio('application/octet-stream', playlistBehindId3('/etc/passwd'));
      case '/lectures/Week%201.wav':
        return sendAudio('audio/wav');
      case '/download?id=7':
        return sendAudio('application/octet-stream');
      case '/moved':
        res.writeHead(302, { Location: '/lectures/Week%201.wav' });
        return res.end();
      case '/page':
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end('<!doctype html><title>Not media</title>');
      case '/huge.mp3':
        res.writeHead(206, { 'Content-Type': 'audio/mpeg', 'Content-Range': 'bytes 0-3/6000000000' });
        return res.end(Buffer.from('ID3\u0003'));
      case '/never':
        return; // never answers
      default:
        res.writeHead(404);
        return res.end();
    }
  });
}

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  mediaServer = startMediaServer();
  await new Promise<void>((resolve) => mediaServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(mediaServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  mediaServer.closeAllConnections();
  await new Promise((resolve) => mediaServer.close(resolve));
  await env.close();
});

const fromLink = (url: string, who: DemoAccount = 'manager', name?: string) =>
  env.request('POST', '/files/from_link', { token: demo[who].token, body: { workspaceId: WS, url, name } });

describe('POST /files/from_link', () => {
  it('adds a YouTube video as platform media, ready at once, named after the video', async () => {
    const res = await fromLink('https://youtu.be/dQw4w9WgXcQ?si=share');
    expect(res.status).toBe(201);
    expect((await res.json()).file).toMatchObject({
      name: 'YouTube video dQw4w9WgXcQ',
      media: { type: 'platform', platformType: 'youtube', videoId: 'dQw4w9WgXcQ' },
      status: 'ready',
    });
  });

  it('adds a Vimeo video with the given name', async () => {
    const res = await fromLink('https://player.vimeo.com/video/76979871?h=abc', 'admin', 'Staff pick');
    expect(res.status).toBe(201);
    expect((await res.json()).file).toMatchObject({
      name: 'Staff pick',
      media: { type: 'platform', platformType: 'vimeo', videoId: '76979871' },
    });
  });

  it('probes a direct media link and hands the new file to processing', async () => {
    const res = await fromLink(`${origin}/lectures/Week%201.wav`);
    expect(res.status).toBe(201);
    const { file } = await res.json();
    expect(file).toMatchObject({
      name: 'Week 1.wav',
      media: { type: 'url', url: `${origin}/lectures/Week%201.wav`, mimeType: 'audio/wav' },
      mimeType: 'audio/wav',
      sizeBytes: AUDIO.length,
    });
    expect(['queued', 'processing', 'ready']).toContain(file.status);
    const jobs = await env.request('GET', `/workspaces/${WS}/jobs?fileId=${file.id}`, { token: demo.manager.token });
    expect((await jobs.json()).jobs).toEqual([expect.objectContaining({ kind: 'media', fileId: file.id })]);
  });

  it('follows a redirect, and recognises media served as plain binary by its bytes', async () => {
    const moved = await fromLink(`${origin}/moved`);
    expect(moved.status).toBe(201);
    expect((await moved.json()).file.media.url).toBe(`${origin}/lectures/Week%201.wav`);
    const binary = await fromLink(`${origin}/download?id=7`);
    expect(binary.status).toBe(201);
    expect((await binary.json()).file.mimeType).toBe('audio/wav');
  });

  it('reads past a long ID3 tag to what follows: by a second range, or by reading on where ranges are ignored', async () => {
    for (const path of ['/tagged', '/tagged-whole']) {
      const res = await fromLink(`${origin}${path}`);
      expect(res.status).toBe(201);
      expect((await res.json()).file).toMatchObject({ mimeType: 'audio/wav', sizeBytes: TAGGED.length });
    }
  });

  it.each([
    ['/playlist', 'This file has an audio tag but no audio or video after it'],
    ['/page', 'The link leads to a web page, not audio or video'],
    ['/missing.mp3', 'The link answered with HTTP 404'],
    ['/huge.mp3', 'The linked file is larger than the 5 GiB this server accepts'],
  ])('refuses %s with 400: %s', async (path, message) => {
    const before = await env.database.db.select({ id: files.id }).from(files);
    const res = await fromLink(`${origin}${path}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'validation_error', message });
    expect(await env.database.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
  });

  it.each([
    ['ftp://example.com/talk.mp3', UNSUPPORTED_LINK],
    ['https://www.youtube.com/@channel', 'This YouTube link does not name a video'],
  ])('refuses %s with a clear 400', async (url, message) => {
    const res = await fromLink(url);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it('is for managers: a viewer gets 403 and a non-member 404', async () => {
    expect((await fromLink('https://youtu.be/dQw4w9WgXcQ', 'viewer')).status).toBe(403);
    expect((await fromLink('https://youtu.be/dQw4w9WgXcQ', 'outsider')).status).toBe(404);
  });
});

describe('POST /files with a direct media link', () => {
  const create = (body: Record<string, unknown>) =>
    env.request('POST', '/files', { token: demo.manager.token, body: { workspaceId: WS, name: 'Lecture', ...body } });
  const fileNow = async (fileId: string) =>
    (await (await env.request('GET', `/files/${fileId}?workspaceId=${WS}`, { token: demo.manager.token })).json()).file;

  it('hands the file to processing, which measures it so it can be transcribed', async () => {
    const res = await create({ media: { type: 'url', url: `${origin}/lectures/Week%201.wav` } });
    expect(res.status).toBe(201);
    const { file } = await res.json();
    expect(['queued', 'processing', 'ready']).toContain(file.status);
    await expect.poll(async () => (await fileNow(file.id)).status, { timeout: 20_000 }).toBe('ready');
    expect((await fileNow(file.id)).durationMs).toBeGreaterThan(400);
  });

  it('measures it even when a duration is given: work is priced from what the server measured', async () => {
    const res = await create({ media: { type: 'url', url: `${origin}/lectures/Week%201.wav` }, durationMs: 60_000 });
    const { file } = await res.json();
    const jobs = await env.request('GET', `/workspaces/${WS}/jobs?fileId=${file.id}`, { token: demo.manager.token });
    expect((await jobs.json()).jobs).toEqual([expect.objectContaining({ kind: 'media', fileId: file.id })]);
    await expect.poll(async () => (await fileNow(file.id)).durationMs, { timeout: 20_000 }).toBeLessThan(1000);
  });

  it('media set later on a file without any is processed the same way', async () => {
    const { file } = await (await create({})).json();
    const res = await env.request('PATCH', `/files/${file.id}?workspaceId=${WS}`, {
      token: demo.manager.token,
      body: { media: { type: 'url', url: `${origin}/lectures/Week%201.wav` } },
    });
    expect(res.status).toBe(200);
    await expect.poll(async () => (await fileNow(file.id)).durationMs, { timeout: 20_000 }).toBeGreaterThan(400);
  });
});

describe('probing direct links', () => {
  const production = { allowPrivate: false, maxBytes: 5 * 1024 ** 3 };

  it.each([
    () => `${origin.replace('http:', 'https:')}/lectures/Week%201.wav`,
    () => 'https://localhost/talk.mp3',
    () => 'https://[::1]/talk.mp3',
    () => 'https://169.254.169.254/latest/meta-data',
  ])('refuses loopback, private and link-local addresses in production (%#)', async (url) => {
    expect(await probeMediaLink(new URL(url()), production)).toEqual({
      ok: false,
      message: 'This link points to a private network address',
    });
  });

  it('refuses plain http in production', async () => {
    expect(await probeMediaLink(new URL(`${origin}/lectures/Week%201.wav`), production)).toEqual({
      ok: false,
      message: 'Use an https:// link',
    });
  });

  it('gives up on a host that does not answer in time', async () => {
    const result = await probeMediaLink(new URL(`${origin}/never`), {
      allowPrivate: true,
      maxBytes: 1000,
      timeoutMs: 300,
    });
    expect(result).toEqual({ ok: false, message: 'The link did not answer within 0.3 seconds' });
  });
});

async function fileWithStoredMedia(workspaceId: string, name: string) {
  const res = await env.request('POST', '/files', {
    token: demo[workspaceId === WS ? 'manager' : 'outsider'].token,
    body: { workspaceId, name },
  });
  const { file } = (await res.json()) as { file: { id: string } };
  await env.storage.put(`workspaces/${workspaceId}/files/${file.id}/original`, AUDIO, 'audio/wav');
  await env.storage.put(`workspaces/${workspaceId}/files/${file.id}/poster.jpg`, Buffer.from('p'), 'image/jpeg');
  return file.id;
}
const stored = (workspaceId: string, id: string) => env.storage.stat(`workspaces/${workspaceId}/files/${id}/original`);
const bulk = (body: Record<string, unknown>, who: DemoAccount = 'manager') =>
  env.request('POST', '/files/bulk', { token: demo[who].token, body: { workspaceId: WS, ...body } });

describe('deleting files deletes their stored media', () => {
  it('one file through DELETE /files/{fileId}', async () => {
    const id = await fileWithStoredMedia(WS, 'Gone.wav');
    expect((await env.request('DELETE', `/files/${id}?workspaceId=${WS}`, { token: demo.admin.token })).status).toBe(
      204,
    );
    expect(await stored(WS, id)).toBeNull();
    expect(await env.storage.stat(`workspaces/${WS}/files/${id}/poster.jpg`)).toBeNull();
  });
});

describe('POST /files/bulk', () => {
  it("sets embeddable on the workspace's files only, and says how many changed", async () => {
    const mine = [await fileWithStoredMedia(WS, 'A.wav'), await fileWithStoredMedia(WS, 'B.wav')];
    const theirs = await fileWithStoredMedia('other-co', 'Theirs.wav');
    const res = await bulk({ fileIds: [...mine, theirs], action: 'set_embeddable', embeddable: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    const rows = await env.database.db.select().from(files);
    expect(rows.filter((r) => mine.includes(r.id)).every((r) => r.embeddable)).toBe(true);
    expect(rows.find((r) => r.id === theirs)?.embeddable).toBe(false);
  });

  it("deletes the workspace's files with their stored media, leaving another workspace's alone", async () => {
    const mine = [await fileWithStoredMedia(WS, 'C.wav'), await fileWithStoredMedia(WS, 'D.wav')];
    const theirs = await fileWithStoredMedia('other-co', 'Theirs too.wav');
    const res = await bulk({ fileIds: [...mine, theirs, 'no-such-file'], action: 'delete' });
    expect(await res.json()).toEqual({ updated: 2 });
    for (const id of mine) {
      expect(await env.database.db.select().from(files).where(eq(files.id, id))).toEqual([]);
      expect(await stored(WS, id)).toBeNull();
    }
    expect(await stored('other-co', theirs)).not.toBeNull();
    expect(await env.database.db.select().from(files).where(eq(files.id, theirs))).toHaveLength(1);
  });

  it('is for managers, and refuses a malformed request with 400', async () => {
    const id = await fileWithStoredMedia(WS, 'E.wav');
    expect((await bulk({ fileIds: [id], action: 'delete' }, 'viewer')).status).toBe(403);
    expect((await bulk({ fileIds: [id], action: 'delete' }, 'editor')).status).toBe(403);
    expect((await bulk({ fileIds: [id], action: 'delete' }, 'outsider')).status).toBe(404);
    expect(await stored(WS, id)).not.toBeNull();
    const noFlag = await bulk({ fileIds: [id], action: 'set_embeddable' });
    expect(noFlag.status).toBe(400);
    expect((await noFlag.json()).error.message).toBe('embeddable: Required for set_embeddable');
    expect((await bulk({ fileIds: [], action: 'delete' })).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `f${i}`);
    expect((await bulk({ fileIds: tooMany, action: 'delete' })).status).toBe(400);
    expect((await bulk({ fileIds: [id], action: 'archive' })).status).toBe(400);
  });
});
