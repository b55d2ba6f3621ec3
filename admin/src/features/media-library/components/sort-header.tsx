import { ArrowDownIcon, ArrowUpIcon, ArrowUpDownIcon } from 'lucide-react';
import type { FileSort } from '@shared/schemas/file-list';

type SortField = 'name' | 'updated' | 'duration';

/** The order a column takes when first chosen: names A–Z, the newest and the longest first. */
const FIRST_ORDER: Record<SortField, FileSort> = { name: 'name', updated: '-updated', duration: '-duration' };

/** A sortable column header: a button that sorts by the column or flips its order, with `aria-sort`. */
export function SortHeader({
  field,
  label,
  sort,
  onSort,
  className,
}: {
  field: SortField;
  label: string;
  sort: FileSort;
  onSort: (sort: FileSort) => void;
  className?: string;
}) {
  const active = sort.replace('-', '') === field;
  const descending = sort.startsWith('-');
  const next: FileSort = active ? ((descending ? field : `-${field}`) as FileSort) : FIRST_ORDER[field];
  const Icon = !active ? ArrowUpDownIcon : descending ? ArrowDownIcon : ArrowUpIcon;
  return (
    <th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'} className={className}>
      <button
        type="button"
        className="focus-visible:ring-ring inline-flex items-center gap-1 rounded-sm px-2 py-1 font-medium focus-visible:ring-2 focus-visible:outline-none"
        onClick={() => onSort(next)}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}
