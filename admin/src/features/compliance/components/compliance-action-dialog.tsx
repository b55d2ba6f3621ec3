import type { FormEvent, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** How a dialog sends its decision: one asset's call (the row), or the bulk call for a selection (the bulk bar). */
export interface DecisionSubmission<Body> {
  send: (body: Body, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

interface ComplianceActionDialogProps {
  open: boolean;
  /** Called with false on Cancel, Escape or success; the caller resets its fields then. */
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (its opener may have become another action). */
  returnFocus: () => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A decision recorded on assets (an attestation, an exception, a review assignment): its fields, the server's refusal, Cancel and submit. */
export function ComplianceActionDialog(props: ComplianceActionDialogProps) {
  const { open, onOpenChange, returnFocus, title, description, submitLabel, pending, error, onSubmit } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            onSubmit();
          }}
          className="grid gap-4"
          noValidate
        >
          {props.children}
          {error ? <Alert variant="destructive">{error.message}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
