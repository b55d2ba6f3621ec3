import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** The absolute path of `name` on PATH, or null; synchronous so start-up can report without waiting. */
export function findOnPath(name: string, envPath = process.env.PATH ?? ''): string | null {
  for (const dir of envPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

export interface CommandResult {
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs a program without a shell (arguments are never parsed), feeding `input` on stdin. Rejects with the
 * last lines of stderr when it exits non-zero, and kills it when `signal` aborts.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { input?: string | Buffer; signal?: AbortSignal; cwd?: string } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const onAbort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      // Keep the tail only: some engines log a lot, and only the end explains a failure.
      err = (err + chunk.toString('utf8')).slice(-8000);
    });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (options.signal?.aborted) return reject(options.signal.reason ?? new Error('Aborted'));
      if (code !== 0) {
        const tail = err.trim().split('\n').slice(-3).join(' | ');
        return reject(new Error(`${path.basename(command)} exited with ${code}: ${tail}`));
      }
      resolve({ stdout: Buffer.concat(out), stderr: err });
    });
    child.stdin.on('error', () => {}); // a program that exits early closes its stdin; the exit code tells
    child.stdin.end(options.input ?? '');
  });
}
