import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/** Delete, after a confirmation naming the assignment. */
export function DeleteAssignmentButton({ title, onConfirm }: { title: string; onConfirm: () => void }) {
  return (
    <AlertDialog>
      {/* A real trigger, so Radix returns focus to this button when the confirmation closes. */}
      <AlertDialogPrimitive.Trigger asChild>
        <Button variant="destructive">Delete</Button>
      </AlertDialogPrimitive.Trigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete this assignment?</AlertDialogTitle>
        <AlertDialogDescription>“{title}” and its time entries will be deleted.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            onClick={onConfirm}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
