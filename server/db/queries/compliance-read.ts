import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CRITERIA,
  type CriterionStatus,
  criteriaOfTarget,
  DEFAULT_TARGET,
  type Target,
  TARGETS,
} from '@shared/compliance/criteria';
import { RULES_VERSION } from '@shared/compliance/evaluate';
import { PRIORITY_BAND_FLOOR, PRIORITY_BANDS } from '@shared/compliance/priority';
import type { DescriptionAnalysis } from '@shared/schemas/description-analysis';
import type {
  ComplianceAsset,
  ComplianceSummary,
  ComplianceTotals,
  EvidenceVerification,
  ListComplianceAssetsQuery,
} from '@shared/schemas/compliance';
import { verifiedChain } from '../../compliance/verify-chain';
import type { Db } from '../open-database';
import { files } from '../schema';
import { descriptionAnalyses } from '../schema-description-analyses';
import { workspaceSettings } from '../schema-settings';
import {
  complianceAssets,
  complianceDaily,
  complianceEvidence,
  complianceExceptions,
  complianceLedgers,
  complianceStatuses,
} from '../schema-compliance';
import { openedLedger } from './compliance-changes';
import { criterionColumn } from './compliance-evaluation';

// What the ledger's screens and reports read. Each read first opens the ledger (bringing statuses up to the current
// rules and adopting files the seed or a restore added), so what it answers is always judged by today's rules.

const FAILING: CriterionStatus[] = ['not_met', 'needs_review', 'unknown'];

/**
 * The ledger brought up to date; its target and rules version. Almost always it already is: one lock-free read
 * says so, and only a ledger behind the rules or with files to adopt takes the locked write (issue 29's bench: the
 * lock and the adoption's insert on every read cost 0.1–0.3 s on 10,000 assets and serialised readers).
 */
