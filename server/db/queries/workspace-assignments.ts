import { and, eq, inArray, isNull, lt, gte, type SQL, sql } from 'drizzle-orm';
import {
  type AssignmentDueFilter,
  type AssignmentStatusFilter,
  type AssignmentSummary,
  OPEN_ASSIGNMENT_STATUSES,
  UNASSIGNED,
} from '@shared/schemas/assignments';
import type { Db } from '../open-database';
import { assignmentAssignees, assignments } from '../schema-assignments';
import { assignmentsWhere } from './assignments';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Where the previous page ended, in the list's order (due date, undated last; creation; id). The times are
 * PostgreSQL's own text, exact to the microsecond, so no row is skipped or repeated.
 */
export interface AssignmentPosition {
  due: string | null;
  created: string;
  id: string;
}

export interface WorkspaceAssignmentFilter {
  /** A user id, or `none` for unassigned work. */
  assignee?: string;
  status: AssignmentStatusFilter;
  due: AssignmentDueFilter;
  /** What "overdue" and "the next 7 days" count from. */
  now: Date;
}

const isOpen = inArray(assignments.status, [...OPEN_ASSIGNMENT_STATUSES]);

function filterSql({ assignee, status, due, now }: WorkspaceAssignmentFilter): (SQL | undefined)[] {
  const assignedTo = (userId: string) =>
    sql`exists (select 1 from ${assignmentAssignees} where ${assignmentAssignees.assignmentId} = ${assignments.id} and ${assignmentAssignees.userId} = ${userId})`;
  const nobody = sql`not exists (select 1 from ${assignmentAssignees} where ${assignmentAssignees.assignmentId} = ${assignments.id})`;
  return [
    assignee === undefined ? undefined : assignee === UNASSIGNED ? nobody : assignedTo(assignee),
    status === 'all' ? undefined : status === 'open' ? isOpen : eq(assignments.status, status),
    due === 'overdue' ? and(lt(assignments.dueDate, now), isOpen) : undefined,
    due === 'next_7_days'
      ? and(gte(assignments.dueDate, now), lt(assignments.dueDate, new Date(now.getTime() + WEEK_MS)))
      : undefined,
    due === 'none' ? isNull(assignments.dueDate) : undefined,
  ];
}

/** Rows after `after` in the order due date (nulls last), creation, id. */
function afterSql(after: AssignmentPosition): SQL {
  const sameDueLater = sql`(${assignments.createdAt}, ${assignments.id}) > (${after.created}::timestamptz, ${after.id})`;
  if (after.due === null) return sql`(${assignments.dueDate} is null and ${sameDueLater})`;
  return sql`(${assignments.dueDate} is null or ${assignments.dueDate} > ${after.due}::timestamptz or (${assignments.dueDate} = ${after.due}::timestamptz and ${sameDueLater}))`;
}

/** One page of a workspace's live assignments matching the filter; `last` is where the next page starts, or null. */
export async function workspaceAssignmentPage(
  db: Db,
  workspaceId: string,
  filter: WorkspaceAssignmentFilter,
  page: { after: AssignmentPosition | null; limit: number },
): Promise<{ assignments: AssignmentSummary[]; last: AssignmentPosition | null }> {
  const rows = await assignmentsWhere(
    db,
    and(eq(assignments.workspaceId, workspaceId), ...filterSql(filter), page.after ? afterSql(page.after) : undefined),
    page.limit + 1,
  );
  const shown = rows.slice(0, page.limit).map(({ timeEntries: _entries, activity: _activity, ...summary }) => summary);
  const lastShown = shown.at(-1);
  if (rows.length <= page.limit || !lastShown) return { assignments: shown, last: null };
  const [position] = await db
    .select({
      due: sql<string | null>`${assignments.dueDate}::text`,
      created: sql<string>`${assignments.createdAt}::text`,
    })
    .from(assignments)
    .where(eq(assignments.id, lastShown.id));
  return { assignments: shown, last: { ...position!, id: lastShown.id } };
}
