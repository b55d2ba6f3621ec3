// Issue 29's ledger figures on 10,000 assets: p95 of the summary and of a page of 100 assets (first pages and deep
// cursors, with and without filters), and a full re-evaluation after a rule change (every asset judged again, its
// changes stored) and after a target change. The queries are the routes' own, called directly.
import { eq, sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { type Database, openDatabase } from '../server/db/open-database';
import { openedLedger } from '../server/db/queries/compliance-changes';
import { complianceAssetsPage, complianceSummary } from '../server/db/queries/compliance-read';
import { complianceTargetSet } from '../server/db/queries/compliance-target';
import { systemActor } from '../server/db/queries/compliance-changes';
import { files, tracks, workspaces } from '../server/db/schema';
import { complianceLedgers } from '../server/db/schema-compliance';
import { withPostgres } from './throwaway-postgres';

const ASSETS = 10_000;
const ROUNDS = 60;
const GOALS = { summaryP95: 50, pageP95: 100, reevaluateMs: 10_000 };
const W = 'bench';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** 10,000 library files: most with sound and picture, a fifth audio only; captions on about half, in every state. */
async function fill(db: Database['db']) {
  await db.insert(workspaces).values({ id: W, name: 'Bench', type: 'business' });
  for (let start = 0; start < ASSETS; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, j) => start + j);
    await db.insert(files).values(
      batch.map((i) => ({
        id: `file-${i}`,
        workspaceId: W,
        name: `Lecture ${i}`,
        status: 'ready' as const,
        mimeType: i % 5 === 0 ? 'audio/mpeg' : 'video/mp4',
        durationMs: 60_000 + ((i * 7919) % 3_600_000),
      })),
    );
    const captioned = batch.filter((i) => i % 2 === 0);
    await db.insert(tracks).values(
      captioned.map((i) => ({
        id: `track-${i}`,
        fileId: `file-${i}`,
        language: 'en',
        kind: 'captions' as const,
        label: 'English',
        origin: (i % 3 === 0 ? 'machine' : 'edited') as 'machine' | 'edited',
        ...(i % 12 === 0 ? { reviewedAt: new Date(), reviewedVersion: 1 } : {}),
      })),
    );
  }
  // The ledger adopts every file as an asset, judged with its evidence entry: what a first visit does.
  const started = performance.now();
  await db.transaction((tx) => openedLedger(tx, W));
  const adopted = performance.now() - started;
  // What autovacuum does on a live server after a load like this one: fresh statistics for the planner.
  await db.execute(sql`vacuum analyze`);
  return adopted;
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

async function benchEngine(label: string, database: Database) {
  const { db } = database;
  const adoptMs = await fill(db);
  console.log(`\n${label}, ${ASSETS.toLocaleString('en')} assets (load ${loadavg()[0]!.toFixed(1)})`);
  console.log(
    `  first visit: ${ASSETS.toLocaleString('en')} files adopted and judged in ${(adoptMs / 1000).toFixed(1)} s`,
  );

  const summary = await timed(() => complianceSummary(db, W, 90));
  console.log(`  summary: p95 ${percentile(summary, 95).toFixed(1)} ms   goal ≤ ${GOALS.summaryP95} ms`);

  // A cursor from half way down, to show that deep pages cost what the first does (keyset, not offset).
  let deep: string | undefined;
  for (let i = 0; i < 50; i++) deep = (await complianceAssetsPage(db, W, { limit: 100, cursor: deep }))!.nextCursor!;
  const pages = {
    first: () => complianceAssetsPage(db, W, { limit: 100 }),
    'page 51': () => complianceAssetsPage(db, W, { limit: 100, cursor: deep }),
    'failing 1.2.2': () => complianceAssetsPage(db, W, { limit: 100, status: 'not_met', criterion: '1.2.2' }),
    'search "Lecture 99"': () => complianceAssetsPage(db, W, { limit: 100, q: 'Lecture 99' }),
  };
  for (const [name, run] of Object.entries(pages)) {
    const times = await timed(run);
    console.log(`  asset page (${name}): p95 ${percentile(times, 95).toFixed(1)} ms   goal ≤ ${GOALS.pageP95} ms`);
  }

  // A rule change: the ledger's rules version moves, and the next request judges every asset again.
  await db.update(complianceLedgers).set({ rulesVersion: 0 }).where(eq(complianceLedgers.workspaceId, W));
  let started = performance.now();
  await db.transaction((tx) => openedLedger(tx, W));
  const rules = performance.now() - started;
  console.log(
    `  re-evaluation after a rule change: ${(rules / 1000).toFixed(2)} s   goal ≤ ${GOALS.reevaluateMs / 1000} s`,
  );
  started = performance.now();
  await complianceTargetSet(db, W, 'AAA', systemActor('bench'));
  const target = performance.now() - started;
  console.log(
    `  re-evaluation after a target change (AA → AAA): ${(target / 1000).toFixed(2)} s   goal ≤ ${GOALS.reevaluateMs / 1000} s`,
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
    const postgres = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    try {
      await benchEngine('PostgreSQL', postgres);
    } finally {
      await postgres.close();
    }
  });
}
