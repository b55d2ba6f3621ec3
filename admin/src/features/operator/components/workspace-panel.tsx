import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useOperatorWorkspace } from '../api/get-operator-workspace';
import { WorkspaceActions } from './workspace-actions';

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="grid gap-1">
      <h3 className="font-semibold">{title}</h3>
      {empty ? (
        <p className="text-muted-foreground text-sm">None</p>
      ) : (
        <ul className="grid gap-1 text-sm">{children}</ul>
      )}
    </section>
  );
}

/** The side panel at `/operator/:selectedWorkspaceId`: what the workspace holds, and the operator's actions. */
export function WorkspacePanel({ workspaceId }: { workspaceId: string }) {
  const detail = useOperatorWorkspace(workspaceId);
  if (detail.isPending) return <p role="status">Loading the workspace…</p>;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Alert variant="destructive">
        {notFound ? `There is no workspace with the id “${workspaceId}”.` : 'The workspace could not be loaded.'}
      </Alert>
    );
  }
  const { workspace, members, recentJobs, ledger, integrations } = detail.data;
  return (
    <div className="grid gap-5">
      <div>
        <h2 className="text-lg font-semibold">{workspace.workspaceName}</h2>
        <p className="text-muted-foreground text-sm">
          {workspace.workspaceId} · {workspace.type} · plan {workspace.planId} · created{' '}
          {workspace.createdAt.slice(0, 10)}
        </p>
        <p className="text-sm">
          Balance {workspace.balance} minutes · {workspace.minutesThisMonth} used this month · {workspace.files} files
        </p>
        <Link
          to={paths.workspaceFiles(workspace.workspaceId)}
          className="mt-2 inline-block underline underline-offset-4"
        >
          Open {workspace.workspaceName} as admin
        </Link>
      </div>
      <WorkspaceActions
        key={workspace.workspaceId}
        workspaceId={workspace.workspaceId}
        workspaceName={workspace.workspaceName}
        planId={workspace.planId}
        type={workspace.type}
      />
      <Section title="Members" empty={members.length === 0}>
        {members.map((m) => (
          <li key={m.userId}>
            {m.name || m.email}{' '}
            <span className="text-muted-foreground">
              · {m.email} · {m.role}
            </span>
          </li>
        ))}
      </Section>
      <Section title="Ledger" empty={ledger.length === 0}>
        {ledger.map((e) => (
          <li key={e.id}>
            {e.minutes > 0 ? '+' : ''}
            {e.minutes} min · {e.kind} · {e.reason}{' '}
            <span className="text-muted-foreground">· {e.createdAt.slice(0, 10)}</span>
          </li>
        ))}
      </Section>
      <Section title="Recent jobs" empty={recentJobs.length === 0}>
        {recentJobs.map((j) => (
          <li key={j.id}>
            {j.kind} · {j.state} <span className="text-muted-foreground">· {j.createdAt.slice(0, 10)}</span>
          </li>
        ))}
      </Section>
      <Section title="Integrations" empty={integrations.length === 0}>
        {integrations.map((i) => (
          <li key={i.platformType}>
            {i.platformType} <span className="text-muted-foreground">· connected {i.connectedAt.slice(0, 10)}</span>
          </li>
        ))}
      </Section>
    </div>
  );
}
