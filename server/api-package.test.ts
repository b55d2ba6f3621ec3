// The typed client `@media-access/api` and docs/api.md's quickstart (issue 34): the package is built from this
// server's OpenAPI document, a consumer type-checks under nodenext (and one calling a path that does not exist
// does not), and every quickstart snippet of docs/api.md runs, as written, against this test server.
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '@shared/webhooks/webhook-signature';
import { buildApiPackage } from '../scripts/build-api-package';
import { serveApi, type ServedApi } from './testing/serve-api';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from './testing/test-env';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const W = 'demo-university';
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
/** Processing and a real transcription of a few seconds, on a loaded 2-core machine. */
const SLOW = 600_000;

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let served: ServedApi;
let media: Server;
let mediaBase: string;
let dir: string;
let snippets: { lang: string; code: string }[];

/** The fenced blocks of docs/api.md marked `quickstart` (or `quickstart-webhook`), in order. */
async function quickstartSnippets() {
  const doc = await readFile(path.join(ROOT, 'docs', 'api.md'), 'utf8');
  return [...doc.matchAll(/^```(sh|ts) (quickstart(?:-webhook)?)\n([\s\S]*?)^```$/gm)].map(([, lang, tag, code]) => ({
    lang: `${lang} ${tag}`,
    code: code!,
  }));
}

async function apiKey(scopes: string[]) {
  const res = await env.request('POST', `/workspaces/${W}/api-keys`, {
    token: demo.admin.token,
    body: { name: `quickstart ${scopes.join(' ')} ${Math.random()}`, scopes },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { secret: string }).secret;
}

async function quickstartEnv(name: string) {
  return {
    ...process.env,
    MEDIA_ACCESS_URL: `${served.origin}/api`,
    MEDIA_ACCESS_KEY: await apiKey(['read', 'write', 'jobs']),
    MEDIA_ACCESS_WORKSPACE: W,
    MEDIA_URL: `${mediaBase}/${name}.opus`,
  };
}

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  served = await serveApi(env);
  dir = await mkdtemp(path.join(tmpdir(), 'api-package-'));
  // Six seconds of the demo's preamble reading: real speech, quick to transcribe.
  const clip = path.join(dir, 'clip.opus');
  await run('ffmpeg', [
    '-v',
    'error',
    '-i',
    path.join(ROOT, 'server/seed/demo-media/other-constitution-preamble.opus'),
    '-t',
    '6',
    '-c',
    'copy',
    clip,
  ]);
  const bytes = await readFile(clip);
  media = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'audio/ogg', 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  mediaBase = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;

  const document = (await (await env.request('GET', '/openapi.json')).json()) as Record<string, unknown>;
  const modules = path.join(dir, 'node_modules');
  await buildApiPackage(ROOT, document, path.join(modules, '@media-access', 'api'));
  for (const dependency of ['openapi-fetch', 'openapi-typescript-helpers', '@types/node', 'undici-types']) {
    await mkdir(path.dirname(path.join(modules, dependency)), { recursive: true });
    await symlink(path.join(ROOT, 'node_modules', dependency), path.join(modules, dependency));
  }
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        noEmit: true,
        types: ['node'],
      },
    }),
  );
  await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }');
  snippets = await quickstartSnippets();
}, SLOW);
afterAll(async () => {
  media?.close();
  await served?.close();
  await env?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const typecheck = (file: string) =>
  run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: dir }).then(
    () => ({ ok: true, output: '' }),
    (error: { stdout: string }) => ({ ok: false, output: `${file}: ${error.stdout}` }),
  );

describe('@media-access/api', () => {
  it('has the quickstart snippets the docs promise: four curl steps, a client and a webhook receiver', () => {
    expect(snippets.map((s) => s.lang)).toEqual([
      'sh quickstart',
      'sh quickstart',
      'sh quickstart',
      'sh quickstart',
      'ts quickstart',
      'ts quickstart-webhook',
    ]);
  });

  it(
    'type-checks the quickstart as a consumer under nodenext, and refuses a consumer calling a path that does not exist',
    async () => {
      const [client, receiver] = snippets.filter((s) => s.lang.startsWith('ts')).map((s) => s.code);
      await writeFile(path.join(dir, 'quickstart.ts'), client!);
      await writeFile(path.join(dir, 'receiver.ts'), receiver!);
      expect(await typecheck('quickstart.ts')).toEqual({ ok: true, output: '' });

      await writeFile(path.join(dir, 'wrong.ts'), client!.replace("'/files/from_link'", "'/files/from-link'"));
      const wrong = await typecheck('wrong.ts');
      expect(wrong.ok).toBe(false);
      expect(wrong.output).toMatch(/wrong\.ts\(\d+,\d+\): error TS2345: .*"\/files\/from-link"/);
      await rm(path.join(dir, 'wrong.ts'));
    },
    SLOW,
  );

  it(
    'runs the TypeScript quickstart against the server: link, processing, transcription, WebVTT',
    async () => {
      const { stdout } = await run(TSX, ['quickstart.ts'], { cwd: dir, env: await quickstartEnv('ts'), timeout: SLOW });
      expect(stdout.startsWith('WEBVTT')).toBe(true);
      expect(stdout).toMatch(/\d\d:\d\d:\d\d\.\d{3} --> /);
    },
    SLOW,
  );

  it(
    'runs the curl quickstart against the server, as written, and leaves captions.vtt',
    async () => {
      const script = ['set -euo pipefail', ...snippets.filter((s) => s.lang === 'sh quickstart').map((s) => s.code)];
      const work = await mkdtemp(path.join(dir, 'curl-'));
      await run('bash', ['-c', script.join('\n')], { cwd: work, env: await quickstartEnv('curl'), timeout: SLOW });
      const vtt = await readFile(path.join(work, 'captions.vtt'), 'utf8');
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      expect(vtt).toMatch(/\d\d:\d\d:\d\d\.\d{3} --> /);
    },
    SLOW,
  );

  it(
    'runs the webhook receiver: a signed delivery is accepted, a tampered or unsigned one refused',
    async () => {
      const secret = 'whsec_quickstart';
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      const receiver = spawn(TSX, ['receiver.ts'], {
        cwd: dir,
        env: { ...process.env, PORT: String(port), MEDIA_ACCESS_WEBHOOK_SECRET: secret },
      });
      const logged: string[] = [];
      receiver.stdout.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
      try {
        const url = `http://127.0.0.1:${port}/`;
        const body = JSON.stringify({ id: 'evt_1', type: 'job.succeeded', data: { id: 'job_1' } });
        const deliver = async (payload: string, signature?: string) => {
          for (let attempt = 0; ; attempt++) {
            try {
              const headers: Record<string, string> = signature ? { 'Media-Access-Signature': signature } : {};
              return (await fetch(url, { method: 'POST', body: payload, headers })).status;
            } catch (error) {
              if (attempt > 100) throw error;
              await new Promise((resolve) => setTimeout(resolve, 200));
            }
          }
        };
        const signature = await signWebhook(body, [secret], Date.now() / 1000);
        expect(await deliver(body, signature)).toBe(200);
        expect(await deliver(body.replace('job_1', 'job_2'), signature)).toBe(400);
        expect(await deliver(body)).toBe(400);
        expect(logged.join('')).toBe('job.succeeded job_1\n');
      } finally {
        receiver.kill();
      }
    },
    SLOW,
  );
});
