import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Role, WorkspaceType } from '@shared/constants';
import type { Invitation, Member } from '@shared/schemas/members';
import type { WorkspaceSummary } from '@shared/schemas/workspaces';
import type { Db, Tx } from '../open-database';
import { invitations, memberships, users, workspaces } from '../schema';

const ROLE_ORDER = sql`case ${memberships.role} when 'admin' then 0 when 'content-manager' then 1 when 'transcript-editor' then 2 else 3 end`;

/** Why a membership change was refused. */
export type MembershipRefusal = 'not_found' | 'last_admin';

function toInvitation(row: typeof invitations.$inferSelect): Invitation {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    email: row.email,
    role: row.role as Role,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Locks the workspace row so concurrent role changes cannot remove the last admin between check and write. */
async function lockWorkspaceAndCountAdmins(tx: Tx, workspaceId: string): Promise<number> {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'admin')));
  return row?.n ?? 0;
}

const memberWhere = (workspaceId: string, userId: string) =>
  and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId));

/** Members with their roles: admins first, then by name and email. */
export async function membersOfWorkspace(db: Db, workspaceId: string): Promise<Member[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, workspaceId))
    .orderBy(ROLE_ORDER, asc(users.name), asc(users.email));
  return rows.map((r) => ({ ...r, role: r.role as Role }));
}

/** Of `userIds`, those who are members of the workspace. */
export async function membersAmong(db: Db | Tx, workspaceId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

/** Invitations not yet accepted, oldest first. */
export async function pendingInvitationsOf(db: Db, workspaceId: string): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), isNull(invitations.acceptedAt)))
    .orderBy(asc(invitations.createdAt));
  return rows.map(toInvitation);
}

/** A new invitation, or why there is none: the address is a member already, or already invited. */
export async function createdInvitation(
  db: Db,
  input: { id: string; workspaceId: string; email: string; role: Role; invitedBy: string },
): Promise<{ invitation: Invitation } | { refusal: 'member' | 'pending' }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.workspaceId, input.workspaceId), eq(users.email, input.email)));
    if (member) return { refusal: 'member' as const };
    const [row] = await tx.insert(invitations).values(input).onConflictDoNothing().returning();
    return row ? { invitation: toInvitation(row) } : { refusal: 'pending' as const };
  });
}

/** Deletes a pending invitation; false when there was none. */
export async function withdrewInvitation(db: Db, workspaceId: string, invitationId: string): Promise<boolean> {
  const deleted = await db
    .delete(invitations)
    .where(
      and(eq(invitations.id, invitationId), eq(invitations.workspaceId, workspaceId), isNull(invitations.acceptedAt)),
    )
    .returning({ id: invitations.id });
  return deleted.length > 0;
}

/**
 * Accepts the pending invitation addressed to `email` and makes the user a member (keeping an existing
 * role); the joined workspace, or null when there is no such invitation.
 */
export async function joinedWorkspace(
  db: Db,
  workspaceId: string,
  user: { id: string; email: string },
): Promise<WorkspaceSummary | null> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.workspaceId, workspaceId),
          eq(invitations.email, user.email),
          isNull(invitations.acceptedAt),
        ),
      )
      .for('update');
    if (!invitation) return null;
    await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, invitation.id));
    const [existing] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(memberWhere(workspaceId, user.id));
    if (!existing) await tx.insert(memberships).values({ workspaceId, userId: user.id, role: invitation.role });
    const [workspace] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    if (!workspace) return null;
    return {
      workspaceId,
      workspaceName: workspace.name,
      type: workspace.type as WorkspaceType,
      role: (existing?.role ?? invitation.role) as Role,
    };
  });
}

/** Gives a member a new role unless that would leave the workspace without an admin. */
export async function memberWithNewRole(
  db: Db,
  workspaceId: string,
  userId: string,
  role: Role,
): Promise<{ member: Member } | { refusal: MembershipRefusal }> {
  return db.transaction(async (tx) => {
    const admins = await lockWorkspaceAndCountAdmins(tx, workspaceId);
    const [current] = await tx
      .select({ role: memberships.role, name: users.name, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(memberWhere(workspaceId, userId));
    if (!current) return { refusal: 'not_found' as const };
    if (current.role === 'admin' && role !== 'admin' && admins <= 1) return { refusal: 'last_admin' as const };
    await tx.update(memberships).set({ role }).where(memberWhere(workspaceId, userId));
    return { member: { userId, name: current.name, email: current.email, role } };
  });
}

/** Removes a member unless they are the last admin. */
export async function removedMember(
  db: Db,
  workspaceId: string,
  userId: string,
): Promise<{ removed: true } | { refusal: MembershipRefusal }> {
  return db.transaction(async (tx) => {
    const admins = await lockWorkspaceAndCountAdmins(tx, workspaceId);
    const [current] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(memberWhere(workspaceId, userId));
    if (!current) return { refusal: 'not_found' as const };
    if (current.role === 'admin' && admins <= 1) return { refusal: 'last_admin' as const };
    await tx.delete(memberships).where(memberWhere(workspaceId, userId));
    return { removed: true as const };
  });
}
