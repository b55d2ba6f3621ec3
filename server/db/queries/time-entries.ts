import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TimeEntryResponse } from '@shared/schemas/assignments';
import type { Db, Tx } from '../open-database';
import { newId } from '../new-id';
import { assignments, timeEntries } from '../schema-assignments';
import { type Actor, recordActivity } from './activity';
import { assignmentWithEntries, toTimeEntry } from './assignments';

/** Why a time-entry write was refused. */
export type TimeEntryRefusal =
  'assignment_not_found' | 'entry_not_found' | 'not_running' | 'end_before_start' | 'forbidden';

/** What every time-entry call answers: the entry and the assignment's status, version and total afterwards. */
async function entryWithAssignmentState(
  tx: Tx,
  workspaceId: string,
  assignmentId: string,
  entry: typeof timeEntries.$inferSelect,
): Promise<TimeEntryResponse | null> {
  const assignment = await assignmentWithEntries(tx, workspaceId, assignmentId);
  if (!assignment) return null;
  return {
    timeEntry: toTimeEntry(entry),
    status: assignment.status,
    version: assignment.version,
    totalTimeSpent: assignment.totalTimeSpent,
  };
}

const runningEntryOf = (assignmentId: string, userId: string) =>
  and(eq(timeEntries.assignmentId, assignmentId), eq(timeEntries.userId, userId), isNull(timeEntries.endTime));

/**
 * Starts the actor's timer, or answers the one already running (the partial unique index keeps one
 * however many starts race). A new timer moves a pending assignment to in progress.
 */
export function startedTimer(
  db: Db,
  target: { workspaceId: string; assignmentId: string },
  start: { actor: Actor; startTime: number; action: string },
): Promise<TimeEntryResponse | TimeEntryRefusal> {
  const { workspaceId, assignmentId } = target;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(timeEntries)
      .values({
        id: newId(),
        assignmentId,
        userId: start.actor.id,
        userName: start.actor.name,
        startTime: new Date(start.startTime),
      })
      .onConflictDoNothing()
      .returning();
    const entry =
      inserted ?? (await tx.select().from(timeEntries).where(runningEntryOf(assignmentId, start.actor.id)))[0];
    if (!entry) return 'assignment_not_found';
    if (inserted) {
      const moved = await tx
        .update(assignments)
        // Bump whatever version the row holds now: it may have changed since the caller read it.
        .set({ status: 'in_progress', version: sql`${assignments.version} + 1`, updatedAt: new Date() })
        .where(and(eq(assignments.id, assignmentId), eq(assignments.status, 'pending')))
        .returning({ id: assignments.id });
      await recordActivity(tx, {
        assignmentId,
        actor: start.actor,
        action: start.action,
        changes: moved.length ? { status: ['pending', 'in_progress'] } : {},
      });
    }
    return (await entryWithAssignmentState(tx, workspaceId, assignmentId, entry)) ?? 'assignment_not_found';
  });
}

/** Stops the actor's running entry at `endTime`. */
export function stoppedTimer(
  db: Db,
  target: { workspaceId: string; assignmentId: string; entryId: string },
  stop: { actor: Actor; endTime: number; action: string },
): Promise<TimeEntryResponse | TimeEntryRefusal> {
  const { workspaceId, assignmentId, entryId } = target;
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.id, entryId),
          eq(timeEntries.assignmentId, assignmentId),
          eq(timeEntries.userId, stop.actor.id),
        ),
      )
      .for('update');
    if (!entry) return 'entry_not_found';
    if (entry.endTime !== null) return 'not_running';
    if (stop.endTime < entry.startTime.getTime()) return 'end_before_start';
    const [stopped] = await tx
      .update(timeEntries)
      .set({ endTime: new Date(stop.endTime) })
      .where(eq(timeEntries.id, entryId))
      .returning();
    await recordActivity(tx, { assignmentId, actor: stop.actor, action: stop.action });
    return (await entryWithAssignmentState(tx, workspaceId, assignmentId, stopped!)) ?? 'assignment_not_found';
  });
}

/** Records time the actor worked without a timer. */
export function addedManualEntry(
  db: Db,
  target: { workspaceId: string; assignmentId: string },
  entry: { actor: Actor; startTime: number; endTime: number; notes: string },
): Promise<TimeEntryResponse | TimeEntryRefusal> {
  const { workspaceId, assignmentId } = target;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(timeEntries)
      .values({
        id: newId(),
        assignmentId,
        userId: entry.actor.id,
        userName: entry.actor.name,
        startTime: new Date(entry.startTime),
        endTime: new Date(entry.endTime),
        isManualEntry: true,
        notes: entry.notes,
      })
      .returning();
    await recordActivity(tx, { assignmentId, actor: entry.actor, action: 'added_manual_entry' });
    return (await entryWithAssignmentState(tx, workspaceId, assignmentId, row!)) ?? 'assignment_not_found';
  });
}

/** Deletes one entry of `userId` on a live assignment once `mayDelete` approves it; the new total. */
export function totalAfterDeletingEntry(
  db: Db,
  target: { workspaceId: string; assignmentId: string; userId: string; entryId: string },
  mayDelete: (entry: { userId: string }) => boolean,
): Promise<{ totalTimeSpent: number } | TimeEntryRefusal> {
  const { workspaceId, assignmentId, userId, entryId } = target;
  return db.transaction(async (tx) => {
    const assignment = await assignmentWithEntries(tx, workspaceId, assignmentId);
    const entry = assignment?.timeEntries.find((e) => e.id === entryId && e.userId === userId);
    if (!assignment || !entry) return 'entry_not_found';
    if (!mayDelete(entry)) return 'forbidden';
    await tx.delete(timeEntries).where(eq(timeEntries.id, entryId));
    return { totalTimeSpent: assignment.totalTimeSpent - (entry.duration ?? 0) };
  });
}
