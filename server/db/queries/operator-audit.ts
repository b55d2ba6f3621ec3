import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { OperatorAction, OperatorAuditEntry } from '@shared/schemas/operator';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { operatorAuditEntries } from '../schema-operator';

/**
 * Writes one audit entry. An operator route's own write passes its transaction, so there is no write without its
 * entry and no entry for a write that rolled back; the `workspace_write` entry of a write in someone else's
 * workspace is written when access is granted (auth/workspace-access.ts), before the write, with the pool.
 */
export async function recordOperatorAction(
  tx: Tx | Db,
  entry: {
    actor: { id: string; email: string };
    action: OperatorAction;
    workspaceId: string | null;
    before: unknown;
    after: unknown;
    reason?: string;
  },
): Promise<OperatorAuditEntry> {
  const [row] = await tx
    .insert(operatorAuditEntries)
    .values({
      id: newId(),
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      workspaceId: entry.workspaceId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? '',
    })
    .returning();
  return toEntry(row!);
}

function toEntry({ seq: _seq, createdAt, ...row }: typeof operatorAuditEntries.$inferSelect): OperatorAuditEntry {
  return { ...row, createdAt: createdAt.toISOString() };
}

/** One page of the log, newest first, optionally of one actor (id or email) or workspace; `lastSeq` is the cursor. */
export async function operatorAuditPage(
  db: Db,
  page: { beforeSeq?: number; actor?: string; workspaceId?: string; limit: number },
): Promise<{ entries: OperatorAuditEntry[]; lastSeq: number | null }> {
  const rows = await db
    .select()
    .from(operatorAuditEntries)
    .where(
      and(
        page.beforeSeq === undefined ? undefined : lt(operatorAuditEntries.seq, page.beforeSeq),
        page.actor
          ? or(
              eq(operatorAuditEntries.actorId, page.actor),
              eq(operatorAuditEntries.actorEmail, page.actor.toLowerCase()),
            )
          : undefined,
        page.workspaceId ? eq(operatorAuditEntries.workspaceId, page.workspaceId) : undefined,
      ),
    )
    .orderBy(desc(operatorAuditEntries.seq))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return { entries: shown.map(toEntry), lastSeq: more ? shown.at(-1)!.seq : null };
}