async function currentLedger(db: Db, workspaceId: string): Promise<{ target: Target; rulesVersion: number }> {
  const [row] = rowsOf<{ rules_version: number; target: Target | null; adopted: boolean }>(
    await db.execute(sql`
      select l.rules_version,
        (select ${workspaceSettings.complianceTarget} from ${workspaceSettings}
         where ${workspaceSettings.workspaceId} = ${workspaceId}) as target,
        not exists (select 1 from ${files} f where f.workspace_id = ${workspaceId}
          and not exists (select 1 from ${complianceAssets} a where a.file_id = f.id)) as adopted
      from ${complianceLedgers} l where l.workspace_id = ${workspaceId}`),
  );
  if (row && row.rules_version === RULES_VERSION && row.adopted) {
    return { target: row.target ?? DEFAULT_TARGET, rulesVersion: row.rules_version };
  }
  return db.transaction((tx) => openedLedger(tx, workspaceId));
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The target, totals by status, criterion and source, and the daily history. */
export async function complianceSummary(db: Db, workspaceId: string, days: number): Promise<ComplianceSummary> {
  const ledger = await currentLedger(db, workspaceId);
  // Counted by the database over the stored status columns: the distinct combinations are few (tens), where
  // reading every asset's criteria into the server took 1.3 s for 10,000.
  const columns = CRITERIA.map((c) => criterionColumn(c));
  const groups = await db
    .select({
      status: complianceStatuses.status,
      conforms: complianceStatuses.conforms,
      exempt: complianceStatuses.exempt,
      source: complianceAssets.source,
      criteria: sql<(CriterionStatus | null)[]>`array[${sql.join(columns, sql`, `)}]`,
      count: sql<number>`count(*)::int`,
    })
    .from(complianceStatuses)
    .innerJoin(complianceAssets, eq(complianceAssets.id, complianceStatuses.assetId))
    .where(eq(complianceStatuses.workspaceId, workspaceId))
    .groupBy(
      complianceStatuses.status,
      complianceStatuses.conforms,
      complianceStatuses.exempt,
      complianceAssets.source,
      ...columns,
    );
  const totals: ComplianceTotals = {
    assets: 0,
    conforming: 0,
    exempt: 0,
    failing: 0,
    byStatus: {},
    byLevel: {},
    byCriterion: {},
    bySource: {},
  };
  const levels = TARGETS.slice(0, TARGETS.indexOf(ledger.target) + 1);
  for (const group of groups) {
    const { count, source } = group;
    const statusOf = new Map(CRITERIA.map((c, i) => [c, group.criteria[i] ?? null]));
    totals.assets += count;
    if (group.conforms) totals.conforming += count;
    else if (group.exempt) totals.exempt += count;
    else totals.failing += count;
    totals.byStatus[group.status] = (totals.byStatus[group.status] ?? 0) + count;
    for (const [criterion, status] of statusOf) {
      if (!status) continue;
      const counts = (totals.byCriterion[criterion] ??= {});
      counts[status] = (counts[status] ?? 0) + count;
    }
    for (const level of levels) {
      const meets = criteriaOfTarget(level).every((c) => ['met', 'not_applicable'].includes(statusOf.get(c) ?? ''));
      totals.byLevel[level] = (totals.byLevel[level] ?? 0) + (meets ? count : 0);
    }
    const bySource = (totals.bySource[source] ??= { assets: 0, conforming: 0 });
    bySource.assets += count;
    if (group.conforms) bySource.conforming += count;
  }
  const history = await db
    .select({
      day: sql<string>`${complianceDaily.day}::text`,
      target: complianceDaily.target,
      assets: complianceDaily.assets,
      conforming: complianceDaily.conforming,
      exempt: complianceDaily.exempt,
    })
    .from(complianceDaily)
    .where(
      and(eq(complianceDaily.workspaceId, workspaceId), gte(complianceDaily.day, sql`current_date - ${days}::int`)),
    )
    .orderBy(asc(complianceDaily.day));
  return { target: ledger.target, rulesVersion: ledger.rulesVersion, totals, history };
}

const encodeCursor = (priority: number, id: string) => Buffer.from(`${priority}:${id}`).toString('base64url');
function decodeCursor(cursor: string): { priority: number; id: string } | null {
  const match = /^(\d{1,3}):(.+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? { priority: Number(match[1]), id: match[2]! } : null;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters of a list call as SQL; null when the cursor is not one of ours. */
function filtersOf(workspaceId: string, query: ListComplianceAssetsQuery): SQL[] | null {
  const conditions: SQL[] = [eq(complianceStatuses.workspaceId, workspaceId)];
  const { status, criterion } = query;
  if (criterion && status) conditions.push(eq(criterionColumn(criterion), status));
  else if (criterion) conditions.push(inArray(criterionColumn(criterion), FAILING));
  else if (status) conditions.push(eq(complianceStatuses.status, status));
  if (query.source) conditions.push(eq(complianceAssets.source, query.source));
  if (query.fileId) conditions.push(eq(complianceAssets.fileId, query.fileId));
  if (query.q) conditions.push(sql`${complianceAssets.title} ilike ${likePattern(query.q)}`);
  if (query.priority) {
    const floor = PRIORITY_BAND_FLOOR[query.priority];
    const above = PRIORITY_BANDS[PRIORITY_BANDS.indexOf(query.priority) - 1];
    conditions.push(gte(complianceStatuses.priority, floor));
    if (above) conditions.push(lt(complianceStatuses.priority, PRIORITY_BAND_FLOOR[above]));
  }
  if (query.exception === 'any') conditions.push(sql`${complianceExceptions.assetId} is not null`);
  else if (query.exception === 'none') conditions.push(sql`${complianceExceptions.assetId} is null`);
  else if (query.exception) conditions.push(eq(complianceExceptions.type, query.exception));
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    if (!after) return null;
    conditions.push(
      or(
        lt(complianceStatuses.priority, after.priority),
        and(eq(complianceStatuses.priority, after.priority), sql`${complianceStatuses.assetId} > ${after.id}`),
      )!,
    );
  }
  return conditions;
}

const iso = (d: Date) => d.toISOString();

/** One page of assets, highest priority first; null for a cursor that is not one of ours. */
export async function complianceAssetsPage(
  db: Db,
  workspaceId: string,
  query: ListComplianceAssetsQuery & { limit: number },
): Promise<{ assets: ComplianceAsset[]; nextCursor: string | null } | null> {
  await currentLedger(db, workspaceId);
  const conditions = filtersOf(workspaceId, query);
  if (!conditions) return null;
  // The page's ids first, from the status index, joining only what the filters need; then the rows. Sorting the
  // wide joined rows to take 100 cost most of a page on 10,000 assets (docs/compliance.md, "Measured").
  const byAsset = Boolean(query.q || query.source || query.fileId);
  const byException = Boolean(query.exception);
  let ids = db.select({ id: complianceStatuses.assetId }).from(complianceStatuses).$dynamic();
  if (byAsset) ids = ids.innerJoin(complianceAssets, eq(complianceAssets.id, complianceStatuses.assetId));
  if (byException)
    ids = ids.leftJoin(complianceExceptions, eq(complianceExceptions.assetId, complianceStatuses.assetId));
  const chosen = (
    await ids
      .where(and(...conditions))
      .orderBy(desc(complianceStatuses.priority), asc(complianceStatuses.assetId))
      .limit(query.limit + 1)
  ).map((row) => row.id);
  const found =
    chosen.length === 0
      ? []
      : await db
          .select({
            asset: complianceAssets,
            status: complianceStatuses,
            exception: complianceExceptions,
            analysis: { result: descriptionAnalyses.result, at: descriptionAnalyses.analysedAt },
          })
          .from(complianceStatuses)
          .innerJoin(complianceAssets, eq(complianceAssets.id, complianceStatuses.assetId))
          .leftJoin(complianceExceptions, eq(complianceExceptions.assetId, complianceStatuses.assetId))
          .leftJoin(descriptionAnalyses, eq(descriptionAnalyses.fileId, complianceAssets.fileId))
          .where(inArray(complianceStatuses.assetId, chosen));
  const order = new Map(chosen.map((id, i) => [id, i]));
  const rows = found.sort((a, b) => order.get(a.status.assetId)! - order.get(b.status.assetId)!);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    assets: page.map(toComplianceAsset),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.status.priority, last.asset.id) : null,
  };
}

