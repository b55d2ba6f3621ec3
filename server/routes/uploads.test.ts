import { readdir } from 'node:fs/promises';
import http from 'node:http';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { playlistBehindId3 } from '../testing/hostile-media';
import { toneWav } from '../testing/media-samples';
import { expireStaleUploads } from '../uploads/expire-uploads';
import { type ServedApi, serveApi } from '../testing/serve-api';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let served: ServedApi;
let demo: Record<DemoAccount, TestUser>;
const WS = 'demo-university';

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  served = await serveApi(env);
});
afterAll(async () => {
  await served.close();
  await env.close();
});

const b64 = (value: string) => Buffer.from(value).toString('base64');
const metadataHeader = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');
const endpoint = () => `${served.origin}/api/uploads`;

/** Creates an upload (no body) and answers the response. */
function create(who: DemoAccount, length: number, meta: Record<string, string> = {}) {
  return fetch(endpoint(), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${demo[who].token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(length),
      'Upload-Metadata': metadataHeader({ workspaceId: WS, filename: 'talk.wav', filetype: 'audio/wav', ...meta }),
    },
  });
}

function patch(who: DemoAccount, location: string, offset: number, body: Buffer) {
  return fetch(new URL(location, served.origin), {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${demo[who].token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(body),
  });
}

function head(who: DemoAccount, location: string) {
  return fetch(new URL(location, served.origin), {
    method: 'HEAD',
    headers: { Authorization: `Bearer ${demo[who].token}`, 'Tus-Resumable': '1.0.0' },
  });
}

const fileRow = async (id: string) => (await env.database.db.select().from(files).where(eq(files.id, id)))[0];
const storedOriginal = (fileId: string) => env.storage.get(`workspaces/${WS}/files/${fileId}/original`);

/** Every name stored under the workspace (empty when nothing was ever written there). */
async function storedNames(): Promise<string[]> {
  return readdir(`${env.media.localDir}/workspaces/${WS}`, { recursive: true }).catch(() => []);
}

/** The files that have anything stored (processing of earlier uploads may still add to their folders). */
async function filesWithStoredBytes(): Promise<string[]> {
  return readdir(`${env.media.localDir}/workspaces/${WS}/files`).catch(() => []);
}

describe('a tus upload', () => {
  it('arrives in chunks, shows as uploading at once, names its file on every answer and goes to processing', async () => {
    const audio = toneWav(1);
    const fileIds = new Set<string>();
    const statusesSeen: string[] = [];
    const done = new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(audio, {
        endpoint: endpoint(),
        chunkSize: 5000,
        retryDelays: [],
        headers: { Authorization: `Bearer ${demo.manager.token}` },
        metadata: { workspaceId: WS, filename: 'Tone test.wav', filetype: 'audio/wav' },
        onAfterResponse: async (_req, res) => {
          const id = res.getHeader('Media-Access-File-Id');
          fileIds.add(id ?? 'missing');
          if (fileIds.size === 1 && id && statusesSeen.length === 0) statusesSeen.push((await fileRow(id))!.status);
        },
        onSuccess: () => resolve(upload.url!),
        onError: reject,
      });
      upload.start();
    });
    const url = await done;
    expect(fileIds.size).toBe(1);
    const [fileId] = [...fileIds];
    expect(fileId).not.toBe('missing');
    expect(statusesSeen).toEqual(['uploading']);
    expect(url).toBe(`${endpoint()}/${WS}/${fileId}`);

    const row = (await fileRow(fileId!))!;
    expect(row).toMatchObject({ name: 'Tone test.wav', sizeBytes: audio.length, mimeType: 'audio/wav' });
    expect(['queued', 'processing', 'ready']).toContain(row.status);
    const stored = await storedOriginal(fileId!);
    expect(Buffer.from(await stored!.stream.toArray().then((c) => Buffer.concat(c)))).toEqual(audio);
  });

  it('resumes after a PATCH is cut off mid-body: HEAD gives the stored offset and the rest completes it', async () => {
    const audio = toneWav(2);
    const created = await create('manager', audio.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('Location')!;
    const fileId = created.headers.get('Media-Access-File-Id')!;
    const half = Math.floor(audio.length / 2);

    // Announce the whole body, send half, wait until the server has stored it, then drop the connection.
    const target = new URL(location, served.origin);
    const request = http.request(target, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${demo.manager.token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(audio.length),
      },
    });
    request.on('error', () => {});
    request.write(audio.subarray(0, half));
    await expect
      .poll(async () => (await env.storage.stat(`workspaces/${WS}/files/${fileId}/original`))?.size, {
        timeout: 20_000,
      })
      .toBe(half);
    request.destroy();

    await expect
      .poll(async () => (await head('manager', location)).headers.get('Upload-Offset'), {
        timeout: 20_000,
      })
      .toBe(String(half));
    const rest = await patch('manager', location, half, audio.subarray(half));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('Media-Access-File-Id')).toBe(fileId);
    expect(await text((await storedOriginal(fileId))!.stream)).toBe(audio.toString());
  });

  it.each([
    ['viewer', 403, { code: 'forbidden', message: 'This needs one of these roles: admin, content-manager' }],
    ['editor', 403, { code: 'forbidden', message: 'This needs one of these roles: admin, content-manager' }],
    ['outsider', 404, { code: 'not_found', message: 'Workspace not found' }],
  ] as const)('refuses the %s before storing a byte', async (who, status, error) => {
    const before = await env.database.db.select({ id: files.id }).from(files);
    const storedBefore = await filesWithStoredBytes();
    const res = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${demo[who].token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '1000',
        'Upload-Metadata': metadataHeader({ workspaceId: WS, filename: 'sneaky.wav', filetype: 'audio/wav' }),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(toneWav(0.05).subarray(0, 1000)),
    });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error });
    expect(await filesWithStoredBytes()).toEqual(storedBefore);
    expect(await env.database.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
  });

  it("refuses a viewer's HEAD and PATCH on a manager's upload, leaving its offset where it was", async () => {
    const created = await create('manager', 100);
    const location = created.headers.get('Location')!;
    expect((await head('viewer', location)).status).toBe(403);
    const res = await patch('viewer', location, 0, Buffer.alloc(100, 1));
    expect(res.status).toBe(403);
    expect((await head('outsider', location)).status).toBe(404);
    expect((await head('manager', location)).headers.get('Upload-Offset')).toBe('0');
  });

  it('needs a bearer token', async () => {
    const res = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '10',
        'Upload-Metadata': metadataHeader({ workspaceId: WS, filename: 'a.wav' }),
      },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthenticated');
  });

  it('refuses missing or malformed metadata with 400', async () => {
    const noWorkspace = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${demo.manager.token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '10',
        'Upload-Metadata': metadataHeader({ filename: 'a.wav' }),
      },
    });
    expect(noWorkspace.status).toBe(400);
    expect((await noWorkspace.json()).error).toMatchObject({
      code: 'validation_error',
      message: 'Upload-Metadata.workspaceId: Required',
    });
    const bad = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${demo.manager.token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '10',
        'Upload-Metadata': 'workspaceId !!!',
      },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 413 in the error shape for an upload over MAX_UPLOAD_BYTES, and creates nothing', async () => {
    const before = await env.database.db.select({ id: files.id }).from(files);
    const res = await create('manager', env.media.maxUploadBytes + 1);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The file is larger than the 5 GiB this server accepts' },
    });
    expect(await env.database.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
  });

  it('refuses a text file named .mp3 by its bytes, says what it is, keeps the reason and deletes the bytes', async () => {
    const notes = Buffer.from('Meeting notes\nThese are not audio at all, whatever the name says.\n');
    const created = await create('manager', notes.length, { filename: 'song.mp3', filetype: 'audio/mpeg' });
    const fileId = created.headers.get('Media-Access-File-Id')!;
    const res = await patch('manager', created.headers.get('Location')!, 0, notes);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: { code: 'validation_error', message: 'This is a text file, not audio or video' },
    });
    expect(await fileRow(fileId)).toMatchObject({
      status: 'failed',
      error: 'This is a text file, not audio or video',
      storageKey: null,
    });
    expect(await storedOriginal(fileId)).toBeNull();
    expect((await storedNames()).filter((n) => n.includes(fileId))).toEqual([]);
  });

  it('names a PDF for what it is', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
    const created = await create('manager', pdf.length, { filename: 'lecture.mp4' });
    const res = await patch('manager', created.headers.get('Location')!, 0, pdf);
    expect((await res.json()).error.message).toBe('This is a PDF document, not audio or video');
  });

  it('refuses an HLS playlist behind an ID3 tag (ffmpeg would follow it to other files) and keeps none of it', async () => {
    const evil = playlistBehindId3(`${env.media.localDir}/workspaces/other-co/files/secret/rendition.mp4`);
    const created = await create('manager', evil.length, { filename: 'song.mp3', filetype: 'audio/mpeg' });
    const fileId = created.headers.get('Media-Access-File-Id')!;
    const res = await patch('manager', created.headers.get('Location')!, 0, evil);
    expect(res.status).toBe(415);
    const message = 'This file has an audio tag but no audio or video after it';
    expect(await res.json()).toEqual({ error: { code: 'validation_error', message } });
    expect(await fileRow(fileId)).toMatchObject({ status: 'failed', error: message, storageKey: null });
    expect(await storedOriginal(fileId)).toBeNull();
  });

  it('termination removes the upload, its file and its bytes', async () => {
    const created = await create('manager', 1000);
    const location = created.headers.get('Location')!;
    const fileId = created.headers.get('Media-Access-File-Id')!;
    expect((await patch('manager', location, 0, toneWav(0.05).subarray(0, 500))).status).toBe(204);
    const res = await fetch(new URL(location, served.origin), {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${demo.manager.token}`, 'Tus-Resumable': '1.0.0' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Media-Access-File-Id')).toBe(fileId);
    expect(await fileRow(fileId)).toBeUndefined();
    expect((await storedNames()).filter((n) => n.includes(fileId))).toEqual([]);
    expect((await head('manager', location)).status).toBe(404);
  });

  it('expires an upload left unfinished for a day: its file and bytes go, finished files stay', async () => {
    const created = await create('manager', 1000);
    const fileId = created.headers.get('Media-Access-File-Id')!;
    expect((await patch('manager', created.headers.get('Location')!, 0, Buffer.alloc(10))).status).toBe(204);
    expect(await expireStaleUploads(env.database.db, env.storage, new Date(Date.now() + 60_000))).toBe(0);
    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const removed = await expireStaleUploads(env.database.db, env.storage, dayLater);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await fileRow(fileId)).toBeUndefined();
    expect((await storedNames()).filter((n) => n.includes(fileId))).toEqual([]);
    expect(await fileRow('jfk-rice-moon-speech')).toBeDefined();
  });
});
