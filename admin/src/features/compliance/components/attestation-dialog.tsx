import { type FormEvent, useState } from 'react';
import { ATTESTATION_REASON_TEXT, ATTESTATION_REASONS, type AttestationReason } from '@shared/compliance/criteria';
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
import { useRecordAttestation } from '../api/record-attestation';

interface AttestationDialogProps {
  workspaceId: string;
  asset: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (its opener may have become another action). */
  returnFocus: () => void;
}

/**
 * Attests that an asset needs no audio description, with a reason from the fixed list. Recorded against 1.2.3,
 * the Level A criterion every target judges; the reason settles 1.2.5 too (docs/compliance.md).
 */
export function AttestationDialog({ workspaceId, asset, open, onOpenChange, returnFocus }: AttestationDialogProps) {
  const [reason, setReason] = useState<AttestationReason | null>(null);
  const [missing, setMissing] = useState(false);
  const record = useRecordAttestation(workspaceId);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    record.mutate(
      { title: asset.title, assetId: asset.id, body: { criterion: '1.2.3', status: 'not_applicable', reason } },
      { onSuccess: () => onOpenChange(false) },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason(null);
          setMissing(false);
          record.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Attest audio description not needed</DialogTitle>
          <DialogDescription>
            For “{asset.title}”. WCAG 1.2.3 and 1.2.5 will count as not applicable, recorded with your name and today’s
            date in the evidence log.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <fieldset className="grid gap-2" aria-describedby={missing ? 'attestation-reason-error' : undefined}>
            <legend className="mb-1 text-sm font-medium">Reason</legend>
            {ATTESTATION_REASONS.map((value) => (
              <label key={value} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissing(false);
                  }}
                  className="accent-primary mt-0.5 size-4"
                />
                {ATTESTATION_REASON_TEXT[value]}
              </label>
            ))}
            {missing ? (
              <p id="attestation-reason-error" role="alert" className="text-destructive text-sm">
                Choose a reason
              </p>
            ) : null}
          </fieldset>
          {record.isError ? <Alert variant="destructive">{record.error.message}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? 'Attesting…' : 'Attest not needed'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
