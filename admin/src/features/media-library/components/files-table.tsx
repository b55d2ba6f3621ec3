import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { FileListItem, FileSort } from '@shared/schemas/file-list';
import type { FileRowActionHandlers } from './file-row-actions';
import { FileRow } from './file-row';
import type { JobProgress } from './file-state';
import { SortHeader } from './sort-header';

const ROW_HEIGHT = 64;
/** Start fetching the next page this many rows before the end of what is loaded. */
const PREFETCH_ROWS = 20;

export interface FilesTableProps {
  workspaceId: string;
  files: FileListItem[];
  /** Every file matching the filters, loaded or not. */
  total: number;
  sort: FileSort;
  onSort: (sort: FileSort) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  progress: Record<string, JobProgress>;
  /** Present for file managers. */
  manage:
    | (FileRowActionHandlers & {
        selected: ReadonlySet<string>;
        onSelectedChange: (selected: Set<string>) => void;
        onRetry: (file: FileListItem) => void;
      })
    | null;
}

/**
 * The workspace's files as a real table whose rows are virtualised: only the rows in view (and a few more)
 * are in the DOM, spacer rows keep the scroll height, and `aria-rowcount`/`aria-rowindex` tell assistive
 * technology where each rendered row sits among all of them.
 */
export function FilesTable(props: FilesTableProps) {
  const { workspaceId, files, total, sort, onSort, hasNextPage, isFetchingNextPage, fetchNextPage, progress, manage } =
    props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer hands back new row positions from one mutable object on every scroll, which memoisation
  // cannot see; this component re-renders on each of them by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: files.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= files.length - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, files.length, fetchNextPage]);

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columns = manage ? 10 : 9;
  const selectedCount = manage ? files.filter((f) => manage.selected.has(f.id)).length : 0;

  return (
    <div ref={scrollRef} className="max-h-[calc(100vh-16rem)] min-h-64 overflow-auto rounded-md border">
      <table aria-label="Files" aria-rowcount={total + 1} className="w-full min-w-[64rem] table-fixed text-left">
        <colgroup>
          {manage ? <col className="w-10" /> : null}
          <col className="w-20" />
          <col className="w-[22%]" />
          <col className="w-24" />
          <col className="w-[16%]" />
          <col className="w-36" />
          <col className="w-[12%]" />
          <col className="w-28" />
          <col className="w-40" />
          <col className="w-14" />
        </colgroup>
        <thead className="bg-background sticky top-0 z-10 text-sm shadow-[0_1px_0_var(--border)]">
          <tr aria-rowindex={1} className="h-12">
            {manage ? (
              <th scope="col" className="px-2">
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label="Select all loaded files"
                  checked={files.length > 0 && selectedCount === files.length}
                  ref={(input) => {
                    if (input) input.indeterminate = selectedCount > 0 && selectedCount < files.length;
                  }}
                  onChange={(event) =>
                    manage.onSelectedChange(new Set(event.target.checked ? files.map((f) => f.id) : []))
                  }
                />
              </th>
            ) : null}
            <th scope="col" className="px-2">
              <span className="sr-only">Thumbnail</span>
            </th>
            <SortHeader field="name" label="Name" sort={sort} onSort={onSort} />
            <SortHeader field="duration" label="Duration" sort={sort} onSort={onSort} />
            <th scope="col" className="px-2 font-medium">
              Tracks
            </th>
            <th scope="col" className="px-2 font-medium">
              State
            </th>
            <th scope="col" className="px-2 font-medium">
              Labels
            </th>
            <th scope="col" className="px-2 font-medium">
              Assignments
            </th>
            <SortHeader field="updated" label="Updated" sort={sort} onSort={onSort} />
            <th scope="col" className="px-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const file = files[item.index]!;
            return (
              <FileRow
                key={file.id}
                workspaceId={workspaceId}
                file={file}
                rowIndex={item.index + 2}
                height={ROW_HEIGHT}
                progress={progress[file.id]}
                manage={
                  manage && {
                    onRename: manage.onRename,
                    onToggleEmbeddable: manage.onToggleEmbeddable,
                    onDelete: manage.onDelete,
                    onRetry: () => manage.onRetry(file),
                    selected: manage.selected.has(file.id),
                    onSelect: (selected) => {
                      const next = new Set(manage.selected);
                      if (selected) next.add(file.id);
                      else next.delete(file.id);
                      manage.onSelectedChange(next);
                    },
                  }
                }
              />
            );
          })}
          {paddingBottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
      {isFetchingNextPage ? (
        <p className="text-muted-foreground p-3 text-center text-sm" aria-busy="true">
          Loading more files…
        </p>
      ) : null}
    </div>
  );
}
