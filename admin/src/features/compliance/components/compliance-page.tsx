import type { BulkComplianceAction } from '@shared/schemas/compliance-bulk';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ASSET_SOURCES, CRITERIA, CRITERION_STATUS_TEXT, CRITERION_STATUSES } from '@shared/compliance/criteria';
import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import { Alert } from '@/components/ui/alert';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDownloadComplianceReport } from '../api/download-compliance-report';
import { useComplianceAssets } from '../api/get-compliance-assets';
import { useComplianceSummary } from '../api/get-compliance-summary';
import type { ComplianceAssetFilters } from '../api/keys';
import { openReportTab, useOpenComplianceReport } from '../api/open-compliance-report';
import { ComplianceAssetRow } from './compliance-asset-row';
import { ComplianceBulkBar } from './compliance-bulk-bar';
import { ComplianceScans } from './compliance-scans';
import { PlatformSync } from './platform-sync';
import { TargetForm } from './target-form';
import { ComplianceSummary } from './compliance-summary';

const sourceName = (source: (typeof ASSET_SOURCES)[number]) =>
  source === 'library' ? 'Library' : source === 'web' ? 'Web pages' : PLATFORM_NAMES[source as PlatformType];

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * `/workspaces/:workspaceId/compliance`: the media compliance ledger: totals against the WCAG target, every asset
 * with its criteria (highest priority first), what fails and how to fix it; filters live in the address.
 */
interface CompliancePageProps {
  workspaceId: string;
  /** What the caller may do (shared/permissions/compliance). */
  canAttest: boolean;
  /** Records exceptions and sets the target. */
  canRecordExceptions: boolean;
  /** The bulk actions on a selection the caller may run (attest and exception as above). */
  mayBulk: Record<BulkComplianceAction, boolean>;
  /** Scans web pages for media. */
  canScan: boolean;
}

