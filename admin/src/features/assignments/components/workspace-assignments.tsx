import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ASSIGNMENT_DUE_FILTERS,
  ASSIGNMENT_STATUS_FILTERS,
  ASSIGNMENT_STATUSES,
  type AssignmentDueFilter,
  type AssignmentStatusFilter,
  type AssignmentSummary,
  OPEN_ASSIGNMENT_STATUSES,
  UNASSIGNED,
} from '@shared/schemas/assignments';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { useMembers } from '../api/get-members';
import { useWorkspaceAssignments } from '../api/get-workspace-assignments';
import type { WorkspaceAssignmentFilters } from '../api/keys';
import { STATUS_LABELS } from '../format';
import { AssignmentMeta } from './assignment-badges';

const STATUS_FILTER_LABELS: Record<AssignmentStatusFilter, string> = {
  open: 'Open (pending, in progress, blocked)',
  all: 'Any status',
  ...STATUS_LABELS,
};
const DUE_FILTER_LABELS: Record<AssignmentDueFilter, string> = {
  any: 'Any time',
  overdue: 'Overdue',
  next_7_days: 'In the next 7 days',
  none: 'No due date',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * `/workspaces/:workspaceId/assignments` (managers): every assignment of the workspace, by due date, filtered by
 * person, status and due date; the filters live in the address, so Back and shared links keep them.
 */
export function WorkspaceAssignments({ workspaceId }: { workspaceId: string }) {
  const [params, setParams] = useSearchParams();
  const filters: WorkspaceAssignmentFilters = {
    assignee: params.get('assignee') || undefined,
    status: oneOf(ASSIGNMENT_STATUS_FILTERS, params.get('status')) ?? 'open',
    due: oneOf(ASSIGNMENT_DUE_FILTERS, params.get('due')) ?? 'any',
  };
  const list = useWorkspaceAssignments(workspaceId, filters);
  const members = useMembers(workspaceId);
  // What "overdue" counts from while the page is open.
  const [now] = useState(() => Date.now());
  const items = list.data?.pages.flatMap((page) => page.assignments) ?? [];
  const nameOf = (userId: string) => {
    const member = members.data?.members.find((m) => m.userId === userId);
    return member ? member.name || member.email || 'A member' : 'Former member';
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    const assignee = String(data.get('assignee') ?? '');
    const status = String(data.get('status') ?? 'open');
    const due = String(data.get('due') ?? 'any');
    if (assignee) next.assignee = assignee;
    if (status !== 'open') next.status = status;
    if (due !== 'any') next.due = due;
    setParams(next);
  }

  return (
    <section className="mx-auto max-w-5xl">
      <h1 className="mb-2 text-2xl font-semibold">Assignments</h1>
      <p className="text-muted-foreground mb-4">Everyone’s work in this workspace, soonest due first.</p>
      {/* Keyed by the address, so Back shows the filters it holds. */}
      <form
        key={params.toString()}
        aria-label="Filter assignments"
        onSubmit={onSubmit}
        className="mb-4 grid gap-3 sm:flex sm:flex-wrap sm:items-end"
      >
        <div className="grid gap-1">
          <Label htmlFor="assignments-assignee">Person</Label>
          <NativeSelect
            id="assignments-assignee"
            name="assignee"
            defaultValue={filters.assignee ?? ''}
            className="sm:w-56"
          >
            <option value="">Anyone</option>
            <option value={UNASSIGNED}>Nobody (unassigned)</option>
            {(members.data?.members ?? []).map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name || m.email}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="assignments-status">Status</Label>
          <NativeSelect id="assignments-status" name="status" defaultValue={filters.status} className="sm:w-72">
            {(['open', 'all', ...ASSIGNMENT_STATUSES] as const).map((status) => (
              <option key={status} value={status}>
                {STATUS_FILTER_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="assignments-due">Due</Label>
          <NativeSelect id="assignments-due" name="due" defaultValue={filters.due} className="sm:w-48">
            {ASSIGNMENT_DUE_FILTERS.map((due) => (
              <option key={due} value={due}>
                {DUE_FILTER_LABELS[due]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          Apply filters
        </Button>
      </form>

      {list.isPending ? (
        <p aria-busy="true">Loading assignments…</p>
      ) : list.isError ? (
        <Alert variant="destructive">The assignments could not be loaded. {list.error.message}</Alert>
      ) : items.length === 0 ? (
        <p>No assignments match these filters.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Assignments">
          {items.map((assignment) => (
            <AssignmentRow
              key={assignment.id}
              workspaceId={workspaceId}
              assignment={assignment}
              nameOf={nameOf}
              now={now}
            />
          ))}
        </ul>
      )}
      <LoadMore query={list} count={items.length} noun={['assignment', 'assignments']} />
    </section>
  );
}

function AssignmentRow({
  workspaceId,
  assignment,
  nameOf,
  now,
}: {
  workspaceId: string;
  assignment: AssignmentSummary;
  nameOf: (userId: string) => string;
  now: number;
}) {
  const overdue =
    assignment.dueDate !== null && assignment.dueDate < now && OPEN_ASSIGNMENT_STATUSES.includes(assignment.status);
  return (
    <li className="grid gap-1 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.workspaceAssignment(workspaceId, assignment.id)}
          className="font-medium break-words underline-offset-4 hover:underline"
        >
          {assignment.title}
        </Link>
        {overdue ? <Badge variant="destructive">Overdue</Badge> : null}
      </div>
      <p className="text-sm">
        On{' '}
        <Link to={paths.workspaceFile(workspaceId, assignment.fileId)} className="underline underline-offset-4">
          {assignment.fileName}
        </Link>
        {' · '}
        {assignment.assignees.length ? `Assigned to ${assignment.assignees.map(nameOf).join(', ')}` : 'Not assigned'}
      </p>
      <AssignmentMeta assignment={assignment} />
    </li>
  );
}
