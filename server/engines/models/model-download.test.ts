// The model manager against a file server of our own (node:http on loopback): files with known SHA-256s, a server
// that hangs up half-way, one that serves a damaged copy, and a disk that is too small.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboundFetch } from '../../outbound/outbound-fetch';
import { downloadModel, type ModelProgress } from './model-download';
import { installModelFile } from './model-install-file';
import { installedModels, ModelError, modelPaths, removeModel } from './model-store';
import type { WhisperModelEntry } from './whisper-catalogue';

const BYTES = 300_000;
const good = randomBytes(BYTES);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const entry = (name: string): WhisperModelEntry => ({
  name,
  bytes: BYTES,
  sha256: sha256(good),
  multilingual: false,
  family: 'tiny',
  quantisation: null,
});
const plenty = () => Promise.resolve(100e9);

/** What the server does for each file: serve it whole (Range honoured), hang up after some bytes, or serve junk. */
type Behaviour = 'serve' | 'hang-up' | 'corrupt';
let behaviour: Record<string, Behaviour>;
let requests: { path: string; range: string | undefined }[];
let server: Server;
let source: string;
let dir: string;
const fetch = createOutboundFetch({ allowPrivate: true });

function answer(req: IncomingMessage, res: ServerResponse) {
  const name = /^\/mirror\/ggml-(.+)\.bin$/.exec(req.url ?? '')?.[1];
  requests.push({ path: req.url ?? '', range: req.headers.range });
  const mode = name ? behaviour[name] : undefined;
  if (!mode) return void res.writeHead(404).end('no such file');
  const body = mode === 'corrupt' ? Buffer.from(good).fill(0, 1000, 2000) : good;
  const from = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
  const rest = body.subarray(from);
  res.writeHead(from > 0 ? 206 : 200, {
    'content-length': rest.length,
    ...(from > 0 ? { 'content-range': `bytes ${from}-${BYTES - 1}/${BYTES}` } : {}),
  });
  if (mode === 'hang-up') {
    // Some bytes, then the connection drops: an interrupted download.
    res.write(rest.subarray(0, 100_000), () => setTimeout(() => res.destroy(), 50));
    return;
  }
  res.end(rest);
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  source = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mirror/`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  behaviour = {};
  requests = [];
  dir = await mkdtemp(path.join(tmpdir(), 'models-'));
  return () => rm(dir, { recursive: true, force: true });
});

describe('downloadModel', () => {
  it('downloads, reports progress, checks the SHA-256 and installs the file under its ggml name', async () => {
    behaviour = { 'tiny.en': 'serve' };
    const progress: ModelProgress[] = [];
    const result = await downloadModel({
      entry: entry('tiny.en'),
      dir,
      source,
      fetch,
      freeBytes: plenty,
      onProgress: (p) => progress.push({ ...p }),
    });
    expect(result).toEqual({ file: path.join(dir, 'ggml-tiny.en.bin'), alreadyInstalled: false, resumedFrom: 0 });
    expect(sha256(await readFile(result.file))).toBe(sha256(good));
    expect(existsSync(modelPaths(dir, 'tiny.en').partial)).toBe(false);
    expect(progress.at(-2)).toEqual({ state: 'downloading', receivedBytes: BYTES, totalBytes: BYTES });
    expect(progress.at(-1)?.state).toBe('verifying');
    expect(requests).toEqual([{ path: '/mirror/ggml-tiny.en.bin', range: undefined }]);

    // A second install finds it there and fetches nothing.
    const again = await downloadModel({ entry: entry('tiny.en'), dir, source, fetch, freeBytes: plenty });
    expect(again.alreadyInstalled).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('keeps what an interrupted download fetched and resumes it with a Range request', async () => {
    behaviour = { base: 'hang-up' };
    const first = downloadModel({ entry: entry('base'), dir, source, fetch, freeBytes: plenty, attempts: 1 });
    await expect(first).rejects.toMatchObject({
      code: 'interrupted',
      message: expect.stringMatching(/run the install again to resume/),
    });
    const { partial, file } = modelPaths(dir, 'base');
    const kept = (await stat(partial)).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(BYTES);
    expect(existsSync(file)).toBe(false);

    behaviour = { base: 'serve' };
    const result = await downloadModel({ entry: entry('base'), dir, source, fetch, freeBytes: plenty });
    expect(result.resumedFrom).toBe(kept);
    expect(requests.at(-1)?.range).toBe(`bytes=${kept}-`);
    expect(sha256(await readFile(file))).toBe(sha256(good));
  });

  it('refuses a file whose SHA-256 is not the pinned one, deletes it and installs nothing', async () => {
    behaviour = { small: 'corrupt' };
    const attempt = downloadModel({ entry: entry('small'), dir, source, fetch, freeBytes: plenty });
    await expect(attempt).rejects.toMatchObject({
      code: 'checksum',
      message: expect.stringMatching(
        /is damaged or not the published file .* it was deleted and nothing was installed/,
      ),
    });
    const { partial, file } = modelPaths(dir, 'small');
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(file)).toBe(false);
    expect(installedModels(dir)).toEqual([]);
  });

  it('refuses to start when the disk cannot hold the model, before asking the server for anything', async () => {
    behaviour = { medium: 'serve' };
    const attempt = downloadModel({
      entry: entry('medium'),
      dir,
      source,
      fetch,
      freeBytes: () => Promise.resolve(1e6),
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'insufficient_storage',
      message: expect.stringMatching(/^Not enough disk space in .*: 68 MB needed, 1 MB free/),
    });
    expect(requests).toEqual([]);
  });

  it('says when the source has no such file', async () => {
    const attempt = downloadModel({ entry: entry('tiny'), dir, source, fetch, freeBytes: plenty });
    await expect(attempt).rejects.toMatchObject({
      code: 'source',
      message: expect.stringMatching(
        /answered 404 .*ggml-tiny\.bin: it has no such model \(check WHISPER_MODEL_SOURCE\)/,
      ),
    });
  });

  it('never reaches a private address through the guarded client unless the tests’ switch allows it', async () => {
    behaviour = { tiny: 'serve' };
    const guarded = createOutboundFetch({ allowPrivate: false });
    const attempt = downloadModel({ entry: entry('tiny'), dir, source, fetch: guarded, freeBytes: plenty });
    await expect(attempt).rejects.toMatchObject({ code: 'source' });
    expect(requests).toEqual([]);
  });
});

describe('installModelFile (air-gapped installs)', () => {
  it('installs a carried-over file when its SHA-256 is a pinned model’s, under that model’s name', async () => {
    const carried = path.join(dir, 'carried.bin');
    await writeFile(carried, good);
    const result = await installModelFile({ file: carried, dir, catalogue: [entry('base.en')], freeBytes: plenty });
    expect(result).toEqual({ name: 'base.en', pinned: true });
    expect(sha256(await readFile(path.join(dir, 'ggml-base.en.bin')))).toBe(sha256(good));
  });

  it('refuses a file named as a pinned model whose SHA-256 differs, and one matching nothing', async () => {
    const other = path.join(dir, 'ggml-base.en.bin.download');
    await writeFile(other, randomBytes(1000));
    const named = installModelFile({
      file: other,
      dir,
      catalogue: [entry('base.en')],
      name: 'base.en',
      freeBytes: plenty,
    });
    await expect(named).rejects.toMatchObject({
      code: 'checksum',
      message: expect.stringMatching(/is not the published base\.en/),
    });
    const unknown = installModelFile({ file: other, dir, catalogue: [entry('base.en')], freeBytes: plenty });
    await expect(unknown).rejects.toMatchObject({
      code: 'unknown_model',
      message: expect.stringMatching(/--allow-unpinned/),
    });
    expect(installedModels(dir)).toEqual([]);
  });
});

describe('removeModel', () => {
  it('removes an installed model and what an interrupted download left, and says when there is nothing', async () => {
    await writeFile(modelPaths(dir, 'tiny').file, good);
    await writeFile(modelPaths(dir, 'base').partial, good.subarray(0, 10));
    await removeModel(dir, 'tiny');
    await removeModel(dir, 'base');
    expect(existsSync(modelPaths(dir, 'tiny').file)).toBe(false);
    expect(existsSync(modelPaths(dir, 'base').partial)).toBe(false);
    await expect(removeModel(dir, 'tiny')).rejects.toBeInstanceOf(ModelError);
  });
});