export function CompliancePage(props: CompliancePageProps) {
  const { workspaceId, canAttest, canRecordExceptions, mayBulk: may, canScan } = props;
  const [params, setParams] = useSearchParams();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const canSelect = Object.values(may).some(Boolean);
  const filters: ComplianceAssetFilters = {
    status: oneOf(CRITERION_STATUSES, params.get('status')),
    criterion: oneOf(CRITERIA, params.get('criterion')),
    source: oneOf(ASSET_SOURCES, params.get('source')),
    q: params.get('q') || undefined,
  };
  const summary = useComplianceSummary(workspaceId);
  const list = useComplianceAssets(workspaceId, filters);
  const report = useDownloadComplianceReport();
  const printable = useOpenComplianceReport();
  const assets = list.data?.pages.flatMap((page) => page.assets) ?? [];
  // Only what is shown counts: a selected asset a new filter hides is not acted on.
  const selected = assets.filter((a) => selectedIds.has(a.id));
  const allShownSelected = assets.length > 0 && selected.length === assets.length;
  const select = (ids: Iterable<string>) => setSelectedIds(new Set(ids));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of ['status', 'criterion', 'source', 'q']) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setParams(next);
  }

  return (
    <section className="mx-auto max-w-5xl">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="mb-1 text-2xl font-semibold">Compliance</h1>
          <p className="text-muted-foreground">
            Every media file against WCAG 2.2 guideline 1.2
            {summary.data ? `, target Level ${summary.data.target}` : ''}. Highest priority first.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-4">
          {canRecordExceptions && summary.data ? (
            <TargetForm workspaceId={workspaceId} target={summary.data.target} />
          ) : null}
          {(['csv', 'json'] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              disabled={report.isPending}
              onClick={() => report.mutate({ workspaceId, format })}
            >
              {report.isPending && report.variables.format === format
                ? `Exporting ${format.toUpperCase()} report…`
                : `Export ${format.toUpperCase()} report`}
            </Button>
          ))}
          <Button
            variant="outline"
            disabled={printable.isPending}
            onClick={() => printable.mutate({ workspaceId, tab: openReportTab() })}
          >
            {printable.isPending ? 'Preparing printable report…' : 'Printable report'}
            <span className="sr-only"> (opens in a new tab)</span>
          </Button>
        </div>
      </div>
      {report.isError ? <Alert variant="destructive">{report.error.message}</Alert> : null}
      {printable.isError ? <Alert variant="destructive">{printable.error.message}</Alert> : null}
      {summary.isError ? (
        <Alert variant="destructive">The summary could not be loaded. {summary.error.message}</Alert>
      ) : summary.data ? (
        <ComplianceSummary summary={summary.data} />
      ) : null}
      <PlatformSync workspaceId={workspaceId} canSync={canScan} />
      <ComplianceScans workspaceId={workspaceId} canScan={canScan} />

      <h2 className="mb-2 text-lg font-semibold">Assets</h2>
      {/* Keyed by the address, so Back shows the filters it holds. */}
      <form
        key={params.toString()}
        aria-label="Filter assets"
        onSubmit={onSubmit}
        className="mb-4 grid gap-3 sm:flex sm:flex-wrap sm:items-end"
      >
        <div className="grid gap-1">
          <Label htmlFor="compliance-criterion">Criterion</Label>
          <NativeSelect id="compliance-criterion" name="criterion" defaultValue={filters.criterion ?? ''}>
            <option value="">Any criterion</option>
            {CRITERIA.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="compliance-status">Status</Label>
          <NativeSelect id="compliance-status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">{filters.criterion ? 'Failing' : 'Any status'}</option>
            {CRITERION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CRITERION_STATUS_TEXT[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="compliance-source">Source</Label>
          <NativeSelect id="compliance-source" name="source" defaultValue={filters.source ?? ''}>
            <option value="">Any source</option>
            {/* The sources the ledger holds (the summary counts them), and the one filtered on. */}
            {ASSET_SOURCES.filter((s) => summary.data?.totals.bySource[s] || s === filters.source).map((s) => (
              <option key={s} value={s}>
                {sourceName(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="compliance-q">Title</Label>
          <Input id="compliance-q" name="q" type="search" defaultValue={filters.q ?? ''} className="sm:w-56" />
        </div>
        <Button type="submit" variant="outline">
          Apply filters
        </Button>
      </form>

      {list.isPending ? (
        <p aria-busy="true">Loading assets…</p>
      ) : list.isError ? (
        <Alert variant="destructive">The assets could not be loaded. {list.error.message}</Alert>
      ) : assets.length === 0 ? (
        <p>No assets match these filters.</p>
      ) : (
        <>
          {canSelect ? (
            <>
              <label className="mb-2 flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={allShownSelected}
                  // Some but not all selected: read as "mixed", so the click's effect (select all) is clear.
                  ref={(input) => {
                    if (input) input.indeterminate = selected.length > 0 && !allShownSelected;
                  }}
                  onChange={(event) => select(event.target.checked ? assets.map((a) => a.id) : [])}
                  className="accent-primary size-4"
                />
                Select all shown
              </label>
              <ComplianceBulkBar workspaceId={workspaceId} selected={selected} may={may} onSelect={select} />
            </>
          ) : null}
          <ul className="grid gap-2" aria-label="Assets">
            {assets.map((asset) => (
              <ComplianceAssetRow
                key={asset.id}
                workspaceId={workspaceId}
                asset={asset}
                canAttest={canAttest}
                canRecordExceptions={canRecordExceptions}
                selection={
                  canSelect
                    ? {
                        selected: selectedIds.has(asset.id),
                        onChange: (checked) =>
                          select(
                            checked ? [...selectedIds, asset.id] : [...selectedIds].filter((id) => id !== asset.id),
                          ),
                      }
                    : undefined
                }
              />
            ))}
          </ul>
        </>
      )}
      <LoadMore query={list} count={assets.length} noun={['asset', 'assets']} />
    </section>
  );
}
