import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OperatorWorkspaceSort, OperatorWorkspaceSortParam } from '@shared/schemas/operator';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useOperatorWorkspaces } from '../api/get-operator-workspaces';

const COLUMNS: { sort: OperatorWorkspaceSort; label: string; numeric?: boolean }[] = [
  { sort: 'name', label: 'Name' },
  { sort: 'members', label: 'Members', numeric: true },
  { sort: 'files', label: 'Files', numeric: true },
  { sort: 'minutes', label: 'Minutes this month', numeric: true },
  { sort: 'balance', label: 'Balance', numeric: true },
  { sort: 'created', label: 'Created' },
];

const number = new Intl.NumberFormat('en');
const day = (iso: string) => iso.slice(0, 10);

/** Every workspace: search by name or id, sort by any column (again to reverse), load more at the end. */
export function WorkspaceTable({ selectedWorkspaceId }: { selectedWorkspaceId?: string }) {
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<OperatorWorkspaceSortParam>('name');
  const list = useOperatorWorkspaces({ q, sort });
  const rows = list.data?.pages.flatMap((p) => p.workspaces) ?? [];

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  }

  function sortBy(field: OperatorWorkspaceSort) {
    setSort(sort === field ? (`-${field}` as OperatorWorkspaceSortParam) : field);
  }

  const field = sort.replace(/^-/, '');
  const ariaSort = (column: OperatorWorkspaceSort) =>
    field === column ? (sort.startsWith('-') ? 'descending' : 'ascending') : undefined;

  return (
    <div className="min-w-0 flex-1">
      <form role="search" onSubmit={onSearch} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="grid gap-2">
          <Label htmlFor="operator-search">Search workspaces</Label>
          <Input id="operator-search" name="q" type="search" placeholder="Name or id" className="w-64" />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {list.isError ? <Alert variant="destructive">The workspaces could not be loaded.</Alert> : null}
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Workspaces{q ? ` matching “${q}”` : ''}; column buttons sort the table</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.sort} scope="col" aria-sort={ariaSort(column.sort)} className="px-3 py-2 font-medium">
                  <button
                    type="button"
                    onClick={() => sortBy(column.sort)}
                    className={`focus-visible:ring-ring rounded underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:outline-none ${column.numeric ? 'w-full text-right' : ''}`}
                  >
                    {column.label}
                    <span aria-hidden="true">{field === column.sort ? (sort.startsWith('-') ? ' ↓' : ' ↑') : ''}</span>
                  </button>
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-medium">
                Type
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((w) => (
              <tr
                key={w.workspaceId}
                className={`border-t ${w.workspaceId === selectedWorkspaceId ? 'bg-accent' : ''}`}
                aria-current={w.workspaceId === selectedWorkspaceId ? 'true' : undefined}
              >
                <td className="px-3 py-2">
                  <Link to={paths.operator(w.workspaceId)} className="font-medium underline underline-offset-4">
                    {w.workspaceName}
                  </Link>
                  <div className="text-muted-foreground text-xs">{w.workspaceId}</div>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{number.format(w.members)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{number.format(w.files)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{number.format(w.minutesThisMonth)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{number.format(w.balance)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{day(w.createdAt)}</td>
                <td className="px-3 py-2">{w.type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className="text-muted-foreground mt-2 text-sm">
        {list.isPending ? 'Loading workspaces…' : `${rows.length} workspace${rows.length === 1 ? '' : 's'} shown`}
      </p>
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-2"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
