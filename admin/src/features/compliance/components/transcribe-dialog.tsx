import { useState } from 'react';
import { minutesFor } from '@shared/billing/minutes-for';
import { Alert } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useTranscriptionLanguages } from '@/lib/transcription-languages';
import { useBalance } from '../api/get-balance';
import { ComplianceActionDialog, type DecisionSubmission } from './compliance-action-dialog';

export interface TranscribeDecision {
  language: string;
}

interface TranscribeDialogProps {
  workspaceId: string;
  subject: string;
  /** The selected assets: those with a library file are transcribed, each paid by its duration. */
  assets: readonly { fileId: string | null; durationMs: number | null }[];
  submission: DecisionSubmission<TranscribeDecision>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}

const minutesText = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** Orders machine transcription of each selected library file: the language, what it costs, the balance. */
export function TranscribeDialog(props: TranscribeDialogProps) {
  const { workspaceId, subject, assets, submission, open, onOpenChange, returnFocus } = props;
  const [language, setLanguage] = useState('en-US');
  const languages = useTranscriptionLanguages();
  const balance = useBalance(workspaceId, open);
  const files = assets.filter((a) => a.fileId !== null);
  const cost = files.reduce((sum, a) => sum + minutesFor(a.durationMs ?? 0), 0);
  const skipped = assets.length - files.length;
  const short = balance.data !== undefined && balance.data < cost;

  return (
    <ComplianceActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) submission.reset();
        onOpenChange(next);
      }}
      returnFocus={returnFocus}
      title="Transcribe"
      description={`For ${subject}: a machine captions track for each library file, to review before it counts.`}
      submitLabel={files.length === 0 ? 'Nothing to transcribe' : `Spend ${minutesText(cost)}`}
      pending={submission.isPending}
      error={submission.error}
      onSubmit={() => {
        if (files.length > 0) submission.send({ language }, { onSuccess: () => onOpenChange(false) });
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="bulk-transcribe-language">Spoken language</Label>
        <NativeSelect
          id="bulk-transcribe-language"
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        >
          {(languages.data?.results ?? []).map((l) => (
            <option key={l.BCP_47} value={l.BCP_47}>
              {l.Name}
            </option>
          ))}
          {/* Keeps the chosen code selectable while the catalogue loads. */}
          {!languages.data ? <option value={language}>{language}</option> : null}
        </NativeSelect>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Files</dt>
        <dd>
          {files.length}
          {skipped > 0 ? ` (${skipped} not in the library: import ${skipped === 1 ? 'it' : 'them'} first)` : ''}
        </dd>
        <dt className="text-muted-foreground">Cost</dt>
        <dd>{minutesText(cost)}</dd>
        <dt className="text-muted-foreground">Balance</dt>
        <dd>{balance.data === undefined ? (balance.isError ? 'Unknown' : 'Loading…') : minutesText(balance.data)}</dd>
      </dl>
      {short ? (
        <Alert>
          The balance covers only part of this: files are ordered in the order shown until the minutes run out, and the
          rest are reported as not ordered.
        </Alert>
      ) : null}
    </ComplianceActionDialog>
  );
}
