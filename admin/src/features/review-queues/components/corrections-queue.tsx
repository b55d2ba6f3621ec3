import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CORRECTION_STATUSES, type CorrectionStatus } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCorrections } from '../api/get-corrections';
import type { CorrectionFilters as Filters } from '../api/keys';
import { BulkCorrectionActions } from './bulk-correction-actions';
import { CorrectionFilters } from './correction-filters';
import { CorrectionsTable } from './corrections-table';
import { CORRECTION_LIST_TITLES } from '../labels';
import { describeError } from './describe-error';

/** Filters live in the address (`?status=&language=&fileId=`), so a filtered list can be shared and goes Back. */
function useFilters(): [Filters, (filters: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: Filters = {
    status: CORRECTION_STATUSES.includes(status as CorrectionStatus) ? (status as CorrectionStatus) : 'pending',
    language: params.get('language') || undefined,
    fileId: params.get('fileId') || undefined,
  };
  const setFilters = (next: Filters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== 'pending')));
  return [filters, setFilters];
}

/** `corrections`: what viewers proposed, newest first, to review one by one or reject in bulk. */
export function CorrectionsQueue({ workspaceId }: { workspaceId: string }) {
  const [filters, setFilters] = useFilters();
  const corrections = useCorrections(workspaceId, filters);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const items = corrections.data?.pages.flatMap((page) => page.corrections) ?? [];

  function select(ids: string[], checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  function changeFilters(next: Filters) {
    setSelected(new Set());
    setFilters(next);
  }

  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-2 text-2xl font-semibold">{CORRECTION_LIST_TITLES[filters.status ?? 'pending']}</h1>
      <p className="text-muted-foreground mb-4">
        Changes viewers suggested to your transcripts. Nothing is published until someone here accepts it.
      </p>
      <CorrectionFilters
        filters={filters}
        fileName={items.find((c) => c.fileId === filters.fileId)?.fileName}
        onChange={changeFilters}
      />
      <p role="status" aria-live="polite" className="mb-2 text-sm">
        {announcement}
      </p>
      {filters.status === 'pending' ? (
        <BulkCorrectionActions
          workspaceId={workspaceId}
          selected={selected}
          onDone={(message) => {
            setSelected(new Set());
            setAnnouncement(message);
          }}
        />
      ) : null}
      {corrections.isPending ? (
        <p aria-busy="true">Loading corrections…</p>
      ) : corrections.isError ? (
        <Alert variant="destructive">The corrections could not be loaded. {describeError(corrections.error)}</Alert>
      ) : items.length === 0 ? (
        <p>No corrections match these filters.</p>
      ) : (
        <>
          <CorrectionsTable
            workspaceId={workspaceId}
            corrections={items}
            selected={selected}
            onSelect={select}
            onFilterFile={(fileId) => changeFilters({ ...filters, fileId })}
          />
          {corrections.hasNextPage ? (
            <Button
              variant="outline"
              className="mt-4"
              disabled={corrections.isFetchingNextPage}
              onClick={() => void corrections.fetchNextPage()}
            >
              {corrections.isFetchingNextPage ? 'Loading more…' : 'Load more'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
