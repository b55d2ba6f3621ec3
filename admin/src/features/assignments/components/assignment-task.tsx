import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { canWorkOnAssignment } from '@shared/permissions/assignment';
import { type Assignment, OPEN_ASSIGNMENT_STATUSES } from '@shared/schemas/assignments';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLabels } from '../api/get-labels';
import { useUpdateAssignment } from '../api/update-assignment';
import { formatDate, PRIORITY_LABELS, STATUS_LABELS, TYPE_LABELS } from '../format';
import { useAssignmentRole } from '../hooks/use-assignment-role';
import type { AssignmentUser } from '../permissions';
import { TimeTrackingPanel } from './time-tracking-panel';

export interface AssignmentTaskProps {
  workspaceId: string;
  assignment: Assignment;
  currentUser: AssignmentUser;
  /** More actions beside the task's own (e.g. Edit for those who may change it). */
  actions?: ReactNode;
  /** Called when the person leaves for the file (a dialog closes itself). */
  onOpenFile?: () => void;
}

/**
 * An assignment as a task to do: what, on which file, by when, for whom, and the actions the caller may take
 * (open the file in the editor, start and stop the timer, mark it done). Nothing here edits the task itself.
 */
export function AssignmentTask({ workspaceId, assignment, currentUser, actions, onOpenFile }: AssignmentTaskProps) {
  const id = useId();
  const { role, members } = useAssignmentRole(workspaceId, currentUser);
  const labels = useLabels(workspaceId, assignment.fileId);
  const update = useUpdateAssignment();
  const [announcement, setAnnouncement] = useState('');

  const mayWork = canWorkOnAssignment(role, currentUser.id, assignment);
  const open = OPEN_ASSIGNMENT_STATUSES.includes(assignment.status);
  const nameOf = (userId: string) => {
    if (userId === currentUser.id) return `${currentUser.name} (you)`;
    const member = members.data?.members.find((m) => m.userId === userId);
    return member ? member.name || member.email || 'A member' : 'Former member';
  };
  const creator = assignment.activity.find((a) => a.action === 'created')?.userName ?? nameOf(assignment.createdBy);
  const labelNames = assignment.labels
    .map((labelId) => labels.data?.labels.find((l) => l.id === labelId)?.name)
    .filter(Boolean);

  const setStatus = (status: 'completed' | 'in_progress', said: string) =>
    update.mutate(
      {
        id: assignment.id,
        body: {
          workspaceId,
          assignmentId: assignment.id,
          status,
          updateMetadata: { action: status === 'completed' ? 'completed' : 'reopened' },
        },
      },
      { onSuccess: () => setAnnouncement(said) },
    );

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <p>
          On the file{' '}
          <Link
            to={paths.workspaceFile(workspaceId, assignment.fileId)}
            className="font-medium underline underline-offset-4"
            onClick={onOpenFile}
          >
            {assignment.fileName}
          </Link>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{STATUS_LABELS[assignment.status]}</Badge>
          <Badge variant="outline">{PRIORITY_LABELS[assignment.priority]} priority</Badge>
          <Badge variant="outline">{TYPE_LABELS[assignment.type]}</Badge>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted-foreground">Due</dt>
          <dd>{assignment.dueDate === null ? 'No due date' : formatDate(assignment.dueDate)}</dd>
          <dt className="text-muted-foreground">Assigned to</dt>
          <dd>{assignment.assignees.length ? assignment.assignees.map(nameOf).join(', ') : 'Nobody yet'}</dd>
          <dt className="text-muted-foreground">Created by</dt>
          <dd>{creator}</dd>
          {labelNames.length ? (
            <>
              <dt className="text-muted-foreground">Labels</dt>
              <dd>{labelNames.join(', ')}</dd>
            </>
          ) : null}
        </dl>
        <section aria-labelledby={`${id}-what`} className="grid gap-1">
          <h2 id={`${id}-what`} className="font-semibold">
            What to do
          </h2>
          <p className="break-words whitespace-pre-wrap">{assignment.description}</p>
        </section>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.workspaceFile(workspaceId, assignment.fileId)}
          className={buttonVariants({ variant: 'outline' })}
          onClick={onOpenFile}
        >
          Open the file in the editor
        </Link>
        {mayWork && open ? (
          <Button disabled={update.isPending} onClick={() => setStatus('completed', 'Marked as done')}>
            Mark as done
          </Button>
        ) : null}
        {mayWork && assignment.status === 'completed' ? (
          <Button variant="outline" disabled={update.isPending} onClick={() => setStatus('in_progress', 'Reopened')}>
            Reopen
          </Button>
        ) : null}
        {actions}
      </div>
      {update.isError ? (
        <Alert variant="destructive">The status could not be changed: {update.error.message}</Alert>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <TimeTrackingPanel
        workspaceId={workspaceId}
        assignment={assignment}
        status={assignment.status}
        currentUser={currentUser}
        role={role}
      />
    </div>
  );
}
