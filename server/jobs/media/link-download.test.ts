// Direct links: the media job downloads them with the guarded outbound client into storage and processes them as
// uploads; ffmpeg never gets the address. Local servers play the link's host, honest or not.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/new-id';
import { files } from '../../db/schema';
import { createOutboundFetch } from '../../outbound/outbound-fetch';
import { fileStorageKey } from '../../storage/storage';
import { toneWav } from '../../testing/media-samples';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../../testing/test-env';
import { DownloadError, downloadToStorage } from '../../uploads/download-media';
import { fileRow, jobEnd, storedNames } from '../job-test-helpers';
import { LINK_NOT_DOWNLOADED } from './media-job';

const W = 'demo-university';
const AUDIO = toneWav(1);
const MAX_BYTES = 1024 * 1024;
let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let server: Server;
let origin: string;
/** The User-Agent of every request the link's host received, by path. */
const seen: { path: string; userAgent: string }[] = [];
/** Answers still streaming, ended by the client (the download's caps) or by afterAll. */
const streaming = new Set<ServerResponse>();
let closedByClient = 0;

function handle(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  seen.push({ path, userAgent: req.headers['user-agent'] ?? '' });
  const stream = (interval: number, chunk: Buffer, headers: Record<string, string | number> = {}) => {
    res.writeHead(200, { 'Content-Type': 'audio/wav', ...headers });
    res.write(AUDIO.subarray(0, 44));
    streaming.add(res);
    const timer = setInterval(() => res.write(chunk), interval);
    res.on('close', () => {
      clearInterval(timer);
      if (streaming.delete(res)) closedByClient += 1;
    });
  };
  if (path === '/talk.wav') {
    res.writeHead(200, { 'Content-Type': 'audio/wav', 'Content-Length': AUDIO.length });
    return res.end(AUDIO);
  }
  // Never ends, and never says how long it is.
  if (path === '/forever.wav') return stream(1, Buffer.alloc(16 * 1024));
  // Says it is 10 GB (it is not: it sends a little at a time).
  if (path === '/lies.wav') return stream(50, Buffer.alloc(1024), { 'Content-Length': 10 * 1024 ** 3 });
  // One byte now and then: alive, but never done.
  if (path === '/drip.wav') return stream(200, Buffer.alloc(1));
  // Answers the add-by-link check (a range), fails every download.
  if (path === '/flaky.wav' && req.headers.range) {
    res.writeHead(206, { 'Content-Type': 'audio/wav', 'Content-Range': `bytes 0-43/${AUDIO.length}` });
    return res.end(AUDIO.subarray(0, 44));
  }
  if (path === '/flaky.wav') {
    res.writeHead(503);
    return res.end('Upstream says: internal host db-7.corp is down');
  }
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('Not here');
}

