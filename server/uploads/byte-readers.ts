import { open } from 'node:fs/promises';
import type { Storage } from '../storage/storage';
import type { ReadBytes } from './sniff-media';

/** Reads a stored object by byte ranges (an upload, a download), without fetching the rest. */
export function storageReader(storage: Storage, key: string): ReadBytes {
  return async (start, length) => {
    const info = await storage.stat(key);
    if (!info || start >= info.size) return Buffer.alloc(0);
    const object = await storage.get(key, { start, end: Math.min(info.size, start + length) - 1 });
    if (!object) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
}

/** Reads a local file by byte ranges. */
export function fileReader(path: string): ReadBytes {
  return async (start, length) => {
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  };
}
