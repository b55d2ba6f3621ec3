import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsOfWorkspace } from './db/queries/jobs';
import { files } from './db/schema';
import { newId } from './db/new-id';
import { fileRow, jobEnd, makeMedia } from './jobs/job-test-helpers';
import { createTestEnv, type TestEnv } from './testing/test-env';

// Separate worker processes need a database server they can all reach: this runs only against PostgreSQL
// (TEST_DATABASE_URL; npm test leaves it out of the PGlite pass). On PGlite the same queue runs in-process,
// covered by server/jobs/*.test.ts.

const W = 'demo-university';
const root = fileURLToPath(new URL('..', import.meta.url));
/** A run's time limit here: a killed worker's job is retried this long (plus slack) after it started. */
const TIMEOUT_SECONDS = 3;

let env: TestEnv;
let dir: string;
const workers: ChildProcess[] = [];

/** Starts `npm run worker` against the test database; resolves once it says it is working. */
async function startWorker(): Promise<{ child: ChildProcess; output: () => string }> {
  // tsx as a loader, not its CLI: the CLI runs the script in a child process that SIGKILL would not reach.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: env.database.databaseUrl,
      DATA_DIR: dir,
      JOB_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      JOB_MAINTENANCE_SECONDS: '1',
      JOB_RETRY_DELAY_SECONDS: '1',
      // The media link below is on this machine; workers download links with the outbound rules.
      ALLOW_PRIVATE_MEDIA_LINKS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Working jobs')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The worker exited (${code}) before working:\n${output}`)));
  });
  await ready;
  return { child, output: () => output };
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('server/worker.test.ts needs TEST_DATABASE_URL (PostgreSQL)');
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false, timeoutSeconds: TIMEOUT_SECONDS } });
  dir = await mkdtemp(path.join(tmpdir(), 'worker-test-'));
});
afterAll(async () => {
  for (const child of workers) if (child.exitCode === null) child.kill('SIGKILL');
  await env?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run worker', () => {
  it(
    'retries the job of a worker killed mid-job on another worker, which completes it once',
    { timeout: 120_000 },
    async () => {
      const wav = await readFile(await makeMedia(dir, 'remote.wav', ['-f', 'lavfi', '-i', 'sine=duration=1']));
      // The media link's server holds the first request (the first worker's download) until that worker is dead.
      let firstRequest!: () => void;
      const probing = new Promise<void>((resolve) => (firstRequest = resolve));
      const held: ServerResponse[] = [];
      let holding = true;
      const server = createServer((req: IncomingMessage, res: ServerResponse) => {
        if (holding) {
          held.push(res);
          firstRequest();
          return;
        }
        res.writeHead(200, { 'Content-Type': 'audio/wav', 'Content-Length': wav.length });
        res.end(req.method === 'HEAD' ? undefined : wav);
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remote.wav`;
      try {
        const fileId = newId();
        await env.database.db
          .insert(files)
          .values({ id: fileId, workspaceId: W, name: 'remote.wav', status: 'queued', media: { type: 'url', url } });
        const first = await startWorker();
        const job = await env.jobs.startMediaProcessing(W, fileId);
        await probing;
        first.child.kill('SIGKILL');
        await once(first.child, 'exit');
        holding = false;
        for (const res of held) res.destroy();

        const second = await startWorker();
        const done = await jobEnd(env, W, job.id);
        expect(done, second.output()).toMatchObject({ state: 'succeeded', attempts: 2, error: null });
        expect(await fileRow(env, fileId)).toMatchObject({ status: 'ready', durationMs: 1000 });
        expect((await jobsOfWorkspace(env.database.db, W, fileId)).map((j) => j.id)).toEqual([job.id]);

        // SIGTERM: the idle worker stops cleanly.
        second.child.kill('SIGTERM');
        const [code] = (await once(second.child, 'exit')) as [number];
        expect(code).toBe(0);
        expect(second.output()).toContain('SIGTERM: finishing or releasing running jobs');
      } finally {
        server.closeAllConnections();
        server.close();
      }
    },
  );
});
