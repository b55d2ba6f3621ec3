import { type RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/** "Discard unsaved changes?": Continue Editing puts focus back where it was; Discard leaves it to the closing dialog. */
export function DiscardChangesDialog({
  open,
  onOpenChange,
  onDiscard,
  returnFocusRef,
  discardingRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
  /** The element focused when the question was asked. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** True once Discard was chosen, so focus is not put back into the closing form. */
  discardingRef: RefObject<boolean>;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!discardingRef.current) returnFocusRef.current?.focus();
        }}
      >
        <AlertDialogTitle>Discard unsaved changes?</AlertDialogTitle>
        <AlertDialogDescription>Your changes to this assignment have not been saved.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Continue Editing</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            onClick={onDiscard}
          >
            Discard Changes
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
