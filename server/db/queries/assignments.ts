import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  Activity,
  Assignment,
  AssignmentPriority,
  AssignmentStatus,
  AssignmentType,
  TimeEntry,
} from '@shared/schemas/assignments';
import type { Db, Tx } from '../open-database';
import { files } from '../schema';
import {
  assignmentActivity,
  assignmentAssignees,
  assignmentLabels,
  assignments,
  labels,
  timeEntries,
} from '../schema-assignments';
import { type Actor, recordActivity } from './activity';
import { membersAmong } from './members';
import { type AssignedMail, mailNewAssignees } from './assignment-mail';
import { emitEvent } from '../../webhooks/emit-event';

type Queryable = Db | Tx;

/** Why a write was refused; the route turns it into an answer. */
export type AssignmentRefusal =
  | { refusal: 'not_found' | 'file_not_found' | 'forbidden' }
  | { refusal: 'stale'; currentVersion: number }
  | { refusal: 'not_members'; userIds: string[] }
  | { refusal: 'unknown_labels'; labelIds: string[] };

/** Retired (deleted) assignments and those whose file is gone are invisible to every call. */
export const live = and(isNull(assignments.deletedAt), isNotNull(assignments.fileId));

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

function groupByAssignment<T extends { assignmentId: string }>(items: T[]) {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(item.assignmentId);
    if (list) list.push(item);
    else map.set(item.assignmentId, [item]);
  }
  return map;
}

/**
 * Live assignments matching `where` (at most `limit`) with their file's name, assignees, labels, time entries and
 * activity in five queries whatever their number. Ordered by due date (undated last), then creation.
 */
