import { SCAN_REPEAT_MS } from '@shared/schemas/compliance-scans';
import { dueScheduleClaimed, scheduleAdvanced } from '../../db/queries/compliance-scan-schedules';
import { queuedSync } from '../platform-sync/sync-job';
import { queuedScan, type WebScanDeps } from './scan-job';

/** How often the server looks for weekly scans that are due. */
export const WEEKLY_SCAN_SWEEP_MS = 60_000;
/** Scans one sweep starts at most, so a backlog after downtime spreads over a few minutes. */
const SCANS_PER_SWEEP = 50;

/**
 * The first of the schedule's weekly slots after `now`: a schedule keeps its weekday and hour, and a server that
 * was down for three weeks scans once on its return, not three times.
 */
export function nextWeeklyRun(due: Date, now: Date): Date {
  const missed = Math.floor((now.getTime() - due.getTime()) / SCAN_REPEAT_MS) + 1;
  return new Date(due.getTime() + Math.max(1, missed) * SCAN_REPEAT_MS);
}

/**
 * Starts every weekly scan due at `now` (and its workspace's platform sync), each with its schedule advanced in the
 * same transaction; answers how many.
 */
export async function startDueWeeklyScans(deps: WebScanDeps, now = new Date()): Promise<number> {
  let started = 0;
  while (started < SCANS_PER_SWEEP) {
    const scanned = await deps.db.transaction(async (tx) => {
      const schedule = await dueScheduleClaimed(tx, now);
      if (!schedule) return false;
      const { workspaceId, urls, depth, createdBy } = schedule;
      const scanId = await queuedScan(tx, deps.jobs, { workspaceId, urls, depth, createdBy });
      await scheduleAdvanced(tx, workspaceId, nextWeeklyRun(schedule.nextRunAt, now), scanId);
      // The connected platforms are listed again the same week, so their new items join the ledger too.
      await queuedSync(tx, deps.jobs, workspaceId);
      return true;
    });
    if (!scanned) break;
    started += 1;
  }
  return started;
}
