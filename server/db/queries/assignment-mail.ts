import { eq, inArray } from 'drizzle-orm';
import type { Assignment } from '@shared/schemas/assignments';
import type { Tx } from '../open-database';
import { users, workspaces } from '../schema';
import type { Actor } from './activity';
import { insertedMail, type NewMail } from './outbox';

/** What the mail telling someone they were assigned is made from. */
export interface AssignedNotice {
  assignment: Assignment;
  recipient: { email: string; name: string };
  assignedBy: Actor;
  workspaceName: string;
}
/** Makes that mail; given by the route, which knows the site's address. */
export type AssignedMail = (notice: AssignedNotice) => NewMail;

/**
 * Queues the mail telling each of `userIds` they were assigned, in the write's transaction; nobody is told about
 * work they gave themselves, and people without an address get no mail.
 */
export async function mailNewAssignees(
  tx: Tx,
  assignment: Assignment,
  userIds: readonly string[],
  actor: Actor,
  mail: AssignedMail | undefined,
) {
  const others = userIds.filter((id) => id !== actor.id);
  if (!mail || others.length === 0) return;
  const [people, [workspace]] = await Promise.all([
    tx.select({ email: users.email, name: users.name }).from(users).where(inArray(users.id, others)),
    tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, assignment.workspaceId)),
  ]);
  for (const recipient of people) {
    if (!recipient.email) continue;
    await insertedMail(tx, mail({ assignment, recipient, assignedBy: actor, workspaceName: workspace?.name ?? '' }));
  }
}
