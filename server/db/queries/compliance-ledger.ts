import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_TARGET, type Target } from '@shared/compliance/criteria';
import type { ComplianceActor, EvidenceAction } from '@shared/schemas/compliance';
import { type EvidenceContent, evidenceHash, GENESIS_HASH } from '../../compliance/evidence-hash';
import type { Tx } from '../open-database';
import { complianceDaily, complianceEvidence, complianceLedgers, complianceStatuses } from '../schema-compliance';
import { users } from '../schema';
import { workspaceSettings } from '../schema-settings';
import { emitEvents } from '../../webhooks/emit-event';

// A workspace's ledger row: locked by every transaction that writes compliance rows, always after the other rows
// the change locks (tracks, files), so writers queue in one order and never deadlock; the chain's head lives here.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface Ledger {
  workspaceId: string;
  target: Target;
  headSeq: number;
  headHash: string;
  rulesVersion: number;
  prioritiesOn: string | null;
  /** The database's clock when the lock was taken (milliseconds), for every entry the transaction writes. */
  now: Date;
}

/** The workspace's ledger, locked until the transaction ends (created on first use). */
export async function lockedLedger(tx: Tx, workspaceId: string): Promise<Ledger> {
  await tx.insert(complianceLedgers).values({ workspaceId }).onConflictDoNothing();
  const [row] = rowsOf<{
    head_seq: string | number;
    head_hash: string;
    rules_version: number;
    priorities_on: string | null;
    target: Target | null;
    now: string | Date;
  }>(
    await tx.execute(sql`
      select l.head_seq, l.head_hash, l.rules_version, l.priorities_on::text as priorities_on,
        (select ${workspaceSettings.complianceTarget} from ${workspaceSettings}
         where ${workspaceSettings.workspaceId} = ${workspaceId}) as target,
        date_trunc('milliseconds', clock_timestamp()) as now
      from ${complianceLedgers} l where l.workspace_id = ${workspaceId} for update of l`),
  );
  return {
    workspaceId,
    target: row!.target ?? DEFAULT_TARGET,
    headSeq: Number(row!.head_seq),
    headHash: Number(row!.head_seq) === 0 ? GENESIS_HASH : row!.head_hash,
    rulesVersion: row!.rules_version,
    prioritiesOn: row!.priorities_on,
    now: new Date(row!.now),
  };
}

/** One evidence entry to append: who, what, which asset, criterion and track version. */
export interface NewEvidence {
  actor: ComplianceActor;
  action: EvidenceAction;
  assetId?: string | null;
  assetTitle?: string | null;
  criterion?: string | null;
  statusFrom?: string | null;
  statusTo?: string | null;
  trackId?: string | null;
  trackVersion?: number | null;
  details?: Record<string, unknown>;
}

const INSERT_CHUNK = 500;

/** Appends entries to the locked ledger's chain, in order, and moves its head. */
export async function appendEvidence(tx: Tx, ledger: Ledger, entries: NewEvidence[]): Promise<void> {
  if (entries.length === 0) return;
  const names = await namesOfUnnamed(tx, entries);
  const rows = entries.map((entry) => {
    const content: EvidenceContent = {
      workspaceId: ledger.workspaceId,
      seq: ledger.headSeq + 1,
      createdAt: ledger.now.toISOString(),
      actorType: entry.actor.type,
      actorId: entry.actor.id,
      actorName: entry.actor.name || names.get(entry.actor.id ?? '') || entry.actor.id || 'unknown',
      action: entry.action,
      assetId: entry.assetId ?? null,
      assetTitle: entry.assetTitle ?? null,
      criterion: entry.criterion ?? null,
      statusFrom: entry.statusFrom ?? null,
      statusTo: entry.statusTo ?? null,
      trackId: entry.trackId ?? null,
      trackVersion: entry.trackVersion ?? null,
      details: entry.details ?? {},
      previousHash: ledger.headHash,
    };
    const hash = evidenceHash(content);
    ledger.headSeq = content.seq;
    ledger.headHash = hash;
    return { ...content, createdAt: ledger.now, hash } as typeof complianceEvidence.$inferInsert;
  });
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(complianceEvidence).values(rows.slice(start, start + INSERT_CHUNK));
  }
  await tx
    .update(complianceLedgers)
    .set({ headSeq: ledger.headSeq, headHash: ledger.headHash })
    .where(eq(complianceLedgers.workspaceId, ledger.workspaceId));
  // An entry that moves a criterion's status is what integrators watch for.
  const changes = rows.filter((row) => row.statusTo != null && row.statusTo !== row.statusFrom);
  await emitEvents(
    tx,
    ledger.workspaceId,
    'compliance.changed',
    changes.map(({ createdAt, ...row }) => ({
      resourceId: row.assetId ?? ledger.workspaceId,
      data: { ...row, createdAt: createdAt.toISOString() },
    })),
  );
}

/** Members' names (or emails) for the entries whose actor is a member named only by id. */
async function namesOfUnnamed(tx: Tx, entries: NewEvidence[]): Promise<Map<string, string>> {
  const ids = [...new Set(entries.filter((e) => e.actor.id && !e.actor.name).map((e) => e.actor.id!))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})` })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Records today's totals (UTC) for the progress chart; the last change of a day leaves the day's figures. */
export async function recordDailyTotals(tx: Tx, ledger: Ledger): Promise<void> {
  await tx.execute(sql`
    insert into ${complianceDaily} (workspace_id, day, target, assets, conforming, exempt)
    select ${ledger.workspaceId}, (${ledger.now.toISOString()}::timestamptz at time zone 'UTC')::date, ${ledger.target},
      count(*), count(*) filter (where conforms), count(*) filter (where exempt and not conforms)
    from ${complianceStatuses} where workspace_id = ${ledger.workspaceId}
    on conflict (workspace_id, day) do update set target = excluded.target, assets = excluded.assets,
      conforming = excluded.conforming, exempt = excluded.exempt`);
}
