import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { open, rm, statfs, unlink } from 'node:fs/promises';
import path from 'node:path';
import { checkModelFile, type WhisperModelCheck } from '../transcribe/whisper-model';
import { MODEL_NAME, modelFileName } from './whisper-catalogue';

/** Why a model could not be installed or removed, in words for the operator; `code` picks the HTTP answer. */
export class ModelError extends Error {
  constructor(
    readonly code:
      | 'unknown_model'
      | 'busy'
      | 'insufficient_storage'
      | 'source'
      | 'interrupted'
      | 'checksum'
      | 'not_a_model'
      | 'not_installed',
    message: string,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

/** The files of one model in the models folder: only `file` is ever read by the engine. */
export function modelPaths(dir: string, name: string) {
  const file = path.join(dir, modelFileName(name));
  return { file, partial: `${file}.partial`, lock: `${file}.lock` };
}

export interface InstalledModel {
  name: string;
  file: string;
  bytes: number;
  check: WhisperModelCheck;
}

/** The models installed in `dir` (`ggml-<name>.bin`), each with its header check; none when the folder is missing. */
export function installedModels(dir: string | undefined): InstalledModel[] {
  if (!dir) return [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((fileName) => {
    const name = /^ggml-(.+)\.bin$/.exec(fileName)?.[1];
    if (!name || !MODEL_NAME.test(name)) return [];
    const file = path.join(dir, fileName);
    try {
      if (!statSync(file).isFile()) return [];
      return [
        { name, file, bytes: statSync(file).size, check: checkModelFile(file, `The installed model ${fileName}`) },
      ];
    } catch {
      return []; // removed meanwhile
    }
  });
}

/** Bytes free for this user on the file system holding `dir` (statfs). */
export async function freeBytesOf(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

/** What a disk needs beyond the file itself: the file system's own bookkeeping, and room for everything else. */
const DISK_MARGIN_BYTES = 64 * 1024 * 1024;

/** Refuses to start when the folder's disk cannot take `bytes` more (and a margin). */
export async function ensureSpace(dir: string, bytes: number, freeBytes: (dir: string) => Promise<number>) {
  const free = await freeBytes(dir);
  if (free < bytes + DISK_MARGIN_BYTES) {
    throw new ModelError(
      'insufficient_storage',
      `Not enough disk space in ${dir}: ${megabytes(bytes + DISK_MARGIN_BYTES)} needed, ${megabytes(free)} free. Free some space or set DATA_DIR to a larger disk.`,
    );
  }
}

export const megabytes = (bytes: number) => `${Math.ceil(bytes / 1e6).toLocaleString('en')} MB`;

export const ensureDir = (dir: string) => mkdirSync(dir, { recursive: true });

/**
 * Holds the model's lock file while `work` runs, so a second download (another process: the CLI beside the server)
 * cannot write the same partial file. A lock left by a process that no longer runs is taken over.
 */
export async function withModelLock<T>(dir: string, name: string, work: () => Promise<T>): Promise<T> {
  const { lock } = modelPaths(dir, name);
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw busy(name);
      const holder = Number((await readLock(lock)) ?? NaN);
      if (holder === process.pid || isRunning(holder)) throw busy(name);
      await rm(lock, { force: true });
    }
  }
  try {
    return await work();
  } finally {
    await unlink(lock).catch(() => {});
  }
}

const busy = (name: string) =>
  new ModelError('busy', `${name} is already being installed (by this server or another process); wait for it`);

async function readLock(lock: string) {
  try {
    const handle = await open(lock, 'r');
    try {
      return (await handle.readFile('utf8')).trim();
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes an installed model and anything a download left; refused while it is being installed. */
export async function removeModel(dir: string, name: string): Promise<void> {
  const { file, partial } = modelPaths(dir, name);
  await withModelLock(dir, name, async () => {
    const gone = await Promise.all([removed(file), removed(partial)]);
    if (!gone.some(Boolean)) throw new ModelError('not_installed', `${name} is not installed in ${dir}`);
  });
}

const removed = (file: string) =>
  rm(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
