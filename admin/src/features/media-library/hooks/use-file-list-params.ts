import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FILE_STATUSES, type FileStatus } from '@shared/constants';
import { FILE_SORTS, type FileSort } from '@shared/schemas/file-list';

/** What the Transcripts tab shows, kept in the address so it survives reload and the back button. */
export interface FileListParams {
  q: string;
  sort: FileSort;
  status: FileStatus | null;
  language: string | null;
  labelId: string | null;
}

export const DEFAULT_SORT: FileSort = '-updated';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the list's sort, filters and search from the query string; unknown values fall back to the defaults. */
export function useFileListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<FileListParams>(
    () => ({
      q: search.get('q')?.trim() ?? '',
      sort: oneOf(FILE_SORTS, search.get('sort')) ?? DEFAULT_SORT,
      status: oneOf(FILE_STATUSES, search.get('status')),
      language: search.get('language') || null,
      labelId: search.get('label') || null,
    }),
    [search],
  );

  /** Changes some values; defaults and empty values leave the address. Searching replaces the entry. */
  const update = useCallback(
    (changes: Partial<FileListParams>, options: { replace?: boolean } = {}) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const names: Record<keyof FileListParams, string> = {
            q: 'q',
            sort: 'sort',
            status: 'status',
            language: 'language',
            labelId: 'label',
          };
          for (const [key, value] of Object.entries(changes) as [keyof FileListParams, string | null][]) {
            if (!value || (key === 'sort' && value === DEFAULT_SORT)) next.delete(names[key]);
            else next.set(names[key], value);
          }
          return next;
        },
        { replace: options.replace },
      );
    },
    [setSearch],
  );

  return { params, update };
}
