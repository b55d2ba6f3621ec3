import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FileStatus, TrackKind } from '@shared/constants';
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
const OPEN_ASSIGNMENT_STATUSES = ['pending', 'in_progress', 'blocked'];

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
  const rows = await db
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
    })
    .from(files)
    .where(and(...pageConditions))
    .orderBy(order(sortKey.expression), order(files.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const ids = page.map((r) => r.id);
  const [[counted], trackRows, labelRows, assignmentRows] = await Promise.all([
    total,
    ids.length === 0
      ? []
      : db
          .selectDistinct({ fileId: tracks.fileId, language: tracks.language, kind: tracks.kind })
          .from(tracks)
          .where(inArray(tracks.fileId, ids))
          .orderBy(asc(tracks.fileId), asc(tracks.language), asc(tracks.kind)),
    ids.length === 0
      ? []
      : db
          .select({ fileId: labels.fileId, id: labels.id, name: labels.name, color: labels.color })
          .from(labels)
          .where(inArray(labels.fileId, ids))
          .orderBy(asc(labels.fileId), asc(sql`lower(${labels.name})`)),
    ids.length === 0
      ? []
      : db
          .select({ fileId: assignments.fileId, count: sql<number>`count(*)::integer` })
          .from(assignments)
          .where(
            and(
              inArray(assignments.fileId, ids),
              isNull(assignments.deletedAt),
              inArray(assignments.status, OPEN_ASSIGNMENT_STATUSES),
            ),
          )
          .groupBy(assignments.fileId),
  ]);
  const openByFile = new Map(assignmentRows.map((r) => [r.fileId, r.count]));
  const last = page.at(-1);
  return {
    files: page.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      error: row.error,
      durationMs: row.durationMs,
      thumbnailUrl: row.posterKey ? `/api/media/${row.id}/poster` : row.thumbnailUrl,
      embeddable: row.embeddable,
      tracks: trackRows
        .filter((t) => t.fileId === row.id)
        .map((t) => ({ language: t.language, kind: t.kind as TrackKind })),
      labels: labelRows.filter((l) => l.fileId === row.id).map(({ id, name, color }) => ({ id, name, color })),
      openAssignments: openByFile.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    next: rows.length > options.limit && last ? { key: last.cursorValue, id: last.id } : null,
    total: counted?.count ?? 0,
  };
}
