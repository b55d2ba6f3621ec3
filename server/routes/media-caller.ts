import type { Auth } from 'firebase-admin/auth';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { unauthenticated } from '../http/errors';
import { SESSION_COOKIE } from '../auth/session-cookie';

/**
 * Who asks for stored media: the user id from the bearer token, else from the media session cookie (a
 * `<video>` cannot send a header), else null for an anonymous caller. A stale cookie is no error: the caller
 * is simply anonymous until the admin syncs a new one.
 */
export async function mediaCallerId(auth: Auth, c: Context): Promise<string | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  if (bearer) {
    const decoded = await auth.verifyIdToken(bearer).catch(() => null);
    if (!decoded) throw unauthenticated('Your sign-in token is invalid: sign in again');
    return decoded.uid;
  }
  const cookie = getCookie(c, SESSION_COOKIE);
  if (cookie) return (await auth.verifySessionCookie(cookie).catch(() => null))?.uid ?? null;
  return null;
}
