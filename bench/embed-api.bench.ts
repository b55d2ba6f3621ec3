// Embed API: GET track cues through the real server versus a bare node:http server sending the same
// bytes, and showcase search latency over 1,000 files × 300 cues on PGlite and PostgreSQL.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Auth } from 'firebase-admin/auth';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { createApi } from '../server/api';
import { replaceCues } from '../server/db/queries/tracks';
import { type Database, openDatabase } from '../server/db/open-database';
import { files, showcases, tracks, workspaces } from '../server/db/schema';
import { DEFAULT_SHOWCASE_OPTIONS } from '../shared/schemas/showcases';

const TRACK_CUES = 10_000;
const REQUESTS = 3_000;
const CONCURRENCY = 16;
const SEARCH_FILES = 1_000;
const SEARCH_CUES = 300;
const SEARCH_QUERIES = ['moon', 'rocket launch', '"quick brown"', 'w17', 'w1234 or ocean', 'science', 'zeppelin'];
const SEARCH_ROUNDS = 8;
const WORDS = (
  'moon rocket launch quick brown fox jumps over lazy dog audio video caption access media ocean river ' +
  'mountain science history lecture student teacher campus library question answer energy planet'
).split(' ');

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
}

/** Sends `total` GETs over keep-alive connections, `concurrency` at a time; loopback only. */
async function load(url: string, total: number, concurrency: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let next = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      http
        .get(url, { agent }, (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
            latencies.push(performance.now() - started);
            resolve();
          });
        })
        .on('error', reject);
    });
  const worker = async () => {
    while (next < total) {
      next += 1;
      await one();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { rps: total / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** The real API; embed calls need no sign-in, so no Firebase Auth is involved. */
function embedApi(db: Database['db']) {
  const clientConfig = {
    firebase: { apiKey: '', authDomain: '', projectId: '' },
    authEmulatorUrl: null,
    sentryDsn: null,
    marketingUrl: '',
    privacyUrl: '',
    termsUrl: '',
  };
  return createApi(
    { db, auth: {} as Auth, trustUnverifiedEmails: false, trustProxy: 0, publicUrl: 'http://localhost' },
    clientConfig,
  );
}

async function seedWorkspace(db: Database['db']) {
  await db.insert(workspaces).values({ id: 'bench', name: 'Bench', type: 'business' });
}

async function trackCuesBench(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const { db } = database;
  await seedWorkspace(db);
  await db.insert(files).values({ id: 'long', workspaceId: 'bench', name: 'Long lecture', embeddable: true });
  await db.insert(tracks).values({ id: 'long-en', fileId: 'long', language: 'en', kind: 'captions', label: 'English' });
  const cueList = Array.from({ length: TRACK_CUES }, (_, i) => ({
    id: `c${i + 1}`,
    startMs: i * 3000,
    endMs: i * 3000 + 2800,
    text: Array.from({ length: 9 }, (_, w) => WORDS[(i * 7 + w * 3) % WORDS.length]).join(' '),
  }));
  await replaceCues(db, { id: 'long-en', language: 'en' }, cueList);

  const app = new Hono().route('/api', embedApi(db));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((r) => server.once('listening', r));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/embed/workspaces/bench/files/long/tracks/long-en`;
  const bytes = Buffer.from(await (await fetch(apiUrl)).arrayBuffer());
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': bytes.length });
    res.end(bytes);
  });
  const barePort = await listen(bare);

  await load(apiUrl, 200, CONCURRENCY); // warm-up
  const ours = await load(apiUrl, REQUESTS, CONCURRENCY);
  const baseline = await load(`http://127.0.0.1:${barePort}/`, REQUESTS, CONCURRENCY);
  console.log(
    `GET track cues, ${TRACK_CUES} cues, ${(bytes.length / 1024).toFixed(0)} KiB, ${REQUESTS} requests, ${CONCURRENCY} concurrent:`,
  );
  const row = (name: string, r: LoadResult) =>
    console.log(
      `  ${name.padEnd(18)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms`,
    );
  row('Media Access API', ours);
  row('bare node:http', baseline);
  console.log(`  ratio (ours / bare): ${(ours.rps / baseline.rps).toFixed(2)} of the throughput`);
  await new Promise((r) => server.close(r));
  await new Promise((r) => bare.close(r));
  await database.close();
}

/** 1,000 files × 300 cues in one published showcase, generated inside the database. */
async function fillSearchCorpus(db: Database['db']): Promise<void> {
  await seedWorkspace(db);
  await db.insert(showcases).values({
    id: 'big',
    workspaceId: 'bench',
    title: 'Big',
    published: true,
    options: DEFAULT_SHOWCASE_OPTIONS,
  });
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  await db.execute(sql`
    insert into files (id, workspace_id, name) select 'f' || i, 'bench', 'File ' || i from generate_series(1, ${SEARCH_FILES}) i`);
  await db.execute(sql`
    insert into tracks (id, file_id, language, kind, label) select 't' || i, 'f' || i, 'en', 'captions', 'English'
    from generate_series(1, ${SEARCH_FILES}) i`);
  await db.execute(sql`
    insert into showcase_files (showcase_id, file_id, position) select 'big', 'f' || i, i from generate_series(1, ${SEARCH_FILES}) i`);
  // Like a bulk import: fill first, then build the GIN index once (the same definition as the migration).
  await db.execute(sql`drop index cues_search_idx`);
  // A 2,000-word vocabulary with the real words 1 in 40, so common queries match about 1 % of cues.
  await db.execute(sql`
    insert into cues (track_id, id, position, start_ms, end_ms, text, search_config)
    select 't' || f, 'c' || c, c, c * 3000, c * 3000 + 2800,
      (select string_agg(case when h % 40 = 0 then (${words})[1 + (h / 40) % ${WORDS.length}] else 'w' || (h % 2000) end, ' ')
       from (select (f * 7919 + c * 104729 + w * 1299709) % 1000003 as h from generate_series(1, 9) w) x),
      'english'
    from generate_series(1, ${SEARCH_FILES}) f, generate_series(1, ${SEARCH_CUES}) c`);
  await db.execute(sql`create index cues_search_idx on cues using gin (search)`);
  await db.execute(sql`analyze`);
}

async function searchBench(label: string, database: Database): Promise<void> {
  const started = performance.now();
  await fillSearchCorpus(database.db);
  const fillSeconds = (performance.now() - started) / 1000;
  const api = embedApi(database.db);
  const latencies: number[] = [];
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    for (const q of SEARCH_QUERIES) {
      const t = performance.now();
      const res = await api.request(`/embed/workspaces/bench/showcases/big/search?q=${encodeURIComponent(q)}&limit=20`);
      if (res.status !== 200) throw new Error(`search ${q}: ${res.status}`);
      await res.arrayBuffer();
      if (round > 0) latencies.push(performance.now() - t); // round 0 warms caches
    }
  }
  console.log(
    `Showcase search on ${label}, ${SEARCH_FILES} files × ${SEARCH_CUES} cues (filled in ${fillSeconds.toFixed(0)} s), ` +
      `${latencies.length} queries: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
  );
}

/** BENCH_DATABASE_URL, or a throwaway PostgreSQL 15 cluster when its binaries are installed. */
async function withPostgres(run: (url: string) => Promise<void>): Promise<void> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    // A throwaway database on that server, so the bench never touches existing data.
    const { default: pg } = await import('pg');
    const name = `bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(given);
    url.pathname = `/${name}`;
    try {
      return await run(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  }
  const bin = '/usr/lib/postgresql/15/bin';
  if (!existsSync(bin)) {
    console.log('Showcase search on PostgreSQL: skipped (set BENCH_DATABASE_URL or install PostgreSQL 15)');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
  const asPostgres = (args: string[]) => {
    const root = process.getuid?.() === 0;
    if (root) spawnSync('chown', ['-R', 'postgres', dir]);
    const result = root ? spawnSync('runuser', ['-u', 'postgres', '--', ...args]) : spawnSync(args[0]!, args.slice(1));
    if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr.toString()}`);
  };
  const port = 56000 + Math.floor(Math.random() * 1000);
  asPostgres([`${bin}/initdb`, '-D', `${dir}/data`, '-U', 'postgres', '--auth=trust']);
  asPostgres([
    `${bin}/pg_ctl`,
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-w',
    'start',
  ]);
  try {
    await run(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    asPostgres([`${bin}/pg_ctl`, '-D', `${dir}/data`, '-m', 'fast', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function (): Promise<void> {
  await trackCuesBench();
  const pglite = await openDatabase({ dataDir: 'memory://' });
  await searchBench('PGlite', pglite);
  await pglite.close();
  await withPostgres(async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    try {
      await searchBench('PostgreSQL', database);
    } finally {
      await database.close();
    }
  });
}
