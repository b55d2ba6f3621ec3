// Issue 12's media library figures: (1) p95 of GET /files pages over 10,000 files on PGlite, through the real
// API in-process (validation, membership, queries, JSON), for the orders, filters and deep cursors the
// Transcripts tab uses; (2) how much the server's RSS grows while a 1 GiB upload streams in over tus from a
// separate client process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Auth } from 'firebase-admin/auth';
import { Hono } from 'hono';
import { createApi } from '../server/api';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/open-database';
import { fileListPage, refreshFileListStatistics } from '../server/db/queries/file-list';
import { files, memberships, tracks, users, workspaces } from '../server/db/schema';
import { assignments, labels } from '../server/db/schema-assignments';
import { createJobQueue } from '../server/jobs/create-job-queue';
import type { JobQueue } from '../server/jobs/job-queue';
import { createLocalStorage } from '../server/storage/local-storage';

const FILES = 10_000;
const ROUNDS = 120;
/** Issue 12: list page p95 in milliseconds on PGlite. */
const LIST_GOAL_MS = 50;
const UPLOAD_BYTES = 1024 ** 3;
/** Issue 12: RSS growth during a 1 GiB upload. */
const RSS_GOAL_MB = 100;
const USER = 'bench-user';

/** Every token is the bench user: the figures are about the list and the upload path, not Firebase. */
const benchAuth = {
  verifyIdToken: async () => ({ uid: USER, email: 'bench@example.com', email_verified: true }),
} as unknown as Auth;

function benchApi(database: Database, dataDir: string) {
  const { media } = loadConfig({ DATA_DIR: dataDir });
  const storage = createLocalStorage(media.localDir);
  // Never started; processing is another bench's business, so the upload hands over and returns.
  const queue = createJobQueue({ database, storage, worksJobs: false });
  const jobs: JobQueue = { ...queue, startMediaProcessing: async () => ({}) as never };
  const clientConfig = {
    firebase: { apiKey: '', authDomain: '', projectId: '' },
    authEmulatorUrl: null,
    sentryDsn: null,
    marketingUrl: '',
    privacyUrl: '',
    termsUrl: '',
  };
  return createApi(
    {
      db: database.db,
      auth: benchAuth,
      trustUnverifiedEmails: false,
      trustProxy: 1,
      publicUrl: 'http://localhost',
      storage,
      jobs,
      media,
    },
    clientConfig,
  );
}