beforeAll(async () => {
  env = await createTestEnv({
    seeded: true,
    jobs: {
      links: { allowPrivateLinks: true, maxUploadBytes: MAX_BYTES, downloadTimeoutMs: 1500 },
      // Retried at once: pg-boss's backoff draws each delay at random (1–2, 2–4, 4–8 s from 1 s), which made a
      // failing link's three retries take 7–14 s, and this file's tests 16–30 s each (over the limit once).
      retryDelaySeconds: 0,
      retryBackoff: false,
    },
  });
  demo = await env.signInDemoAccounts();
  server = createServer(handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await env.close();
});

/** A file as POST /files/from_link leaves it (the link's check passed), processed. */
async function processedLink(url: string) {
  const fileId = newId();
  await env.database.db
    .insert(files)
    .values({ id: fileId, workspaceId: W, name: 'link', status: 'queued', media: { type: 'url', url } });
  const job = await jobEnd(env, W, (await env.jobs.startMediaProcessing(W, fileId)).id);
  return { fileId, job };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('a direct link', () => {
  it('is downloaded by our client into storage and processed as an upload; ffmpeg never gets the address', async () => {
    const res = await env.request('POST', '/files/from_link', {
      token: demo.manager.token,
      body: { workspaceId: W, url: `${origin}/talk.wav` },
    });
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as { file: { id: string } };
    const [job] = (
      (await (
        await env.request('GET', `/workspaces/${W}/jobs?fileId=${file.id}`, { token: demo.manager.token })
      ).json()) as { jobs: { id: string }[] }
    ).jobs;
    expect((await jobEnd(env, W, job!.id)).state).toBe('succeeded');
    expect(await fileRow(env, file.id)).toMatchObject({
      status: 'ready',
      storageKey: fileStorageKey(W, file.id, 'original'),
      sizeBytes: AUDIO.length,
      mimeType: 'audio/wav',
      durationMs: 1000,
      media: { type: 'url', url: `/api/media/${file.id}/original`, mimeType: 'audio/wav' },
    });
    expect(await storedNames(env, W, file.id)).toEqual(['original', 'peaks.json']);
    // The link check and the download, both ours (ffmpeg would say "Lavf/…").
    const requests = seen.filter((r) => r.path === '/talk.wav');
    expect(requests).toHaveLength(2);
    for (const r of requests) expect(r.userAgent).toMatch(/^MediaAccess/);
  });

  it('that cannot be downloaded leaves the same text of ours however it failed', async () => {
    // Refused, an error answer, a server error naming an internal host: each retried, then one and the same text.
    const links = [`http://127.0.0.1:${await closedPort()}/talk.wav`, `${origin}/missing.wav`, `${origin}/flaky.wav`];
    for (const { fileId, job } of await Promise.all(links.map(processedLink))) {
      expect(job).toMatchObject({ state: 'failed', error: LINK_NOT_DOWNLOADED });
      expect(await fileRow(env, fileId)).toMatchObject({
        status: 'failed',
        error: LINK_NOT_DOWNLOADED,
        storageKey: null,
      });
      expect(await storedNames(env, W, fileId)).toEqual([]);
    }
  });

  it('keeps its address once the file has media: a PATCH to another address is refused and a retry asks only the first', async () => {
    const internal = createServer((_req, res) => res.end('internal'));
    let internalRequests = 0;
    internal.on('request', () => (internalRequests += 1));
    internal.listen(0, '127.0.0.1');
    await once(internal, 'listening');
    try {
      const { fileId } = await processedLink(`${origin}/flaky.wav`);
      const asked = seen.filter((r) => r.path === '/flaky.wav').length;
      const patched = await env.request('PATCH', `/files/${fileId}?workspaceId=${W}`, {
        token: demo.manager.token,
        body: { media: { type: 'url', url: `http://127.0.0.1:${(internal.address() as AddressInfo).port}/admin` } },
      });
      expect(patched.status).toBe(409);
      const retried = await env.request('POST', `/workspaces/${W}/files/${fileId}/retry`, {
        token: demo.manager.token,
      });
      expect(retried.status).toBe(202);
      const { job } = (await retried.json()) as { job: { id: string } };
      expect(await jobEnd(env, W, job.id)).toMatchObject({ state: 'failed', error: LINK_NOT_DOWNLOADED });
      expect(seen.filter((r) => r.path === '/flaky.wav').length).toBeGreaterThan(asked);
      expect(internalRequests).toBe(0);
    } finally {
      internal.close();
    }
  });
});

describe('a link that never ends or lies about its size', () => {
  it.each([
    ['streams without end', '/forever.wav'],
    ['claims 10 GB', '/lies.wav'],
  ])('is cut at the size cap when it %s, and nothing is kept', async (_what, path) => {
    const closedBefore = closedByClient;
    const { fileId, job } = await processedLink(`${origin}${path}`);
    expect(job).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: 'The linked file is larger than the 1 MiB this server accepts',
    });
    expect(await storedNames(env, W, fileId)).toEqual([]);
    // The download hung up rather than reading on.
    expect(closedByClient).toBe(closedBefore + 1);
  });

  // Four 1.5 s attempts take about 6 s; once, on a full run's PostgreSQL pass beside the PGlite one, the job had
  // not ended after 30 s (no attempt had even failed by then), so the safety net is wider than the default.
  it('is given up after the time budget when it only drips', { timeout: 90_000 }, async () => {
    const { fileId, job } = await processedLink(`${origin}/drip.wav`);
    expect(job).toMatchObject({ state: 'failed', error: LINK_NOT_DOWNLOADED });
    expect(await storedNames(env, W, fileId)).toEqual([]);
    expect([...streaming].filter((res) => !res.writableEnded)).toEqual([]);
  });
});

describe('downloadToStorage with production rules', () => {
  it('refuses a private address before any request reaches it', async () => {
    const before = seen.length;
    const download = downloadToStorage(createOutboundFetch({ allowPrivate: false }), {
      url: `${origin}/talk.wav`,
      storage: env.storage,
      key: fileStorageKey(W, newId(), 'original'),
      maxBytes: MAX_BYTES,
      timeoutMs: 5000,
      signal: new AbortController().signal,
    });
    await expect(download).rejects.toBeInstanceOf(DownloadError);
    expect(seen.length).toBe(before);
  });
});
