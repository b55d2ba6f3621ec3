import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type Criterion, CRITERION_STATUS_TEXT, EXCEPTION_TEXT } from '@shared/compliance/criteria';
import type { ComplianceAsset } from '@shared/schemas/compliance';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRecordAttestation } from '../api/record-attestation';
import { useRecordException } from '../api/record-exception';
import { useRemoveException } from '../api/remove-exception';
import { useWithdrawAttestation } from '../api/withdraw-attestation';
import { AttestationDialog } from './attestation-dialog';
import { ExceptionDialog } from './exception-dialog';
import { CriterionBadge } from './criterion-badge';

interface Fix {
  label: string;
  to: string;
}

/**
 * The work that would fix a failing asset, each a link to where it is done: Transcribe (no captions or
 * transcript), Review (a machine track nobody has checked), Describe (no audio description).
 */
function fixesOf(workspaceId: string, asset: ComplianceAsset): Fix[] {
  if (!asset.fileId || asset.conforms) return [];
  const file = paths.workspaceFile(workspaceId, asset.fileId);
  const fixes: Fix[] = [];
  const failing = (c: Criterion) => asset.criteria[c]?.status === 'not_met';
  if (failing('1.2.1') || failing('1.2.2')) fixes.push({ label: 'Transcribe', to: file });
  const unreviewed = Object.values(asset.criteria)
    .filter((r) => r.status === 'needs_review')
    .flatMap((r) => r.evidence)
    .find((e) => e.type === 'track' && !e.counts);
  if (unreviewed?.type === 'track')
    fixes.push({ label: 'Review', to: `${file}?track=${encodeURIComponent(unreviewed.trackId)}` });
  if (failing('1.2.3') || failing('1.2.5')) fixes.push({ label: 'Describe', to: file });
  return fixes;
}

const AUDIO_DESCRIPTION = ['1.2.3', '1.2.5'] as const;
const failingStatus = (status: string | undefined) =>
  status === 'not_met' || status === 'needs_review' || status === 'unknown';

/** The audio description criterion an attestation was recorded against, when one makes it not applicable. */
function attestedCriterion(asset: ComplianceAsset) {
  for (const c of AUDIO_DESCRIPTION) {
    const attestation = asset.criteria[c]?.evidence.find((e) => e.type === 'attestation');
    if (attestation?.type === 'attestation' && (AUDIO_DESCRIPTION as readonly string[]).includes(attestation.criterion))
      return attestation.criterion as (typeof AUDIO_DESCRIPTION)[number];
  }
  return null;
}

/** The describability analysis's verdict beside 1.2.5: a suggestion, so worded as one; the status is unchanged. */
function DescriptionSuggestion({ asset }: { asset: ComplianceAsset }) {
  const suggestion = asset.criteria['1.2.5']?.suggestion;
  if (!suggestion) return null;
  return (
    <p className="text-sm">
      Suggestion for 1.2.5 from the audio description analysis of {suggestion.at.slice(0, 10)}: {suggestion.verdict}.
      You decide: describe it, or attest that it needs no description.
    </p>
  );
}

interface ComplianceAssetRowProps {
  workspaceId: string;
  asset: ComplianceAsset;
  /** The caller may attest (shared/permissions/compliance). */
  canAttest: boolean;
  /** The caller may record exceptions (shared/permissions/compliance). */
  canRecordExceptions: boolean;
  /** Its checkbox for the bulk actions; none when the caller may run none. */
  selection?: { selected: boolean; onChange: (selected: boolean) => void };
}