/** Every asset of the workspace, highest priority first (the reports). */
export async function allComplianceAssets(db: Db, workspaceId: string): Promise<ComplianceAsset[]> {
  const all: ComplianceAsset[] = [];
  let cursor: string | undefined;
  do {
    const page = (await complianceAssetsPage(db, workspaceId, { cursor, limit: 1000 }))!;
    all.push(...page.assets);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/** The describability analysis's verdict beside 1.2.5 when the target judges it; the status stays the rules'. */
function withSuggestion(
  criteria: ComplianceAsset['criteria'],
  analysis: { result: Omit<DescriptionAnalysis, 'analysedAt'>; at: Date } | null,
): ComplianceAsset['criteria'] {
  const judged = criteria['1.2.5'];
  if (!analysis || !judged) return criteria;
  const { likelyNeeded, verdict } = analysis.result;
  return { ...criteria, '1.2.5': { ...judged, suggestion: { likelyNeeded, verdict, at: iso(analysis.at) } } };
}

function toComplianceAsset(row: {
  asset: typeof complianceAssets.$inferSelect;
  status: typeof complianceStatuses.$inferSelect;
  exception: typeof complianceExceptions.$inferSelect | null;
  analysis: { result: Omit<DescriptionAnalysis, 'analysedAt'>; at: Date } | null;
}): ComplianceAsset {
  const { asset, status, exception, analysis } = row;
  return {
    id: asset.id,
    source: asset.source,
    fileId: asset.fileId,
    platformItemId: asset.platformItemId,
    title: asset.title,
    url: asset.url,
    pageUrl: asset.pageUrl,
    durationMs: asset.durationMs,
    hasAudio: asset.hasAudio,
    hasVideo: asset.hasVideo,
    live: asset.live,
    spokenLanguage: asset.spokenLanguage,
    views: status.views,
    public: status.isPublic,
    priority: status.priority,
    publishedAt: iso(asset.publishedAt),
    firstSeenAt: iso(asset.firstSeenAt),
    lastSeenAt: iso(asset.lastSeenAt),
    status: status.status,
    conforms: status.conforms,
    exception: exception
      ? {
          type: exception.type,
          note: exception.note,
          archiveTests: exception.archiveTests,
          by: { type: 'user', id: exception.createdBy, name: exception.createdByName },
          at: iso(exception.createdAt),
        }
      : null,
    criteria: withSuggestion(status.criteria as ComplianceAsset['criteria'], analysis),
    evaluatedAt: iso(status.evaluatedAt),
  };
}

/** Recomputes the workspace's evidence chain against the head its ledger recorded. */
export async function evidenceVerification(db: Db, workspaceId: string): Promise<EvidenceVerification> {
  const [ledger] = await db
    .select({ seq: complianceLedgers.headSeq, hash: complianceLedgers.headHash })
    .from(complianceLedgers)
    .where(eq(complianceLedgers.workspaceId, workspaceId));
  const rows = await db
    .select()
    .from(complianceEvidence)
    .where(eq(complianceEvidence.workspaceId, workspaceId))
    .orderBy(asc(complianceEvidence.seq));
  return verifiedChain(
    rows.map((r) => ({ ...r, details: r.details })),
    ledger ?? { seq: 0, hash: '' },
  );
}
