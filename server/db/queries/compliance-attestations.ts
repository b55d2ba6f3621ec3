import { and, eq } from 'drizzle-orm';
import type { AttestationReason, Criterion } from '@shared/compliance/criteria';
import type { ComplianceActor, ComplianceAttestation } from '@shared/schemas/compliance';
import type { Db } from '../open-database';
import { complianceAttestations } from '../schema-compliance';
import { decisionOpened, openedLedger } from './compliance-changes';
import { reevaluated } from './compliance-evaluation';

// A person's attestation that a criterion does not apply to an asset (audio description not needed, for a reason
// from the fixed list), and its withdrawal: each judged again and logged in the same transaction.

/**
 * Records (or replaces) the attestation, logged as `attestation_recorded` with the reason; null when the workspace
 * has no such asset.
 */
export async function recordedAttestation(
  db: Db,
  workspaceId: string,
  assetId: string,
  attestation: { criterion: Criterion; reason: AttestationReason },
  actor: ComplianceActor,
): Promise<ComplianceAttestation | null> {
  return db.transaction(async (tx) => {
    const opened = await decisionOpened(tx, workspaceId, assetId, actor);
    if (!opened) return null;
    const { ledger, by } = opened;
    const row = {
      assetId,
      workspaceId,
      criterion: attestation.criterion,
      reason: attestation.reason,
      createdBy: by.id,
      createdByName: by.name,
      createdAt: ledger.now,
    };
    await tx
      .insert(complianceAttestations)
      .values(row)
      .onConflictDoUpdate({
        target: [complianceAttestations.assetId, complianceAttestations.criterion],
        set: { reason: row.reason, createdBy: row.createdBy, createdByName: row.createdByName, createdAt: ledger.now },
      });
    await reevaluated(tx, ledger, [assetId], {
      actor: by,
      action: 'attestation_recorded',
      always: true,
      criterion: attestation.criterion,
      details: { attested: attestation.criterion, reason: attestation.reason },
    });
    return { assetId, ...attestation, by, at: ledger.now.toISOString() };
  });
}

/** Withdraws the attestation, logged as `attestation_withdrawn`; false when there was none. */
export async function withdrawnAttestation(
  db: Db,
  workspaceId: string,
  assetId: string,
  criterion: Criterion,
  actor: ComplianceActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ledger = await openedLedger(tx, workspaceId);
    const removed = await tx
      .delete(complianceAttestations)
      .where(
        and(
          eq(complianceAttestations.assetId, assetId),
          eq(complianceAttestations.workspaceId, workspaceId),
          eq(complianceAttestations.criterion, criterion),
        ),
      )
      .returning({ reason: complianceAttestations.reason });
    if (removed.length === 0) return false;
    await reevaluated(tx, ledger, [assetId], {
      actor,
      action: 'attestation_withdrawn',
      always: true,
      criterion,
      details: { withdrawn: criterion, reason: removed[0]!.reason },
    });
    return true;
  });
}
