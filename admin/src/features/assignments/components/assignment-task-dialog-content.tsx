import type { RefObject } from 'react';
import type { Assignment } from '@shared/schemas/assignments';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { AssignmentUser } from '../permissions';
import { AssignmentTask } from './assignment-task';

/** The dialog for someone who works on an assignment (or only reads it) but may not change the task itself. */
export function AssignmentTaskDialogContent({
  workspaceId,
  assignment,
  currentUser,
  mayWork,
  returnFocusRef,
  opener,
  onClose,
}: {
  workspaceId: string;
  assignment: Assignment;
  currentUser: AssignmentUser;
  /** The caller may start timers and mark it done. */
  mayWork: boolean;
  /** Where focus goes when the dialog closes; by default `opener`, focused when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  return (
    <DialogContent
      data-mode="task"
      className="max-w-[900px]"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        const target = returnFocusRef?.current ?? opener;
        if (target?.isConnected) target.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{assignment.title}</DialogTitle>
        <DialogDescription>
          {mayWork
            ? 'Your task: open the file, track your time and mark it done when you finish.'
            : 'You can read this assignment but not change it.'}
        </DialogDescription>
      </DialogHeader>
      <AssignmentTask
        workspaceId={workspaceId}
        assignment={assignment}
        currentUser={currentUser}
        onOpenFile={onClose}
      />
      <div className="flex justify-end">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </DialogContent>
  );
}
