import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import type { BeaconEventType } from '@shared/schemas/beacon';
import { workspaces } from '../schema';
import { embedBeaconCounts } from '../schema-beacon';
import { workspaceSettings } from '../schema-settings';

export interface BeaconCount {
  fileId: string;
  type: BeaconEventType;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}

/** Whether the workspace lets its embeds report (on unless switched off in its settings); null when there is no such workspace. */
export async function beaconEnabled(db: Db, workspaceId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ on: workspaceSettings.embedBeacon })
    .from(workspaces)
    .leftJoin(workspaceSettings, eq(workspaceSettings.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
  return row ? (row.on ?? true) : null;
}

/** Adds the counts to the day's counters, creating those that do not exist yet, in one statement. */
export async function addBeaconCounts(db: Db, workspaceId: string, counts: BeaconCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(embedBeaconCounts)
    .values(counts.map((c) => ({ workspaceId, ...c })))
    .onConflictDoUpdate({
      target: [embedBeaconCounts.workspaceId, embedBeaconCounts.fileId, embedBeaconCounts.type, embedBeaconCounts.day],
      set: { count: sql`${embedBeaconCounts.count} + excluded.count` },
    });
}

/** A workspace's counters from `from` to `to` (UTC days, inclusive), optionally for one file, oldest first. */
export async function beaconCounts(
  db: Db,
  workspaceId: string,
  range: { from: string; to: string; fileId?: string },
): Promise<BeaconCount[]> {
  return db
    .select({
      fileId: embedBeaconCounts.fileId,
      type: embedBeaconCounts.type,
      day: embedBeaconCounts.day,
      count: embedBeaconCounts.count,
    })
    .from(embedBeaconCounts)
    .where(
      and(
        eq(embedBeaconCounts.workspaceId, workspaceId),
        gte(embedBeaconCounts.day, range.from),
        lte(embedBeaconCounts.day, range.to),
        range.fileId === undefined ? undefined : eq(embedBeaconCounts.fileId, range.fileId),
      ),
    )
    .orderBy(embedBeaconCounts.day, embedBeaconCounts.fileId, embedBeaconCounts.type);
}

/** The period's totals per kind, for the workspace analytics screen. */
export async function embedTotals(db: Db, workspaceId: string, range: { from: string; to: string }) {
  const totals = { plays: 0, searches: 0, cueClicks: 0, downloads: 0, corrections: 0 };
  const field = {
    play: 'plays',
    search: 'searches',
    cue_click: 'cueClicks',
    download: 'downloads',
    correction: 'corrections',
  } as const;
  for (const row of await beaconCounts(db, workspaceId, range)) totals[field[row.type]] += row.count;
  return totals;
}
