import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OperatorAuditEntry } from '@shared/schemas/operator';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useOperatorAudit } from '../api/get-operator-audit';
import { ACTION_LABELS, auditChanges } from './audit-changes';

/** The fields an entry changed, as "Field: before → after". */
function Changes({ entry }: { entry: OperatorAuditEntry }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">None</span>
      </>
    );
  }
  return (
    <ul className="grid gap-1">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="font-medium">{change.field}:</span>{' '}
          {change.before === null ? (
            change.after
          ) : change.after === null ? (
            <>{change.before} (removed)</>
          ) : (
            <>
              {change.before} <span aria-hidden="true">→</span>
              <span className="sr-only">changed to</span> {change.after}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The operator audit log: who did what to which workspace, when, and what changed; filtered by actor or workspace. */
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
      <div className="relative overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Operator actions, newest first</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              {['When', 'Who', 'What', 'Workspace', 'Changes', 'Reason'].map((h) => (
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
                <td className="px-3 py-2">
                  {e.workspaceId === null ? (
                    '—'
                  ) : (
                    <>
                      <Link to={paths.operator(e.workspaceId)} className="underline underline-offset-4">
                        {e.workspaceName ?? 'Deleted workspace'}
                      </Link>
                      <span className="text-muted-foreground block text-xs">{e.workspaceId}</span>
                    </>
                  )}
                </td>
                <td className="min-w-56 px-3 py-2">
                  <Changes entry={e} />
                </td>
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
