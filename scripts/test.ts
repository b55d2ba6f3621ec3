// `npm test`: every test layer, with the Auth emulators (one per server pass, the first also serving the browser
// layers) and one PostgreSQL server (when installed) started once for the whole run. Prints each layer's result and
// a closing "N passed, N failed" line.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProductionInstall } from './production-check';
import { playwrightTimes, printFailures, printSlowest, type TimedTest, vitestTimes, wtrFailures } from './test-report';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, '.test-output');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

interface Tally {
  passed: number;
  failed: number;
}
const results: { label: string; ok: boolean; seconds: number; tally: Tally | null }[] = [];
const cleanups: (() => Promise<void>)[] = [];
const timedTests: TimedTest[] = [];
let failed = false;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(
  label: string,
  command: string,
  args: string[],
  {
    env = {},
    counts,
    buffered = false,
  }: { env?: Record<string, string>; counts?: () => Tally; buffered?: boolean } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    // A layer that runs beside another keeps its output until it ends, so the two never interleave.
    const output: Buffer[] = [];
    if (!buffered) console.log(`\n━━ ${label} ━━`);
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...(buffered ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    child.stdout?.on('data', (d: Buffer) => output.push(d));
    child.stderr?.on('data', (d: Buffer) => output.push(d));
    child.on('exit', (code, signal) => {
      const ok = code === 0;
      const tally = counts ? safeCount(counts) : null;
      results.push({ label, ok, seconds: (Date.now() - started) / 1000, tally });
      if (buffered) {
        console.log(`\n━━ ${label} (ran beside another layer) ━━`);
        process.stdout.write(Buffer.concat(output));
      }
      if (!ok) {
        failed = true;
        console.log(`✗ ${label} failed (${signal ?? `exit ${code}`})`);
      }
      resolve(ok);
    });
  });
}

/** A layer that runs in this process and counts its own checks. */
async function runInProcess(label: string, body: () => Promise<Tally>) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const tally = await body().catch((error: Error) => {
    console.log(error.stack ?? String(error));
    return { passed: 0, failed: 1 };
  });
  const ok = tally.failed === 0;
  results.push({ label, ok, seconds: (Date.now() - started) / 1000, tally });
  if (!ok) {
    failed = true;
    console.log(`✗ ${label} failed`);
  }
}

function safeCount(count: () => Tally): Tally | null {
  try {
    return count();
  } catch {
    return null;
  }
}

const vitestCounts = (file: string) => (): Tally => {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests };
};
const playwrightCounts = (file: string) => (): Tally => {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
};
const jsonCounts = (file: string) => (): Tally => JSON.parse(readFileSync(file, 'utf8')) as Tally;

async function startEmulator() {
  const port = await freePort();
  const hostPort = `127.0.0.1:${port}`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ma-emulator-'));
  const { startAuthEmulator } = await import('../server/auth/auth-emulator');
  const emulator = await startAuthEmulator({ projectId: 'demo-media-access', hostPort, workDir, log: console.log });
  cleanups.push(async () => {
    await emulator.stop();
    rmSync(workDir, { recursive: true, force: true });
  });
  return hostPort;
}

