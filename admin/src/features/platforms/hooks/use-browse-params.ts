import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BrowseParams } from '../api/keys';

/** The folder and search a platform listing shows, kept in the address (`?folder=&q=`) for reload and Back. */
export function useBrowseParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<BrowseParams>(
    () => ({ folderId: search.get('folder') || null, query: search.get('q')?.trim() ?? '' }),
    [search],
  );

  /** Opening a folder is a new history entry; typing a search replaces the current one. */
  const update = useCallback(
    (changes: Partial<BrowseParams>, options: { replace?: boolean } = {}) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if ('folderId' in changes) {
            if (changes.folderId) next.set('folder', changes.folderId);
            else next.delete('folder');
          }
          if ('query' in changes) {
            if (changes.query) next.set('q', changes.query);
            else next.delete('q');
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
