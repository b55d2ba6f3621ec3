/**
 * Runs firebase-tools' Auth emulator for the server and keeps its accounts on disk.
 *
 * The server starts this in a process group of its own, so a SIGTERM to the server's group (systemd's
 * default stop) cannot kill the emulator before it saves. It saves a snapshot through the emulator hub
 * whenever the accounts change (checked every second), and once more when the server's stdin pipe
 * closes — on a clean stop and equally when the server was killed with SIGKILL — then stops the emulator,
 * so the emulator never outlives the server.
 *
 * Snapshots go to `<stateDir>/snapshots/<time>`; `<stateDir>/current` is a symlink swapped by rename,
 * so a crash mid-save leaves the previous snapshot in place.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface GuardOptions {
  projectId: string;
  host: string;
  port: number;
  /** Where snapshots are kept; omit for a throwaway emulator. */
  stateDir?: string;
  /** Folder for the generated firebase.json and the hub's temporary export folders. */
  workDir: string;
}

const CHECK_INTERVAL_MS = 1000;
const METADATA_FILE = 'firebase-export-metadata.json';

/** The snapshot to import at start: `current`, or a state dir saved by earlier versions (`--export-on-exit`). */
export function snapshotToImport(stateDir: string): string | undefined {
  const current = path.join(stateDir, 'current');
  // Resolved: firebase-tools lstat()s the folder and skips the import for a symlink.
  if (existsSync(path.join(current, METADATA_FILE))) return realpathSync(current);
  if (existsSync(path.join(stateDir, METADATA_FILE))) return stateDir;
  return undefined;
}

/** Points `current` at `snapshot` in one rename, then removes every other snapshot. */
export function promoteSnapshot(stateDir: string, snapshot: string): void {
  const link = path.join(stateDir, 'current');
  const next = `${link}.next`;
  rmSync(next, { force: true });
  symlinkSync(path.relative(stateDir, snapshot), next);
  renameSync(next, link);
  const keep = path.basename(snapshot);
  for (const name of readdirSync(path.join(stateDir, 'snapshots'))) {
    if (name !== keep) rmSync(path.join(stateDir, 'snapshots', name), { recursive: true, force: true });
  }
}

async function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function run(options: GuardOptions): Promise<void> {
  // Our stdout is a pipe to the server; once the server is gone writes fail, and that must not kill us.
  process.stdout.on('error', () => {});
  process.stderr.on('error', () => {});
  const say = (line: string) => process.stdout.write(`${line}\n`);

  mkdirSync(options.workDir, { recursive: true });
  // Temporary folders of saves interrupted by a crash.
  for (const name of readdirSync(options.workDir)) {
    if (name.startsWith('firebase-export-')) rmSync(path.join(options.workDir, name), { recursive: true, force: true });
  }
  // Free ports for the hub and the logging emulator (firebase-tools reserves 4500 for it otherwise), so two
  // emulators can run side by side: the test runner starts one per server-suite pass.
  const hubPort = await freePort(options.host);
  const loggingPort = await freePort(options.host);
  const configPath = path.join(options.workDir, 'firebase.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host: options.host, port: options.port },
        hub: { host: options.host, port: hubPort },
        logging: { host: options.host, port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const args = [cli, 'emulators:start', '--only', 'auth', '--project', options.projectId, '--config', configPath];
  if (options.stateDir) {
    mkdirSync(path.join(options.stateDir, 'snapshots'), { recursive: true });
    const snapshot = snapshotToImport(options.stateDir);
    if (snapshot) args.push('--import', snapshot);
  }
  const child = spawn(process.execPath, args, {
    cwd: options.workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', CI: process.env.CI ?? 'true' },
  });
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    if (!stopping) {
      say('The Firebase Auth emulator exited');
      process.exit(1);
    }
  });

  const saver = options.stateDir ? snapshotSaver(options, options.stateDir, hubPort, say) : undefined;
  const timer = saver && setInterval(() => void saver.saveIfChanged(), CHECK_INTERVAL_MS);

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (timer) clearInterval(timer);
    await saver?.saveIfChanged();
    await stopChild(child, exited);
    process.exit(0);
  };
  // The server closes our stdin to stop us, or the kernel does when the server dies.
  process.stdin.on('end', () => void stop());
  process.stdin.on('close', () => void stop());
  process.stdin.resume();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
}

/** Saves a snapshot through the hub when the accounts differ from the last one saved. */
function snapshotSaver(options: GuardOptions, stateDir: string, hubPort: number, say: (line: string) => void) {
  const base = `http://${options.host}:${options.port}`;
  const owner = { Authorization: 'Bearer owner' };
  let saved: string | undefined;
  let running: Promise<void> | undefined;

  async function digestOfAccounts(): Promise<string | undefined> {
    try {
      const [accounts, config] = await Promise.all(
        [
          `/identitytoolkit.googleapis.com/v1/projects/${options.projectId}/accounts:batchGet?maxResults=-1`,
          `/emulator/v1/projects/${options.projectId}/config`,
        ].map(async (p) => {
          const response = await fetch(base + p, { headers: owner, signal: AbortSignal.timeout(5000) });
          if (!response.ok) throw new Error(`${response.status}`);
          return response.text();
        }),
      );
      return createHash('sha256').update(accounts!).update(config!).digest('hex');
    } catch {
      return undefined; // Not up yet, or stopping: try again at the next tick.
    }
  }

  async function save(): Promise<void> {
    const digest = await digestOfAccounts();
    if (!digest || digest === saved) return;
    const snapshot = path.join(stateDir, 'snapshots', `${Date.now()}`);
    try {
      const response = await fetch(`http://${options.host}:${hubPort}/_admin/export`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: snapshot, initiatedBy: 'media-access', targets: ['auth'] }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`hub answered ${response.status}: ${await response.text()}`);
      promoteSnapshot(stateDir, snapshot);
      saved = digest;
    } catch (error) {
      say(`Saving the Auth emulator's accounts failed: ${(error as Error).message}`);
      rmSync(snapshot, { recursive: true, force: true });
    }
  }

  return {
    /** One save at a time; a call during a save waits for it and then checks again. */
    async saveIfChanged(): Promise<void> {
      while (running) await running;
      running = save().finally(() => (running = undefined));
      await running;
    },
  };
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGINT');
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run(JSON.parse(process.argv[2] ?? '{}') as GuardOptions).catch((error: Error) => {
    console.error(`The Auth emulator guard failed: ${error.message}`);
    process.exit(1);
  });
}
