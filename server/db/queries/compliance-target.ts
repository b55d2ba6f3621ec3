import type { Target } from '@shared/compliance/criteria';
import type { ComplianceActor } from '@shared/schemas/compliance';
import type { Db } from '../open-database';
import { workspaceSettings } from '../schema-settings';
import { openedLedger } from './compliance-changes';
import { reevaluated } from './compliance-evaluation';
import { appendEvidence, recordDailyTotals } from './compliance-ledger';

/**
 * Sets the workspace's WCAG target: every asset is judged against it again and the change is one `target_changed`
 * entry (from, to, how many assets' statuses moved). Setting the current target again changes and logs nothing.
 */
export async function complianceTargetSet(
  db: Db,
  workspaceId: string,
  target: Target,
  actor: ComplianceActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ledger = await openedLedger(tx, workspaceId);
    const from = ledger.target;
    if (from === target) return;
    await tx
      .insert(workspaceSettings)
      .values({ workspaceId, complianceTarget: target })
      .onConflictDoUpdate({
        target: workspaceSettings.workspaceId,
        set: { complianceTarget: target, updatedAt: ledger.now },
      });
    ledger.target = target;
    const { changed } = await reevaluated(tx, ledger, 'all', null);
    await appendEvidence(tx, ledger, [
      { actor, action: 'target_changed', details: { from, to: target, assetsChanged: changed } },
    ]);
    await recordDailyTotals(tx, ledger);
  });
}
