import { type FormEvent, useState } from 'react';
import { Link, Outlet, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { idSchema } from '@shared/schemas/common';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TitledPage } from '@/components/titled-page';
import { paths } from '@/config/paths';
import { useSignedInSession } from '@/features/auth/hooks/session-context';
import { RequestAnalytics } from '@/features/review-queues/components/request-analytics';
import { useWorkspace } from '@/features/workspaces/api/get-workspace';
import { AccessDenied } from './route-gates';
import { ShellLayout } from './shell-layout';

/** `/operator/*`: operators only. */
export function OperatorLayout() {
  const session = useSignedInSession();
  return (
    <ShellLayout workspace={null}>
      {session.isOperator ? (
        <>
          <nav aria-label="Operator" className="mb-6">
            <ul className="flex flex-wrap gap-4 text-sm">
              <li>
                <Link to={paths.operator()} className="underline underline-offset-4">
                  Workspaces
                </Link>
              </li>
              <li>
                <Link to={paths.operatorSwagger} className="underline underline-offset-4">
                  API reference
                </Link>
              </li>
              <li>
                <Link to={paths.operatorRequestAnalytics} className="underline underline-offset-4">
                  Request analytics
                </Link>
              </li>
            </ul>
          </nav>
          <Outlet />
        </>
      ) : (
        <AccessDenied backTo={paths.home} />
      )}
    </ShellLayout>
  );
}

/**
 * `/operator/:selectedWorkspaceId?`: opens any workspace by id, as admin. The API lists only the caller's
 * memberships, so there is no list of every workspace here yet.
 */
export function OperatorDashboardRoute() {
  const { selectedWorkspaceId } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = idSchema.safeParse(new FormData(event.currentTarget).get('workspaceId'));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a workspace id');
    setError(null);
    navigate(paths.operator(parsed.data));
  }

  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-2xl font-semibold">Operator Dashboard</h1>
      <p className="text-muted-foreground mb-4">Open any workspace by its id; you act in it as an admin.</p>
      <form noValidate onSubmit={onSubmit} className="mb-6 flex flex-wrap items-end gap-2">
        <div className="grid gap-2">
          <Label htmlFor="operator-workspace-id">Workspace id</Label>
          <Input
            id="operator-workspace-id"
            name="workspaceId"
            defaultValue={selectedWorkspaceId ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'operator-workspace-id-error' : undefined}
            className="w-64"
          />
        </div>
        <Button type="submit">Find workspace</Button>
        {error ? (
          <p id="operator-workspace-id-error" className="text-destructive w-full text-sm">
            {error}
          </p>
        ) : null}
      </form>
      {selectedWorkspaceId ? <SelectedWorkspace workspaceId={selectedWorkspaceId} /> : null}
    </section>
  );
}

function SelectedWorkspace({ workspaceId }: { workspaceId: string }) {
  const workspace = useWorkspace(workspaceId);
  if (workspace.isPending) return <p role="status">Looking up the workspace…</p>;
  if (workspace.isError) {
    const notFound = workspace.error instanceof ApiError && workspace.error.status === 404;
    return (
      <Alert variant="destructive">
        {notFound ? `There is no workspace with the id “${workspaceId}”.` : 'The workspace could not be loaded.'}
      </Alert>
    );
  }
  return (
    <div className="rounded-md border p-4">
      <h2 className="text-lg font-semibold">{workspace.data.workspaceName}</h2>
      <p className="text-muted-foreground mb-3 text-sm">
        {workspace.data.workspaceId} · {workspace.data.type}
      </p>
      <Link to={paths.workspaceFiles(workspaceId)} className="underline underline-offset-4">
        Open {workspace.data.workspaceName} as admin
      </Link>
    </div>
  );
}

/** `/operator/swagger`: the API's reference. */
export function OperatorSwaggerRoute() {
  return (
    <TitledPage title="API reference">
      <p>
        An interactive reference of every API call will be here. Meanwhile, the full contract is the OpenAPI document.
      </p>
      <a href="/api/openapi.json" className="text-foreground underline underline-offset-4">
        OpenAPI document (JSON)
      </a>
    </TitledPage>
  );
}

/** `/operator/media-requests/analytics` */
export function OperatorRequestAnalyticsRoute() {
  return <RequestAnalytics />;
}
