import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { NotFoundContent } from '@/components/not-found-content';
import { paths, SETTINGS_SECTIONS } from '@/config/paths';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { ROLE_GATES, TAB_PLATFORMS } from '@/lib/access';
import { AccountDeletedRoute, AccountDeleteRoute, AccountRoute } from './routes/account';
import { CaptionConverterRoute } from './routes/caption-converter';
import { ErrorPage } from './routes/error-page';
import { ExternalRedirect } from './routes/external-redirect';
import { GuestOnly } from './routes/guest-only';
import { HomeRedirect } from './routes/home-redirect';
import { JoinWorkspaceRoute } from './routes/join-workspace';
import { LicensesRoute } from './routes/licenses';
import { NotFoundRoute } from './routes/not-found';
import {
  OperatorAuditRoute,
  OperatorDashboardRoute,
  OperatorLayout,
  OperatorRequestAnalyticsRoute,
  OperatorSwaggerRoute,
} from './routes/operator';
import { RootLayout } from './routes/root-layout';
import { BusinessRoleGate, FlagGate, RoleGate } from './routes/route-gates';
import { SsoCallbackRoute } from './routes/sso-callback';
import { CorrectionsRoute, RequestsRoute } from './routes/workspace-contributions';
import { FileAnalysisRoute, FileRoute, WorkspaceFilesRoute } from './routes/workspace-files';
import { IntegrationRoute } from './routes/workspace-integration';
import { WorkspaceLayout } from './routes/workspace-layout';
import { WorkspaceSearchRoute } from './routes/workspace-search';
import {
  SettingsLayout,
  SettingsNotFoundRoute,
  SettingsSectionRoute,
  ShowcaseSettingsRoute,
} from './routes/workspace-settings';

const adminOnly = (element: ReactNode) => <RoleGate allowed={ROLE_GATES.settings}>{element}</RoleGate>;

const settingsRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="general" replace /> },
  ...SETTINGS_SECTIONS.map((section) => ({
    path: section,
    element:
      section === 'referrals' ? (
        // Everyone may refer; the section exists while the referrals flag is on.
        <FlagGate flag="referrals" fallback={<SettingsNotFoundRoute />}>
          <SettingsSectionRoute section={section} />
        </FlagGate>
      ) : (
        adminOnly(<SettingsSectionRoute section={section} />)
      ),
  })),
  { path: 'showcases/:showcaseId', element: adminOnly(<ShowcaseSettingsRoute />) },
  { path: '*', element: <SettingsNotFoundRoute /> },
];

const integrationRoutes: RouteObject[] = TAB_PLATFORMS.flatMap((platform) => {
  const element = (
    <FlagGate flag={platform} fallback={<NotFoundContent />}>
      <RoleGate allowed={ROLE_GATES.integrations}>
        <IntegrationRoute platform={platform} />
      </RoleGate>
    </FlagGate>
  );
  return [
    { path: `files/${platform}`, element },
    { path: `files/${platform}/:videoId`, element },
  ];
});

const workspaceRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="files" replace /> },
  { path: 'files', element: <WorkspaceFilesRoute /> },
  ...integrationRoutes,
  { path: 'files/:fileId', element: <FileRoute /> },
  {
    path: 'files/:fileId/analysis',
    element: (
      <RoleGate allowed={ROLE_GATES.analysis}>
        <FileAnalysisRoute />
      </RoleGate>
    ),
  },
  { path: 'settings', element: <SettingsLayout />, children: settingsRoutes },
  { path: 'search', element: <WorkspaceSearchRoute /> },
  ...['corrections', 'corrections/:fileId/:correctionId'].map((path) => ({
    path,
    element: (
      <BusinessRoleGate allowed={ROLE_GATES.corrections}>
        <CorrectionsRoute />
      </BusinessRoleGate>
    ),
  })),
  ...['requests', 'requests/:fileId/:requestId'].map((path) => ({
    path,
    element: (
      <BusinessRoleGate allowed={ROLE_GATES.requests}>
        <RequestsRoute />
      </BusinessRoleGate>
    ),
  })),
  { path: '*', element: <NotFoundContent /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: paths.home, element: <HomeRedirect /> },
      { path: paths.licenses, element: <LicensesRoute /> },
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
      { path: paths.captionConverter, element: <CaptionConverterRoute /> },
      { path: paths.accountDeleted, element: <AccountDeletedRoute /> },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          { path: '/workspaces/:workspaceId/join', element: <JoinWorkspaceRoute /> },
          { path: '/workspaces/:workspaceId', element: <WorkspaceLayout />, children: workspaceRoutes },
          { path: paths.account, element: <AccountRoute /> },
          { path: paths.accountDelete, element: <AccountDeleteRoute /> },
          {
            path: '/operator',
            element: <OperatorLayout />,
            children: [
              { path: 'swagger', element: <OperatorSwaggerRoute /> },
              { path: 'audit', element: <OperatorAuditRoute /> },
              { path: 'media-requests/analytics', element: <OperatorRequestAnalyticsRoute /> },
              { path: ':selectedWorkspaceId?', element: <OperatorDashboardRoute /> },
            ],
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
