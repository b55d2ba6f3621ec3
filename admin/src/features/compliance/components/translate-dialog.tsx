import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useTranslationLanguages } from '@/lib/translation-languages';
import { uiLanguage } from '@/lib/ui-language';
import { ComplianceActionDialog, type DecisionSubmission } from './compliance-action-dialog';
import { costOf, minutesText, OrderCost } from './order-cost';

export interface TranslateDecision {
  targetLanguage: string;
}

interface TranslateDialogProps {
  workspaceId: string;
  subject: string;
  /** The selected assets: each library file's captions are translated, paid by its duration. */
  assets: readonly { fileId: string | null; durationMs: number | null }[];
  submission: DecisionSubmission<TranslateDecision>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}

/** Orders machine translation of each selected file's captions into one language: what it costs, the balance. */
export function TranslateDialog(props: TranslateDialogProps) {
  const { workspaceId, subject, assets, submission, open, onOpenChange, returnFocus } = props;
  const languages = useTranslationLanguages();
  const [chosen, setChosen] = useState<string | null>(null);
  // Captions are most often in the UI's language, so the first other language is the likelier choice.
  const suggested = languages.data?.find((l) => l.languageCode.split('-')[0] !== uiLanguage()) ?? languages.data?.[0];
  const targetLanguage = chosen ?? suggested?.languageCode ?? '';
  const { files, minutes } = costOf(assets);
  const none = languages.data !== undefined && languages.data.length === 0;

  return (
    <ComplianceActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setChosen(null);
          submission.reset();
        }
        onOpenChange(next);
      }}
      returnFocus={returnFocus}
      title="Translate"
      description={`For ${subject}: a machine subtitles track from each file's captions (a person's first), to review before it counts.`}
      submitLabel={files === 0 || none ? 'Nothing to translate' : `Spend ${minutesText(minutes)}`}
      pending={submission.isPending}
      error={submission.error}
      onSubmit={() => {
        if (files > 0 && targetLanguage) {
          submission.send({ targetLanguage }, { onSuccess: () => onOpenChange(false) });
        }
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="bulk-translate-language">Translate into</Label>
        <NativeSelect
          id="bulk-translate-language"
          value={targetLanguage}
          disabled={none}
          aria-describedby={none ? 'bulk-translate-none' : undefined}
          onChange={(event) => setChosen(event.target.value)}
        >
          {(languages.data ?? []).map((l) => (
            <option key={l.languageCode} value={l.languageCode}>
              {l.name}
            </option>
          ))}
        </NativeSelect>
        {none ? (
          <p id="bulk-translate-none" className="text-muted-foreground text-sm">
            No translation engine is set up here: an operator can install Apertium or configure Google Translate
            (Settings → Engines).
          </p>
        ) : null}
      </div>
      <OrderCost workspaceId={workspaceId} open={open} assets={assets} />
    </ComplianceActionDialog>
  );
}
