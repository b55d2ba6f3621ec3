import { type RefObject, useCallback, useRef, useState } from 'react';
import type { Assignment } from '@shared/schemas/assignments';
import { Dialog } from '@/components/ui/dialog';
import type { AssignmentUser } from '../permissions';
import { AssignmentDialogBody } from './assignment-dialog-body';
import { DiscardChangesDialog } from './discard-changes-dialog';

export interface AssignmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  fileId: string;
  currentUser: AssignmentUser;
  /** Edit mode when given (a list row is fine: the dialog refreshes it); create mode otherwise. */
  assignment?: Assignment;
  /** Deletes for real (resolve to close, reject to stay); without it Delete only marks the form `cancelled`. */
  onDelete?: (assignment: Assignment) => Promise<unknown>;
  /** Where focus goes on close; by default the element focused when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Create or edit an assignment; asks before discarding unsaved changes. */
export function AssignmentDialog({ open, onOpenChange, ...props }: AssignmentDialogProps) {
  const dirty = useRef(false);
  const afterDiscard = useRef<(() => void) | null>(null);
  const focusBeforeConfirm = useRef<HTMLElement | null>(null);
  const discarding = useRef(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const close = useCallback(() => {
    dirty.current = false;
    onOpenChange(false);
  }, [onOpenChange]);
  /** Closes, then runs `after`; with unsaved changes, only once the viewer chose Discard. */
  const requestClose = (after?: () => void) => {
    if (dirty.current) {
      afterDiscard.current = after ?? null;
      focusBeforeConfirm.current = document.activeElement as HTMLElement | null;
      discarding.current = false;
      setConfirmingDiscard(true);
      return;
    }
    close();
    after?.();
  };
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const discard = () => {
    const after = afterDiscard.current;
    afterDiscard.current = null;
    discarding.current = true;
    close();
    after?.();
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        {/* Mounted only while open, so each opening starts from the assignment as it is now. */}
        {open ? (
          <AssignmentDialogBody
            {...props}
            onDirtyChange={onDirtyChange}
            onCancel={() => requestClose()}
            onDone={close}
          />
        ) : null}
      </Dialog>
      <DiscardChangesDialog
        open={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        onDiscard={discard}
        returnFocusRef={focusBeforeConfirm}
        discardingRef={discarding}
      />
    </>
  );
}
