import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  MEDIA_REQUEST_KINDS,
  MEDIA_REQUEST_STATUSES,
  type MediaRequestKind,
  type MediaRequestStatus,
} from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useRequests } from '../api/get-requests';
import type { RequestFilters } from '../api/keys';
import { REQUEST_KIND_LABELS, REQUEST_LIST_TITLES, REQUEST_STATUS_LABELS } from '../labels';
import { describeError } from './describe-error';
import { RequestsTable } from './requests-table';

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.includes(value as T) ? (value as T) : undefined;

/** `requests`: what viewers asked for, newest first; filters (status, kind) live in the address. */
export function RequestsQueue({ workspaceId }: { workspaceId: string }) {
  const [params, setParams] = useSearchParams();
  const filters: RequestFilters = {
    status: oneOf(MEDIA_REQUEST_STATUSES, params.get('status')) ?? 'pending',
    kind: oneOf(MEDIA_REQUEST_KINDS, params.get('kind')),
  };
  const requests = useRequests(workspaceId, filters);
  const items = requests.data?.pages.flatMap((page) => page.requests) ?? [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    const status = data.get('status') as MediaRequestStatus;
    const kind = data.get('kind') as MediaRequestKind | '';
    if (status !== 'pending') next.status = status;
    if (kind) next.kind = kind;
    setParams(next);
  }

  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-2 text-2xl font-semibold">{REQUEST_LIST_TITLES[filters.status ?? 'pending']}</h1>
      <p className="text-muted-foreground mb-4">
        Captions, transcripts, translations and audio description that viewers asked for.
      </p>
      <form aria-label="Filter requests" onSubmit={onSubmit} className="mb-4 flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="request-status">Status</Label>
          <NativeSelect id="request-status" name="status" defaultValue={filters.status} className="w-40">
            {MEDIA_REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {REQUEST_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="request-kind">Kind</Label>
          <NativeSelect id="request-kind" name="kind" defaultValue={filters.kind ?? ''} className="w-48">
            <option value="">Any kind</option>
            {MEDIA_REQUEST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {REQUEST_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          Apply filters
        </Button>
      </form>
      {requests.isPending ? (
        <p aria-busy="true">Loading requests…</p>
      ) : requests.isError ? (
        <Alert variant="destructive">The requests could not be loaded. {describeError(requests.error)}</Alert>
      ) : items.length === 0 ? (
        <p>No requests match these filters.</p>
      ) : (
        <>
          <RequestsTable workspaceId={workspaceId} requests={items} />
          {requests.hasNextPage ? (
            <Button
              variant="outline"
              className="mt-4"
              disabled={requests.isFetchingNextPage}
              onClick={() => void requests.fetchNextPage()}
            >
              {requests.isFetchingNextPage ? 'Loading more…' : 'Load more'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
