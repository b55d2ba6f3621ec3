import { useParams } from 'react-router-dom';
import { AssignmentTaskPage } from '@/features/assignments/components/assignment-task-page';
import { WorkspaceAssignments } from '@/features/assignments/components/workspace-assignments';
import { useAssignmentUser } from '../use-assignment-user';
import { useWorkspaceOutlet } from './workspace-layout';

/** `/workspaces/:workspaceId/assignments?assignee=&status=&due=` (managers; the router gates it). */
export function WorkspaceAssignmentsRoute() {
  const { workspace } = useWorkspaceOutlet();
  return <WorkspaceAssignments workspaceId={workspace.workspaceId} />;
}

/** `/workspaces/:workspaceId/assignments/:assignmentId`: one task, for every member. */
export function AssignmentRoute() {
  const { workspace } = useWorkspaceOutlet();
  const { assignmentId = '' } = useParams();
  const currentUser = useAssignmentUser();
  return (
    <AssignmentTaskPage
      key={assignmentId}
      workspaceId={workspace.workspaceId}
      assignmentId={assignmentId}
      currentUser={currentUser}
    />
  );
}
