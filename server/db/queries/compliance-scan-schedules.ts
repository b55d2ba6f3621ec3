import { asc, eq, lte, sql } from 'drizzle-orm';
import type { ScanSchedule } from '@shared/schemas/compliance-scans';
import type { Db, Tx } from '../open-database';
import { complianceScanSchedules } from '../schema-compliance-scans';

// Weekly web scans (docs/compliance.md, "Web scans"): one row per workspace that repeats a scan.

type ScheduleRow = typeof complianceScanSchedules.$inferSelect;

function scheduleOf(row: ScheduleRow): ScanSchedule {
  return {
    urls: row.urls,
    depth: row.depth,
    repeat: 'weekly',
    nextRunAt: new Date(row.nextRunAt).toISOString(),
    lastScanId: row.lastScanId,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function scheduleOfWorkspace(db: Db | Tx, workspaceId: string): Promise<ScanSchedule | null> {
  const [row] = await db
    .select()
    .from(complianceScanSchedules)
    .where(eq(complianceScanSchedules.workspaceId, workspaceId));
  return row ? scheduleOf(row) : null;
}

/** Creates the workspace's weekly scan, or replaces the one it has (a workspace repeats one scan). */
export async function scheduleSaved(
  tx: Tx,
  schedule: {
    workspaceId: string;
    urls: string[];
    depth: number;
    nextRunAt: Date;
    lastScanId: string;
    createdBy: string;
  },
): Promise<void> {
  const { urls, depth, nextRunAt, lastScanId, createdBy } = schedule;
  await tx
    .insert(complianceScanSchedules)
    .values(schedule)
    .onConflictDoUpdate({
      target: complianceScanSchedules.workspaceId,
      set: { urls, depth, nextRunAt, lastScanId, createdBy, createdAt: sql`now()` },
    });
}

/** Stops the workspace's weekly scan; false when it had none. */
export async function scheduleDeleted(db: Db, workspaceId: string): Promise<boolean> {
  const deleted = await db
    .delete(complianceScanSchedules)
    .where(eq(complianceScanSchedules.workspaceId, workspaceId))
    .returning({ workspaceId: complianceScanSchedules.workspaceId });
  return deleted.length > 0;
}

/**
 * One schedule due at `now`, locked for the caller's transaction; rows another server holds are skipped, so two
 * servers sweeping at once start each week's scan once.
 */
export async function dueScheduleClaimed(tx: Tx, now: Date): Promise<ScheduleRow | null> {
  const [row] = await tx
    .select()
    .from(complianceScanSchedules)
    .where(lte(complianceScanSchedules.nextRunAt, now))
    .orderBy(asc(complianceScanSchedules.nextRunAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function scheduleAdvanced(tx: Tx, workspaceId: string, nextRunAt: Date, lastScanId: string) {
  await tx
    .update(complianceScanSchedules)
    .set({ nextRunAt, lastScanId })
    .where(eq(complianceScanSchedules.workspaceId, workspaceId));
}
