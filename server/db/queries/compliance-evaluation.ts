import { eq, inArray, sql } from 'drizzle-orm';
import type { Criterion, CriterionStatus } from '@shared/compliance/criteria';
import { type Evaluation, evaluateAsset, RULES_VERSION } from '@shared/compliance/evaluate';
import { priorityScore } from '@shared/compliance/priority';
import type { ComplianceActor, EvidenceAction } from '@shared/schemas/compliance';
import type { Tx } from '../open-database';
import { complianceStatuses } from '../schema-compliance';
import { loadedAssets, type LoadedAsset } from './compliance-facts';
import { appendEvidence, type Ledger, type NewEvidence, recordDailyTotals } from './compliance-ledger';

// Judging assets and storing the result, in the caller's transaction under the locked ledger: the stored status
// rows are therefore always what the rules say of the facts committed with them.

/** The event that made assets be judged again, as the evidence log records it. */
export interface Change {
  actor: ComplianceActor;
  action: EvidenceAction;
  /**
   * Logged even when no status changes (the event itself is evidence: a track added, a review). Otherwise an entry
   * is written only for a status that changed.
   */
  always: boolean;
  criterion?: Criterion | null;
  trackId?: string | null;
  trackVersion?: number | null;
  details?: Record<string, unknown>;
  /** Details of one asset's entries besides `details` (a batch judged at once: which page each was found on). */
  detailsOf?: (assetId: string) => Record<string, unknown>;
}

type StoredRow = typeof complianceStatuses.$inferSelect;
type StatusColumns = Pick<StoredRow, 'c121' | 'c122' | 'c123' | 'c124' | 'c125' | 'c126' | 'c127' | 'c128'>;
const COLUMN_OF: Record<Criterion, keyof StatusColumns> = {
  '1.2.1': 'c121',
  '1.2.2': 'c122',
  '1.2.3': 'c123',
  '1.2.4': 'c124',
  '1.2.5': 'c125',
  '1.2.6': 'c126',
  '1.2.7': 'c127',
  '1.2.8': 'c128',
};
/** The SQL column of a criterion's stored status. */
export const criterionColumn = (criterion: Criterion) => complianceStatuses[COLUMN_OF[criterion]];

const WRITE_CHUNK = 500;

/**
 * Judges the assets (`ids`, or all the workspace's) against the ledger's target, stores what changed and, for a
 * `change`, appends its evidence. Answers how many assets' statuses changed.
 */
export async function reevaluated(
  tx: Tx,
  ledger: Ledger,
  ids: string[] | 'all',
  change: Change | null,
): Promise<{ changed: number }> {
  const loaded = await loadedAssets(tx, ledger.workspaceId, ids);
  const stored = await storedStatuses(tx, ledger.workspaceId, ids);
  const writes: (typeof complianceStatuses.$inferInsert)[] = [];
  const entries: NewEvidence[] = [];
  let changed = 0;
  for (const item of loaded) {
    const evaluation = evaluateAsset(item.facts, ledger.target);
    const row = statusRow(item, evaluation, ledger);
    const before = stored.get(item.asset.id);
    const transitions = before ? statusChanges(before, row, ledger) : null;
    if (!before || transitions!.length > 0 || before.conforms !== row.conforms || before.exempt !== row.exempt) {
      changed += 1;
    }
    if (!before || differs(before, row)) writes.push(row);
    if (change) entries.push(...evidenceOf(change, item, evaluation, before ? transitions! : null));
  }
  for (let start = 0; start < writes.length; start += WRITE_CHUNK) {
    await upsertStatuses(tx, writes.slice(start, start + WRITE_CHUNK));
  }
  await appendEvidence(tx, ledger, entries);
  if (changed > 0 || (change && entries.length > 0)) await recordDailyTotals(tx, ledger);
  return { changed };
}

async function storedStatuses(tx: Tx, workspaceId: string, ids: string[] | 'all') {
  const rows = await tx
    .select()
    .from(complianceStatuses)
    .where(ids === 'all' ? eq(complianceStatuses.workspaceId, workspaceId) : inArray(complianceStatuses.assetId, ids));
  return new Map(rows.map((r) => [r.assetId, r]));
}

