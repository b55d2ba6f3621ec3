// `npm run engines`: what an operator reads in the terminal, against a file server of our own.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboundFetch } from '../../outbound/outbound-fetch';
import { DEFAULT_ENGINE_SETTINGS, type EngineSettings } from '../registry';
import { runEnginesCommand } from './engines-command';
import type { WhisperModelEntry } from './whisper-catalogue';

const BYTES = 100_000;
const good = randomBytes(BYTES);
const tinyEn: WhisperModelEntry = {
  name: 'tiny.en',
  bytes: BYTES,
  sha256: createHash('sha256').update(good).digest('hex'),
  multilingual: false,
  family: 'tiny',
  quantisation: null,
};

let server: Server;
let source: string;
let dir: string;
let out: string[];
let err: string[];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ggml-tiny.en.bin') return void res.writeHead(200, { 'content-length': BYTES }).end(good);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  source = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'engines-cli-'));
  out = [];
  err = [];
  return () => rm(dir, { recursive: true, force: true });
});

const run = (...argv: string[]) => {
  const settings: EngineSettings = {
    ...DEFAULT_ENGINE_SETTINGS,
    whisperModels: { dir, source, catalogue: [tinyEn] },
  };
  return runEnginesCommand(argv, {
    settings,
    fetch: createOutboundFetch({ allowPrivate: true }),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    status: null,
    freeBytes: () => Promise.resolve(10e9),
  });
};

describe('npm run engines', () => {
  it('installs a model with progress by tenths, lists it as installed, and removes it', async () => {
    expect(await run('install', 'whisper', 'tiny.en')).toBe(0);
    expect(out[0]).toBe(`Installing whisper tiny.en (1 MB) from ${source} into ${dir}`);
    expect(out).toContain('  100 % (1 MB of 1 MB)');
    expect(out).toContain(`Installed whisper tiny.en, SHA-256 verified: ${path.join(dir, 'ggml-tiny.en.bin')}`);
    expect(err).toEqual([]);

    out = [];
    expect(await run('list')).toBe(0);
    // The test's bytes pass the checksum but hold no whisper weights: listed, and marked as not usable.
    expect(out[1]).toMatch(/^ {2}tiny\.en {2}unusable {2}1 MB {2}273 MB RAM {2}32× large’s speed {2}English only/);

    out = [];
    expect(await run('remove', 'whisper', 'tiny.en')).toBe(0);
    expect(out).toEqual([`Removed whisper tiny.en from ${dir}.`]);
    expect(existsSync(path.join(dir, 'ggml-tiny.en.bin'))).toBe(false);
  });

  it('installs a carried-over file only when it is the pinned model', async () => {
    const carried = path.join(dir, 'from-usb.bin');
    await writeFile(carried, good);
    expect(await run('install', 'whisper', '--from', carried)).toBe(0);
    expect(out).toContain(`Installed whisper tiny.en from ${carried}, SHA-256 verified against the pinned table.`);
    await writeFile(carried, randomBytes(10));
    expect(await run('install', 'whisper', 'tiny.en', '--from', carried)).toBe(1);
    expect(err[0]).toMatch(/is not the published tiny\.en .* nothing was installed$/);
  });

  it('names the models when asked for one outside the table, and shows the usage when misused', async () => {
    expect(await run('install', 'whisper', 'huge')).toBe(1);
    expect(err).toEqual(['There is no whisper model "huge" in the pinned table. Models: tiny.en']);
    expect(await run('install', 'vosk', 'x')).toBe(2);
    expect(err[1]).toMatch(/^Only whisper has models to install \(not "vosk"\)\nusage:/);
    expect(await run('remove', 'whisper', 'tiny.en')).toBe(1);
    expect(err[2]).toBe(`tiny.en is not installed in ${dir}`);
  });
});
