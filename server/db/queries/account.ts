import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { invitations, memberships, users, workspaces } from '../schema';
import { assignmentActivity, timeEntries } from '../schema-assignments';

/** What time entries and activity show for someone who deleted their account. */
export const DELETED_USER_NAME = 'Deleted user';

/** A workspace the person is the only admin of while others are members: deleting would leave it unmanaged. */
export interface BlockingWorkspace {
  workspaceId: string;
  workspaceName: string;
  /** The other members, any of whom could be made admin. */
  members: { userId: string; name: string; email: string }[];
}

/** The workspaces that stop `userId` from deleting their account, with the people who could take over. */
export async function workspacesBlockingDeletion(db: Db, userId: string): Promise<BlockingWorkspace[]> {
  const soleAdminOf = await db.execute(sql`
    select w.id, w.name from ${memberships} m join ${workspaces} w on w.id = m.workspace_id
    where m.user_id = ${userId} and m.role = 'admin'
      and not exists (select 1 from ${memberships} o where o.workspace_id = m.workspace_id and o.user_id <> ${userId} and o.role = 'admin')
      and exists (select 1 from ${memberships} o where o.workspace_id = m.workspace_id and o.user_id <> ${userId})
    order by w.name`);
  const rows = (soleAdminOf as unknown as { rows: { id: string; name: string }[] }).rows;
  if (rows.length === 0) return [];
  const others = await db
    .select({ workspaceId: memberships.workspaceId, userId: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inArray(
          memberships.workspaceId,
          rows.map((r) => r.id),
        ),
        ne(memberships.userId, userId),
      ),
    )
    .orderBy(users.name);
  return rows.map((r) => ({
    workspaceId: r.id,
    workspaceName: r.name,
    members: others.filter((o) => o.workspaceId === r.id).map(({ workspaceId: _w, ...m }) => m),
  }));
}

/**
 * Deletes a person's data in one transaction: workspaces where they are the only member, invitations they sent
 * or that were addressed to them, their memberships and user row (assignees and memberships cascade). Time
 * entries and activity stay, named "Deleted user"; a running timer is stopped. Safe to repeat. Answers the ids of
 * the workspaces it deleted, whose stored media the caller removes.
 */
export async function deletedAccountData(db: Db, user: { id: string; email: string }): Promise<string[]> {
  return db.transaction(async (tx) => {
    const deleted = await tx.execute(sql`
      delete from ${workspaces} w where exists (select 1 from ${memberships} m where m.workspace_id = w.id and m.user_id = ${user.id})
        and not exists (select 1 from ${memberships} o where o.workspace_id = w.id and o.user_id <> ${user.id})
      returning w.id`);
    await tx
      .delete(invitations)
      .where(
        and(
          isNull(invitations.acceptedAt),
          or(eq(invitations.invitedBy, user.id), user.email ? eq(invitations.email, user.email) : undefined),
        ),
      );
    await tx
      .update(timeEntries)
      .set({ endTime: sql`greatest(now(), ${timeEntries.startTime})` })
      .where(and(eq(timeEntries.userId, user.id), isNull(timeEntries.endTime)));
    await tx.update(timeEntries).set({ userName: DELETED_USER_NAME }).where(eq(timeEntries.userId, user.id));
    await tx
      .update(assignmentActivity)
      .set({ userName: DELETED_USER_NAME })
      .where(eq(assignmentActivity.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    return (deleted as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  });
}
