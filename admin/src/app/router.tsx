import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { NotFoundContent } from '@/components/not-found-content';
import { paths, SETTINGS_SECTIONS } from '@/config/paths';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { ROLE_GATES, TAB_PLATFORMS } from '@/lib/access';
import { ErrorPage } from './routes/error-page';
import { ExternalRedirect } from './routes/external-redirect';
import { GuestOnly } from './routes/guest-only';
import { HomeRedirect } from './routes/home-redirect';
import { JoinWorkspaceRoute } from './routes/join-workspace';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';
import { BusinessRoleGate, FlagGate, RoleGate } from './routes/route-gates';
import { SsoCallbackRoute } from './routes/sso-callback';
import { WorkspaceFilesRoute } from './routes/workspace-files';
import { WorkspaceLayout } from './routes/workspace-layout';

/**
 * A route whose screen comes in its own chunk the first time it is opened. The sign-in page, the shell and the
 * file library load with the app; the editor, the charts, settings, the operator's pages and the rest follow.
 */
const loaded = <M,>(load: () => Promise<M>, render: (module: M) => ReactNode): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    // No module: its chunk was gone after a deploy and the page is reloading into the new build (stale-build.ts).
    const module: M | undefined = await load();
    return { element: module === undefined ? null : render(module) };
  },
});

const settingsModule = () => import('./routes/workspace-settings');
const operatorModule = () => import('./routes/operator');
const contributionsModule = () => import('./routes/workspace-contributions');
const accountModule = () => import('./routes/account');
const assignmentsModule = () => import('./routes/workspace-assignments');
const complianceModule = () => import('./routes/workspace-compliance');

const adminOnly = (element: ReactNode) => <RoleGate allowed={ROLE_GATES.settings}>{element}</RoleGate>;

const settingsRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="general" replace /> },
  ...SETTINGS_SECTIONS.map((section) => ({
    path: section,
    ...loaded(settingsModule, ({ SettingsNotFoundRoute, SettingsSectionRoute }) =>
      section === 'referrals' ? (
        // Everyone may refer; the section exists while the referrals flag is on.
        <FlagGate flag="referrals" fallback={<SettingsNotFoundRoute />}>
          <SettingsSectionRoute section={section} />
        </FlagGate>
      ) : (
        adminOnly(<SettingsSectionRoute section={section} />)
      ),
    ),
  })),
  {
    path: 'showcases/:showcaseId',
    ...loaded(settingsModule, ({ ShowcaseSettingsRoute }) => adminOnly(<ShowcaseSettingsRoute />)),
  },
  { path: '*', ...loaded(settingsModule, ({ SettingsNotFoundRoute }) => <SettingsNotFoundRoute />) },
];

const integrationRoutes: RouteObject[] = TAB_PLATFORMS.flatMap((platform) => {
  const route = loaded(
    () => import('./routes/workspace-integration'),
    ({ IntegrationRoute }) => (
      <FlagGate flag={platform} fallback={<NotFoundContent />}>
        <RoleGate allowed={ROLE_GATES.integrations}>
          <IntegrationRoute platform={platform} />
        </RoleGate>
      </FlagGate>
    ),
  );
  return [
    { path: `files/${platform}`, ...route },
    { path: `files/${platform}/:videoId`, ...route },
  ];
});

const workspaceRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="files" replace /> },
  { path: 'files', element: <WorkspaceFilesRoute /> },
  ...integrationRoutes,
  {
    path: 'files/:fileId',
    ...loaded(
      () => import('./routes/file-route'),
      ({ FileRoute }) => <FileRoute />,
    ),
  },
  {
    path: 'files/:fileId/analysis',
    ...loaded(
      () => import('./routes/file-analysis-route'),
      ({ FileAnalysisRoute }) => (
        <RoleGate allowed={ROLE_GATES.analysis}>
          <FileAnalysisRoute />
        </RoleGate>
      ),
    ),
  },
  { path: 'settings', ...loaded(settingsModule, ({ SettingsLayout }) => <SettingsLayout />), children: settingsRoutes },
  {
    path: 'assignments',
    ...loaded(assignmentsModule, ({ WorkspaceAssignmentsRoute }) => (
      <RoleGate allowed={ROLE_GATES.assignments}>
        <WorkspaceAssignmentsRoute />
      </RoleGate>
    )),
  },
  { path: 'assignments/:assignmentId', ...loaded(assignmentsModule, ({ AssignmentRoute }) => <AssignmentRoute />) },
  {
    path: 'compliance',
    ...loaded(complianceModule, ({ WorkspaceComplianceRoute }) => (
      <RoleGate allowed={ROLE_GATES.compliance}>
        <WorkspaceComplianceRoute />
      </RoleGate>
    )),
  },
  {
    path: 'search',
    ...loaded(
      () => import('./routes/workspace-search'),
      ({ WorkspaceSearchRoute }) => <WorkspaceSearchRoute />,
    ),
  },
  ...['corrections', 'corrections/:fileId/:correctionId'].map((path) => ({
    path,
    ...loaded(contributionsModule, ({ CorrectionsRoute }) => (
      <BusinessRoleGate allowed={ROLE_GATES.corrections}>
        <CorrectionsRoute />
      </BusinessRoleGate>
    )),
  })),
  ...['requests', 'requests/:fileId/:requestId'].map((path) => ({
    path,
    ...loaded(contributionsModule, ({ RequestsRoute }) => (
      <BusinessRoleGate allowed={ROLE_GATES.requests}>
        <RequestsRoute />
      </BusinessRoleGate>
    )),
  })),
  { path: '*', element: <NotFoundContent /> },
];

