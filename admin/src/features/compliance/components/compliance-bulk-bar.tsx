import { useRef, useState } from 'react';
import type { BulkComplianceAction, BulkComplianceBody, BulkComplianceResult } from '@shared/schemas/compliance-bulk';
import type { RecordExceptionBody } from '@shared/schemas/compliance';
import { Button } from '@/components/ui/button';
import { useBulkComplianceAction } from '../api/run-bulk-action';
import { type AttestationDecision, AttestationDialog } from './attestation-dialog';
import { AssignReviewDialog, type ReviewDecision } from './assign-review-dialog';
import type { DecisionSubmission } from './compliance-action-dialog';
import { ExceptionDialog } from './exception-dialog';
import { type HumanCaptionsDecision, HumanCaptionsDialog } from './human-captions-dialog';
import { type TranscribeDecision, TranscribeDialog } from './transcribe-dialog';
import { type TranslateDecision, TranslateDialog } from './translate-dialog';

const DONE_TEXT: Record<BulkComplianceAction, string> = {
  attest: 'attested',
  exception: 'exempted',
  assign: 'assigned',
  transcribe: 'ordered',
  translate: 'ordered',
  order_human: 'ordered from Rev',
  import: 'imported',
};

/** "3 attested, 1 failed: Moon landing — Asset not found", for the live region. */
export function bulkSummary(
  action: BulkComplianceAction,
  results: readonly BulkComplianceResult[],
  titleOf: (assetId: string) => string,
): string {
  const failed = results.filter((r) => !r.ok);
  const done = `${results.length - failed.length} ${DONE_TEXT[action]}`;
  if (failed.length === 0) return done;
  const why = failed.map((r) => `${titleOf(r.assetId)} — ${r.message}`).join('; ');
  return `${done}, ${failed.length} failed: ${why}`;
}

interface ComplianceBulkBarProps {
  workspaceId: string;
  selected: readonly { id: string; title: string; fileId: string | null; durationMs: number | null }[];
  /** The bulk actions the caller may run (shared/permissions/compliance). */
  may: Record<BulkComplianceAction, boolean>;
  /** Called after an action with the assets that failed, which stay selected to try again; [] clears. */
  onSelect: (assetIds: string[]) => void;
}

/** What to do with the selected assets, and how the last bulk action fared (in a live region). */
export function ComplianceBulkBar({ workspaceId, selected, may, onSelect }: ComplianceBulkBarProps) {
  const [open, setOpen] = useState<BulkComplianceAction | null>(null);
  const [summary, setSummary] = useState('');
  const bulk = useBulkComplianceAction(workspaceId);
  const barRef = useRef<HTMLDivElement>(null);
  const subject = selected.length === 1 ? `“${selected[0]!.title}”` : `${selected.length} selected assets`;

  /** The dialogs' decision sent for the selection; `bodyOf` makes it the bulk call's body. */
  function submission<D>(bodyOf: (assetIds: string[], decision: D) => BulkComplianceBody): DecisionSubmission<D> {
    const titles = new Map(selected.map((a) => [a.id, a.title]));
    return {
      send: (decision, options) =>
        bulk.mutate(bodyOf([...titles.keys()], decision), {
          onSuccess: ({ results }, body) => {
            setSummary(bulkSummary(body.action, results, (id) => titles.get(id) ?? id));
            options.onSuccess();
            onSelect(results.filter((r) => !r.ok).map((r) => r.assetId));
          },
        }),
      isPending: bulk.isPending,
      error: bulk.error,
      reset: bulk.reset,
    };
  }
  // The bar stays (failed assets stay selected) or goes; either way focus lands on the bar's region.
  const focusBar = () => barRef.current?.focus();
  // Importing needs no choices (the platform's captions come too): it runs at once for the selection.
  const importSelected = () =>
    submission<null>((assetIds) => ({ action: 'import', assetIds, captions: true })).send(null, {
      onSuccess: focusBar,
    });
  const dialogProps = (action: BulkComplianceAction) => ({
    subject,
    open: open === action,
    onOpenChange: (next: boolean) => setOpen(next ? action : null),
  });

  return (
    <div ref={barRef} tabIndex={-1} className="mb-2 grid gap-2 outline-none">
      <p role="status" className="text-sm">
        {summary}
      </p>
      {selected.length > 0 ? (
        <div
          role="toolbar"
          aria-label="Bulk actions"
          className="bg-muted flex flex-wrap items-center gap-2 rounded-md p-2"
        >
          <span className="text-sm font-medium">{selected.length} selected</span>
          {may.attest ? (
            <Button size="sm" variant="outline" onClick={() => setOpen('attest')}>
              Attest…
            </Button>
          ) : null}
          {may.exception ? (
            <Button size="sm" variant="outline" onClick={() => setOpen('exception')}>
              Record exception…
            </Button>
          ) : null}
          {may.assign ? (
            <Button size="sm" variant="outline" onClick={() => setOpen('assign')}>
              Assign work…
            </Button>
          ) : null}
          {may.transcribe ? (
            <Button size="sm" variant="outline" onClick={() => setOpen('transcribe')}>
              Transcribe…
            </Button>
          ) : null}
          {may.translate ? (
            <Button size="sm" variant="outline" onClick={() => setOpen('translate')}>
              Translate…
            </Button>
          ) : null}
          {may.order_human ? (
            <Button size="sm" variant="outline" onClick={() => setOpen('order_human')}>
              Order human captions…
            </Button>
          ) : null}
          {may.import ? (
            <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={importSelected}>
              Import from platform
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => onSelect([])}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {may.attest ? (
        <AttestationDialog
          {...dialogProps('attest')}
          returnFocus={focusBar}
          submission={submission((assetIds, d: AttestationDecision) => ({ action: 'attest', assetIds, ...d }))}
        />
      ) : null}
      {may.exception ? (
        <ExceptionDialog
          {...dialogProps('exception')}
          returnFocus={focusBar}
          submission={submission((assetIds, d: RecordExceptionBody) => ({ action: 'exception', assetIds, ...d }))}
        />
      ) : null}
      {may.assign ? (
        <AssignReviewDialog
          workspaceId={workspaceId}
          {...dialogProps('assign')}
          returnFocus={focusBar}
          submission={submission((assetIds, d: ReviewDecision) => ({ action: 'assign', assetIds, ...d }))}
        />
      ) : null}
      {may.transcribe ? (
        <TranscribeDialog
          workspaceId={workspaceId}
          assets={selected}
          {...dialogProps('transcribe')}
          returnFocus={focusBar}
          submission={submission((assetIds, d: TranscribeDecision) => ({ action: 'transcribe', assetIds, ...d }))}
        />
      ) : null}
      {may.translate ? (
        <TranslateDialog
          workspaceId={workspaceId}
          assets={selected}
          {...dialogProps('translate')}
          returnFocus={focusBar}
          submission={submission((assetIds, d: TranslateDecision) => ({ action: 'translate', assetIds, ...d }))}
        />
      ) : null}
      {may.order_human ? (
        <HumanCaptionsDialog
          assets={selected}
          {...dialogProps('order_human')}
          returnFocus={focusBar}
          submission={submission((assetIds, d: HumanCaptionsDecision) => ({ action: 'order_human', assetIds, ...d }))}
        />
      ) : null}
    </div>
  );
}
