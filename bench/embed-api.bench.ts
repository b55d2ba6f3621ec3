// Embed API on PGlite and PostgreSQL: GET of a 10,000-cue track (JSON and .vtt) through the real server
// versus a bare node:http server sending the same bytes, and showcase search latency over 1,000 files ×
// 300 cues. GET rounds interleave ours and the peer, so a slow spell of a noisy machine hits both alike;
// the figure is the median of the per-round ratios, with their spread.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { serve } from '@hono/node-server';
import type { Auth } from 'firebase-admin/auth';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { createApi } from '../server/api';
import { loadConfig } from '../server/config';
import { createJobQueue } from '../server/jobs/create-job-queue';
import { createLocalStorage } from '../server/storage/local-storage';
import { replaceCues } from '../server/db/queries/tracks';
import { type Database, openDatabase } from '../server/db/open-database';
import { files, showcases, tracks, workspaces } from '../server/db/schema';
import { DEFAULT_SHOWCASE_OPTIONS } from '../shared/schemas/showcases';
import { withPostgres } from './throwaway-postgres';

const TRACK_CUES = 10_000;
const GET_ROUNDS = 15;
const GET_REQUESTS = 80;
const CONCURRENCY = 16;
/** Issue 10: ours ÷ bare node:http throughput. */
const GET_GOAL = 0.6;
const SEARCH_FILES = 1_000;
const SEARCH_CUES = 300;
const SEARCH_QUERIES = ['moon', 'rocket launch', '"quick brown"', 'w17', 'w1234 or ocean', 'science', 'zeppelin'];
const SEARCH_ROUNDS = 15;
/** Issue 10: p95 in milliseconds. */
const SEARCH_GOAL: Record<Database['kind'], number> = { postgres: 30, pglite: 100 };
const WORDS = (
  'moon rocket launch quick brown fox jumps over lazy dog audio video caption access media ocean river ' +
  'mountain science history lecture student teacher campus library question answer energy planet'
).split(' ');

/** Sends `total` GETs over keep-alive connections, `concurrency` at a time; answers requests per second. */
async function load(url: string, total: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let next = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          res.on('data', () => {});
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`))));
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
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return total / seconds;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const percentile = (values: number[], p: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const median = (values: number[]) => percentile(values, 50);
const spread = (values: number[]) => `${sorted(values)[0]!.toFixed(2)}–${sorted(values).at(-1)!.toFixed(2)}`;

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

/** The real API; embed calls need no sign-in. Searches name their client in X-Forwarded-For (one proxy). */
function embedApi(database: Database) {
  const { media } = loadConfig({ DATA_DIR: tmpdir() });
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
      auth: {} as Auth,
      trustUnverifiedEmails: false,
      trustProxy: 1,
      publicUrl: 'http://localhost',
      embedChanges: database.embedChanges,
      // The embed calls never touch stored media.
      storage: createLocalStorage(media.localDir),
      // Never started: nothing here queues a job.
      jobs: createJobQueue({ database, storage: createLocalStorage(media.localDir), worksJobs: false }),
      media,
    },
    clientConfig,
  );
}

/** The workspace, a 10,000-cue embeddable track, and 1,000 files × 300 cues in one published showcase. */
async function fill(db: Database['db']): Promise<void> {
  await db.insert(workspaces).values({ id: 'bench', name: 'Bench', type: 'business' });
  await db.insert(files).values({ id: 'long', workspaceId: 'bench', name: 'Long lecture', embeddable: true });
  await db.insert(tracks).values({ id: 'long-en', fileId: 'long', language: 'en', kind: 'captions', label: 'English' });
  const cueList = Array.from({ length: TRACK_CUES }, (_, i) => ({
    id: `c${i + 1}`,
    startMs: i * 3000,
    endMs: i * 3000 + 2800,
    text: Array.from({ length: 9 }, (_, w) => WORDS[(i * 7 + w * 3) % WORDS.length]).join(' '),
  }));
  await replaceCues(db, { id: 'long-en', language: 'en' }, cueList);

  await db.insert(showcases).values({
    id: 'big',
    workspaceId: 'bench',
    title: 'Big',
    slug: 'big',
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

/** Per-round ratios ours ÷ bare for the track as JSON and as WebVTT. */
async function trackGets(api: ReturnType<typeof embedApi>): Promise<Record<'json' | 'vtt', number[]>> {
  const server = serve({ fetch: new Hono().route('/api', api).fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/embed/workspaces/bench/files/long/tracks/long-en`;
  const ratios = { json: [] as number[], vtt: [] as number[] };
  for (const [format, url] of [
    ['json', base],
    ['vtt', `${base}.vtt`],
  ] as const) {
    const response = await fetch(url);
    const bytes = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('Content-Type')!;
    const bare = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': bytes.length });
      res.end(bytes);
    });
    const bareUrl = `http://127.0.0.1:${await listen(bare)}/`;
    await load(url, 50); // warm-up
    await load(bareUrl, 50);
    for (let round = 0; round < GET_ROUNDS; round++) {
      // Alternate who goes first, so neither always meets the machine's same moment.
      const first = round % 2 === 0;
      const a = await load(first ? url : bareUrl, GET_REQUESTS);
      const b = await load(first ? bareUrl : url, GET_REQUESTS);
      ratios[format].push(first ? a / b : b / a);
    }
    if (format === 'json') console.log(`  track: ${TRACK_CUES} cues, ${(bytes.length / 1024).toFixed(0)} KiB as JSON`);
    await close(bare);
  }
  await close(server);
  return ratios;
}

/** Latencies of SEARCH_ROUNDS × SEARCH_QUERIES in-process searches, the first round left out (warm-up). */
async function searches(api: ReturnType<typeof embedApi>): Promise<number[]> {
  const latencies: number[] = [];
  let client = 0;
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    for (const q of SEARCH_QUERIES) {
      // A different client per request, as a crowd of viewers would be, so the per-address limit never bites.
      client += 1;
      const headers = { 'X-Forwarded-For': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` };
      const t = performance.now();
      const res = await api.request(
        `/embed/workspaces/bench/showcases/big/search?q=${encodeURIComponent(q)}&limit=20`,
        {
          headers,
        },
      );
      if (res.status !== 200) throw new Error(`search ${q}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (round > 0) latencies.push(performance.now() - t);
    }
  }
  return latencies;
}

async function benchEngine(label: string, database: Database): Promise<void> {
  const started = performance.now();
  await fill(database.db);
  const load1 = loadavg()[0]!.toFixed(1);
  console.log(`${label} (filled in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${load1}):`);
  const api = embedApi(database);
  const ratios = await trackGets(api);
  for (const format of ['json', 'vtt'] as const) {
    console.log(
      `  GET track .${format.padEnd(4)} ours ÷ bare node:http: median ${median(ratios[format]).toFixed(2)} ` +
        `(spread ${spread(ratios[format])}, ${GET_ROUNDS} rounds × ${GET_REQUESTS} requests, ${CONCURRENCY} concurrent)` +
        `   goal ≥ ${GET_GOAL}`,
    );
  }
  const latencies = await searches(api);
  console.log(
    `  search ${SEARCH_FILES} files × ${SEARCH_CUES} cues, ${latencies.length} queries: p50 ${median(latencies).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms (max ${Math.max(...latencies).toFixed(1)})   goal p95 ≤ ${SEARCH_GOAL[database.kind]} ms`,
  );
}

export default async function (): Promise<void> {
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    await benchEngine('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  await withPostgres(async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: 'unused', log: () => {} });
    try {
      await benchEngine('PostgreSQL', database);
    } finally {
      await database.close();
    }
  });
}
