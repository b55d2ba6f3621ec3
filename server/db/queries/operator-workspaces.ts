import { type SQL, sql } from 'drizzle-orm';
import type { WorkspaceType } from '@shared/constants';
import type { OperatorWorkspaceRow, OperatorWorkspaceSort } from '@shared/schemas/operator';
import type { Db, Tx } from '../open-database';
import { periodAround } from './plans';

/** Where a page ended: the last row's sort key and id (keyset pagination, stable under inserts). */
export interface OperatorWorkspacePosition {
  key: string | number;
  id: string;
}

// Each sort's key as a column of the `w` subquery below. `created` uses microseconds since the epoch, so a cursor
// carries the exact value (a JS Date would round to milliseconds and skip or repeat rows).
const SORT_KEYS: Record<OperatorWorkspaceSort, SQL> = {
  name: sql`w.name`,
  created: sql`w.created_us`,
  members: sql`w.members`,
  files: sql`w.files`,
  balance: sql`w.balance`,
  minutes: sql`w.minutes`,
};

/** What type a sort's cursor key has (name: text; the rest: whole numbers). */
export const operatorSortKeyType = (sort: OperatorWorkspaceSort) => (sort === 'name' ? 'string' : 'number');

interface Row {
  id: string;
  name: string;
  type: string;
  created_at: string | Date;
  members: number | string;
  files: number | string;
  balance: number | string;
  minutes: number | string;
  sort_key: string | number;
}

/** One page of every workspace with its counts, filtered by name or id, in the order asked for. */
export async function operatorWorkspacePage(
  db: Db | Tx,
  page: {
    q?: string;
    sort: OperatorWorkspaceSort;
    descending: boolean;
    after: OperatorWorkspacePosition | null;
    limit: number;
    workspaceId?: string;
  },
  now = new Date(),
): Promise<{ workspaces: OperatorWorkspaceRow[]; last: OperatorWorkspacePosition | null }> {
  const { start } = periodAround(now);
  const key = SORT_KEYS[page.sort];
  const pattern = page.q ? `%${page.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const direction = page.descending ? sql`desc` : sql`asc`;
  const afterKey =
    page.after === null
      ? sql`true`
      : page.descending
        ? sql`(${key}, w.id) < (${page.after.key}, ${page.after.id})`
        : sql`(${key}, w.id) > (${page.after.key}, ${page.after.id})`;
  const result = await db.execute(sql`
    select w.*, ${key} as sort_key from (
      select ws.id, ws.name, ws.type, ws.created_at,
        (extract(epoch from ws.created_at) * 1000000)::bigint as created_us,
        (select count(*) from memberships m where m.workspace_id = ws.id)::int as members,
        (select count(*) from files f where f.workspace_id = ws.id)::int as files,
        coalesce((select b.minutes from credit_balances b where b.workspace_id = ws.id), 0)::int as balance,
        greatest(0, coalesce((select -sum(e.minutes) from credit_entries e
          where e.workspace_id = ws.id and e.kind in ('debit', 'refund') and e.created_at >= ${start.toISOString()}), 0))::int
          as minutes
      from workspaces ws
      where (${pattern}::text is null or ws.name ilike ${pattern} or ws.id ilike ${pattern})
        and (${page.workspaceId ?? null}::text is null or ws.id = ${page.workspaceId ?? null})
    ) w
    where ${afterKey}
    order by ${key} ${direction}, w.id ${direction}
    limit ${page.limit + 1}
  `);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    workspaces: shown.map((r) => ({
      workspaceId: r.id,
      workspaceName: r.name,
      type: r.type as WorkspaceType,
      members: Number(r.members),
      files: Number(r.files),
      minutesThisMonth: Number(r.minutes),
      balance: Number(r.balance),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    last:
      more && last ? { key: page.sort === 'name' ? String(last.sort_key) : Number(last.sort_key), id: last.id } : null,
  };
}

/** One workspace's row as the list shows it, or null when there is no such workspace. */
export async function operatorWorkspaceRow(db: Db | Tx, workspaceId: string): Promise<OperatorWorkspaceRow | null> {
  const page = await operatorWorkspacePage(db, {
    sort: 'name',
    descending: false,
    after: null,
    limit: 1,
    workspaceId,
  });
  return page.workspaces[0] ?? null;
}
