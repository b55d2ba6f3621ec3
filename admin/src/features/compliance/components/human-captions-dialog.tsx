import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ComplianceActionDialog, type DecisionSubmission } from './compliance-action-dialog';

export interface HumanCaptionsDecision {
  comment?: string;
}

interface HumanCaptionsDialogProps {
  subject: string;
  /** The selected assets: only library files can be sent to Rev. */
  assets: readonly { fileId: string | null }[];
  submission: DecisionSubmission<HumanCaptionsDecision>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}

/** Orders human captions from Rev for each selected library file, with notes for the transcriptionists. */
export function HumanCaptionsDialog(props: HumanCaptionsDialogProps) {
  const { subject, assets, submission, open, onOpenChange, returnFocus } = props;
  const [comment, setComment] = useState('');
  const files = assets.filter((a) => a.fileId !== null).length;
  return (
    <ComplianceActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setComment('');
          submission.reset();
        }
        onOpenChange(next);
      }}
      returnFocus={returnFocus}
      title="Order human captions"
      description={`For ${subject}: ${files} library file${files === 1 ? '' : 's'} sent to Rev, billed to the workspace's Rev account. Each comes back as a captions track made by a person, which counts as met once it arrives.`}
      submitLabel={files === 0 ? 'Nothing to order' : `Order from Rev`}
      pending={submission.isPending}
      error={submission.error}
      onSubmit={() => {
        if (files === 0) return;
        const trimmed = comment.trim();
        submission.send(trimmed ? { comment: trimmed } : {}, { onSuccess: () => onOpenChange(false) });
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="bulk-rev-comment">Notes for the transcriptionists (optional)</Label>
        <Textarea
          id="bulk-rev-comment"
          value={comment}
          rows={3}
          maxLength={1000}
          placeholder="Speakers’ names, course terms, spellings"
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
    </ComplianceActionDialog>
  );
}
