import { ClipboardListIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { Assignment } from '@shared/schemas/assignments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useUserAssignments } from '../api/get-user-assignments';
import { byDueDate } from '../format';
import type { AssignmentUser } from '../permissions';
import { AssignmentMeta } from './assignment-badges';
import { AssignmentDialog } from './assignment-dialog';

export interface AssignmentsPopoverProps {
  workspaceId: string;
  /** The signed-in user, whose assignments are listed. */
  currentUser: AssignmentUser;
}

/** The nav bar's list of the signed-in user's assignments in the workspace; each opens the edit dialog. */
export function AssignmentsPopover({ workspaceId, currentUser }: AssignmentsPopoverProps) {
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Assignment | null>(null);
  const list = useUserAssignments(workspaceId, currentUser.id);
  const remove = useDeleteAssignment();

  const assignments = byDueDate(list.data?.assignments ?? []);
  const openCount = assignments.filter((a) => a.status !== 'completed' && a.status !== 'cancelled').length;
  const headingId = `${id}-heading`;
  const countId = `${id}-count`;

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            ref={triggerRef}
            variant="ghost"
            size="sm"
            className="gap-1.5"
            aria-describedby={list.isSuccess ? countId : undefined}
          >
            <ClipboardListIcon aria-hidden="true" className="size-4" />
            <span className="sr-only lg:not-sr-only">Assignments</span>
            {openCount > 0 ? (
              <Badge aria-hidden="true" data-testid="assignments-count">
                {openCount}
              </Badge>
            ) : null}
          </Button>
        </PopoverTrigger>
        {list.isSuccess ? (
          <span id={countId} className="sr-only">
            {openCount} open
          </span>
        ) : null}
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
                  <button
                    type="button"
                    className="hover:bg-muted focus-visible:ring-ring grid w-full gap-1 rounded-md px-2 py-2 text-left focus-visible:ring-2 focus-visible:outline-none"
                    onClick={() => {
                      setOpen(false);
                      setSelected(assignment);
                    }}
                  >
                    <span className="text-sm font-medium">{assignment.title}</span>
                    <AssignmentMeta assignment={assignment} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </PopoverContent>
      </Popover>
      <AssignmentDialog
        open={selected !== null}
        onOpenChange={(next) => {
          if (!next) setSelected(null);
        }}
        workspaceId={workspaceId}
        fileId={selected?.fileId ?? ''}
        currentUser={currentUser}
        assignment={selected ?? undefined}
        onDelete={(assignment) => remove.mutateAsync({ workspaceId, id: assignment.id })}
        showJumpToFile
        returnFocusRef={triggerRef}
      />
    </>
  );
}
