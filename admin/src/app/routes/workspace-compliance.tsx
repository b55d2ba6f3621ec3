import {
  canManageCompliance,
  canRunBulkComplianceAction,
  canSetCompliancePolicy,
} from '@shared/permissions/compliance';
import { CompliancePage } from '@/features/compliance/components/compliance-page';
import { useWorkspaceOutlet } from './workspace-layout';

/** `/workspaces/:workspaceId/compliance?criterion=&status=&q=` (admins and content managers; the router gates it). */
export function WorkspaceComplianceRoute() {
  const { workspace, role } = useWorkspaceOutlet();
  return (
    <CompliancePage
      workspaceId={workspace.workspaceId}
      canAttest={canManageCompliance(role)}
      canRecordExceptions={canSetCompliancePolicy(role)}
      canAssignReviews={canRunBulkComplianceAction(role, 'assign')}
      canTranscribe={canRunBulkComplianceAction(role, 'transcribe')}
    />
  );
}