async function fill(db: Database['db']): Promise<void> {
  await db.insert(workspaces).values({ id: 'bench', name: 'Bench', type: 'business' });
  await db.insert(users).values({ id: USER, email: 'bench@example.com' });
  await db.insert(memberships).values({ workspaceId: 'bench', userId: USER, role: 'viewer' });
  const base = Date.parse('2026-01-01T00:00:00Z');
  const statuses = ['ready', 'ready', 'ready', 'failed', 'processing'] as const;
  for (let start = 0; start < FILES; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, j) => {
      const i = start + j;
      return {
        id: `file-${i}`,
        workspaceId: 'bench',
        name: `Lecture ${i % 500} part ${Math.floor(i / 500)}.mp4`,
        status: statuses[i % statuses.length]!,
        durationMs: i % 11 === 0 ? null : (i * 7919) % 7_200_000,
        createdAt: new Date(base + i * 1000),
        updatedAt: new Date(base + ((i * 37) % FILES) * 1000),
      };
    });
    await db.insert(files).values(batch);
    await db.insert(tracks).values(
      batch.map((f, j) => ({
        id: `${f.id}-t`,
        fileId: f.id,
        language: j % 3 === 0 ? 'es' : 'en',
        kind: 'captions',
        label: 'Captions',
      })),
    );
    await db.insert(labels).values(
      batch
        .filter((_, j) => j % 10 === 0)
        .map((f, j) => ({
          id: `${f.id}-l`,
          workspaceId: 'bench',
          fileId: f.id,
          name: j % 2 ? 'Urgent' : 'Later',
          color: '#ff0000',
          createdBy: USER,
        })),
    );
    await db.insert(assignments).values(
      batch
        .filter((_, j) => j % 20 === 0)
        .map((f) => ({
          id: `${f.id}-a`,
          workspaceId: 'bench',
          fileId: f.id,
          title: 'Caption it',
          description: '',
          createdBy: USER,
        })),
    );
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function listBench(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-bench-'));
  try {
    await fill(database.db);
    // PGlite has no autovacuum: the server refreshes these statistics at start and hourly; so does this.
    await refreshFileListStatistics(database.db);
    const api = benchApi(database, dataDir);
    const get = async (query: string) => {
      const started = performance.now();
      const res = await api.request(`/files?workspaceId=bench${query}`, { headers: { Authorization: 'Bearer x' } });
      const body = (await res.json()) as { nextCursor: string | null; files: unknown[] };
      if (res.status !== 200) throw new Error(`GET /files${query}: ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, body };
    };
    // A cursor 50 pages deep (page 51 of the default order), as a long scroll reaches.
    let deep = '';
    for (let page = 0; page < 50; page += 1) {
      deep = (await get(`&limit=50${deep ? `&cursor=${encodeURIComponent(deep)}` : ''}`)).body.nextCursor!;
    }
    const scenarios: [string, string][] = [
      ['first page, -updated', '&limit=50'],
      ['page 51 by cursor', `&limit=50&cursor=${encodeURIComponent(deep)}`],
      ['sort=name', '&limit=50&sort=name'],
      ['sort=-duration', '&limit=50&sort=-duration'],
      ['q=lecture 42', '&limit=50&q=lecture%2042'],
      ['status=failed', '&limit=50&status=failed'],
      ['language=es', '&limit=50&language=es'],
      ['labelId (Urgent)', '&limit=50&labelId=file-10-l'],
      ['limit=100', '&limit=100'],
    ];
    for (const [, query] of scenarios) for (let i = 0; i < 10; i += 1) await get(query);
    console.log(
      `GET /files over ${FILES.toLocaleString('en')} files on PGlite, ${ROUNDS} requests each (goal: p95 ≤ ${LIST_GOAL_MS} ms)`,
    );
    let worst = 0;
    for (const [label, query] of scenarios) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i += 1) times.push((await get(query)).ms);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      console.log(
        `  ${label.padEnd(22)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`,
      );
    }
    console.log(`  worst p95 ${worst.toFixed(1)} ms: ${worst <= LIST_GOAL_MS ? 'meets' : 'MISSES'} the goal`);
    // The same first page from the query function alone: how much of the time is the database's.
    const queryTimes: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const started = performance.now();
      await fileListPage(database.db, 'bench', { sort: '-updated', limit: 50, after: null });
      queryTimes.push(performance.now() - started);
    }
    console.log(
      `  first page, query function only: p50 ${percentile(queryTimes, 50).toFixed(1)} ms, p95 ${percentile(queryTimes, 95).toFixed(1)} ms`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The client, in its own process so its buffers are not counted: a WAV header, then zeros, in 64 KiB writes. */
const CLIENT = `
const http = require('node:http');
const [location, total] = [process.argv[1], Number(process.argv[2])];
const header = Buffer.alloc(44);
header.write('RIFF', 0); header.writeUInt32LE(total - 8, 4); header.write('WAVE', 8); header.write('fmt ', 12);
header.writeUInt32LE(16, 16); header.writeUInt16LE(1, 20); header.writeUInt16LE(1, 22); header.writeUInt32LE(8000, 24);
header.writeUInt32LE(16000, 28); header.writeUInt16LE(2, 32); header.writeUInt16LE(16, 34); header.write('data', 36);
header.writeUInt32LE(total - 44, 40);
const chunk = Buffer.alloc(64 * 1024);
const req = http.request(location, { method: 'PATCH', headers: {
  Authorization: 'Bearer x', 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0',
  'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(total) } }, (res) => {
  res.resume(); res.on('end', () => { console.log(res.statusCode); });
});
let sent = 0;
function pump() {
  while (sent < total) {
    const piece = sent === 0 ? Buffer.concat([header, chunk.subarray(44)]) : chunk.subarray(0, Math.min(chunk.length, total - sent));
    sent += piece.length;
    if (!req.write(piece)) return req.once('drain', pump);
  }
  req.end();
}
pump();
`;

async function uploadBench(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-bench-'));
  const server = serve({
    fetch: new Hono().route('/api', benchApi(database, dataDir)).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  try {
    await database.db.insert(workspaces).values({ id: 'bench', name: 'Bench', type: 'business' });
    await database.db.insert(users).values({ id: USER, email: 'bench@example.com' });
    await database.db.insert(memberships).values({ workspaceId: 'bench', userId: USER, role: 'content-manager' });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const b64 = (v: string) => Buffer.from(v).toString('base64');
    const created = await fetch(`${origin}/api/uploads`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer x',
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(UPLOAD_BYTES),
        'Upload-Metadata': `workspaceId ${b64('bench')},filename ${b64('big.wav')},filetype ${b64('audio/wav')}`,
      },
    });
    if (created.status !== 201) throw new Error(`Creating the upload: ${created.status} ${await created.text()}`);
    const location = new URL(created.headers.get('Location')!, origin).href;
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    const status = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', CLIENT, location, String(UPLOAD_BYTES)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`client exited ${code}`))));
    });
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const growthMb = (peak - baseline) / 1024 ** 2;
    console.log(`tus upload of 1 GiB from a separate process (goal: RSS growth ≤ ${RSS_GOAL_MB} MB)`);
    console.log(
      `  final PATCH answered ${status} after ${seconds.toFixed(1)} s (${(1024 / seconds).toFixed(0)} MiB/s)`,
    );
    console.log(
      `  server RSS ${(baseline / 1024 ** 2).toFixed(0)} MB before, peak ${(peak / 1024 ** 2).toFixed(0)} MB: growth ${growthMb.toFixed(1)} MB, ${growthMb <= RSS_GOAL_MB ? 'meets' : 'MISSES'} the goal`,
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function (): Promise<void> {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  await listBench();
  await uploadBench();
}
