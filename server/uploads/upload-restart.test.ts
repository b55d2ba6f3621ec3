import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toneWav } from '../testing/media-samples';

/*
 * The real process (`server/process.ts`, PGlite in a fresh DATA_DIR, the shared Auth emulator), killed with
 * SIGKILL while a PATCH is still sending, then started again on the same DATA_DIR: the upload must go on from
 * the offset that reached the disk. It uses no test database, so `npm test` runs it once, in the PGlite pass.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ma-upload-restart-'));
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const WS = 'demo-university';
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.pid) killGroup(child.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Starts the server in a process group of its own on the shared emulator and waits until it listens. */
async function startServer(): Promise<{ child: ChildProcess; url: string; exited: Promise<void> }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // PGlite in DATA_DIR, whatever database the surrounding test run points at.
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/process.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulator,
      START_AUTH_EMULATOR: 'false',
      SEED_DEMO_DATA: 'true',
    },
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The process prints this line only once it listens, after the demo data is in place.
  while (!output.includes('Media Access is running')) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url: `http://127.0.0.1:${port}`, exited };
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(
    `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo-password', returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sizeOnDisk = async (file: string) => (await stat(file).catch(() => null))?.size ?? -1;

describe('an upload across a server kill', () => {
  it('resumes from the offset stored before a SIGKILL mid-PATCH and completes byte for byte', async () => {
    expect(emulator, 'FIREBASE_AUTH_EMULATOR_HOST must name the Auth emulator').toBeTruthy();
    const audio = toneWav(30);
    const first = await startServer();
    const token = await signIn('manager@demo.test');
    const tusHeaders = { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' };
    const metadata = `workspaceId ${Buffer.from(WS).toString('base64')},filename ${Buffer.from('Kept.wav').toString('base64')}`;

    const created = await fetch(`${first.url}/api/uploads`, {
      method: 'POST',
      headers: { ...tusHeaders, 'Upload-Length': String(audio.length), 'Upload-Metadata': metadata },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('Location')!;
    const fileId = created.headers.get('Media-Access-File-Id')!;
    const original = path.join(dataDir, 'media/workspaces', WS, 'files', fileId, 'original');
    const patchHeaders = (offset: number) => ({
      ...tusHeaders,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    });

    // A first chunk, whole.
    const firstChunk = 100_000;
    const chunk = await fetch(new URL(location, first.url), {
      method: 'PATCH',
      headers: patchHeaders(0),
      body: new Uint8Array(audio.subarray(0, firstChunk)),
    });
    expect([chunk.status, chunk.headers.get('Upload-Offset')]).toEqual([204, String(firstChunk)]);

    // A second PATCH announces the rest but sends only part of it; once some of that part is on disk, the
    // whole process group is killed with the request still open.
    const sent = firstChunk + 150_000;
    const cut = http.request(new URL(location, first.url), {
      method: 'PATCH',
      headers: { ...patchHeaders(firstChunk), 'Content-Length': String(audio.length - firstChunk) },
    });
    cut.on('error', () => {});
    cut.write(audio.subarray(firstChunk, sent));
    await expect.poll(() => sizeOnDisk(original), { timeout: 60_000 }).toBeGreaterThan(firstChunk);
    killGroup(first.child.pid!, 'SIGKILL');
    await first.exited;
    cut.destroy();
    const kept = await sizeOnDisk(original);
    expect(kept).toBeGreaterThan(firstChunk);
    expect(kept).toBeLessThanOrEqual(sent);

    // Same DATA_DIR: the stored offset is what reached the disk, and the rest from there completes the file.
    const second = await startServer();
    const headed = await fetch(new URL(location, second.url), { method: 'HEAD', headers: tusHeaders });
    expect([headed.status, headed.headers.get('Upload-Offset')]).toEqual([200, String(kept)]);
    const rest = await fetch(new URL(location, second.url), {
      method: 'PATCH',
      headers: patchHeaders(kept),
      body: new Uint8Array(audio.subarray(kept)),
    });
    expect([rest.status, rest.headers.get('Upload-Offset')]).toEqual([204, String(audio.length)]);

    const detail = await fetch(`${second.url}/api/files/${fileId}?workspaceId=${WS}`, { headers: tusHeaders });
    const { file } = (await detail.json()) as { file: { status: string } };
    expect(file).toMatchObject({ name: 'Kept.wav', sizeBytes: audio.length, mimeType: 'audio/wav' });
    expect(['queued', 'processing', 'ready']).toContain(file.status);
    const media = await fetch(`${second.url}/api/media/${fileId}/original`, { headers: tusHeaders });
    expect(media.status).toBe(200);
    expect(sha256(Buffer.from(await media.arrayBuffer()))).toBe(sha256(audio));

    killGroup(second.child.pid!, 'SIGTERM');
    await second.exited;
  }, 600_000);
});
