import { eq } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../db/open-database';
import { users } from '../db/schema';
import { unauthenticated } from '../http/errors';
import {
  type AuthedEnv,
  callerRequestOf,
  requireUser,
  sessionEnded,
  signedInBeforeSessionsEnded,
} from './current-user';
import { SESSION_COOKIE } from './session-cookie';
import type { ApiKeyCallerDeps } from './api-key-caller';

/**
 * The bearer token when there is one, else the media session cookie of `POST /api/session` (an EventSource or a
 * media element cannot send headers). A cookie's user has called the API before, so their row exists.
 */
export function requireUserByBearerOrCookie(
  deps: { db: Db; auth: Auth } & ApiKeyCallerDeps,
): MiddlewareHandler<AuthedEnv> {
  const bearer = requireUser(deps);
  return async (c, next) => {
    if (c.req.header('Authorization')) return bearer(c, next);
    const cookie = getCookie(c, SESSION_COOKIE);
    if (!cookie) throw unauthenticated('Sign in to continue: send a bearer token or the media session cookie');
    const decoded = await deps.auth.verifySessionCookie(cookie).catch(() => null);
    if (!decoded) throw unauthenticated('Your session has expired: sign in again');
    const [row] = await deps.db
      .select({
        email: users.email,
        name: users.name,
        isOperator: users.isOperator,
        sessionsValidAfter: users.sessionsValidAfter,
      })
      .from(users)
      .where(eq(users.id, decoded.uid));
    if (!row) throw unauthenticated('Your session has expired: sign in again');
    const { sessionsValidAfter, ...caller } = row;
    if (signedInBeforeSessionsEnded(decoded.auth_time, sessionsValidAfter)) throw sessionEnded();
    c.set('user', {
      id: decoded.uid,
      ...caller,
      emailVerified: decoded.email_verified === true,
      request: callerRequestOf(c),
    });
    await next();
  };
}
