import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { FileForEngines } from '../../db/queries/engine-jobs';
import { PermanentJobError } from '../../jobs/job-queue';
import { DEMO_MEDIA_PATH } from '../../seed/demo-data';
import type { Storage } from '../../storage/storage';
import { toSpeechWav } from '../audio';

const DEMO_MEDIA_DIR = fileURLToPath(new URL('../../seed/demo-media/', import.meta.url));

/** A local path to the file's media: the stored original (downloaded when storage is remote) or a demo file. */
async function localMedia(file: FileForEngines, storage: Storage, dir: string, signal: AbortSignal): Promise<string> {
  if (file.storageKey) {
    const missing = () => new PermanentJobError('The stored media of this file is missing');
    const local = storage.localPath?.(file.storageKey);
    if (local) {
      if (!(await storage.stat(file.storageKey))) throw missing();
      return local;
    }
    const object = await storage.get(file.storageKey);
    if (!object) throw missing();
    const target = path.join(dir, 'original');
    await pipeline(object.stream, createWriteStream(target), { signal });
    return target;
  }
  const url = file.media?.type === 'url' ? file.media.url : null;
  const demo = url?.startsWith(`${DEMO_MEDIA_PATH}/`) ? url.slice(DEMO_MEDIA_PATH.length + 1) : null;
  if (demo && /^[a-z0-9-]+\.opus$/.test(demo)) return path.join(DEMO_MEDIA_DIR, demo);
  throw new PermanentJobError(
    'This file has no media the server can read: upload it, or add it by a direct link (platform videos such as YouTube cannot be processed)',
  );
}

/** The file's audio as 16 kHz mono WAV in `dir`, what every speech engine reads. */
export async function speechWavOf(file: FileForEngines, storage: Storage, dir: string, signal: AbortSignal) {
  const wav = path.join(dir, 'speech.wav');
  await toSpeechWav(await localMedia(file, storage, dir, signal), wav, { signal, durationMs: file.probedDurationMs });
  return wav;
}

/** The file's media as a local path (for mixing a voiceover over the original). */
export const mediaPathOf = localMedia;
