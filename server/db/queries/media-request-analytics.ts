import { sql } from 'drizzle-orm';
import type { MediaRequestAnalytics } from '@shared/schemas/review';
import type { Db } from '../open-database';

/** Requests created in [from, to), across every workspace. */
export interface Range {
  from: Date;
  to: Date;
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const inRange = (r: Range) =>
  sql`mr.created_at >= ${r.from.toISOString()}::timestamptz and mr.created_at < ${r.to.toISOString()}::timestamptz`;

/** The figures of the operator's analytics page; `from`/`to` of the answer are the caller's to fill. */
export async function mediaRequestAnalytics(db: Db, range: Range): Promise<Omit<MediaRequestAnalytics, 'from' | 'to'>> {
  const where = inRange(range);
  const [byDayAndKind, byWorkspace, byStatus, median, topFiles] = [
    await rowsOf<MediaRequestAnalytics['byDayAndKind'][number]>(
      db,
      sql`select to_char(mr.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, mr.kind, count(*)::int as count
          from media_requests mr where ${where} group by 1, 2 order by 1, 2`,
    ),
    await rowsOf<MediaRequestAnalytics['byWorkspace'][number]>(
      db,
      sql`select w.id as "workspaceId", w.name as "workspaceName", count(*)::int as count
          from media_requests mr join workspaces w on w.id = mr.workspace_id
          where ${where} group by w.id, w.name order by count desc, w.name, w.id`,
    ),
    await rowsOf<MediaRequestAnalytics['byStatus'][number]>(
      db,
      sql`select mr.status, count(*)::int as count from media_requests mr where ${where}
          group by mr.status order by count desc, mr.status`,
    ),
    await rowsOf<{ ms: number | null }>(
      db,
      sql`select round(percentile_cont(0.5) within group (
            order by extract(epoch from (mr.fulfilled_at - mr.created_at)) * 1000))::float8 as ms
          from media_requests mr where ${where} and mr.status = 'fulfilled' and mr.fulfilled_at is not null`,
    ),
    await rowsOf<MediaRequestAnalytics['topFiles'][number]>(
      db,
      sql`select mr.workspace_id as "workspaceId", f.id as "fileId", f.name as "fileName", count(*)::int as count
          from media_requests mr join files f on f.id = mr.file_id
          where ${where} group by mr.workspace_id, f.id, f.name order by count desc, f.name, f.id limit 10`,
    ),
  ];
  return {
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
    byDayAndKind,
    byWorkspace,
    byStatus,
    medianTimeToFulfilMs: median[0]?.ms ?? null,
    topFiles,
  };
}

export interface AnalyticsCsvRow {
  id: string;
  createdAt: Date;
  workspaceId: string;
  workspaceName: string;
  fileId: string;
  fileName: string;
  kind: string;
  language: string | null;
  status: string;
  fulfilledAt: Date | null;
}

/** Most rows a CSV export holds; a longer range is cut at the newest this many. */
export const CSV_MAX_ROWS = 50_000;

/** The requests of the range, oldest first, without requesters' addresses. */
export async function mediaRequestRows(db: Db, range: Range): Promise<AnalyticsCsvRow[]> {
  const rows = await rowsOf<AnalyticsCsvRow & { createdAt: string | Date; fulfilledAt: string | Date | null }>(
    db,
    sql`select * from (
          select mr.id, mr.created_at as "createdAt", w.id as "workspaceId", w.name as "workspaceName",
                 f.id as "fileId", f.name as "fileName", mr.kind, mr.language, mr.status, mr.fulfilled_at as "fulfilledAt"
          from media_requests mr join workspaces w on w.id = mr.workspace_id join files f on f.id = mr.file_id
          where ${inRange(range)} order by mr.created_at desc, mr.id limit ${CSV_MAX_ROWS}) newest
        order by "createdAt", id`,
  );
  // node-postgres and PGlite hand timestamps back as Dates, but a raw query may give strings.
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    fulfilledAt: r.fulfilledAt === null ? null : new Date(r.fulfilledAt),
  }));
}
