import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkModelFile } from '../transcribe/whisper-model';
import { installAtomically, sha256Of } from './model-download';
import { ensureDir, ensureSpace, freeBytesOf, ModelError, modelPaths, withModelLock } from './model-store';
import { MODEL_NAME, type WhisperModelEntry } from './whisper-catalogue';

export interface FileInstallRequest {
  /** A model file on this machine (air-gapped installs: downloaded elsewhere, carried over). */
  file: string;
  dir: string;
  catalogue: readonly WhisperModelEntry[];
  /** The model it should be; without it, the table entry with the file's SHA-256. */
  name?: string;
  /** Installs a file that matches no table entry, after the whisper header check. */
  allowUnpinned?: boolean;
  freeBytes?: (dir: string) => Promise<number>;
}

/**
 * Installs a model from a local file: a pinned model only when the SHA-256 matches the table, anything else only
 * with `allowUnpinned` and a whisper header; copied next to its final place, checked again, then renamed into it.
 */
export async function installModelFile(request: FileInstallRequest): Promise<{ name: string; pinned: boolean }> {
  const { file, dir, catalogue } = request;
  let bytes: number;
  try {
    const stats = await stat(file);
    if (!stats.isFile()) throw new ModelError('not_a_model', `${file} is not a file`);
    bytes = stats.size;
  } catch (error) {
    if (error instanceof ModelError) throw error;
    throw new ModelError('not_a_model', `${file} cannot be read (${(error as NodeJS.ErrnoException).code})`);
  }
  const digest = await sha256Of(file);
  const named = request.name ? catalogue.find((e) => e.name === request.name) : undefined;
  const entry = request.name ? named : catalogue.find((e) => e.sha256 === digest);
  const name = request.name ?? entry?.name ?? /^ggml-(.+)\.bin$/.exec(path.basename(file))?.[1];
  if (entry && entry.sha256 !== digest) {
    throw new ModelError(
      'checksum',
      `${file} is not the published ${entry.name} (SHA-256 ${digest}, the table pins ${entry.sha256}); nothing was installed`,
    );
  }
  if (!entry) {
    const clash = catalogue.find((e) => e.name === name);
    if (clash) {
      throw new ModelError(
        'checksum',
        `${file} is not the published ${clash.name} (its SHA-256 ${digest} is not the table's); nothing was installed`,
      );
    }
    if (!request.allowUnpinned) {
      throw new ModelError(
        'unknown_model',
        `${file} matches no model of the pinned table (SHA-256 ${digest}). If you trust it, add --allow-unpinned (its header is still checked).`,
      );
    }
    if (!name || !MODEL_NAME.test(name)) {
      throw new ModelError('not_a_model', `Name the file ggml-<name>.bin (letters, digits, . - _), or pass a name`);
    }
    const check = checkModelFile(file, file);
    if (!check.usable) throw new ModelError('not_a_model', check.reason);
  }
  const paths = modelPaths(dir, name!);
  ensureDir(dir);
  await withModelLock(dir, name!, async () => {
    await ensureSpace(dir, bytes, request.freeBytes ?? freeBytesOf);
    // The copy is hashed as it is written, so what is installed is what was checked.
    const hash = createHash('sha256');
    try {
      await pipeline(
        createReadStream(file),
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(paths.partial),
      );
      if (hash.digest('hex') !== digest) throw new ModelError('checksum', `${file} changed while it was copied`);
      await installAtomically(paths.partial, paths.file);
    } catch (error) {
      await rm(paths.partial, { force: true });
      throw error;
    }
  });
  return { name: name!, pinned: Boolean(entry) };
}
