import { createRoute } from '@hono/zod-openapi';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { deletedAccountData, workspacesBlockingDeletion } from '../db/queries/account';
import { authedErrors, bearerSecurity, conflictError, createRouter, errorContent } from '../http/create-router';
import { conflict, unauthenticated } from '../http/errors';
import { workspaceStoragePrefix } from '../storage/storage';
import type { AppDeps } from '../app-deps';

/** How recent the sign-in must be to delete an account, as Firebase asks for sensitive operations. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Whether a token's `auth_time` (seconds) is recent enough for deleting an account at `nowMs`. */
export function isRecentSignIn(authTime: number, nowMs: number): boolean {
  return nowMs / 1000 - authTime <= RECENT_SIGN_IN_SECONDS;
}

/** The signed-in person's own account. */
export function accountRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/account',
      operationId: 'deleteAccount',
      summary:
        'Deletes the caller: their Firebase account and data (time entries stay as "Deleted user"); needs a sign-in within 5 minutes; idempotent',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      responses: {
        204: { description: 'Deleted' },
        ...authedErrors,
        ...conflictError,
        401: errorContent('No token, or the last sign-in is not recent enough'),
      },
    }),
    async (c) => {
      const user = c.get('user');
      const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
      const { auth_time: authTime } = await deps.auth.verifyIdToken(token);
      if (!isRecentSignIn(authTime, Date.now())) {
        throw unauthenticated('Sign in again to delete your account: your last sign-in was more than 5 minutes ago');
      }
      const blocking = await workspacesBlockingDeletion(deps.db, user.id);
      if (blocking.length > 0) {
        const names = blocking.map((w) => w.workspaceName).join(', ');
        throw conflict(`You are the only admin of ${names}: make someone else admin first`, { workspaces: blocking });
      }
      const workspaceIds = await deletedAccountData(deps.db, user);
      // The rows first (a failed transaction leaves everything as it was), then everything stored under them.
      for (const id of workspaceIds) await deps.storage.deletePrefix(workspaceStoragePrefix(id));
      await deps.auth.deleteUser(user.id).catch((error: { code?: string }) => {
        // Already gone: an earlier call got this far.
        if (error.code !== 'auth/user-not-found') throw error;
      });
      return c.body(null, 204);
    },
  );

  return router;
}
