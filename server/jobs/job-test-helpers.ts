import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { FINISHED_JOB_STATES, type Job } from '@shared/schemas/jobs';
import { newId } from '../db/new-id';
import { files } from '../db/schema';
import type { TestEnv } from '../testing/test-env';
import { fileStorageKey, type Storage } from '../storage/storage';
import type { WorkspaceEvent } from './job-queue';

const run = promisify(execFile);

/** Makes a small media file with ffmpeg (lavfi sources), e.g. `['-f','lavfi','-i','sine=d=1']`; answers its path. */
export async function makeMedia(dir: string, name: string, args: string[]): Promise<string> {
  const output = path.join(dir, name);
  await run('ffmpeg', ['-v', 'error', '-y', ...args, output]);
  return output;
}

/** A file row as an upload leaves it (status `uploading`, original in storage), for the pipeline to process. */
export async function addUploadedFile(
  env: TestEnv,
  workspaceId: string,
  localPath: string,
  mimeType: string,
): Promise<string> {
  const id = newId();
  const storageKey = fileStorageKey(workspaceId, id, 'original');
  await env.storage.put(storageKey, await readFile(localPath), mimeType);
  await env.database.db
    .insert(files)
    .values({ id, workspaceId, name: path.basename(localPath), status: 'uploading', storageKey, mimeType });
  return id;
}

export async function fileRow(env: TestEnv, fileId: string) {
  const [row] = await env.database.db.select().from(files).where(eq(files.id, fileId));
  return row ?? null;
}

/** The names stored under a file's prefix (e.g. `original`, `peaks.json`). */
export async function storedNames(env: TestEnv, workspaceId: string, fileId: string): Promise<string[]> {
  const names = ['original', 'poster.jpg', 'peaks.json', 'rendition.mp4'];
  const present = await Promise.all(
    names.map(async (name) => ((await env.storage.stat(fileStorageKey(workspaceId, fileId, name))) ? name : null)),
  );
  return present.filter((name): name is string => name !== null);
}

/** Resolves with the first event of the workspace that `matches` (subscribed before `action` runs). */
export async function eventAfter<T>(
  env: TestEnv,
  workspaceId: string,
  matches: (event: WorkspaceEvent) => T | undefined,
  action: () => Promise<unknown> = async () => {},
): Promise<T> {
  let unsubscribe = () => {};
  const seen = new Promise<T>((resolve) => {
    unsubscribe = env.jobs.subscribe(workspaceId, (event) => {
      const value = matches(event);
      if (value !== undefined) resolve(value);
    });
  });
  try {
    await action();
    return await seen;
  } finally {
    unsubscribe();
  }
}

/** The job once it has ended (succeeded, failed or cancelled), read from the API's own query. */
export async function jobEnd(env: TestEnv, workspaceId: string, jobId: string): Promise<Job> {
  const ended = (event: WorkspaceEvent) =>
    event.type === 'job' && event.job.id === jobId && FINISHED_JOB_STATES.includes(event.job.state)
      ? event.job
      : undefined;
  let unsubscribe = () => {};
  const seen = new Promise<Job>((resolve) => {
    unsubscribe = env.jobs.subscribe(workspaceId, (event) => {
      const job = ended(event);
      if (job) resolve(job);
    });
  });
  try {
    // It may have ended before the subscription.
    const { jobOfWorkspace } = await import('../db/queries/jobs');
    const now = await jobOfWorkspace(env.database.db, workspaceId, jobId);
    if (now && FINISHED_JOB_STATES.includes(now.state)) return now;
    return await seen;
  } finally {
    unsubscribe();
  }
}

/**
 * Storage that forwards to `inner()` except that, once armed with a name, its `put` of that name stores the bytes and
 * then waits until released: holds a job at a known point of its pipeline (earlier outputs already written) so a
 * test can cancel or delete meanwhile.
 */
export function gateableStorage(inner: () => Storage) {
  let gate: { name: string; reached: () => void; released: Promise<void> } | null = null;
  const put: Storage['put'] = async (key, body, contentType) => {
    await inner().put(key, body, contentType);
    const current = gate;
    if (current && key.endsWith(`/${current.name}`)) {
      gate = null;
      current.reached();
      await current.released;
    }
  };
  const storage = new Proxy({} as Storage, {
    get(_target, property) {
      if (property === 'put') return put;
      const target = inner();
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    storage,
    /** Holds the next `put` of `name`; `reached` resolves when it is held. */
    arm(name: string) {
      let reached!: () => void;
      const reachedGate = new Promise<void>((resolve) => (reached = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      gate = { name, reached, released };
      return { reached: reachedGate, release };
    },
  };
}