export async function assignmentsWhere(db: Queryable, where: SQL | undefined, limit?: number): Promise<Assignment[]> {
  const query = db
    .select({ ...getTableColumns(assignments), fileName: files.name })
    .from(assignments)
    .innerJoin(files, eq(files.id, assignments.fileId))
    .where(and(live, where))
    .orderBy(sql`${assignments.dueDate} asc nulls last`, asc(assignments.createdAt), asc(assignments.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
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
  const assigneesBy = groupByAssignment(assigneeRows);
  const labelsBy = groupByAssignment(labelRows);
  const entriesBy = groupByAssignment(entryRows);
  const activityBy = groupByAssignment(activityRows);

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
      // `live` excludes rows whose file is gone.
      fileId: row.fileId!,
      fileName: row.fileName,
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

/** A file's live assignments. */
export function assignmentsOfFile(db: Queryable, workspaceId: string, fileId: string): Promise<Assignment[]> {
  return assignmentsWhere(db, and(eq(assignments.workspaceId, workspaceId), eq(assignments.fileId, fileId)));
}

/** The live assignments a user is assigned to in a workspace. */
export function assignmentsOfUser(db: Queryable, workspaceId: string, userId: string): Promise<Assignment[]> {
  const assigned = sql`exists (select 1 from ${assignmentAssignees} where ${assignmentAssignees.assignmentId} = ${assignments.id} and ${assignmentAssignees.userId} = ${userId})`;
  return assignmentsWhere(db, and(eq(assignments.workspaceId, workspaceId), assigned));
}

/** One live assignment with its time entries and activity, or null. */
export async function assignmentWithEntries(
  db: Queryable,
  workspaceId: string,
  id: string,
): Promise<Assignment | null> {
  const [assignment] = await assignmentsWhere(
    db,
    and(eq(assignments.workspaceId, workspaceId), eq(assignments.id, id)),
  );
  return assignment ?? null;
}

/** Assignees who are not members and labels of another file, if any. */
async function invalidPeopleOrLabels(
  tx: Tx,
  workspaceId: string,
  fileId: string,
  assignees: string[] | undefined,
  labelIds: string[] | undefined,
): Promise<AssignmentRefusal | null> {
  if (assignees?.length) {
    const members = await membersAmong(tx, workspaceId, assignees);
    const strangers = assignees.filter((a) => !members.has(a));
    if (strangers.length) return { refusal: 'not_members', userIds: strangers };
  }
  if (labelIds?.length) {
    const rows = await tx
      .select({ id: labels.id })
      .from(labels)
      .where(and(eq(labels.fileId, fileId), inArray(labels.id, labelIds)));
    const known = new Set(rows.map((r) => r.id));
    const unknown = labelIds.filter((l) => !known.has(l));
    if (unknown.length) return { refusal: 'unknown_labels', labelIds: unknown };
  }
  return null;
}

async function replaceAssigneesAndLabels(tx: Tx, id: string, assignees?: string[], labelIds?: string[]) {
  if (assignees) {
    await tx.delete(assignmentAssignees).where(eq(assignmentAssignees.assignmentId, id));
    if (assignees.length)
      await tx.insert(assignmentAssignees).values(assignees.map((userId) => ({ assignmentId: id, userId })));
  }
  if (labelIds) {
    await tx.delete(assignmentLabels).where(eq(assignmentLabels.assignmentId, id));
    if (labelIds.length)
      await tx.insert(assignmentLabels).values(labelIds.map((labelId) => ({ assignmentId: id, labelId })));
  }
}

export interface NewAssignment {
  id: string;
  workspaceId: string;
  fileId: string;
  title: string;
  description: string;
  type: AssignmentType;
  priority: AssignmentPriority;
  dueDate: number | null;
  assignees: string[];
  labels: string[];
}

/**
 * Creates an assignment on a file of the workspace, records it in the activity and queues the mail to its
 * assignees (`mail`), in one transaction.
 */
export function createdAssignment(
  db: Db,
  input: NewAssignment,
  actor: Actor,
  mail?: AssignedMail,
): Promise<{ assignment: Assignment } | AssignmentRefusal> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, input.fileId), eq(files.workspaceId, input.workspaceId)));
    if (!file) return { refusal: 'file_not_found' as const };
    const assignees = [...new Set(input.assignees)];
    const labelIds = [...new Set(input.labels)];
    const invalid = await invalidPeopleOrLabels(tx, input.workspaceId, input.fileId, assignees, labelIds);
    if (invalid) return invalid;
    await tx.insert(assignments).values({
      id: input.id,
      workspaceId: input.workspaceId,
      fileId: input.fileId,
      title: input.title,
      description: input.description,
      type: input.type,
      priority: input.priority,
      dueDate: input.dueDate === null ? null : new Date(input.dueDate),
      createdBy: actor.id,
    });
    await replaceAssigneesAndLabels(tx, input.id, assignees, labelIds);
    await recordActivity(tx, { assignmentId: input.id, actor, action: 'created' });
    const assignment = (await assignmentWithEntries(tx, input.workspaceId, input.id))!;
    await mailNewAssignees(tx, assignment, assignees, actor, mail);
    return { assignment };
  });
}

export interface AssignmentChanges {
  title?: string;
  description?: string;
  type?: AssignmentType;
  status?: AssignmentStatus;
  priority?: AssignmentPriority;
  dueDate?: number | null;
  assignees?: string[];
  labels?: string[];
}

/**
 * Applies the fields given (and only those) under a row lock, after `mayEdit` approves the change of the current
 * assignment and, when `expectedVersion` is given, after checking it is still current; people newly assigned
 * are mailed (`mail`) in the same transaction.
 */
