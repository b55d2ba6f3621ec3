import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FileStatus } from '@shared/constants';
import type { FileListItem, FileSort } from '@shared/schemas/file-list';
import type { Db, Tx } from '../open-database';
import { files, tracks } from '../schema';
import { assignments, labels } from '../schema-assignments';

type Queryable = Db | Tx;

/** Where the previous page ended: its last file's sort key and id. */
export interface FileListPosition {
  key: string | number;
  id: string;
}

export interface FileListFilters {
  q?: string;
  status?: FileStatus;
  language?: string;
  labelId?: string;
}

export interface FileListPage {
  files: FileListItem[];
  /** The position after this page's last file, or null when nothing follows. */
  next: FileListPosition | null;
  total: number;
}

/** Assignment states that still need work; the list counts these per file. */
const OPEN_ASSIGNMENT_STATUSES = sql.raw("('pending', 'in_progress', 'blocked')");

/** Each order's key, as SQL and as the value to carry in a cursor (text for times, so microseconds survive). */
const SORT_KEYS = {
  updated: {
    expression: sql`${files.updatedAt}`,
    cursorValue: sql<string>`to_char(${files.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    fromCursor: (key: string | number) => sql`${String(key)}::timestamptz`,
  },
  name: {
    expression: sql`lower(${files.name})`,
    cursorValue: sql<string>`lower(${files.name})`,
    fromCursor: (key: string | number) => sql`${String(key)}`,
  },
  duration: {
    expression: sql`coalesce(${files.durationMs}, -1)`,
    cursorValue: sql<number>`coalesce(${files.durationMs}, -1)`,
    fromCursor: (key: string | number) => sql`${Number(key)}::integer`,
  },
} as const;

/** The key type a cursor of this order must carry. */
export function sortKeyType(sort: FileSort): 'string' | 'number' {
  return sort.endsWith('duration') ? 'number' : 'string';
}

/** `%`, `_` and `\` match themselves in the name search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(workspaceId: string, filters: FileListFilters): SQL[] {
  const conditions: SQL[] = [eq(files.workspaceId, workspaceId)];
  if (filters.status) conditions.push(eq(files.status, filters.status));
  if (filters.q) conditions.push(sql`${files.name} ilike ${likePattern(filters.q)}`);
  if (filters.language) {
    conditions.push(
      sql`exists (select 1 from ${tracks} where ${tracks.fileId} = ${files.id} and lower(${tracks.language}) = lower(${filters.language}))`,
    );
  }
  if (filters.labelId) {
    // Labels belong to one file each; filtering by one means "files labelled the same", by name in any case.
    conditions.push(sql`exists (
      select 1 from ${labels} as same
      where same.file_id = ${files.id}
        and lower(same.name) = (select lower(l.name) from ${labels} as l where l.id = ${filters.labelId} and l.workspace_id = ${workspaceId})
    )`);
  }
  return conditions;
}

/**
 * One page of a workspace's files in `sort` order after `after`, with each file's track languages and kinds,
 * labels and open assignments, and how many files match in all.
 */
export async function fileListPage(
  db: Queryable,
  workspaceId: string,
  options: { sort: FileSort; limit: number; after: FileListPosition | null } & FileListFilters,
): Promise<FileListPage> {
  const descending = options.sort.startsWith('-');
  const sortKey = SORT_KEYS[options.sort.replace('-', '') as keyof typeof SORT_KEYS];
  const conditions = filterConditions(workspaceId, options);
  const total = db
    .select({ count: sql<number>`count(*)::integer` })
    .from(files)
    .where(and(...conditions));
  const pageConditions = [...conditions];
  if (options.after) {
    const boundary = sql`(${sortKey.expression}, ${files.id})`;
    const position = sql`(${sortKey.fromCursor(options.after.key)}, ${options.after.id})`;
    pageConditions.push(descending ? sql`${boundary} < ${position}` : sql`${boundary} > ${position}`);
  }
  const order = descending ? desc : asc;
  // One statement for the page: each file's tracks, labels and open assignments as correlated subqueries, which
  // run only for the rows the LIMIT keeps. `files.id` is spelled out: inside a selected expression drizzle would
  // render the column unqualified.
  const page = db
    .select({
      id: files.id,
      name: files.name,
      status: files.status,
      error: files.error,
      durationMs: files.durationMs,
      thumbnailUrl: files.thumbnailUrl,
      posterKey: files.posterKey,
      embeddable: files.embeddable,
      createdAt: files.createdAt,
      updatedAt: files.updatedAt,
      cursorValue: sortKey.cursorValue,
      tracks: sql<JsonOf<FileListItem['tracks']>>`(
        select coalesce(json_agg(json_build_object('language', t.language, 'kind', t.kind) order by t.language, t.kind), '[]')
        from (select distinct language, kind from ${tracks} where file_id = files.id) t)`,
      labels: sql<JsonOf<FileListItem['labels']>>`(
        select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color) order by lower(l.name), l.id), '[]')
        from ${labels} l where l.file_id = files.id)`,
      openAssignments: sql<number>`(
        select count(*)::integer from ${assignments} a
        where a.file_id = files.id and a.deleted_at is null and a.status in ${OPEN_ASSIGNMENT_STATUSES})`,
    })
    .from(files)
    .where(and(...pageConditions))
    .orderBy(order(sortKey.expression), order(files.id))
    .limit(options.limit + 1);
  const [rows, [counted]] = await Promise.all([page, total]);
  const kept = rows.slice(0, options.limit);
  const last = kept.at(-1);
  return {
    files: kept.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      error: row.error,
      durationMs: row.durationMs,
      thumbnailUrl: row.posterKey ? `/api/media/${row.id}/poster` : row.thumbnailUrl,
      embeddable: row.embeddable,
      tracks: parsed(row.tracks),
      labels: parsed(row.labels),
      openAssignments: row.openAssignments,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    next: rows.length > options.limit && last ? { key: last.cursorValue, id: last.id } : null,
    total: counted?.count ?? 0,
  };
}

/** A JSON column as the driver hands it over: parsed already (PGlite, pg) or, defensively, as text. */
type JsonOf<T> = T | string;
const parsed = <T>(value: JsonOf<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * Refreshes the planner's statistics of the tables the list reads. PostgreSQL's autovacuum does this by itself;
 * PGlite has none, and without statistics it sorts the whole workspace instead of reading the list's index.
 */
export async function refreshFileListStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze files, tracks, labels, assignments`);
}
