import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The real process, as `npm start` runs it: its own Auth emulator on a free port and PGlite in a fresh
 * DATA_DIR. Each start costs ~20 s on a 2-core machine, so one test walks through two starts.
 */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ma-process-'));
const started: ChildProcess[] = [];
afterAll(async () => {
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

/**
 * Starts the server in a process group of its own (as a shell or systemd would) and waits for ready: by default
 * Node itself with tsx's loader, so the child is the server and not a wrapper around it.
 */
async function startServer(
  env: Record<string, string>,
  command: string[] = [process.execPath, '--import', 'tsx', 'server/process.ts'],
): Promise<{ child: ChildProcess; url: string; exited: Promise<void>; output: () => string }> {
  const port = await freePort();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, START_AUTH_EMULATOR: 'true' },
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // The process prints this line only once it listens, after demo accounts and claims are in place.
  while (!output.includes('Media Access is running')) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, exited, output: () => output };
}

async function emulatorCall(emulator: string, call: string, body: object) {
  const response = await fetch(`http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:${call}?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  return (await response.json()) as { idToken?: string; error?: { message: string } };
}

const claimsOf = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function isAnswering(hostPort: string): Promise<boolean> {
  return fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
}

const savedAccounts = () => {
  try {
    return readFileSync(path.join(dataDir, 'auth-emulator/current/auth_export/accounts.json'), 'utf8');
  } catch {
    return '';
  }
};

// Independent of the test database: `npm test` runs it once, in the PGlite pass of the server suite.
describe('the server process', () => {
  it('keeps accounts through a SIGTERM to its process group, re-syncs claims, and never leaves the emulator behind', async () => {
    const emulator = `127.0.0.1:${await freePort()}`;
    const env = { FIREBASE_AUTH_EMULATOR_HOST: emulator };
    const email = 'kept-across-restarts@test.example';

    const first = await startServer(env);
    // Demo mode says so once, and listens on loopback only.
    expect(first.output().match(/DEMO MODE/g)).toHaveLength(1);
    expect(first.output()).toContain('listening on 127.0.0.1');
    // The whole site is up: an unknown API path is the API's JSON 404, not the admin page.
    const unknown = await fetch(`${first.url}/api/nonexistent`);
    expect([unknown.status, (await unknown.json()).error.code]).toEqual([404, 'not_found']);
    const admin = await emulatorCall(emulator, 'signInWithPassword', {
      email: 'admin@demo.test',
      password: 'demo-password',
    });
    expect(claimsOf(admin.idToken!)).toMatchObject({
      admin: false,
      workspaces: [{ id: 'demo-university', role: 'admin' }],
    });
    expect((await emulatorCall(emulator, 'signUp', { email, password: 'kept-password' })).idToken).toBeTruthy();
    // Saved on change, not only at exit: what a kill -9 would keep.
    while (!savedAccounts().includes(email)) await new Promise((r) => setTimeout(r, 200));

    // What systemd does by default: SIGTERM to every process in the group.
    killGroup(first.child.pid!, 'SIGTERM');
    await first.exited;
    expect(first.child.exitCode).toBe(0);
    // The emulator stops with the server (it saves first, in its own group).
    while (await isAnswering(emulator)) await new Promise((r) => setTimeout(r, 200));

    // Lose the claims written after the last save, as a kill -9 could: the start must write them again.
    const accountsFile = path.join(dataDir, 'auth-emulator/current/auth_export/accounts.json');
    const saved = JSON.parse(readFileSync(accountsFile, 'utf8')) as {
      users: { email: string; customAttributes?: string }[];
    };
    for (const user of saved.users) delete user.customAttributes;
    writeFileSync(accountsFile, JSON.stringify(saved));

    const second = await startServer(env);
    expect(
      (await emulatorCall(emulator, 'signInWithPassword', { email, password: 'kept-password' })).idToken,
    ).toBeTruthy();
    const adminAgain = await emulatorCall(emulator, 'signInWithPassword', {
      email: 'admin@demo.test',
      password: 'demo-password',
    });
    expect(claimsOf(adminAgain.idToken!)).toMatchObject({
      admin: false,
      workspaces: [{ id: 'demo-university', role: 'admin' }],
    });
    const operator = await emulatorCall(emulator, 'signInWithPassword', {
      email: 'operator@demo.test',
      password: 'demo-password',
    });
    expect(claimsOf(operator.idToken!)).toMatchObject({ admin: true, workspaces: [] });

    // kill -9 of the server alone: the emulator must not be left running without it.
    second.child.kill('SIGKILL');
    await second.exited;
    while (await isAnswering(emulator)) await new Promise((r) => setTimeout(r, 200));
  }, 600_000);

  it('stops cleanly on one Ctrl-C to `npm start`, even while busy', async () => {
    // The command `npm start` runs after its build step, found on the project's bin folder as npm finds it (its
    // shell only waits for it); a terminal's Ctrl-C sends SIGINT to every process of the group at once.
    const start = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } })
      .scripts.start;
    const command = start.split('&&').at(-1)!.trim().split(/\s+/);
    const PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`;
    const emulator = `127.0.0.1:${await freePort()}`;
    const server = await startServer({ FIREBASE_AUTH_EMULATOR_HOST: emulator, PATH }, command);
    // The API document's first request keeps the server's event loop busy for a while: the moment a process
    // that relays signals to it (tsx's CLI does) would send a second SIGINT, or a SIGKILL.
    const busy = fetch(`${server.url}/api/openapi.json`).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    killGroup(server.child.pid!, 'SIGINT');
    await server.exited;
    await busy;
    expect(server.output().match(/SIGINT/g)).toEqual(['SIGINT']);
    expect(server.output()).toContain('SIGINT: stopping');
    expect([server.child.exitCode, server.child.signalCode]).toEqual([0, null]);
    while (await isAnswering(emulator)) await new Promise((r) => setTimeout(r, 200));
  }, 600_000);
});
