import { useState } from 'react';
import { ATTESTATION_REASON_TEXT, ATTESTATION_REASONS, type AttestationReason } from '@shared/compliance/criteria';
import type { RecordAttestationBody } from '@shared/schemas/compliance';
import { ChoiceFieldset } from './choice-fieldset';
import { ComplianceActionDialog, type DecisionSubmission } from './compliance-action-dialog';

export type AttestationDecision = Pick<RecordAttestationBody, 'criterion' | 'reason'>;

interface AttestationDialogProps {
  /** What is attested, for the description: “title” or “3 selected assets”. */
  subject: string;
  submission: DecisionSubmission<AttestationDecision>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}

/**
 * Attests that an asset needs no audio description, with a reason from the fixed list. Recorded against 1.2.3,
 * the Level A criterion every target judges; the reason settles 1.2.5 too (docs/compliance.md).
 */
export function AttestationDialog({
  subject,
  submission: record,
  open,
  onOpenChange,
  returnFocus,
}: AttestationDialogProps) {
  const [reason, setReason] = useState<AttestationReason | null>(null);
  const [missing, setMissing] = useState(false);

  return (
    <ComplianceActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason(null);
          setMissing(false);
          record.reset();
        }
        onOpenChange(next);
      }}
      returnFocus={returnFocus}
      title="Attest audio description not needed"
      description={`For ${subject}. WCAG 1.2.3 and 1.2.5 will count as not applicable, recorded with your name and today’s date in the evidence log.`}
      submitLabel="Attest not needed"
      pending={record.isPending}
      error={record.error}
      onSubmit={() => {
        if (!reason) return setMissing(true);
        record.send({ criterion: '1.2.3', reason }, { onSuccess: () => onOpenChange(false) });
      }}
    >
      <ChoiceFieldset
        legend="Reason"
        name="attestation-reason"
        choices={ATTESTATION_REASONS}
        text={ATTESTATION_REASON_TEXT}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        error={missing ? 'Choose a reason' : null}
      />
    </ComplianceActionDialog>
  );
}
