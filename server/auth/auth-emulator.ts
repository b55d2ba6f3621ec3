import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface AuthEmulator {
  /** Stops the emulator (it exports its state first when started with a state dir). */
  stop(): Promise<void>;
  /** True when this process started it; false when one was already answering. */
  owned: boolean;
}

export interface AuthEmulatorOptions {
  projectId: string;
  /** host:port */
  hostPort: string;
  /** Where accounts are kept between runs; omit for a throwaway emulator (tests). */
  stateDir?: string;
  /** Folder for the generated firebase.json. */
  workDir: string;
  log?: (line: string) => void;
}

/** Whether an emulator answers at host:port. */
export async function isAuthEmulatorUp(hostPort: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${hostPort}/emulator/v1/projects/ping/config`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * Runs `firebase emulators:start --only auth` as a child process and resolves once it answers.
 * Reuses an emulator already listening on the port (for example one started by the test runner).
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const log = options.log ?? (() => {});
  if (await isAuthEmulatorUp(options.hostPort)) {
    log(`Using the Firebase Auth emulator already running at ${options.hostPort}`);
    return { owned: false, stop: async () => {} };
  }
  const [host, portText] = splitHostPort(options.hostPort);
  mkdirSync(options.workDir, { recursive: true });
  const configPath = path.join(options.workDir, 'firebase.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: { auth: { host, port: Number(portText) }, ui: { enabled: false }, singleProjectMode: true },
    }),
  );

  const require = createRequire(import.meta.url);
  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const args = [cli, 'emulators:start', '--only', 'auth', '--project', options.projectId, '--config', configPath];
  if (options.stateDir) {
    mkdirSync(options.stateDir, { recursive: true });
    if (
      readdirSync(options.stateDir).length > 0 &&
      existsSync(path.join(options.stateDir, 'firebase-export-metadata.json'))
    ) {
      args.push('--import', options.stateDir);
    }
    args.push('--export-on-exit', options.stateDir);
  }

  const child = spawn(process.execPath, args, {
    cwd: options.workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', CI: process.env.CI ?? 'true' },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!(await isAuthEmulatorUp(options.hostPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Firebase Auth emulator did not start:\n${output.trim().split('\n').slice(-15).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`Firebase Auth emulator ready at http://${options.hostPort} (project ${options.projectId})`);
  return { owned: true, stop: () => stopChild(child, exited) };
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null) return;
  // SIGINT lets firebase-tools export its state before it exits.
  child.kill('SIGINT');
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

function splitHostPort(hostPort: string): [string, string] {
  const i = hostPort.lastIndexOf(':');
  if (i <= 0) throw new Error(`Expected host:port, got ${hostPort}`);
  return [hostPort.slice(0, i), hostPort.slice(i + 1)];
}
