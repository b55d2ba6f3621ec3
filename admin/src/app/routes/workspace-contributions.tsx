import { useParams } from 'react-router-dom';
import { CorrectionReview } from '@/features/review-queues/components/correction-review';
import { CorrectionsQueue } from '@/features/review-queues/components/corrections-queue';
import { RequestReview } from '@/features/review-queues/components/request-review';
import { RequestsQueue } from '@/features/review-queues/components/requests-queue';
import { useWorkspaceOutlet } from './workspace-layout';

/** `/workspaces/:workspaceId/corrections` and `…/:fileId/:correctionId`: corrections viewers proposed. */
export function CorrectionsRoute() {
  const { correctionId } = useParams();
  const { workspace } = useWorkspaceOutlet();
  return correctionId ? (
    <CorrectionReview workspaceId={workspace.workspaceId} correctionId={correctionId} />
  ) : (
    <CorrectionsQueue workspaceId={workspace.workspaceId} />
  );
}

/** `/workspaces/:workspaceId/requests` and `…/:fileId/:requestId`: accessibility requests from viewers. */
export function RequestsRoute() {
  const { requestId } = useParams();
  const { workspace } = useWorkspaceOutlet();
  return requestId ? (
    <RequestReview workspaceId={workspace.workspaceId} requestId={requestId} />
  ) : (
    <RequestsQueue workspaceId={workspace.workspaceId} />
  );
}
