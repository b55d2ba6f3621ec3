import { and, eq } from 'drizzle-orm';
import type { ComplianceActor, SetAssetFactsBody } from '@shared/schemas/compliance';
import type { Db } from '../open-database';
import { complianceAssets } from '../schema-compliance';
import { openedLedger } from './compliance-changes';
import { reevaluated } from './compliance-evaluation';

/**
 * What a person declares of an asset the server cannot probe (sound, picture, live, the spoken language), judged
 * again and logged as `asset_facts_set` with what was declared; false when the workspace has no such asset.
 */
export async function declaredAssetFacts(
  db: Db,
  workspaceId: string,
  assetId: string,
  facts: SetAssetFactsBody,
  actor: ComplianceActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ledger = await openedLedger(tx, workspaceId);
    const updated = await tx
      .update(complianceAssets)
      .set(facts)
      .where(and(eq(complianceAssets.id, assetId), eq(complianceAssets.workspaceId, workspaceId)))
      .returning({ id: complianceAssets.id });
    if (updated.length === 0) return false;
    await reevaluated(tx, ledger, [assetId], {
      actor,
      action: 'asset_facts_set',
      always: true,
      details: { declared: facts },
    });
    return true;
  });
}
