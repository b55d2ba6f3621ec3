import { createBrowserRouter, Navigate, useParams } from 'react-router-dom';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { paths } from '@/config/paths';
import { HomeRedirect } from './routes/home-redirect';
import { NotFoundRoute } from './routes/not-found';
import { WorkspaceFilesRoute } from './routes/workspace-files';

function WorkspaceIndexRedirect() {
  const { workspaceId = '' } = useParams();
  return <Navigate to={paths.workspaceFiles(workspaceId)} replace />;
}

export function createRouter() {
  return createBrowserRouter([
    { path: paths.home, element: <HomeRedirect /> },
    { path: paths.auth, element: <AuthPage /> },
    { path: paths.login, element: <AuthPage /> },
    { path: paths.signup, element: <AuthPage /> },
    {
      path: '/workspaces/:workspaceId',
      element: (
        <RequireAuth>
          <WorkspaceIndexRedirect />
        </RequireAuth>
      ),
    },
    {
      path: '/workspaces/:workspaceId/files',
      element: (
        <RequireAuth>
          <WorkspaceFilesRoute />
        </RequireAuth>
      ),
    },
    { path: '*', element: <NotFoundRoute /> },
  ]);
}
