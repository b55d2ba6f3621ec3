// The production install as docs/architecture.md describes it, checked by `npm test`: the server's files and
// the built dist/ in an empty folder, `npm ci --omit=dev`, then the server started from there.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

export interface ProductionCheckOptions {
  root: string;
  port: number;
  emulatorHost: string;
  /** The run's PostgreSQL; PGlite in the temp folder when null. */
  databaseUrl: string | null;
}

/** What a deployment copies next to package.json and the lock file (build-missing.mjs for `npm start`). */
const SHIPPED = ['server', 'shared', 'dist', 'tsconfig.json', 'scripts/build-missing.mjs'];
/** Build and test tooling that must stay out of a production install. */
const DEV_ONLY = ['firebase-tools', 'vite', 'react', 'typescript', 'vitest', '@playwright/test'];

/** Runs each check in order and prints it; returns how many passed and failed. */
export async function checkProductionInstall(options: ProductionCheckOptions) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ma-production-'));
  const running: { server?: ChildProcess; database?: { url: string; drop: () => Promise<void> } } = {};
  const tally = { passed: 0, failed: 0 };
  const check = async (name: string, body: () => Promise<void>) => {
    const started = Date.now();
    try {
      await body();
      tally.passed += 1;
      console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return true;
    } catch (error) {
      tally.failed += 1;
      console.log(`  ✗ ${name}: ${(error as Error).message}`);
      return false;
    }
  };
  const url = `http://127.0.0.1:${options.port}`;
  try {
    const installed = await check('npm ci --omit=dev installs the server without build or test tooling', async () => {
      for (const entry of ['package.json', 'package-lock.json', ...SHIPPED]) {
        cpSync(path.join(options.root, entry), path.join(dir, entry), {
          recursive: true,
          // As a deployment does: dist/ stays newer than its sources, so `npm start` builds nothing.
          preserveTimestamps: true,
          filter: (source) => !/\.test\.tsx?$/.test(source),
        });
      }
      // --prefer-offline: the packages are in npm's cache from the project's own `npm ci`.
      const args = ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'];
      await promisify(execFile)('npm', args, { cwd: dir });
      const present = DEV_ONLY.filter((name) => existsSync(path.join(dir, 'node_modules', name)));
      if (present.length > 0) throw new Error(`dev-only packages installed: ${present.join(', ')}`);
    });
    if (!installed) return tally;

    const started = await check('npm start runs the server from the install; /api/warmup answers', async () => {
      if (options.databaseUrl) running.database = await emptyDatabase(options.databaseUrl);
      // Its own process group, so stopping it also stops npm's children.
      const server = spawn('npm', ['start', '--silent'], {
        cwd: dir,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(options.port),
          DATA_DIR: path.join(dir, 'data'),
          ...(running.database ? { DATABASE_URL: running.database.url } : {}),
          FIREBASE_PROJECT_ID: 'demo-media-access',
          FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost,
          START_AUTH_EMULATOR: 'false',
          SEED_DEMO_DATA: 'true',
        },
      });
      running.server = server;
      let output = '';
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
      server.stdout?.on('data', keep);
      server.stderr?.on('data', keep);
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output}`);
        const status = await fetch(`${url}/api/warmup`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 204) return;
        if (Date.now() > deadline) throw new Error(`no 204 from /api/warmup within 60 s:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    });
    if (!started) return tally;

    await check('a demo account’s ID token is accepted and an anonymous call is refused', async () => {
      const token = await signInToEmulator(options.emulatorHost, 'admin@demo.test');
      const call = (headers: Record<string, string>) =>
        fetch(`${url}/api/get_workspace?workspaceId=demo-university`, { headers });
      const anonymous = await call({});
      if (anonymous.status !== 401) throw new Error(`without a token: ${anonymous.status}, expected 401`);
      const signedIn = await call({ Authorization: `Bearer ${token}` });
      const body = (await signedIn.json()) as { workspaceName?: string };
      if (signedIn.status !== 200 || body.workspaceName !== 'Demo University') {
        throw new Error(`with a token: ${signedIn.status} ${JSON.stringify(body)}`);
      }
    });

    await check('/ serves the built admin app and its script', async () => {
      const page = await fetch(`${url}/`);
      const html = await page.text();
      const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
      if (page.status !== 200 || !html.includes('<div id="root">') || !script) {
        throw new Error(`GET / answered ${page.status} without the admin app`);
      }
      const asset = await fetch(`${url}${script}`);
      if (asset.status !== 200) throw new Error(`GET ${script} answered ${asset.status}`);
    });
    return tally;
  } finally {
    await stop(running.server);
    await running.database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A new, empty database on the same PostgreSQL server, so the check starts like a first deployment. */
async function emptyDatabase(serverUrl: string) {
  const name = `production_check_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function signInToEmulator(emulatorHost: string, email: string) {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=production-check`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo-password', returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${body.error?.message}`);
  return body.idToken;
}

async function stop(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}