function statusRow(item: LoadedAsset, evaluation: Evaluation, ledger: Ledger): typeof complianceStatuses.$inferInsert {
  const columns = Object.fromEntries(
    Object.entries(COLUMN_OF).map(([c, column]) => [column, evaluation.criteria[c as Criterion]?.status ?? null]),
  ) as StatusColumns;
  return {
    assetId: item.asset.id,
    workspaceId: ledger.workspaceId,
    target: ledger.target,
    rulesVersion: RULES_VERSION,
    status: evaluation.status,
    conforms: evaluation.conforms,
    exempt: evaluation.exempt,
    ...columns,
    criteria: evaluation.criteria,
    priority: priorityScore(item.priority, ledger.now),
    views: item.priority.views,
    isPublic: item.priority.isPublic,
    evaluatedAt: ledger.now,
  };
}

/** The criteria whose status moved (under the same target; a target change is logged once, by its caller). */
function statusChanges(before: StoredRow, after: typeof complianceStatuses.$inferInsert, ledger: Ledger) {
  const changes: { criterion: Criterion; from: CriterionStatus | null; to: CriterionStatus | null }[] = [];
  for (const [criterion, column] of Object.entries(COLUMN_OF) as [Criterion, keyof StatusColumns][]) {
    const from = before.target === ledger.target ? before[column] : (after[column] ?? null);
    const to = after[column] ?? null;
    if (from !== to) changes.push({ criterion, from, to });
  }
  return changes;
}

function differs(before: StoredRow, after: typeof complianceStatuses.$inferInsert) {
  return (
    before.target !== after.target ||
    before.rulesVersion !== after.rulesVersion ||
    before.status !== after.status ||
    before.conforms !== after.conforms ||
    before.exempt !== after.exempt ||
    before.priority !== after.priority ||
    before.views !== after.views ||
    before.isPublic !== after.isPublic ||
    JSON.stringify(before.criteria) !== JSON.stringify(after.criteria)
  );
}

function evidenceOf(
  change: Change,
  item: LoadedAsset,
  evaluation: Evaluation,
  transitions: ReturnType<typeof statusChanges> | null,
): NewEvidence[] {
  const base = {
    actor: change.actor,
    action: change.action,
    assetId: item.asset.id,
    assetTitle: item.asset.title,
    trackId: change.trackId ?? null,
    trackVersion: change.trackVersion ?? null,
  };
  const details = {
    ...change.details,
    ...change.detailsOf?.(item.asset.id),
    status: evaluation.status,
    conforms: evaluation.conforms,
  };
  if (transitions === null) {
    // A new asset: its first judgement, every criterion in one entry.
    const criteria = Object.fromEntries(Object.entries(evaluation.criteria).map(([c, r]) => [c, r.status]));
    return [
      { ...base, criterion: change.criterion ?? null, statusTo: evaluation.status, details: { ...details, criteria } },
    ];
  }
  if (transitions.length === 0) {
    return change.always ? [{ ...base, criterion: change.criterion ?? null, details }] : [];
  }
  return transitions.map((t) => ({ ...base, criterion: t.criterion, statusFrom: t.from, statusTo: t.to, details }));
}

/** The columns a new judgement replaces (everything but the keys). */
const UPDATED = [
  'target',
  'rulesVersion',
  'status',
  'conforms',
  'exempt',
  'c121',
  'c122',
  'c123',
  'c124',
  'c125',
  'c126',
  'c127',
  'c128',
  'criteria',
  'priority',
  'views',
  'isPublic',
  'evaluatedAt',
] as const;

async function upsertStatuses(tx: Tx, rows: (typeof complianceStatuses.$inferInsert)[]) {
  await tx
    .insert(complianceStatuses)
    .values(rows)
    .onConflictDoUpdate({
      target: complianceStatuses.assetId,
      set: Object.fromEntries(UPDATED.map((key) => [key, sql.raw(`excluded.${complianceStatuses[key].name}`)])),
    });
}
