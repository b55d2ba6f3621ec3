import { BULK_COMPLIANCE_ACTIONS, type BulkComplianceAction } from '@shared/schemas/compliance-bulk';
import {
  canManageCompliance,
  canRunBulkComplianceAction,
  canScanWebPages,
  canSetCompliancePolicy,
} from '@shared/permissions/compliance';
import { CompliancePage } from '@/features/compliance/components/compliance-page';
import { useWorkspaceOutlet } from './workspace-layout';

/** `/workspaces/:workspaceId/compliance?criterion=&status=&q=` (admins and content managers; the router gates it). */
export function WorkspaceComplianceRoute() {
  const { workspace, role } = useWorkspaceOutlet();
  const mayBulk = Object.fromEntries(
    BULK_COMPLIANCE_ACTIONS.map((action) => [action, canRunBulkComplianceAction(role, action)]),
  ) as Record<BulkComplianceAction, boolean>;
  return (
    <CompliancePage
      workspaceId={workspace.workspaceId}
      canAttest={canManageCompliance(role)}
      canRecordExceptions={canSetCompliancePolicy(role)}
      mayBulk={mayBulk}
      canScan={canScanWebPages(role)}
    />
  );
}
