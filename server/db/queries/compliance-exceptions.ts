import { and, eq } from 'drizzle-orm';
import type { ComplianceActor, ComplianceException, RecordExceptionBody } from '@shared/schemas/compliance';
import type { Db } from '../open-database';
import { complianceExceptions } from '../schema-compliance';
import { decisionOpened, openedLedger } from './compliance-changes';
import { reevaluated } from './compliance-evaluation';

// An admin's exception for an asset (archived, pre-existing document, third-party content): the asset is still
// judged but is exempt from the target. Recording and removing it are judged again and logged in one transaction.

/** Records (or replaces) the asset's exception, logged as `exception_recorded`; null when there is no such asset. */
export async function recordedException(
  db: Db,
  workspaceId: string,
  assetId: string,
  body: RecordExceptionBody,
  actor: ComplianceActor,
): Promise<ComplianceException | null> {
  return db.transaction(async (tx) => {
    const opened = await decisionOpened(tx, workspaceId, assetId, actor);
    if (!opened) return null;
    const { ledger, by } = opened;
    const row = {
      type: body.type,
      note: body.note,
      archiveTests: body.archiveTests ?? null,
      createdBy: by.id,
      createdByName: by.name,
      createdAt: ledger.now,
    };
    await tx
      .insert(complianceExceptions)
      .values({ assetId, workspaceId, ...row })
      .onConflictDoUpdate({ target: complianceExceptions.assetId, set: row });
    await reevaluated(tx, ledger, [assetId], {
      actor: by,
      action: 'exception_recorded',
      always: true,
      details: { exception: body.type, note: body.note, archiveTests: row.archiveTests },
    });
    return { type: row.type, note: row.note, archiveTests: row.archiveTests, by, at: ledger.now.toISOString() };
  });
}

/** Removes the asset's exception, logged as `exception_removed`; false when it had none. */
export async function removedException(
  db: Db,
  workspaceId: string,
  assetId: string,
  actor: ComplianceActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ledger = await openedLedger(tx, workspaceId);
    const removed = await tx
      .delete(complianceExceptions)
      .where(and(eq(complianceExceptions.assetId, assetId), eq(complianceExceptions.workspaceId, workspaceId)))
      .returning({ type: complianceExceptions.type });
    if (removed.length === 0) return false;
    await reevaluated(tx, ledger, [assetId], {
      actor,
      action: 'exception_removed',
      always: true,
      details: { exception: removed[0]!.type },
    });
    return true;
  });
}
