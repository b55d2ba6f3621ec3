import { useState } from 'react';
import {
  ARCHIVE_TEST_TEXT,
  ARCHIVE_TESTS,
  type ArchiveTest,
  EXCEPTION_TEXT,
  EXCEPTION_TYPES,
  type ExceptionType,
} from '@shared/compliance/criteria';
import { MAX_EXCEPTION_NOTE, type RecordExceptionBody } from '@shared/schemas/compliance';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ChoiceFieldset } from './choice-fieldset';
import { ComplianceActionDialog, type DecisionSubmission } from './compliance-action-dialog';

interface ExceptionDialogProps {
  /** What is exempted, for the description: “title” or “3 selected assets”. */
  subject: string;
  submission: DecisionSubmission<RecordExceptionBody>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}

const noTests = () => Object.fromEntries(ARCHIVE_TESTS.map((t) => [t, false])) as Record<ArchiveTest, boolean>;
type Problem = 'type' | 'note' | 'tests';
const PROBLEM_TEXT: Record<Problem, string> = {
  type: 'Choose why the asset is exempt',
  note: 'Write a note',
  tests: 'An archived item must pass every test: confirm each',
};

/** Records why an asset is exempt from the target (admins): the exception's kind, a note, an archive's four tests. */
export function ExceptionDialog({
  subject,
  submission: record,
  open,
  onOpenChange,
  returnFocus,
}: ExceptionDialogProps) {
  const [type, setType] = useState<ExceptionType | null>(null);
  const [note, setNote] = useState('');
  const [tests, setTests] = useState(noTests);
  const [problems, setProblems] = useState<Problem[]>([]);
  const problemOf = (p: Problem) =>
    problems.includes(p) ? (
      <p id={`exception-${p}-error`} role="alert" className="text-destructive text-sm">
        {PROBLEM_TEXT[p]}
      </p>
    ) : null;
  const describedBy = (p: Problem) => (problems.includes(p) ? `exception-${p}-error` : undefined);

  return (
    <ComplianceActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setType(null);
          setNote('');
          setTests(noTests());
          setProblems([]);
          record.reset();
        }
        onOpenChange(next);
      }}
      returnFocus={returnFocus}
      title="Record an exception"
      description={`For ${subject}. Each asset stays judged but counts as exempt, not failing; recorded with your name and today’s date in the evidence log.`}
      submitLabel="Record exception"
      pending={record.isPending}
      error={record.error}
      onSubmit={() => {
        const found: Problem[] = [];
        if (!type) found.push('type');
        if (!note.trim()) found.push('note');
        if (type === 'archived' && !ARCHIVE_TESTS.every((t) => tests[t])) found.push('tests');
        setProblems(found);
        if (found.length > 0 || !type) return;
        record.send(
          { type, note: note.trim(), ...(type === 'archived' ? { archiveTests: tests } : {}) },
          { onSuccess: () => onOpenChange(false) },
        );
      }}
    >
      <ChoiceFieldset
        legend="Exception"
        name="exception-type"
        choices={EXCEPTION_TYPES}
        text={EXCEPTION_TEXT}
        value={type}
        onChange={setType}
        error={problems.includes('type') ? PROBLEM_TEXT.type : null}
      />
      {type === 'archived' ? (
        <fieldset className="grid gap-2" aria-describedby={describedBy('tests')}>
          <legend className="mb-1 text-sm font-medium">The archive’s tests (confirm each)</legend>
          {ARCHIVE_TESTS.map((test) => (
            <label key={test} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={tests[test]}
                onChange={(event) => setTests({ ...tests, [test]: event.target.checked })}
                className="accent-primary mt-0.5 size-4"
              />
              {ARCHIVE_TEST_TEXT[test]}
            </label>
          ))}
          {problemOf('tests')}
        </fieldset>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor="exception-note">Note</Label>
        <Textarea
          id="exception-note"
          value={note}
          maxLength={MAX_EXCEPTION_NOTE}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={problems.includes('note') || undefined}
          aria-describedby={describedBy('note')}
        />
        {problemOf('note')}
      </div>
    </ComplianceActionDialog>
  );
}
