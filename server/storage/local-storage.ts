import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { ByteRange, Storage, StoredObject, StoredObjectInfo } from './storage';

const DEFAULT_TYPE = 'application/octet-stream';

/**
 * Objects as files under `root`; each object's content type sits beside it in `<file>.type`, so a reader
 * never guesses it from the name.
 */
export function createLocalStorage(root: string): Storage {
  const absoluteRoot = path.resolve(root);

  /** The file of `key`, refusing keys that would leave the root. */
  function pathOf(key: string): string {
    if (!key || key.includes('\0') || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`Invalid storage key "${key}"`);
    }
    const full = path.resolve(absoluteRoot, key);
    if (!full.startsWith(absoluteRoot + path.sep)) throw new Error(`Invalid storage key "${key}"`);
    return full;
  }

  async function contentTypeOf(file: string): Promise<string> {
    return readFile(`${file}.type`, 'utf8').catch(() => DEFAULT_TYPE);
  }

  async function info(key: string): Promise<StoredObjectInfo | null> {
    const file = pathOf(key);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    return { size: stats.size, contentType: await contentTypeOf(file) };
  }

  return {
    kind: 'local',
    async put(key, body, contentType) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half an object.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await writeFile(`${file}.type`, contentType);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      const found = await info(key);
      if (!found) return null;
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return { stream, size: found.size, contentType: found.contentType };
    },
    stat: info,
    async delete(key) {
      const file = pathOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
    async deletePrefix(prefix) {
      if (prefix.endsWith('/')) {
        await rm(pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
        return;
      }
      const dir = prefix.includes('/') ? pathOf(prefix.slice(0, prefix.lastIndexOf('/'))) : absoluteRoot;
      const start = prefix.slice(prefix.lastIndexOf('/') + 1);
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names.filter((n) => n.startsWith(start)).map((n) => rm(path.join(dir, n), { recursive: true, force: true })),
      );
    },
    localPath: pathOf,
  };
}