const operatorRoutes: RouteObject[] = [
  { path: 'swagger', ...loaded(operatorModule, ({ OperatorSwaggerRoute }) => <OperatorSwaggerRoute />) },
  { path: 'audit', ...loaded(operatorModule, ({ OperatorAuditRoute }) => <OperatorAuditRoute />) },
  { path: 'outbox', ...loaded(operatorModule, ({ OperatorOutboxRoute }) => <OperatorOutboxRoute />) },
  { path: 'engines', ...loaded(operatorModule, ({ OperatorEnginesRoute }) => <OperatorEnginesRoute />) },
  {
    path: 'outbox/:messageId',
    ...loaded(operatorModule, ({ OperatorOutboxMessageRoute }) => <OperatorOutboxMessageRoute />),
  },
  {
    path: 'media-requests/analytics',
    ...loaded(operatorModule, ({ OperatorRequestAnalyticsRoute }) => <OperatorRequestAnalyticsRoute />),
  },
  {
    path: ':selectedWorkspaceId?',
    ...loaded(operatorModule, ({ OperatorDashboardRoute }) => <OperatorDashboardRoute />),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    // While the first screen's chunk arrives.
    hydrateFallbackElement: (
      <main id="main" tabIndex={-1} className="p-6">
        <p role="status">Loading…</p>
      </main>
    ),
    children: [
      { path: paths.home, element: <HomeRedirect /> },
      {
        path: paths.licenses,
        ...loaded(
          () => import('./routes/licenses'),
          ({ LicensesRoute }) => <LicensesRoute />,
        ),
      },
      ...[paths.auth, paths.login, paths.signup].map((path) => ({
        path,
        element: (
          <GuestOnly>
            <AuthPage />
          </GuestOnly>
        ),
      })),
      {
        path: paths.ssoCallback,
        element: (
          <FlagGate flag="sso" fallback={<NotFoundRoute />}>
            <SsoCallbackRoute />
          </FlagGate>
        ),
      },
      { path: paths.privacy, element: <ExternalRedirect to="privacyUrl" /> },
      { path: paths.terms, element: <ExternalRedirect to="termsUrl" /> },
      {
        path: paths.captionConverter,
        ...loaded(
          () => import('./routes/caption-converter'),
          ({ CaptionConverterRoute }) => <CaptionConverterRoute />,
        ),
      },
      { path: paths.accountDeleted, ...loaded(accountModule, ({ AccountDeletedRoute }) => <AccountDeletedRoute />) },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            path: paths.newWorkspace,
            ...loaded(
              () => import('./routes/new-workspace'),
              ({ NewWorkspaceRoute }) => <NewWorkspaceRoute />,
            ),
          },
          { path: '/workspaces/:workspaceId/join', element: <JoinWorkspaceRoute /> },
          { path: '/workspaces/:workspaceId', element: <WorkspaceLayout />, children: workspaceRoutes },
          { path: paths.account, ...loaded(accountModule, ({ AccountRoute }) => <AccountRoute />) },
          { path: paths.accountDelete, ...loaded(accountModule, ({ AccountDeleteRoute }) => <AccountDeleteRoute />) },
          {
            path: '/operator',
            ...loaded(operatorModule, ({ OperatorLayout }) => <OperatorLayout />),
            children: operatorRoutes,
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