export function updatedAssignment(
  db: Db,
  target: { workspaceId: string; id: string; expectedVersion?: number },
  changes: AssignmentChanges,
  audit: {
    actor: Actor;
    action: string;
    mayEdit: (current: Assignment, changes: AssignmentChanges) => boolean;
    mail?: AssignedMail;
  },
): Promise<{ assignment: Assignment } | AssignmentRefusal> {
  const { workspaceId, id, expectedVersion } = target;
  return db.transaction(async (tx) => {
    // Lock the row: the version check and the write must see the same state.
    const [row] = await tx
      .select({ version: assignments.version, fileId: assignments.fileId })
      .from(assignments)
      .where(and(eq(assignments.id, id), eq(assignments.workspaceId, workspaceId), live))
      .for('update');
    const before = row && (await assignmentWithEntries(tx, workspaceId, id));
    if (!row || !before) return { refusal: 'not_found' as const };
    if (!audit.mayEdit(before, changes)) return { refusal: 'forbidden' as const };
    if (expectedVersion !== undefined && row.version !== expectedVersion) {
      return { refusal: 'stale' as const, currentVersion: row.version };
    }
    const assignees = changes.assignees && [...new Set(changes.assignees)].sort();
    const labelIds = changes.labels && [...new Set(changes.labels)].sort();
    const invalid = await invalidPeopleOrLabels(tx, workspaceId, before.fileId, assignees, labelIds);
    if (invalid) return invalid;

    const changed: Record<string, [unknown, unknown]> = {};
    const note = (field: string, from: unknown, to: unknown) => {
      if (to !== undefined && JSON.stringify(from) !== JSON.stringify(to)) changed[field] = [from, to];
    };
    for (const field of ['title', 'description', 'type', 'status', 'priority', 'dueDate'] as const) {
      note(field, before[field], changes[field]);
    }
    note('assignees', before.assignees, assignees);
    note('labels', before.labels, labelIds);

    const { dueDate } = changes;
    await tx
      .update(assignments)
      .set({
        title: changes.title,
        description: changes.description,
        type: changes.type,
        status: changes.status,
        priority: changes.priority,
        dueDate: dueDate === undefined ? undefined : dueDate === null ? null : new Date(dueDate),
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(assignments.id, id));
    await replaceAssigneesAndLabels(tx, id, assignees, labelIds);
    await recordActivity(tx, { assignmentId: id, actor: audit.actor, action: audit.action, changes: changed });
    const assignment = (await assignmentWithEntries(tx, workspaceId, id))!;
    const added = (assignees ?? []).filter((userId) => !before.assignees.includes(userId));
    await mailNewAssignees(tx, assignment, added, audit.actor, audit.mail);
    await emitEvent(tx, workspaceId, 'assignment.updated', id, assignment);
    return { assignment };
  });
}

/** Marks assignments deleted, stops their running timers and records who did it; time entries stay. */
async function retire(tx: Tx, ids: string[], actor: Actor, action: string) {
  if (ids.length === 0) return;
  const now = new Date();
  await tx.update(assignments).set({ deletedAt: now, deletedBy: actor.id }).where(inArray(assignments.id, ids));
  await tx
    .update(timeEntries)
    .set({ endTime: now })
    .where(and(inArray(timeEntries.assignmentId, ids), isNull(timeEntries.endTime)));
  for (const assignmentId of ids) await recordActivity(tx, { assignmentId, actor, action });
}

/**
 * Deletes an assignment for its users: it disappears from every call, while its time entries and
 * activity stay in the database with a `deleted` line naming the actor.
 */
export function deletedAssignment(
  db: Db,
  target: { workspaceId: string; id: string },
  audit: { actor: Actor; mayDelete: (current: { createdBy: string }) => boolean },
): Promise<{ deleted: true } | AssignmentRefusal> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ createdBy: assignments.createdBy })
      .from(assignments)
      .where(and(eq(assignments.id, target.id), eq(assignments.workspaceId, target.workspaceId), live))
      .for('update');
    if (!row) return { refusal: 'not_found' as const };
    if (!audit.mayDelete(row)) return { refusal: 'forbidden' as const };
    await retire(tx, [target.id], audit.actor, 'deleted');
    return { deleted: true as const };
  });
}

/**
 * Retires every live assignment of a file before the file is deleted, recording `file_deleted` by the
 * actor; call it in the file-deleting transaction. (Without it the time entries still survive: the
 * assignments lose their file and vanish from every call, but the history does not say who did it.)
 */
export async function retireAssignmentsOfFile(tx: Tx, workspaceId: string, fileId: string, actor: Actor) {
  const rows = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.workspaceId, workspaceId), eq(assignments.fileId, fileId), live))
    .for('update');
  await retire(
    tx,
    rows.map((r) => r.id),
    actor,
    'file_deleted',
  );
}
