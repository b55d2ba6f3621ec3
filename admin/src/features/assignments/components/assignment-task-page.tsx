import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { canEditAssignment } from '@shared/permissions/assignment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useAssignment } from '../api/get-assignment';
import { useAssignmentRole } from '../hooks/use-assignment-role';
import type { AssignmentUser } from '../permissions';
import { AssignmentDialog } from './assignment-dialog';
import { AssignmentTask } from './assignment-task';

export interface AssignmentTaskPageProps {
  workspaceId: string;
  assignmentId: string;
  currentUser: AssignmentUser;
}

/**
 * `/workspaces/:workspaceId/assignments/:assignmentId`, where the mail and the nav's list lead: the task and what
 * the caller may do with it; those who may change it also get **Edit assignment**.
 */
export function AssignmentTaskPage({ workspaceId, assignmentId, currentUser }: AssignmentTaskPageProps) {
  const navigate = useNavigate();
  const detail = useAssignment(workspaceId, assignmentId);
  const { role } = useAssignmentRole(workspaceId, currentUser);
  const remove = useDeleteAssignment();
  const [editing, setEditing] = useState(false);

  if (detail.isPending) {
    return (
      <section aria-busy="true" className="mx-auto max-w-3xl">
        <h1 className="mb-2 text-2xl font-semibold">Assignment</h1>
        <p role="status">Loading the assignment…</p>
      </section>
    );
  }
  if (detail.isError) {
    const gone = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <section className="mx-auto grid max-w-3xl gap-3">
        <h1 className="text-2xl font-semibold">{gone ? 'Assignment not found' : 'Assignment'}</h1>
        <Alert variant={gone ? 'default' : 'destructive'}>
          {gone
            ? 'It may have been deleted, or its file removed.'
            : 'The assignment could not be loaded. Reload the page to try again.'}
        </Alert>
        <Link to={paths.workspaceFiles(workspaceId)} className="underline underline-offset-4">
          Back to the files
        </Link>
      </section>
    );
  }

  const assignment = detail.data;
  return (
    <article aria-labelledby="assignment-title" className="mx-auto grid max-w-3xl gap-4">
      <h1 id="assignment-title" className="text-2xl font-semibold break-words">
        {assignment.title}
      </h1>
      <AssignmentTask
        workspaceId={workspaceId}
        assignment={assignment}
        currentUser={currentUser}
        actions={
          canEditAssignment(role, currentUser.id, assignment) ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              Edit assignment
            </Button>
          ) : null
        }
      />
      <AssignmentDialog
        open={editing}
        onOpenChange={setEditing}
        workspaceId={workspaceId}
        fileId={assignment.fileId}
        currentUser={currentUser}
        assignment={assignment}
        onDelete={async (deleted) => {
          await remove.mutateAsync({ workspaceId, id: deleted.id });
          navigate(paths.workspaceFile(workspaceId, deleted.fileId));
        }}
      />
    </article>
  );
}
