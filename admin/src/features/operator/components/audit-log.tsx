import { type FormEvent, useState } from 'react';
import type { OperatorAction } from '@shared/schemas/operator';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useOperatorAudit } from '../api/get-operator-audit';

const ACTION_LABELS: Record<OperatorAction, string> = {
  grant_minutes: 'Granted minutes',
  change_plan: 'Changed plan',
  change_type: 'Changed type',
  workspace_write: 'Acted in workspace',
};

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The operator audit log: who did what to which workspace, when, before and after; filtered by actor or workspace. */
export function AuditLog() {
  const [filters, setFilters] = useState<{ actor?: string; workspaceId?: string }>({});
  const audit = useOperatorAudit(filters);
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    setFilters({ actor: value('actor'), workspaceId: value('workspaceId') });
  }

  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">Audit log</h1>
      <form onSubmit={onFilter} className="mb-4 flex flex-wrap items-end gap-2" aria-label="Filter the audit log">
        <div className="grid gap-2">
          <Label htmlFor="audit-actor">Operator (email or id)</Label>
          <Input id="audit-actor" name="actor" className="w-64" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-workspace">Workspace id</Label>
          <Input id="audit-workspace" name="workspaceId" className="w-56" />
        </div>
        <Button type="submit">Filter</Button>
      </form>
      {audit.isError ? <Alert variant="destructive">The audit log could not be loaded.</Alert> : null}
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Operator actions, newest first</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              {['When', 'Who', 'What', 'Workspace', 'Before', 'After', 'Reason'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-t align-top">
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={e.createdAt}>{e.createdAt.replace('T', ' ').slice(0, 16)} UTC</time>
                </td>
                <td className="px-3 py-2">{e.actorEmail}</td>
                <td className="px-3 py-2">{ACTION_LABELS[e.action]}</td>
                <td className="px-3 py-2">{e.workspaceId ?? '—'}</td>
                <td className="px-3 py-2 font-mono text-xs break-all">{show(e.before)}</td>
                <td className="px-3 py-2 font-mono text-xs break-all">{show(e.after)}</td>
                <td className="px-3 py-2">{e.reason || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className="text-muted-foreground mt-2 text-sm">
        {audit.isPending
          ? 'Loading the audit log…'
          : `${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} shown`}
      </p>
      {audit.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-2"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {audit.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}
