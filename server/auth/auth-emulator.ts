import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuardOptions } from './emulator-guard';

export interface AuthEmulator {
  /** Saves the accounts and stops the emulator. */
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

/** The guard runs from source under tsx and from its compiled sibling in a build. */
const guardFile = fileURLToPath(
  new URL(`./emulator-guard${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url),
);

/**
 * Runs the Auth emulator through `emulator-guard` (see there: its own process group, snapshots on change,
 * stops when our stdin pipe to it closes) and resolves once it answers. Reuses an emulator already
 * listening on the port (for example one started by the test runner).
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const log = options.log ?? (() => {});
  if (await isAuthEmulatorUp(options.hostPort)) {
    log(`Using the Firebase Auth emulator already running at ${options.hostPort}`);
    return { owned: false, stop: async () => {} };
  }
  const [host, portText] = splitHostPort(options.hostPort);
  const guardOptions: GuardOptions = {
    projectId: options.projectId,
    host,
    port: Number(portText),
    stateDir: options.stateDir,
    workDir: options.workDir,
  };
  // Same runtime flags as ours (tsx's loader when running from source).
  const guard = spawn(process.execPath, [...process.execArgv, guardFile, JSON.stringify(guardOptions)], {
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  guard.stdout.on('data', collect);
  guard.stderr.on('data', collect);
  // Writing to a guard that already stopped must not crash us.
  guard.stdin.on('error', () => {});
  const exited = new Promise<void>((resolve) => guard.once('exit', () => resolve()));

  // Generous: a cold start of firebase-tools takes well over a minute on a busy 2-core machine.
  const deadline = Date.now() + 180_000;
  while (!(await isAuthEmulatorUp(options.hostPort))) {
    if (guard.exitCode !== null || Date.now() > deadline) {
      killGroup(guard.pid);
      throw new Error(`The Firebase Auth emulator did not start:\n${output.trim().split('\n').slice(-15).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`Firebase Auth emulator ready at http://${options.hostPort} (project ${options.projectId})`);

  return {
    owned: true,
    async stop() {
      if (guard.exitCode !== null) return;
      guard.stdin.end();
      const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 30_000).unref());
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        killGroup(guard.pid);
        await exited;
      }
    },
  };
}

function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

function splitHostPort(hostPort: string): [string, string] {
  const i = hostPort.lastIndexOf(':');
  if (i <= 0) throw new Error(`Expected host:port, got ${hostPort}`);
  return [hostPort.slice(0, i), hostPort.slice(i + 1)];
}
