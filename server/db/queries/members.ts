import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Role, WorkspaceType } from '@shared/constants';
import type { Invitation, InvitationPreview, Member } from '@shared/schemas/members';
import type { WorkspaceSummary } from '@shared/schemas/workspaces';
import type { Db, Tx } from '../open-database';
import { invitations, memberships, users, workspaces } from '../schema';
import { insertedMail, type NewMail } from './outbox';

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
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Neither accepted nor revoked (it may have expired: an admin can still resend it). */
const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

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

/** Members with their roles and addresses: admins first, then by name and email. */
export async function membersOfWorkspace(db: Db, workspaceId: string): Promise<Required<Member>[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, workspaceId))
    .orderBy(ROLE_ORDER, asc(users.name), asc(users.email));
  return rows.map((r) => ({ ...r, role: r.role as Role, joinedAt: r.joinedAt.toISOString() }));
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

/** Invitations neither accepted nor revoked (expired ones included, to resend), oldest first. */
export async function pendingInvitationsOf(db: Db, workspaceId: string): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), isOpen))
    .orderBy(asc(invitations.createdAt));
  return rows.map(toInvitation);
}

/** The name of a workspace, or null when there is none. */
export async function workspaceNameOf(db: Db, workspaceId: string): Promise<string | null> {
  const [row] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return row?.name ?? null;
}

/** The link a new or resent invitation carries: its token's hash, expiry and the mail that delivers it. */
export interface InvitationLink {
  tokenHash: string;
  expiresAt: Date;
  mail: (invitation: Invitation) => NewMail;
}

/**
 * A new invitation with its mail queued in the same transaction, or why there is none: the address is a
 * member already, or already invited. An expired open invitation for the address gives way to the new one.
 */
export async function createdInvitation(
  db: Db,
  input: { id: string; workspaceId: string; email: string; role: Role; invitedBy: string },
  link: InvitationLink,
): Promise<{ invitation: Invitation } | { refusal: 'member' | 'pending' }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.workspaceId, input.workspaceId), eq(users.email, input.email)));
    if (member) return { refusal: 'member' as const };
    await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.workspaceId, input.workspaceId),
          eq(invitations.email, input.email),
          isOpen,
          lt(invitations.expiresAt, sql`now()`),
        ),
      );
    const [row] = await tx
      .insert(invitations)
      .values({ ...input, tokenHash: link.tokenHash, expiresAt: link.expiresAt })
      .onConflictDoNothing()
      .returning();
    if (!row) return { refusal: 'pending' as const };
    const invitation = toInvitation(row);
    await insertedMail(tx, link.mail(invitation));
    return { invitation };
  });
}

/** Gives an open invitation a new link and expiry and mails it again; null when there is no such invitation. */
export async function resentInvitation(
  db: Db,
  workspaceId: string,
  invitationId: string,
  link: InvitationLink,
): Promise<Invitation | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash: link.tokenHash, expiresAt: link.expiresAt })
      .where(and(eq(invitations.id, invitationId), eq(invitations.workspaceId, workspaceId), isOpen))
      .returning();
    if (!row) return null;
    const invitation = toInvitation(row);
    await insertedMail(tx, link.mail(invitation));
    return invitation;
  });
}

/** Revokes an open invitation (kept, so its link can say so); false when there was none. */
export async function withdrewInvitation(db: Db, workspaceId: string, invitationId: string): Promise<boolean> {
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, invitationId), eq(invitations.workspaceId, workspaceId), isOpen))
    .returning({ id: invitations.id });
  return revoked.length > 0;
}

/** What the invitation with this token hash is for and where it stands; null for no such invitation. */
export async function invitationByToken(
  db: Db,
  workspaceId: string,
  tokenHash: string,
): Promise<InvitationPreview | null> {
  const [row] = await db
    .select({ invitation: invitations, workspaceName: workspaces.name })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.tokenHash, tokenHash)));
  if (!row) return null;
  const { invitation } = row;
  const status = invitation.acceptedAt
    ? 'accepted'
    : invitation.revokedAt
      ? 'revoked'
      : invitation.expiresAt.getTime() <= Date.now()
        ? 'expired'
        : 'pending';
  return {
    workspaceId,
    workspaceName: row.workspaceName,
    email: invitation.email,
    role: invitation.role as Role,
    status,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Accepts the open, unexpired invitation addressed to the user's email (the one with `tokenHash` when given)
 * and makes the user a member (keeping an existing role); the joined workspace, or null when there is no such
 * invitation.
 */
export async function joinedWorkspace(
  db: Db,
  workspaceId: string,
  user: { id: string; email: string },
  tokenHash?: string,
): Promise<WorkspaceSummary | null> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.workspaceId, workspaceId),
          eq(invitations.email, user.email),
          isOpen,
          sql`${invitations.expiresAt} > now()`,
          tokenHash === undefined ? undefined : eq(invitations.tokenHash, tokenHash),
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
      .select({ role: memberships.role, name: users.name, email: users.email, joinedAt: memberships.createdAt })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(memberWhere(workspaceId, userId));
    if (!current) return { refusal: 'not_found' as const };
    if (current.role === 'admin' && role !== 'admin' && admins <= 1) return { refusal: 'last_admin' as const };
    await tx.update(memberships).set({ role }).where(memberWhere(workspaceId, userId));
    return {
      member: { userId, name: current.name, email: current.email, role, joinedAt: current.joinedAt.toISOString() },
    };
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
