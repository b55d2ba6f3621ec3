import { and, desc, eq } from 'drizzle-orm';
import type { PlanId, WorkspaceType } from '@shared/constants';
import type { CreditEntry } from '@shared/schemas/credit';
import type { OperatorAuditEntry } from '@shared/schemas/operator';
import type { Db } from '../open-database';
import { workspaces } from '../schema';
import { creditEntries } from '../schema-credit';
import { grantedMinutes } from './credit';
import { recordOperatorAction } from './operator-audit';
import { changedPlan, planOfWorkspace } from './plans';

// Operator writes: each runs the ordinary rule (the ledger, the plan change, the type column) and records its
// audit entry in the same transaction. Each answers null when there is no such workspace.

type Actor = { id: string; email: string };

const exists = async (db: Db, workspaceId: string) =>
  (await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId))).length > 0;

/** Grants minutes through the ledger; answers the new entry and balance. */
export async function operatorGrant(
  db: Db,
  actor: Actor,
  grant: { workspaceId: string; minutes: number; reason: string },
): Promise<{ entry: CreditEntry; balance: number } | null> {
  if (!(await exists(db, grant.workspaceId))) return null;
  return db.transaction(async (tx) => {
    const balance = await grantedMinutes(tx, { ...grant, kind: 'grant', actorId: actor.id });
    const [row] = await tx
      .select()
      .from(creditEntries)
      // grantedMinutes answers the balance only: this transaction's own entry is the newest of this actor, amount and
      // reason that it can see.
      .where(
        and(
          eq(creditEntries.workspaceId, grant.workspaceId),
          eq(creditEntries.actorId, actor.id),
          eq(creditEntries.minutes, grant.minutes),
          eq(creditEntries.reason, grant.reason),
        ),
      )
      .orderBy(desc(creditEntries.seq))
      .limit(1);
    const { seq: _seq, workspaceId: _w, createdAt, ...rest } = row!;
    const entry = { ...rest, kind: rest.kind as CreditEntry['kind'], createdAt: createdAt.toISOString() };
    await recordOperatorAction(tx, {
      actor,
      action: 'grant_minutes',
      workspaceId: grant.workspaceId,
      before: { balance: balance - grant.minutes },
      after: { balance, minutes: grant.minutes, entryId: entry.id },
      reason: grant.reason,
    });
    return { entry, balance };
  });
}

/** Records a plan change (from the next month on, like the workspace's own admins' changes). */
export async function operatorPlanChange(
  db: Db,
  actor: Actor,
  change: { workspaceId: string; planId: PlanId; reason?: string },
): Promise<OperatorAuditEntry | null> {
  if (!(await exists(db, change.workspaceId))) return null;
  const plan = await planOfWorkspace(db, change.workspaceId);
  return db.transaction(async (tx) => {
    await changedPlan(tx, { workspaceId: change.workspaceId, planId: change.planId, requestedBy: actor.id });
    return recordOperatorAction(tx, {
      actor,
      action: 'change_plan',
      workspaceId: change.workspaceId,
      before: { planId: plan.planId, pendingPlanId: plan.pendingChange?.planId ?? null },
      after: { planId: plan.planId, pendingPlanId: change.planId === plan.planId ? null : change.planId },
      reason: change.reason,
    });
  });
}

/** Changes the workspace's type at once. */
export async function operatorTypeChange(
  db: Db,
  actor: Actor,
  change: { workspaceId: string; type: WorkspaceType; reason?: string },
): Promise<OperatorAuditEntry | null> {
  return db.transaction(async (tx) => {
    // The row lock makes `before` the value this change replaced, even when two operators change it at once.
    const [current] = await tx
      .select({ type: workspaces.type })
      .from(workspaces)
      .where(eq(workspaces.id, change.workspaceId))
      .for('update');
    if (!current) return null;
    await tx
      .update(workspaces)
      .set({ type: change.type, updatedAt: new Date() })
      .where(eq(workspaces.id, change.workspaceId));
    return recordOperatorAction(tx, {
      actor,
      action: 'change_type',
      workspaceId: change.workspaceId,
      before: { type: current.type },
      after: { type: change.type },
      reason: change.reason,
    });
  });
}
