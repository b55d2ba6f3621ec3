import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../api';
import { getFirebaseAuth } from '../auth/firebase-admin';
import { loadConfig } from '../config';
import { clientConfigOf } from '../site';
import { createJobQueue } from '../jobs/create-job-queue';
import { createLocalStorage } from '../storage/local-storage';
import { type Database, openDatabase } from './open-database';

/*
 * A throwaway PostgreSQL server of our own (never the shared one), stopped and started again under a
 * running API. Runs where PostgreSQL 15 is installed, as in CI.
 */
const PG_BIN = '/usr/lib/postgresql/15/bin';
const dir = mkdtempSync(path.join(os.tmpdir(), 'ma-pg-restart-'));
const dataDir = path.join(dir, 'data');
const asRoot = process.getuid?.() === 0;
let port = 0;

function pg(tool: string, args: string[]) {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args]]
    : [path.join(PG_BIN, tool), args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}
const startServer = () =>
  pg('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    'start',
  ]);
const stopServer = () => pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe.runIf(existsSync(path.join(PG_BIN, 'initdb')))('a PostgreSQL restart under a running API', () => {
  const logged: string[] = [];
  let database: Database;
  let api: ReturnType<typeof createApi>;
  let token: string;

  beforeAll(async () => {
    port = await freePort();
    if (asRoot) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
      chownSync(dir, id('-u'), id('-g'));
    }
    pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    startServer();
    database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      dataDir: 'unused',
      log: (line) => logged.push(line),
    });
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST });
    const auth = getFirebaseAuth({ projectId: config.firebase.projectId, emulatorHost: config.authEmulatorHost });
    api = createApi(
      {
        db: database.db,
        auth,
        trustUnverifiedEmails: true,
        trustProxy: 0,
        publicUrl: config.publicUrl,
        // Never written here: this test makes no uploads.
        storage: createLocalStorage(config.media.localDir),
        // Never started: nothing here queues a job.
        jobs: createJobQueue({ database, storage: createLocalStorage(config.media.localDir), worksJobs: false }),
        media: config.media,
      },
      clientConfigOf(config),
    );
    const email = `restart-${Date.now()}@test.example`;
    await auth.createUser({ email, password: 'test-password', emailVerified: true });
    const signIn = await fetch(
      `http://${config.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'test-password', returnSecureToken: true }),
      },
    );
    token = ((await signIn.json()) as { idToken: string }).idToken;
  });
  afterAll(async () => {
    await database?.close().catch(() => {});
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const listWorkspaces = () =>
    Promise.resolve(api.request('/workspaces', { headers: { Authorization: `Bearer ${token}` } }));

  it('answers 503 unavailable while the database is down, says so in the log, and recovers', async () => {
    expect((await listWorkspaces()).status).toBe(200);

    stopServer();
    const down = await listWorkspaces();
    expect(down.status).toBe(503);
    expect(down.headers.get('Retry-After')).toBe('5');
    expect((await down.json()).error.code).toBe('unavailable');
    expect(logged.some((line) => line.startsWith('PostgreSQL connection lost'))).toBe(true);

    startServer();
    expect((await listWorkspaces()).status).toBe(200);
    expect(logged).toContain('PostgreSQL is reachable again');
  });
});
