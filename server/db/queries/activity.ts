import type { Db, Tx } from '../open-database';
import { newId } from '../new-id';
import { assignmentActivity } from '../schema-assignments';

/** Who did something: always the verified caller, never a name from the request body. */
export interface Actor {
  id: string;
  name: string;
}

/** The actor for a signed-in user: their display name, or their email when they have none. */
export function actorOf(user: { id: string; name: string; email: string }): Actor {
  return { id: user.id, name: user.name || user.email };
}

/** Appends one line to an assignment's activity history. */
export async function recordActivity(
  db: Db | Tx,
  entry: { assignmentId: string; actor: Actor; action: string; changes?: Record<string, [unknown, unknown]> },
): Promise<void> {
  await db.insert(assignmentActivity).values({
    id: newId(),
    assignmentId: entry.assignmentId,
    userId: entry.actor.id,
    userName: entry.actor.name,
    action: entry.action,
    changes: entry.changes ?? {},
  });
}
