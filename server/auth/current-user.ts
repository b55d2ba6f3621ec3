import { eq, sql } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiKeyScope } from '@shared/schemas/api-keys';
import type { Db } from '../db/open-database';
import { users } from '../db/schema';
import { unauthenticated } from '../http/errors';
import { type ApiKeyCallerDeps, apiKeyCaller } from './api-key-caller';
import { looksLikeApiKey } from './api-key-secret';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isOperator: boolean;
  /** The call being made, for the operator audit log (auth/workspace-access.ts); absent outside a request. */
  request?: CallerRequest;
  /** Set when the caller is an API key rather than a person: it acts in this workspace only, with these scopes. */
  apiKey?: ApiKeyPrincipal;
}

export interface ApiKeyPrincipal {
  id: string;
  name: string;
  workspaceId: string;
  scopes: readonly ApiKeyScope[];
}

export interface CallerRequest {
  method: string;
  /** The route as registered, e.g. `/api/workspaces/:workspaceId/invitations`. */
  route: string;
  path: string;
  /** The path parameters: which workspace and which thing in it. */
  target: Record<string, string>;
}

/** The request as the audit log records it. */
export const callerRequestOf = (c: Context): CallerRequest => ({
  method: c.req.method,
  route: c.req.routePath,
  path: c.req.path,
  target: c.req.param() as Record<string, string>,
});

export type AuthedEnv = { Variables: { user: CurrentUser } };

const callerColumns = { isOperator: users.isOperator, name: users.name, sessionsValidAfter: users.sessionsValidAfter };

/** Whether a token's sign-in (`auth_time`, in seconds) predates the moment its user's sessions were ended. */
export function signedInBeforeSessionsEnded(authTime: number, sessionsValidAfter: Date | null | undefined): boolean {
  return sessionsValidAfter != null && authTime * 1000 < sessionsValidAfter.getTime();
}

export const sessionEnded = () =>
  unauthenticated('This account signs in through single sign-on now, which ended earlier sessions: sign in again');

/**
 * Verifies the bearer ID token with Firebase on every call and loads the caller's row; a bearer API key
 * (`ma_live_…`) is checked by auth/api-key-caller.ts instead. Roles come from the database, never from the token
 * or the request.
 */
export function requireUser(deps: { db: Db; auth: Auth } & ApiKeyCallerDeps): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated('Sign in to continue: the request has no bearer token');
    if (looksLikeApiKey(match[1])) {
      c.set('user', await apiKeyCaller(deps, c, match[1], callerRequestOf(c)));
      return next();
    }
    let decoded;
    try {
      decoded = await deps.auth.verifyIdToken(match[1]);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      throw unauthenticated(
        code === 'auth/id-token-expired'
          ? 'Your session has expired: sign in again'
          : code === 'auth/id-token-revoked' // only the emulator checks this on every call
            ? 'Your session was ended: sign in again'
            : 'Your sign-in token is invalid: sign in again',
      );
    }
    const email = (decoded.email ?? '').toLowerCase();
    const name = typeof decoded.name === 'string' ? decoded.name : '';
    // One statement: create the row on first sight, refresh email/name only when they changed (and never from a
    // token whose sessions were ended).
    const [row] = await deps.db
      .insert(users)
      .values({ id: decoded.uid, email, name })
      .onConflictDoUpdate({
        target: users.id,
        set: { email, name: sql`case when excluded.name = '' then ${users.name} else excluded.name end` },
        setWhere: sql`(${users.email} is distinct from excluded.email or (excluded.name <> '' and ${users.name} is distinct from excluded.name))
          and (${users.sessionsValidAfter} is null or ${users.sessionsValidAfter} <= to_timestamp(${decoded.auth_time}))`,
      })
      .returning(callerColumns);
    const current = row ?? (await deps.db.select(callerColumns).from(users).where(eq(users.id, decoded.uid)))[0];
    if (signedInBeforeSessionsEnded(decoded.auth_time, current?.sessionsValidAfter)) throw sessionEnded();
    c.set('user', {
      id: decoded.uid,
      email,
      name: current?.name ?? name,
      emailVerified: decoded.email_verified === true,
      isOperator: current?.isOperator ?? false,
      request: callerRequestOf(c),
    });
    await next();
  };
}
