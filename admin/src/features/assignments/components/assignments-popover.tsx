import { ClipboardListIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '@shared/constants';
import { canManageAssignments } from '@shared/permissions/assignment';
import { OPEN_ASSIGNMENT_STATUSES } from '@shared/schemas/assignments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { paths } from '@/config/paths';
import { useUserAssignments } from '../api/get-user-assignments';
import { byDueDate } from '../format';
import { useNewAssignments } from '../hooks/use-new-assignments';
import type { AssignmentUser } from '../permissions';
import { AssignmentMeta } from './assignment-badges';

export interface AssignmentsPopoverProps {
  workspaceId: string;
  /** The signed-in user, whose assignments are listed. */
  currentUser: AssignmentUser;
  /** Their role here: managers also get a link to every assignment of the workspace. */
  role: Role;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The nav bar's list of the signed-in user's assignments in the workspace, asked again every 30 s: work assigned
 * since they last looked is marked new (and announced); each names its file and opens its task page.
 */
export function AssignmentsPopover({ workspaceId, currentUser, role }: AssignmentsPopoverProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const list = useUserAssignments(workspaceId, currentUser.id);
  const { newIds, markSeen } = useNewAssignments(currentUser.id, workspaceId, list.data?.assignments);

  const assignments = byDueDate(list.data?.assignments ?? []);
  const openCount = assignments.filter((a) => OPEN_ASSIGNMENT_STATUSES.includes(a.status)).length;
  const headingId = `${id}-heading`;
  const countId = `${id}-count`;
  const summary = `${openCount} open${newIds.size ? `, ${newIds.size} new` : ''}`;

  return (
    <>
      <Popover
        open={open}
        onOpenChange={(next) => {
          // What was on screen while it was open has been seen.
          if (!next) markSeen();
          setOpen(next);
        }}
      >
        <PopoverTrigger asChild>
          <Button variant="ghost" size="sm" className="gap-1.5" aria-describedby={list.isSuccess ? countId : undefined}>
            <ClipboardListIcon aria-hidden="true" className="size-4" />
            <span className="sr-only lg:not-sr-only">Assignments</span>
            {openCount > 0 ? (
              <Badge aria-hidden="true" data-testid="assignments-count" variant={newIds.size ? 'default' : 'outline'}>
                {openCount}
              </Badge>
            ) : null}
          </Button>
        </PopoverTrigger>
        {list.isSuccess ? (
          <span id={countId} className="sr-only">
            {summary}
          </span>
        ) : null}
        {/* Says so when new work arrives while the page is open (the refetch), not on every page load. */}
        <span role="status" className="sr-only">
          {newIds.size ? `${plural(newIds.size, 'new assignment', 'new assignments')} for you` : ''}
        </span>
        <PopoverContent aria-labelledby={headingId} className="w-96 max-w-[calc(100vw-2rem)]">
          <h2 id={headingId} className="mb-2 font-semibold">
            Assignments
          </h2>
          {list.isPending ? (
            <p role="status" className="text-muted-foreground text-sm">
              Loading assignments…
            </p>
          ) : list.isError ? (
            <p role="alert" className="text-destructive text-sm">
              Error loading assignments
            </p>
          ) : assignments.length === 0 ? (
            <p className="text-muted-foreground text-sm">No Assignments</p>
          ) : (
            <ul className="-mx-2 grid max-h-96 gap-1 overflow-y-auto" aria-labelledby={headingId}>
              {assignments.map((assignment) => (
                <li key={assignment.id}>
                  <Link
                    to={paths.workspaceAssignment(workspaceId, assignment.id)}
                    className="hover:bg-muted focus-visible:ring-ring grid gap-1 rounded-md px-2 py-2 focus-visible:ring-2 focus-visible:outline-none"
                    onClick={() => {
                      markSeen();
                      setOpen(false);
                    }}
                  >
                    <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {assignment.title}
                      {newIds.has(assignment.id) ? <Badge>New</Badge> : null}
                    </span>
                    <span className="text-muted-foreground text-xs">On {assignment.fileName}</span>
                    <AssignmentMeta assignment={assignment} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {canManageAssignments(role) ? (
            <Link
              to={paths.workspaceAssignments(workspaceId)}
              className="mt-3 inline-block text-sm font-medium underline underline-offset-4"
              onClick={() => setOpen(false)}
            >
              All assignments in this workspace
            </Link>
          ) : null}
        </PopoverContent>
      </Popover>
    </>
  );
}
