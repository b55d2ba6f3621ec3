import { asc, eq } from 'drizzle-orm';
import { criteriaOfTarget } from '@shared/compliance/criteria';
import type { ComplianceReport } from '@shared/schemas/compliance';
import type { Db } from '../open-database';
import { complianceAssets, complianceAttestations } from '../schema-compliance';
import { allComplianceAssets, complianceSummary, evidenceVerification } from './compliance-read';

/** Everything an auditor needs in one document: target, totals, every asset, exceptions, attestations, the chain. */
export async function complianceReport(db: Db, workspaceId: string): Promise<ComplianceReport> {
  const summary = await complianceSummary(db, workspaceId, 1);
  const assets = await allComplianceAssets(db, workspaceId);
  const attestations = await db
    .select({ a: complianceAttestations, assetTitle: complianceAssets.title })
    .from(complianceAttestations)
    .innerJoin(complianceAssets, eq(complianceAssets.id, complianceAttestations.assetId))
    .where(eq(complianceAttestations.workspaceId, workspaceId))
    .orderBy(asc(complianceAttestations.createdAt));
  return {
    workspaceId,
    generatedAt: new Date().toISOString(),
    target: summary.target,
    rulesVersion: summary.rulesVersion,
    criteria: criteriaOfTarget(summary.target),
    totals: summary.totals,
    evidence: await evidenceVerification(db, workspaceId),
    exceptions: assets.flatMap((asset) =>
      asset.exception ? [{ assetId: asset.id, assetTitle: asset.title, ...asset.exception }] : [],
    ),
    attestations: attestations.map(({ a, assetTitle }) => ({
      assetId: a.assetId,
      assetTitle,
      criterion: a.criterion,
      reason: a.reason,
      by: { type: 'user' as const, id: a.createdBy, name: a.createdByName },
      at: new Date(a.createdAt).toISOString(),
    })),
    assets,
  };
}
