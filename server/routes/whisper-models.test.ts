// The operator's Engines page API: the pinned models with their trade-offs, a download started and polled to the end
// against a file server of our own, a damaged download refused, removal, and everyone else answered 404.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhisperModel, WhisperModelsResponse } from '@shared/schemas/whisper-models';
import type { WhisperModelEntry } from '../engines/models/whisper-catalogue';
import { createEngineRuntime, DEFAULT_ENGINE_SETTINGS } from '../engines/registry';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

const BYTES = 200_000;
const good = randomBytes(BYTES);
const pinned = (name: string): WhisperModelEntry => ({
  name,
  bytes: BYTES,
  sha256: createHash('sha256').update(good).digest('hex'),
  multilingual: !name.endsWith('.en'),
  family: 'tiny',
  quantisation: null,
});

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let server: Server;
let dir: string;

beforeAll(async () => {
  // `tiny.en` is served as published; `tiny` arrives damaged.
  server = createServer((req, res) => {
    if (req.url === '/ggml-tiny.en.bin') return void res.writeHead(200, { 'content-length': BYTES }).end(good);
    if (req.url === '/ggml-tiny.bin') return void res.writeHead(200).end(Buffer.from(good).fill(1, 0, 100));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The models folder does not exist until the first install; the page still shows the disk's free space.
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'models-api-')), 'models');
  const source = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env = await createTestEnv({
    seeded: true,
    engines: createEngineRuntime({
      ...DEFAULT_ENGINE_SETTINGS,
      whisperModels: { dir, source, catalogue: [pinned('tiny.en'), pinned('tiny')] },
    }),
  });
  demo = await env.signInDemoAccounts();
});
afterAll(async () => {
  await env.close();
  await new Promise((resolve) => server.close(resolve));
  await rm(path.dirname(dir), { recursive: true, force: true });
});

const list = async (user = demo.operator) => {
  const res = await env.request('GET', '/operator/whisper-models', { token: user.token });
  expect(res.status).toBe(200);
  return (await res.json()) as WhisperModelsResponse;
};
const model = async (name: string) => (await list()).models.find((m) => m.name === name)!;

/** Polls as the Engines page does until the download is over (installed, or failed). */
async function settled(name: string): Promise<WhisperModel> {
  for (;;) {
    const m = await model(name);
    if (m.installed || m.install?.state === 'failed') return m;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the whisper models API', () => {
  it('lists the pinned models with size, memory and speed, what is installed, and the engine per language', async () => {
    const body = await list();
    expect(body).toMatchObject({ directory: dir, configuredModel: null, freeBytes: expect.any(Number) });
    expect(body.models.map((m) => [m.name, m.installed, m.bytes, m.multilingual])).toEqual([
      ['tiny.en', false, BYTES, false],
      ['tiny', false, BYTES, true],
    ]);
    expect(body.models[0]).toMatchObject({ relativeSpeed: 32, ramBytes: 273e6, install: null, problem: null });
    expect(body.choices[0]).toMatchObject({ languages: ['en'], provider: 'pocketsphinx', model: null });
  });

  it('downloads a model in the background, reports it installed once verified, then removes it', async () => {
    const res = await env.request('POST', '/operator/whisper-models/tiny.en/install', { token: demo.operator.token });
    expect(res.status).toBe(202);
    expect(((await res.json()) as { model: WhisperModel }).model.name).toBe('tiny.en');
    expect(await settled('tiny.en')).toMatchObject({ installed: true, install: null });
    expect(existsSync(path.join(dir, 'ggml-tiny.en.bin'))).toBe(true);

    const again = await env.request('POST', '/operator/whisper-models/tiny.en/install', { token: demo.operator.token });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: 'conflict', message: 'tiny.en is already installed' } });

    const removed = await env.request('DELETE', '/operator/whisper-models/tiny.en', { token: demo.operator.token });
    expect(removed.status).toBe(204);
    expect((await model('tiny.en')).installed).toBe(false);
    const gone = await env.request('DELETE', '/operator/whisper-models/tiny.en', { token: demo.operator.token });
    expect(gone.status).toBe(404);
  });

  it('shows a damaged download as failed with the reason, and installs nothing', async () => {
    const res = await env.request('POST', '/operator/whisper-models/tiny/install', { token: demo.operator.token });
    expect(res.status).toBe(202);
    const failed = await settled('tiny');
    expect(failed.installed).toBe(false);
    expect(failed.install).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/is damaged or not the published file/),
    });
    expect(existsSync(path.join(dir, 'ggml-tiny.bin'))).toBe(false);
  });

  it('answers a model outside the pinned table 404 and a malformed name 400', async () => {
    const unknown = await env.request('POST', '/operator/whisper-models/large-v3/install', {
      token: demo.operator.token,
    });
    expect(unknown.status).toBe(404);
    const bad = await env.request('POST', '/operator/whisper-models/..%2Fetc/install', { token: demo.operator.token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation_error');
  });

  it('is for operators only: 401 without a token, 404 for every workspace role', async () => {
    expect((await env.request('GET', '/operator/whisper-models')).status).toBe(401);
    for (const account of ['admin', 'manager', 'editor', 'viewer', 'outsider'] as const) {
      const token = demo[account].token;
      expect((await env.request('GET', '/operator/whisper-models', { token })).status, account).toBe(404);
      const install = await env.request('POST', '/operator/whisper-models/tiny.en/install', { token });
      expect(install.status, account).toBe(404);
      expect((await env.request('DELETE', '/operator/whisper-models/tiny.en', { token })).status, account).toBe(404);
    }
  });
});
