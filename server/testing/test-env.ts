import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import { inject } from 'vitest';
import { createApi } from '../api';
import { getFirebaseAuth } from '../auth/firebase-admin';
import { loadConfig, type MediaConfig } from '../config';
import { type Database, type Db, openDatabase } from '../db/open-database';
import type { EngineRuntime } from '../engines/registry';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { createJobQueue, type JobQueueOptions } from '../jobs/create-job-queue';
import type { JobQueue } from '../jobs/job-queue';
import { ensureDemoAccounts, seedDemoData, syncDemoClaims } from '../seed/seed';
import { clientConfigOf } from '../site';
import { createLocalStorage } from '../storage/local-storage';
import { type CredentialsCipher, createCredentialsCipher } from '../integrations/credentials-cipher';
import type { Storage } from '../storage/storage';

/**
 * A fresh database (PGlite in memory, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL) with migrations applied, the API around it, and the Auth emulator that
 * `npm test` started (FIREBASE_AUTH_EMULATOR_HOST).
 */
export interface TestEnv {
  api: ReturnType<typeof createApi>;
  database: Database;
  auth: Auth;
  /** The media settings and storage the API was built with (local storage in a temporary folder). */
  media: MediaConfig;
  storage: Storage;
  /** The job queue, started, working jobs in this process. */
  jobs: JobQueue;
  /** Encrypts integration credentials with a random key made for this test file. */
  integrationsCipher: CredentialsCipher;
  /** Calls the API in-process; `token` adds the bearer header, objects are sent as JSON. */
  request(
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Creates an emulator account and returns its uid and a real ID token. */
  createUser(name?: string): Promise<TestUser>;
  /** Signs a demo account in (after `seed()`). */
  signIn(email: string, password?: string): Promise<TestUser>;
  /** Signs every demo account in at once (after `seed()`), by the name before `@demo.test`. */
  signInDemoAccounts(): Promise<Record<DemoAccount, TestUser>>;
  seed(): Promise<void>;
  /**
   * Holds the next `count` transactions the API starts until all of them have been asked for, so
   * concurrent requests past their authorisation check really contend for the same rows.
   */
  alignTransactions(count: number): void;
  close(): Promise<void>;
}

export const DEMO_ACCOUNT_NAMES = ['admin', 'manager', 'editor', 'viewer', 'outsider', 'operator'] as const;
export type DemoAccount = (typeof DEMO_ACCOUNT_NAMES)[number];

export interface TestUser {
  uid: string;
  email: string;
  token: string;
}

const emulatorHost = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the server tests through `npm test`');
  return host;
};

export async function createTestEnv(
  options: {
    jobs?: Partial<JobQueueOptions>;
    engines?: EngineRuntime;
    /** Start from a copy of the run's seeded database, as `seed()` would leave a fresh one, without seeding. */
    seeded?: boolean;
  } = {},
): Promise<TestEnv> {
  const host = emulatorHost();
  const config = loadConfig({ ...process.env, FIREBASE_AUTH_EMULATOR_HOST: host });
  const seeded = options.seeded ?? false;
  const database = await openDatabase(await testDatabaseOptions(seeded));
  const auth = getFirebaseAuth({ projectId: config.firebase.projectId, emulatorHost: host });
  const aligned = alignableTransactions(database.db);
  // Each test file stores media in its own temporary folder; links to this machine are allowed for test servers.
  const media: MediaConfig = {
    ...config.media,
    localDir: await mkdtemp(path.join(templates().mediaRoot, 'media-')),
    s3: undefined,
    allowPrivateLinks: true,
  };
  const storage = createLocalStorage(media.localDir);
  if (seeded) {
    await cp(templates().seededMedia, media.localDir, { recursive: true });
    // An earlier file may have deleted a demo account or changed its claims: the emulator lives for the whole run.
    await ensureDemoAccounts(auth);
    await syncDemoClaims(database.db, auth);
  }
  const integrationsCipher = createCredentialsCipher(randomBytes(32));
  // Jobs run in this process, polled often and retried quickly so tests wait little.
  const jobs = createJobQueue({
    database,
    storage,
    worksJobs: true,
    pollIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
    stopGraceMs: 2000,
    watchIntervalMs: 200,
    links: media,
    ...options.jobs,
  });
  await jobs.start();
  const api = createApi(
    // In-process requests have no socket, so tests name their client with X-Forwarded-For.
    {
      db: aligned.db,
      auth,
      trustUnverifiedEmails: true,
      trustProxy: 1,
      publicUrl: 'http://localhost',
      embedChanges: database.embedChanges,
      storage,
      media,
      jobs,
      integrationsCipher,
      engines: options.engines,
    },
    clientConfigOf(config),
  );
  await jobs.ready();

  async function signIn(email: string, password = DEMO_PASSWORD): Promise<TestUser> {
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    const body = (await response.json()) as { idToken?: string; localId?: string; error?: { message: string } };
    if (!body.idToken || !body.localId) throw new Error(`Sign-in of ${email} failed: ${body.error?.message}`);
    return { uid: body.localId, email, token: body.idToken };
  }

  return {
    api,
    database,
    auth,
    media,
    storage,
    jobs,
    integrationsCipher,
    request(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
        headers['Content-Type'] ??= 'application/json';
      }
      return Promise.resolve(api.request(path, { method, headers, body }));
    },
    async createUser(name = 'Test User') {
      const email = `user-${randomBytes(6).toString('hex')}@test.example`;
      await auth.createUser({ email, password: 'test-password', displayName: name, emailVerified: true });
      return signIn(email, 'test-password');
    },
    signIn,
    async signInDemoAccounts() {
      const users = await Promise.all(DEMO_ACCOUNT_NAMES.map((name) => signIn(`${name}@demo.test`)));
      return Object.fromEntries(DEMO_ACCOUNT_NAMES.map((name, i) => [name, users[i]!])) as Record<
        DemoAccount,
        TestUser
      >;
    },
    seed: () => seedDemoData(database.db, auth, storage),
    alignTransactions: aligned.align,
    async close() {
      await jobs.stop();
      await database.close();
    },
  };
}

/** Wraps `db` so that `align(n)` makes the next n calls of `transaction` start together. */
function alignableTransactions(db: Db) {
  let barrier: { remaining: number; open: () => void; opened: Promise<void> } | undefined;
  const transaction: Db['transaction'] = async (...args) => {
    const current = barrier;
    if (current) {
      current.remaining -= 1;
      if (current.remaining === 0) {
        barrier = undefined;
        current.open();
      }
      await current.opened;
    }
    return db.transaction(...args);
  };
  const wrapped = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    db: wrapped,
    align(count: number) {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      barrier = { remaining: count, open, opened };
    },
  };
}

/**
 * A copy of the suite's migrated template (server/testing/global-setup.ts): PGlite in memory by default; with
 * TEST_DATABASE_URL, a new database on that server per test file.
 */
/** The run's database templates (server/testing/global-setup.ts), for the engine this pass runs on. */
function templates() {
  const provided = inject(process.env.TEST_DATABASE_URL ? 'postgresTemplates' : 'pgliteTemplates');
  if (!provided) throw new Error('No database templates: the server suite runs with server/testing/global-setup.ts');
  return provided;
}

async function testDatabaseOptions(
  seeded: boolean,
): Promise<{ databaseUrl?: string; dataDir: string; loadDataDir?: Blob }> {
  const template = seeded ? templates().seeded : templates().migrated;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { dataDir: 'memory://', loadDataDir: new Blob([await readFile(template)]) };
  const { default: pg } = await import('pg');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), dataDir: 'unused' };
}
