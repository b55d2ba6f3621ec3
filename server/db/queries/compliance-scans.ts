import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ComplianceScan, ScanFailure } from '@shared/schemas/compliance-scans';
import type { Db, Tx } from '../open-database';
import { complianceScans } from '../schema-compliance-scans';
import { jobs } from '../schema-jobs';

// Web scans' rows: what was asked, how far the job has got and which pages failed. The state is the job's.

const RECENT_SCANS = 20;
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

const scanColumns = { ...getTableColumns(complianceScans), state: jobs.state, error: jobs.error };
const scans = (db: Db | Tx) =>
  db.select(scanColumns).from(complianceScans).leftJoin(jobs, eq(jobs.id, complianceScans.jobId));
type ScanRow = Awaited<ReturnType<typeof scans>>[number];

function scanOf(row: ScanRow): ComplianceScan {
  return {
    id: row.id,
    // A scan whose job row is gone (never, unless deleted by hand) reads as failed.
    status: row.state ?? 'failed',
    urls: row.urls,
    depth: row.depth,
    pagesDone: row.pagesDone,
    pagesTotal: row.pagesTotal,
    assetsFound: row.assetsFound,
    failures: row.failures,
    error: row.state === 'failed' ? row.error : null,
    createdAt: new Date(row.createdAt).toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

/** A new scan, in the caller's transaction (its job is queued in the same one). */
export async function insertedScan(
  tx: Tx,
  scan: { id: string; workspaceId: string; urls: string[]; depth: number; createdBy: string | null },
): Promise<void> {
  await tx.insert(complianceScans).values(scan);
}

export async function scanJobSet(tx: Tx, scanId: string, jobId: string): Promise<void> {
  await tx.update(complianceScans).set({ jobId }).where(eq(complianceScans.id, scanId));
}

/** The workspace's scan, or null (another workspace's is not found either). */
export async function scanOfWorkspace(db: Db | Tx, workspaceId: string, scanId: string) {
  const [row] = await scans(db).where(
    and(eq(complianceScans.workspaceId, workspaceId), eq(complianceScans.id, scanId)),
  );
  return row ? scanOf(row) : null;
}

/** The workspace's latest scans, newest first. */
export async function recentScans(db: Db, workspaceId: string): Promise<ComplianceScan[]> {
  const rows = await scans(db)
    .where(eq(complianceScans.workspaceId, workspaceId))
    .orderBy(desc(complianceScans.createdAt), desc(complianceScans.id))
    .limit(RECENT_SCANS);
  return rows.map(scanOf);
}

/** A run starts over (a retry after a crash counts again from nothing; assets found are upserted anyway). */
export async function scanStarted(db: Db, scanId: string): Promise<void> {
  await db
    .update(complianceScans)
    .set({
      pagesDone: 0,
      pagesTotal: 0,
      assetsFound: 0,
      failures: [],
      startedAt: sql`coalesce(${complianceScans.startedAt}, now())`,
      finishedAt: null,
    })
    .where(eq(complianceScans.id, scanId));
}

export async function scanProgressed(
  db: Db,
  scanId: string,
  progress: { pagesDone: number; pagesTotal: number; assetsFound: number; failures: ScanFailure[] },
): Promise<void> {
  await db.update(complianceScans).set(progress).where(eq(complianceScans.id, scanId));
}

export async function scanFinished(db: Db | Tx, scanId: string): Promise<void> {
  await db
    .update(complianceScans)
    .set({ finishedAt: sql`now()` })
    .where(eq(complianceScans.id, scanId));
}

/** The scan of a job that ended failed or cancelled. */
export async function scanOfJobFinished(db: Db | Tx, jobId: string): Promise<void> {
  await db
    .update(complianceScans)
    .set({ finishedAt: sql`now()` })
    .where(eq(complianceScans.jobId, jobId));
}