/** Starts a throwaway PostgreSQL server in a temp dir on a free port; null when PostgreSQL is not installed. */
async function startPostgres() {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) return null;
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ma-postgres-'));
  const dataDir = path.join(dir, 'data');
  // initdb refuses to run as root; run the server as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  const as = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, id('-u'), id('-g'));
  }
  const exec = (cmd: string, args: string[]) => {
    const [c, a] = as(cmd, args);
    execFileSync(c, a, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  exec(path.join(PG_BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  exec(path.join(PG_BIN, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  cleanups.push(async () => {
    try {
      exec(path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  console.log(
    `PostgreSQL ${execFileSync(path.join(PG_BIN, 'postgres'), ['--version']).toString().trim()} on port ${port}`,
  );
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** Points the app's YouTube and Kaltura at the fakes e2e/platforms.spec.ts starts on these ports. */
function platformFakesEnv(youtubePort: number, kalturaPort: number): Record<string, string> {
  const youtube = `http://127.0.0.1:${youtubePort}`;
  return {
    YOUTUBE_API_BASE_URL: youtube,
    YOUTUBE_OAUTH_AUTHORIZE_URL: `${youtube}/authorize`,
    YOUTUBE_OAUTH_TOKEN_URL: `${youtube}/token`,
    // The OAuth client the YouTube fake knows (server/platforms/testing/fake-youtube.ts).
    YOUTUBE_CLIENT_ID: 'fake-client-id.apps.googleusercontent.com',
    YOUTUBE_CLIENT_SECRET: 'fake-client-secret',
    KALTURA_API_BASE_URL: `http://127.0.0.1:${kalturaPort}`,
    // The Kaltura fake's download addresses are on this machine, as a partner's own server would not be.
    ALLOW_PRIVATE_MEDIA_LINKS: 'true',
  };
}

/**
 * `smtpPort`: where the app sends its mail; the review-queues spec listens there with its own SMTP server.
 * `extraEnv`: more settings for the app (the platform fakes' addresses).
 */
async function startApp(emulatorHost: string, smtpPort: number, extraEnv: Record<string, string>): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ma-app-'));
  const child = spawn(bin('tsx'), ['server/process.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      // Where the tests reach it: SSO binds its response to cookies of this origin, mail links point here.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      START_AUTH_EMULATOR: 'false',
      SEED_DEMO_DATA: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ...extraEnv,
    },
  });
  child.stdout.on('data', (d: Buffer) => process.stdout.write(d));
  cleanups.push(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The app server exited during start');
    const up = await fetch(`${url}/api/warmup`).then(
      (r) => r.status === 204,
      () => false,
    );
    if (up) return url;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('The app server did not start within 60 s');
}

async function main() {
  // The server suite's two passes run side by side later, each with an emulator of its own so neither sees the
  // other's accounts; both emulators start while typecheck and lint (single-threaded, so side by side too) run.
  const emulators = Promise.all([startEmulator(), startEmulator()]);
  await Promise.all([
    run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], { buffered: true }),
    run('lint', bin('eslint'), ['.', '--max-warnings', '0'], { buffered: true }),
  ]);
  const [emulatorHost, postgresEmulatorHost] = await emulators;
  const env = { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost };
  const vitest = async (
    label: string,
    project: string,
    file: string,
    extraEnv: Record<string, string> = {},
    extraArgs: string[] = [],
    buffered = false,
  ) => {
    await run(
      label,
      bin('vitest'),
      ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extraArgs],
      {
        env: { ...env, ...extraEnv },
        counts: vitestCounts(file),
        buffered,
      },
    );
    timedTests.push(...safeTimes(() => vitestTimes(label, file, root)));
  };

  await vitest('unit tests (Vitest)', 'unit', path.join(outDir, 'unit.json'));
  await vitest('admin component tests (Vitest + Testing Library)', 'admin', path.join(outDir, 'admin.json'));
  // The suite runs one file at a time per pass (a database each), so the PGlite and PostgreSQL passes run side by
  // side: together they keep both cores busy. Worker processes need a database server they can reach: the worker
  // test runs in the PostgreSQL pass only. The process, upload-restart and PostgreSQL-restart tests use no test
  // database (they start their own), so they run once, in the PostgreSQL pass, which is otherwise the shorter one.
  const postgresUrl = await startPostgres();
  const once = [
    'server/process.test.ts',
    'server/db/postgres-restart.test.ts',
    'server/uploads/upload-restart.test.ts',
  ];
  const excluded = (files: string[]) => files.flatMap((file) => ['--exclude', file]);
  const passes = [
    vitest(
      'server API suite on PGlite',
      'server',
      path.join(outDir, 'server-pglite.json'),
      {},
      excluded(postgresUrl ? ['server/worker.test.ts', ...once] : ['server/worker.test.ts']),
    ),
  ];
  if (postgresUrl) {
    passes.push(
      vitest(
        'server API suite on PostgreSQL',
        'server',
        path.join(outDir, 'server-postgres.json'),
        { TEST_DATABASE_URL: postgresUrl, FIREBASE_AUTH_EMULATOR_HOST: postgresEmulatorHost },
        [],
        true,
      ),
    );
  } else {
    console.log(`\nPostgreSQL is not installed (${PG_BIN}): skipping the PostgreSQL run of the server suite.`);
  }
  await Promise.all(passes);

  if (await run('build (SDK and admin)', 'npm', ['run', 'build', '--silent'])) {
    await run('SDK browser tests (web-test-runner, Chromium)', bin('wtr'), ['--config', 'web-test-runner.config.mjs'], {
      env: { WTR_RESULTS_FILE: path.join(outDir, 'wtr.json') },
      counts: jsonCounts(path.join(outDir, 'wtr.json')),
    });
    timedTests.push(...safeTimes(() => wtrFailures('SDK browser tests', path.join(outDir, 'wtr.json'))));
    const smtpPort = await freePort();
    const youtubePort = await freePort();
    const kalturaPort = await freePort();
    const appUrl = await startApp(emulatorHost, smtpPort, platformFakesEnv(youtubePort, kalturaPort));
    const pwFile = path.join(outDir, 'e2e.json');
    await run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
      env: {
        ...env,
        E2E_BASE_URL: appUrl,
        E2E_SMTP_PORT: String(smtpPort),
        E2E_YOUTUBE_PORT: String(youtubePort),
        E2E_KALTURA_PORT: String(kalturaPort),
        PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile,
      },
      counts: playwrightCounts(pwFile),
    });
    timedTests.push(...safeTimes(() => playwrightTimes('end-to-end', pwFile)));
    await runInProcess('production install (npm ci --omit=dev, then the server from dist/)', async () =>
      checkProductionInstall({ root, port: await freePort(), emulatorHost, databaseUrl: postgresUrl }),
    );
  }
}

function safeTimes(read: () => TimedTest[]) {
  try {
    return read();
  } catch {
    return [];
  }
}

/** Stops what the run started, newest first, each exactly once. */
async function runCleanups() {
  while (cleanups.length > 0) await cleanups.pop()!().catch((e: Error) => console.error(e.message));
}

// Ctrl-C or a CI timeout must not leave the emulator, PostgreSQL or the app server running.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping what the test run started…`);
    void runCleanups().then(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\n${(error as Error).stack ?? String(error)}`);
} finally {
  await runCleanups();
}

let passed = 0;
let failedTests = 0;
console.log('\n━━ summary ━━');
for (const r of results) {
  const tally = r.tally ? ` ${r.tally.passed} passed, ${r.tally.failed} failed` : '';
  console.log(`${r.ok ? '✓' : '✗'} ${r.label} (${r.seconds.toFixed(1)} s)${tally}`);
  if (r.tally) {
    passed += r.tally.passed;
    failedTests += r.tally.failed;
  } else if (!r.ok) failedTests += 1;
}
printSlowest(timedTests);
printFailures(timedTests);
console.log(`\ntests: ${passed} passed, ${failedTests} failed`);
process.exit(failed ? 1 : 0);
