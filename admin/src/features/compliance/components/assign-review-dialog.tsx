import { useState } from 'react';
import { BULK_ASSIGNMENT_TYPES } from '@shared/schemas/compliance-bulk';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { fromDateInput } from '@/lib/date-input';
import { useComplianceMembers } from '../api/get-members';
import { ChoiceFieldset } from './choice-fieldset';
import { ComplianceActionDialog, type DecisionSubmission } from './compliance-action-dialog';

type ReviewType = (typeof BULK_ASSIGNMENT_TYPES)[number];
export interface ReviewDecision {
  assigneeId: string;
  type: ReviewType;
  dueDate: number | null;
}

const TYPE_TEXT: Record<ReviewType, string> = {
  review_corrections: 'Review corrections (check a machine track)',
  transcription_edit: 'Edit the transcription',
  create_audio_description: 'Create audio description (describe what is only seen)',
};

interface AssignReviewDialogProps {
  workspaceId: string;
  subject: string;
  submission: DecisionSubmission<ReviewDecision>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}

/** Assigns a review or audio description of each selected library file to one member, with an optional due date. */
export function AssignReviewDialog(props: AssignReviewDialogProps) {
  const { workspaceId, subject, submission, open, onOpenChange, returnFocus } = props;
  const [assigneeId, setAssigneeId] = useState('');
  const [type, setType] = useState<ReviewType | null>(null);
  const [dueDate, setDueDate] = useState('');
  const [problems, setProblems] = useState<('assignee' | 'type')[]>([]);
  const members = useComplianceMembers(workspaceId);
  // Viewers cannot work on assignments (shared/permissions/assignment), so they are not offered.
  const assignable = (members.data?.members ?? []).filter((m) => m.role !== 'viewer');

  return (
    <ComplianceActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setAssigneeId('');
          setType(null);
          setDueDate('');
          setProblems([]);
          submission.reset();
        }
        onOpenChange(next);
      }}
      returnFocus={returnFocus}
      title="Assign work"
      description={`For ${subject}: one assignment per library file, mailed to the person you choose.`}
      submitLabel="Assign"
      pending={submission.isPending}
      error={submission.error}
      onSubmit={() => {
        const found = [...(assigneeId ? [] : ['assignee' as const]), ...(type ? [] : ['type' as const])];
        setProblems(found);
        if (!type || found.length > 0) return;
        submission.send(
          { assigneeId, type, dueDate: fromDateInput(dueDate) },
          { onSuccess: () => onOpenChange(false) },
        );
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="bulk-assignee">Assignee</Label>
        <NativeSelect
          id="bulk-assignee"
          value={assigneeId}
          onChange={(event) => setAssigneeId(event.target.value)}
          aria-invalid={problems.includes('assignee') || undefined}
          aria-describedby={problems.includes('assignee') ? 'bulk-assignee-error' : undefined}
        >
          <option value="">{members.isPending ? 'Loading members…' : 'Choose a member'}</option>
          {assignable.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.name || m.email}
            </option>
          ))}
        </NativeSelect>
        {problems.includes('assignee') ? (
          <p id="bulk-assignee-error" role="alert" className="text-destructive text-sm">
            Choose who does it
          </p>
        ) : null}
      </div>
      <ChoiceFieldset
        legend="Type"
        name="bulk-assignment-type"
        choices={BULK_ASSIGNMENT_TYPES}
        text={TYPE_TEXT}
        value={type}
        onChange={setType}
        error={problems.includes('type') ? 'Choose the kind of work' : null}
      />
      <div className="grid gap-1">
        <Label htmlFor="bulk-due-date">Due date (optional)</Label>
        <Input id="bulk-due-date" type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
      </div>
    </ComplianceActionDialog>
  );
}
