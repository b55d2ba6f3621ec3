import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  Activity,
  Assignment,
  AssignmentPriority,
  AssignmentStatus,
  AssignmentType,
  TimeEntry,
} from '@shared/schemas/assignments';
import type { Db, Tx } from '../open-database';
import {
  assignmentActivity,
  assignmentAssignees,
  assignmentLabels,
  assignments,
  timeEntries,
} from '../schema-assignments';

type Queryable = Db | Tx;

export function toTimeEntry(row: typeof timeEntries.$inferSelect): TimeEntry {
  const start = row.startTime.getTime();
  const end = row.endTime?.getTime() ?? null;
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    startTime: start,
    endTime: end,
    duration: end === null ? null : end - start,
    isManualEntry: row.isManualEntry,
    notes: row.notes,
  };
}

/**
 * Loads assignments matching `where` with their assignees, labels, time entries and activity in five
 * queries whatever their number. Ordered by due date (undated last), then creation.
 */
export async function loadAssignments(db: Queryable, where: SQL | undefined): Promise<Assignment[]> {
  const rows = await db
    .select()
    .from(assignments)
    .where(where)
    .orderBy(sql`${assignments.dueDate} asc nulls last`, asc(assignments.createdAt), asc(assignments.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [assigneeRows, labelRows, entryRows, activityRows] = await Promise.all([
    db.select().from(assignmentAssignees).where(inArray(assignmentAssignees.assignmentId, ids)),
    db.select().from(assignmentLabels).where(inArray(assignmentLabels.assignmentId, ids)),
    db
      .select()
      .from(timeEntries)
      .where(inArray(timeEntries.assignmentId, ids))
      .orderBy(asc(timeEntries.startTime), asc(timeEntries.id)),
    db
      .select()
      .from(assignmentActivity)
      .where(inArray(assignmentActivity.assignmentId, ids))
      .orderBy(asc(assignmentActivity.at), asc(assignmentActivity.id)),
  ]);
  const group = <T extends { assignmentId: string }>(items: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of items) {
      const list = map.get(item.assignmentId);
      if (list) list.push(item);
      else map.set(item.assignmentId, [item]);
    }
    return map;
  };
  const assigneesBy = group(assigneeRows);
  const labelsBy = group(labelRows);
  const entriesBy = group(entryRows);
  const activityBy = group(activityRows);

  return rows.map((row) => {
    const entries = (entriesBy.get(row.id) ?? []).map(toTimeEntry);
    const activity: Activity[] = (activityBy.get(row.id) ?? []).map((a) => ({
      id: a.id,
      userId: a.userId,
      userName: a.userName,
      action: a.action,
      changes: a.changes,
      at: a.at.getTime(),
    }));
    return {
      id: row.id,
      fileId: row.fileId,
      workspaceId: row.workspaceId,
      title: row.title,
      description: row.description,
      type: row.type as AssignmentType,
      status: row.status as AssignmentStatus,
      priority: row.priority as AssignmentPriority,
      dueDate: row.dueDate?.getTime() ?? null,
      assignees: (assigneesBy.get(row.id) ?? []).map((a) => a.userId).sort(),
      labels: (labelsBy.get(row.id) ?? []).map((l) => l.labelId).sort(),
      createdBy: row.createdBy,
      timeEntries: entries,
      totalTimeSpent: entries.reduce((sum, e) => sum + (e.duration ?? 0), 0),
      createdAt: row.createdAt.getTime(),
      updatedAt: row.updatedAt.getTime(),
      version: row.version,
      activity,
    };
  });
}

export async function loadAssignment(db: Queryable, workspaceId: string, id: string): Promise<Assignment | null> {
  const [assignment] = await loadAssignments(db, and(eq(assignments.workspaceId, workspaceId), eq(assignments.id, id)));
  return assignment ?? null;
}
