import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { type Storage, workspaceStoragePrefix } from './storage';

// One contract, two implementations: whatever the API and the jobs rely on must hold for both.

const KEY = 'workspaces/ws-1/files/file-1/original';

function storageContract(
  name: string,
  setup: () => Promise<{ storage: Storage; close: () => Promise<void> }>,
  suite: typeof describe | typeof describe.skip = describe,
) {
  suite(`${name} storage`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await setup()));
    afterAll(() => close());

    it('stores a buffer and gives it back with its size and content type', async () => {
      await storage.put(KEY, Buffer.from('hello media'), 'audio/ogg');
      const object = await storage.get(KEY);
      expect(object).toMatchObject({ size: 11, contentType: 'audio/ogg' });
      expect(await text(object!.stream)).toBe('hello media');
      expect(await storage.stat(KEY)).toEqual({ size: 11, contentType: 'audio/ogg' });
    });

    it('streams a body larger than one S3 part without knowing its length, and reads a byte range of it', async () => {
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      const chunks = Array.from({ length: 9 }, (_, i) => Buffer.concat([Buffer.from(String(i)), chunk.subarray(1)]));
      await storage.put('workspaces/ws-1/files/file-2/original', Readable.from(chunks), 'video/mp4');
      expect(await storage.stat('workspaces/ws-1/files/file-2/original')).toEqual({
        size: 9 * 1024 * 1024,
        contentType: 'video/mp4',
      });
      const start = 8 * 1024 * 1024;
      const ranged = await storage.get('workspaces/ws-1/files/file-2/original', { start, end: start + 3 });
      expect(ranged?.size).toBe(9 * 1024 * 1024);
      expect(await text(ranged!.stream)).toBe('8aaa');
    });

    it('replaces an object on a second put', async () => {
      await storage.put('workspaces/ws-1/files/file-3/poster.jpg', Buffer.from('one'), 'image/jpeg');
      await storage.put('workspaces/ws-1/files/file-3/poster.jpg', Buffer.from('two!'), 'image/png');
      expect(await storage.stat('workspaces/ws-1/files/file-3/poster.jpg')).toEqual({
        size: 4,
        contentType: 'image/png',
      });
    });

    it('answers null for a missing object, and deleting one is not an error', async () => {
      expect(await storage.get('workspaces/ws-1/files/none/original')).toBeNull();
      expect(await storage.stat('workspaces/ws-1/files/none/original')).toBeNull();
      await expect(storage.delete('workspaces/ws-1/files/none/original')).resolves.toBeUndefined();
    });

    it('deletes one object', async () => {
      await storage.put('workspaces/ws-1/files/file-4/peaks.json', Buffer.from('[]'), 'application/json');
      await storage.delete('workspaces/ws-1/files/file-4/peaks.json');
      expect(await storage.stat('workspaces/ws-1/files/file-4/peaks.json')).toBeNull();
    });

    it("deletes every object under a file's prefix and nothing beside it", async () => {
      await storage.put('workspaces/ws-2/files/a/original', Buffer.from('a'), 'audio/mpeg');
      await storage.put('workspaces/ws-2/files/a/poster.jpg', Buffer.from('p'), 'image/jpeg');
      await storage.put('workspaces/ws-2/files/ab/original', Buffer.from('b'), 'audio/mpeg');
      await storage.deletePrefix('workspaces/ws-2/files/a/');
      expect(await storage.stat('workspaces/ws-2/files/a/original')).toBeNull();
      expect(await storage.stat('workspaces/ws-2/files/a/poster.jpg')).toBeNull();
      expect(await storage.stat('workspaces/ws-2/files/ab/original')).toEqual({ size: 1, contentType: 'audio/mpeg' });
    });

    it("deletes everything of a workspace (what deleting an account does) and no other workspace's", async () => {
      const gone = ['files/a/original', 'files/a/rendition.mp4', 'files/b/tracks/t1/descriptions/c1.ogg'];
      for (const name of gone) await storage.put(`workspaces/ws-3/${name}`, Buffer.from('x'), 'audio/mpeg');
      await storage.put('workspaces/ws-30/files/a/original', Buffer.from('y'), 'audio/mpeg');
      await storage.deletePrefix(workspaceStoragePrefix('ws-3'));
      for (const name of gone) expect(await storage.stat(`workspaces/ws-3/${name}`)).toBeNull();
      expect(await storage.stat('workspaces/ws-30/files/a/original')).toEqual({ size: 1, contentType: 'audio/mpeg' });
    });
  });
}

storageContract('local', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'storage-local-'));
  return { storage: createLocalStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});

describe('local storage only', () => {
  it('refuses keys that would leave its folder', async () => {
    const storage = createLocalStorage(path.join(tmpdir(), 'never-written'));
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('workspaces/../../escape')).rejects.toThrow(/Invalid storage key/);
  });

  it('gives a local path that ffmpeg can open', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'storage-local-'));
    const storage = createLocalStorage(root);
    expect(storage.localPath?.(KEY)).toBe(path.join(root, KEY));
    await rm(root, { recursive: true, force: true });
  });
});

// A real S3-compatible server (s3rver, from the registry) on a free port; without it, say why and skip.
const s3rver = await startS3rver();
storageContract(
  s3rver.ok ? 'S3' : `S3 (skipped: ${s3rver.reason})`,
  async () => {
    if (!s3rver.ok) throw new Error(s3rver.reason);
    return {
      storage: createS3Storage({
        bucket: 'media',
        endpoint: s3rver.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
      close: s3rver.close,
    };
  },
  s3rver.ok ? describe : describe.skip,
);

async function startS3rver(): Promise<
  { ok: true; endpoint: string; close: () => Promise<void> } | { ok: false; reason: string }
> {
  try {
    const { default: S3rver } = await import('s3rver');
    const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'media', configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    return {
      ok: true,
      endpoint: `http://127.0.0.1:${address.port}`,
      close: async () => {
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const reason = `s3rver could not start: ${(error as Error).message}`;
    console.warn(reason);
    return { ok: false, reason };
  }
}
