import { lazy, Suspense } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSignedInSession } from '@/features/auth/hooks/session-context';
import { EnginesPage } from '@/features/engines/components/engines-page';
import { AuditLog } from '@/features/operator/components/audit-log';
import { OutboxList } from '@/features/operator/components/outbox-list';
import { OutboxMessageView } from '@/features/operator/components/outbox-message';
import { WorkspacePanel } from '@/features/operator/components/workspace-panel';
import { WorkspaceTable } from '@/features/operator/components/workspace-table';
import { RequestAnalytics } from '@/features/review-queues/components/request-analytics';
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
                <Link to={paths.operatorAudit} className="underline underline-offset-4">
                  Audit log
                </Link>
              </li>
              <li>
                <Link to={paths.operatorOutbox} className="underline underline-offset-4">
                  Mail outbox
                </Link>
              </li>
              <li>
                <Link to={paths.operatorEngines} className="underline underline-offset-4">
                  Engines
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

/** `/operator/:selectedWorkspaceId?`: every workspace; the selected one in the side panel. */
export function OperatorDashboardRoute() {
  const { selectedWorkspaceId } = useParams();
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">Operator dashboard</h1>
      <div className="flex flex-col gap-6 xl:flex-row xl:items-start">
        <WorkspaceTable selectedWorkspaceId={selectedWorkspaceId} />
        {selectedWorkspaceId ? (
          <aside
            aria-label="Selected workspace"
            className="w-full shrink-0 rounded-md border p-4 xl:sticky xl:top-4 xl:w-[28rem]"
          >
            <WorkspacePanel key={selectedWorkspaceId} workspaceId={selectedWorkspaceId} />
          </aside>
        ) : null}
      </div>
    </section>
  );
}

/** `/operator/audit`: who did what, when, before and after. */
export function OperatorAuditRoute() {
  return <AuditLog />;
}

/** `/operator/outbox?status=&to=`: mail queued, failed and sent. */
export function OperatorOutboxRoute() {
  return <OutboxList />;
}

/** `/operator/outbox/:messageId`: one message with its text and links. */
export function OperatorOutboxMessageRoute() {
  const { messageId = '' } = useParams();
  return <OutboxMessageView key={messageId} messageId={messageId} />;
}

// swagger-ui is large: its own chunk, fetched only when an operator opens the reference.
const ApiReference = lazy(() => import('@/features/operator/components/api-reference'));

/** `/operator/swagger`: the interactive API reference. */
export function OperatorSwaggerRoute() {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">API reference</h1>
      <Suspense fallback={<p role="status">Loading the API reference…</p>}>
        <ApiReference />
      </Suspense>
    </section>
  );
}

/** `/operator/media-requests/analytics` */
export function OperatorRequestAnalyticsRoute() {
  return <RequestAnalytics />;
}

/** `/operator/engines`: the engine per language, and whisper.cpp models to install or remove. */
export function OperatorEnginesRoute() {
  return <EnginesPage />;
}
