import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { cookieOptions } from '../http/cookies';
import { authedErrors, bearerSecurity, createRouter, internalError } from '../http/create-router';
import { unauthenticated } from '../http/errors';
import type { AppDeps } from '../app-deps';
import { SESSION_COOKIE } from '../auth/session-cookie';

/** The specification's maximum token age for cookie sync. */
export const MAX_TOKEN_AGE_SECONDS = 5 * 60;
/** The admin re-syncs at every token refresh (hourly), so a short life is enough. */
const SESSION_SECONDS = 2 * 60 * 60;

/** Cookie settings: only for the API, never sent cross-site, Secure when the site is served over https. */
const sessionCookieOptions = (deps: AppDeps) => cookieOptions(deps.publicUrl, { path: '/api', sameSite: 'Strict' });

/** Session cookie sync for media elements (see docs/media-library.md). */
export function sessionRouter(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/session',
      operationId: 'syncSessionCookie',
      summary: 'Sets the media session cookie from an ID token issued at most 5 minutes ago',
      security: bearerSecurity,
      responses: { 204: { description: 'Cookie set' }, 401: authedErrors[401] },
    }),
    async (c) => {
      const token = bearerOf(c);
      const decoded = await deps.auth.verifyIdToken(token).catch(() => null);
      if (!decoded) throw unauthenticated('Your sign-in token is invalid: sign in again');
      // A refreshed token is as good as a new sign-in here; `iat` is when this token was issued.
      if (Date.now() / 1000 - decoded.iat > MAX_TOKEN_AGE_SECONDS) {
        throw unauthenticated('The ID token is more than 5 minutes old: refresh it and try again');
      }
      const cookie = await deps.auth.createSessionCookie(token, { expiresIn: SESSION_SECONDS * 1000 });
      setCookie(c, SESSION_COOKIE, cookie, { ...sessionCookieOptions(deps), maxAge: SESSION_SECONDS });
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/session',
      operationId: 'clearSessionCookie',
      summary: 'Clears the media session cookie (on sign-out)',
      security: [],
      responses: { 204: { description: 'Cookie cleared' }, ...internalError },
    }),
    (c) => {
      deleteCookie(c, SESSION_COOKIE, sessionCookieOptions(deps));
      return c.body(null, 204);
    },
  );

  return router;
}

function bearerOf(c: Context): string {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (!match?.[1]) throw unauthenticated('Sign in to continue: the request has no bearer token');
  return match[1];
}
