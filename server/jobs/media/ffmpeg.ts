import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PermanentJobError } from '../job-queue';
import { ACCEPTED_DEMUXERS } from './media-formats';

/** The ffmpeg and ffprobe this process runs, and where they came from. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  source: 'system' | 'bundled';
}

let found: MediaTools | null | undefined;

/**
 * The system's ffmpeg/ffprobe when both are on PATH, else the binaries shipped in `@ffmpeg-installer/ffmpeg` and
 * `@ffprobe-installer/ffprobe` (given the execute bit here when blocked install scripts left it off); null when
 * neither works. Looked up once.
 */
export function findMediaTools(): MediaTools | null {
  if (found !== undefined) return found;
  const ffmpeg = onPath('ffmpeg');
  const ffprobe = onPath('ffprobe');
  if (ffmpeg && ffprobe) return (found = { ffmpeg, ffprobe, source: 'system' });
  const bundledFfmpeg = bundled('@ffmpeg-installer/ffmpeg');
  const bundledFfprobe = bundled('@ffprobe-installer/ffprobe');
  found =
    bundledFfmpeg && bundledFfprobe ? { ffmpeg: bundledFfmpeg, ffprobe: bundledFfprobe, source: 'bundled' } : null;
  return found;
}

/** One line for the start-up log. */
export function describeMediaTools(): string {
  const tools = findMediaTools();
  if (!tools) {
    return 'ffmpeg/ffprobe: NOT FOUND — media processing fails until Debian `ffmpeg` is installed or `npm ci` restores @ffmpeg-installer';
  }
  const network = networkSandbox()
    ? 'without a network (unshare --net)'
    : 'with the network (no namespace could be made here; the protocol allow-list keeps them off it)';
  return `ffmpeg/ffprobe: ${tools.source === 'system' ? 'the system’s' : 'bundled'} (${tools.ffmpeg}, ${tools.ffprobe}), run ${network}`;
}

/** The tools, or a failure that retrying will not fix. */
export function requireMediaTools(): MediaTools {
  const tools = findMediaTools();
  if (!tools) throw new PermanentJobError('ffmpeg is not available on this server; ask the operator to install it');
  return tools;
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

function bundled(packageName: string): string | null {
  try {
    const { path: binary } = createRequire(import.meta.url)(packageName) as { path: string };
    try {
      accessSync(binary, constants.X_OK);
    } catch {
      chmodSync(binary, statSync(binary).mode | 0o100);
    }
    return binary;
  } catch {
    return null;
  }
}

/**
 * The input options for media people gave us (uploads, downloads): files only, and only the demuxers of the formats
 * we accept, so no playlist or reference format can make ffmpeg open anything else (docs/media-library.md).
 */
export function mediaInput(file: string): string[] {
  return ['-protocol_whitelist', 'file', '-format_whitelist', ACCEPTED_DEMUXERS, '-i', `file:${file}`];
}

/** The input options for a file this server wrote itself in a known `format` (e.g. `wav`, `s16le`). */
export function ownInput(file: string, format: string): string[] {
  return ['-protocol_whitelist', 'file', '-f', format, '-format_whitelist', format, '-i', `file:${file}`];
}

let sandbox: string[] | null | undefined;

/**
 * The command prefix that runs a tool in a network namespace of its own (no interface but a down loopback), when
 * this machine lets us make one: as root, or as anyone where user namespaces are allowed. Null when neither works
 * (e.g. a container whose seccomp profile forbids unshare); the allow-lists above still apply. Looked up once.
 */
export function networkSandbox(): string[] | null {
  if (sandbox !== undefined) return sandbox;
  sandbox = null;
  const unshare = onPath('unshare');
  if (!unshare) return sandbox;
  for (const flags of [['--net'], ['--user', '--map-root-user', '--net']]) {
    const check = spawnSync(unshare, [...flags, '--', 'true'], { stdio: 'ignore', timeout: 5000 });
    if (check.status === 0) return (sandbox = [unshare, ...flags, '--']);
  }
  return sandbox;
}

/**
 * A tool that exited with an error. The message is ours; `detail` (the end of its stderr) is for logs only, never
 * for a stored failure text: it can name paths and addresses.
 */
export class ToolError extends Error {
  constructor(
    readonly tool: string,
    readonly detail: string,
  ) {
    super(`${tool} could not process the media`);
  }
}

const STDERR_KEEP = 4000;

/**
 * Runs a tool to its end in `cwd` (a work folder of the run's own) and in the network sandbox when there is one;
 * `onStdout` sees its output as it comes. Killed when `signal` aborts (then rejects with the signal's reason).
 * Rejects with ToolError on a non-zero exit.
 */
export function runTool(
  binary: string,
  args: string[],
  options: { signal: AbortSignal; cwd: string; onStdout?: (chunk: Buffer) => void },
): Promise<void> {
  options.signal.throwIfAborted();
  const [command, ...prefix] = [...(networkSandbox() ?? []), binary];
  return new Promise((resolve, reject) => {
    const child = spawn(command!, [...prefix, ...args], { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    const kill = () => child.kill('SIGKILL');
    options.signal.addEventListener('abort', kill, { once: true });
    child.stdout.on('data', (chunk: Buffer) => options.onStdout?.(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEEP);
    });
    child.on('error', (error) => {
      options.signal.removeEventListener('abort', kill);
      reject(error);
    });
    child.on('close', (code) => {
      options.signal.removeEventListener('abort', kill);
      if (options.signal.aborted) reject(options.signal.reason as Error);
      else if (code === 0) resolve();
      else reject(new ToolError(path.basename(binary), lastLines(stderr)));
    });
  });
}

/** Runs a tool and answers everything it wrote to stdout. */
export async function toolOutput(
  binary: string,
  args: string[],
  options: { signal: AbortSignal; cwd: string },
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await runTool(binary, args, { ...options, onStdout: (chunk) => chunks.push(chunk) });
  return Buffer.concat(chunks);
}

/** The last meaningful lines of a tool's stderr. */
function lastLines(stderr: string): string {
  return stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-2)
    .join(' — ');
}
