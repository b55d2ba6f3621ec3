import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useTranscriptionLanguages } from '@/lib/transcription-languages';
import { ComplianceActionDialog, type DecisionSubmission } from './compliance-action-dialog';
import { costOf, minutesText, OrderCost } from './order-cost';

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

/** Orders machine transcription of each selected library file: the language, what it costs, the balance. */
export function TranscribeDialog(props: TranscribeDialogProps) {
  const { workspaceId, subject, assets, submission, open, onOpenChange, returnFocus } = props;
  const [language, setLanguage] = useState('en-US');
  const languages = useTranscriptionLanguages();
  const { files, minutes } = costOf(assets);

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
      submitLabel={files === 0 ? 'Nothing to transcribe' : `Spend ${minutesText(minutes)}`}
      pending={submission.isPending}
      error={submission.error}
      onSubmit={() => {
        if (files > 0) submission.send({ language }, { onSuccess: () => onOpenChange(false) });
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
      <OrderCost workspaceId={workspaceId} open={open} assets={assets} />
    </ComplianceActionDialog>
  );
}
