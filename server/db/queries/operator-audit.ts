import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { OperatorAction, OperatorAuditEntry } from '@shared/schemas/operator';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { workspaces } from '../schema';
import { operatorAuditEntries } from '../schema-operator';

type AuditRow = typeof operatorAuditEntries.$inferSelect;

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
  const [workspace] = entry.workspaceId
    ? await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, entry.workspaceId))
    : [];
  return toEntry(row!, workspace?.name ?? null);
}

function toEntry({ seq: _seq, createdAt, ...row }: AuditRow, workspaceName: string | null): OperatorAuditEntry {
  return { ...row, workspaceName, createdAt: createdAt.toISOString() };
}

/**
 * Records that an operator opened a workspace they are not a member of, once an hour per operator and workspace
 * (reloading a page is not another visit); answers the entry and whether it is new. Null for no such workspace.
 */
export async function recordedWorkspaceVisit(
  db: Db,
  actor: { id: string; email: string },
  workspaceId: string,
): Promise<{ entry: OperatorAuditEntry; created: boolean } | null> {
  return db.transaction(async (tx) => {
    const [workspace] = await tx
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId));
    if (!workspace) return null;
    const [recent] = await tx
      .select()
      .from(operatorAuditEntries)
      .where(
        and(
          eq(operatorAuditEntries.actorId, actor.id),
          eq(operatorAuditEntries.workspaceId, workspaceId),
          eq(operatorAuditEntries.action, 'open_workspace'),
          gt(operatorAuditEntries.createdAt, new Date(Date.now() - 60 * 60 * 1000)),
        ),
      )
      .orderBy(desc(operatorAuditEntries.seq))
      .limit(1);
    if (recent) return { entry: toEntry(recent, workspace.name), created: false };
    const entry = await recordOperatorAction(tx, {
      actor,
      action: 'open_workspace',
      workspaceId,
      before: null,
      after: { name: workspace.name },
    });
    return { entry, created: true };
  });
}

/** One page of the log, newest first, optionally of one actor (id or email) or workspace; `lastSeq` is the cursor. */
export async function operatorAuditPage(
  db: Db,
  page: { beforeSeq?: number; actor?: string; workspaceId?: string; limit: number },
): Promise<{ entries: OperatorAuditEntry[]; lastSeq: number | null }> {
  const rows = await db
    .select({ entry: operatorAuditEntries, workspaceName: workspaces.name })
    .from(operatorAuditEntries)
    .leftJoin(workspaces, eq(workspaces.id, operatorAuditEntries.workspaceId))
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
  return {
    entries: shown.map((r) => toEntry(r.entry, r.workspaceName)),
    lastSeq: more ? shown.at(-1)!.entry.seq : null,
  };
}
