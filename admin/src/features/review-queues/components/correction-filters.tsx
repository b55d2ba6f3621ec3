import type { FormEvent } from 'react';
import { CORRECTION_STATUSES, type CorrectionStatus } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { CorrectionFilters as Filters } from '../api/keys';
import { CORRECTION_STATUS_LABELS } from '../labels';

/** Status and language as a form (applied on submit, so typing a language does not refetch on every key). */
export function CorrectionFilters({
  filters,
  fileName,
  onChange,
}: {
  filters: Filters;
  /** The name of the file the list is narrowed to, if it is. */
  fileName: string | undefined;
  onChange: (filters: Filters) => void;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const language = String(data.get('language') ?? '').trim();
    onChange({
      ...filters,
      status: data.get('status') as CorrectionStatus,
      language: language || undefined,
    });
  }

  return (
    <form aria-label="Filter corrections" onSubmit={onSubmit} className="mb-4 flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor="correction-status">Status</Label>
        <NativeSelect id="correction-status" name="status" defaultValue={filters.status ?? 'pending'} className="w-40">
          {CORRECTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CORRECTION_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="correction-language">Language</Label>
        <Input
          id="correction-language"
          name="language"
          defaultValue={filters.language ?? ''}
          placeholder="any, or e.g. en"
          className="w-36"
        />
      </div>
      <Button type="submit" variant="outline">
        Apply filters
      </Button>
      {filters.fileId ? (
        <p className="flex items-center gap-2 text-sm">
          <span>File: {fileName ?? filters.fileId}</span>
          <Button type="button" variant="link" size="sm" onClick={() => onChange({ ...filters, fileId: undefined })}>
            Show all files
          </Button>
        </p>
      ) : null}
    </form>
  );
}