/** One asset: its title, criteria badges, why each fails and the way to fix it. */
export function ComplianceAssetRow(props: ComplianceAssetRowProps) {
  const { workspaceId, asset, canAttest, canRecordExceptions, selection } = props;
  const [attesting, setAttesting] = useState(false);
  const [excepting, setExcepting] = useState(false);
  const withdraw = useWithdrawAttestation(workspaceId);
  const attest = useRecordAttestation(workspaceId);
  const except = useRecordException(workspaceId);
  const removeException = useRemoveException(workspaceId);
  const exceptionRef = useRef<HTMLButtonElement>(null);
  const fixes = fixesOf(workspaceId, asset);
  const attested = canAttest ? attestedCriterion(asset) : null;
  const attestable = canAttest && !attested && AUDIO_DESCRIPTION.some((c) => failingStatus(asset.criteria[c]?.status));
  const actionRef = useRef<HTMLButtonElement>(null);
  const criteria = Object.entries(asset.criteria) as [Criterion, NonNullable<ComplianceAsset['criteria'][Criterion]>][];
  const failing = criteria.filter(([, r]) => r.status !== 'met' && r.status !== 'not_applicable');
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {selection ? (
          <input
            type="checkbox"
            aria-label={`Select ${asset.title}`}
            checked={selection.selected}
            onChange={(event) => selection.onChange(event.target.checked)}
            className="accent-primary size-4 self-center"
          />
        ) : null}
        <h3 className="me-auto font-medium break-words">
          {asset.fileId ? (
            <Link to={paths.workspaceFile(workspaceId, asset.fileId)} className="underline-offset-4 hover:underline">
              {asset.title}
            </Link>
          ) : (
            asset.title
          )}
        </h3>
        <p className="text-sm">
          {asset.conforms ? 'Meets the target' : asset.exception ? 'Exempt' : 'Fails the target'}
          {' · '}Priority {asset.priority}
        </p>
      </div>
      {asset.pageUrl ? (
        // Where a scan found it: the page people watch it on.
        <p className="text-muted-foreground text-sm break-all">
          {asset.source === 'library' || asset.source === 'web'
            ? 'Found'
            : `${PLATFORM_NAMES[asset.source]} media found`}{' '}
          on{' '}
          <a href={asset.pageUrl} className="text-foreground underline underline-offset-4">
            {asset.pageUrl}
          </a>
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-1" aria-label={`Criteria of ${asset.title}`}>
        {criteria.map(([criterion, result]) => (
          <li key={criterion}>
            <CriterionBadge criterion={criterion} status={result.status} />
          </li>
        ))}
      </ul>
      {failing.length > 0 ? (
        <ul className="text-muted-foreground grid gap-0.5 text-sm">
          {failing.map(([criterion, result]) => (
            <li key={criterion}>
              {criterion} {CRITERION_STATUS_TEXT[result.status].toLowerCase()}:{' '}
              {result.evidence
                .filter((e) => e.type !== 'language')
                .map((e) => e.summary)
                .join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
      <DescriptionSuggestion asset={asset} />
      {asset.exception ? (
        <p className="text-sm">
          Exempt: {EXCEPTION_TEXT[asset.exception.type]}, recorded by {asset.exception.by.name} on{' '}
          {asset.exception.at.slice(0, 10)}: {asset.exception.note}
        </p>
      ) : null}
      {fixes.length > 0 || attestable || attested || canRecordExceptions ? (
        <div className="flex flex-wrap gap-2">
          {fixes.map((fix) => (
            <Link
              key={fix.label}
              to={fix.to}
              className="border-input hover:bg-accent inline-flex h-8 items-center rounded-md border px-3 text-sm font-medium"
            >
              {fix.label}
              <span className="sr-only"> {asset.title}</span>
            </Link>
          ))}
          {attestable || attested ? (
            // One button for both actions, so focus stays on it when an attestation turns it into the other.
            <Button
              ref={actionRef}
              variant="outline"
              size="sm"
              disabled={withdraw.isPending}
              onClick={() =>
                attested
                  ? withdraw.mutate({ assetId: asset.id, title: asset.title, criterion: attested })
                  : setAttesting(true)
              }
            >
              {attested ? 'Withdraw attestation' : 'Attest audio description not needed'}{' '}
              <span className="sr-only">for {asset.title}</span>
            </Button>
          ) : null}
          {canRecordExceptions ? (
            // One button for both actions, like the attestation's.
            <Button
              ref={exceptionRef}
              variant="outline"
              size="sm"
              disabled={removeException.isPending}
              onClick={() =>
                asset.exception ? removeException.mutate({ assetId: asset.id, title: asset.title }) : setExcepting(true)
              }
            >
              {asset.exception ? 'Remove exception' : 'Record exception'}{' '}
              <span className="sr-only">for {asset.title}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      {canRecordExceptions ? (
        <ExceptionDialog
          subject={`“${asset.title}”`}
          submission={{
            send: (body, options) => except.mutate({ assetId: asset.id, title: asset.title, body }, options),
            isPending: except.isPending,
            error: except.error,
            reset: except.reset,
          }}
          open={excepting}
          onOpenChange={setExcepting}
          returnFocus={() => exceptionRef.current?.focus()}
        />
      ) : null}
      {canAttest ? (
        <AttestationDialog
          subject={`“${asset.title}”`}
          submission={{
            send: (decision, options) =>
              attest.mutate(
                { assetId: asset.id, title: asset.title, body: { ...decision, status: 'not_applicable' } },
                options,
              ),
            isPending: attest.isPending,
            error: attest.error,
            reset: attest.reset,
          }}
          open={attesting}
          onOpenChange={setAttesting}
          returnFocus={() => actionRef.current?.focus()}
        />
      ) : null}
    </li>
  );
}
