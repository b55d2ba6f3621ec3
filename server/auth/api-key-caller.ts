import type { Context } from 'hono';
import type { ApiKeyScope } from '@shared/schemas/api-keys';
import { type RateLimit, countRateLimit } from '../db/rate-limit';
import type { Db } from '../db/open-database';
import { actorNameOfKey, apiKeyBySecretHash, touchApiKey } from '../db/queries/api-keys';
import { clientAddress } from '../http/client-address';
import { ApiHttpError, forbidden, unauthenticated } from '../http/errors';
import { tooManyRequests } from '../http/too-many-requests';
import { hasValidChecksum, hashOfApiKeySecret } from './api-key-secret';
import { scopeForRoute } from './api-key-scopes';
import type { CallerRequest, CurrentUser } from './current-user';

/** Requests per key per minute (docs/api.md, "Rate limits"). */
export const API_KEY_RATE_LIMIT: RateLimit = { max: 600, windowSeconds: 60 };
/** A key's last use is written at most this often, not on every call. */
const LAST_USED_EVERY_SECONDS = 60;

export interface ApiKeyCallerDeps {
  db: Db;
  trustProxy?: number;
}

/**
 * The caller a bearer API key stands for: a non-human principal (its own `users` row, named after the key) that
 * acts in its workspace only (auth/workspace-access.ts) with exactly its scopes. Refuses, in this order: an
 * unknown, revoked or expired key (401), a key over its rate limit (429), an operation keys may not call or
 * whose scope the key lacks (403). Every answer to a key carries its `RateLimit-*` headers.
 */
export async function apiKeyCaller(
  deps: ApiKeyCallerDeps,
  c: Context,
  secret: string,
  request: CallerRequest,
): Promise<CurrentUser> {
  const key = hasValidChecksum(secret) ? await apiKeyBySecretHash(deps.db, hashOfApiKeySecret(secret)) : null;
  if (!key) throw unauthenticated('This API key is not valid');
  if (key.revoked) throw unauthenticated('This API key was revoked: ask a workspace admin for a new one');
  if (key.expired) throw unauthenticated('This API key has expired: ask a workspace admin for a new one');

  const limit = API_KEY_RATE_LIMIT;
  const { count, resetSeconds } = await countRateLimit(deps.db, `api-key:${key.id}`, limit);
  c.header('RateLimit-Limit', String(limit.max));
  c.header('RateLimit-Remaining', String(Math.max(0, limit.max - count)));
  c.header('RateLimit-Reset', String(resetSeconds));
  if (count > limit.max) throw tooManyRequests(c, resetSeconds, 'requests with this API key');

  const scope = scopeForRoute(request.method, request.route);
  if (scope === null) throw forbidden('API keys cannot call this operation: it is for people who sign in');
  requireScope(key.scopes, scope);

  const staleSince = Date.now() - LAST_USED_EVERY_SECONDS * 1000;
  if (!key.lastUsedAt || key.lastUsedAt.getTime() <= staleSince) {
    await touchApiKey(deps.db, key.id, clientAddress(c, deps.trustProxy ?? 0), LAST_USED_EVERY_SECONDS);
  }
  return {
    id: key.id,
    email: '',
    name: actorNameOfKey(key.name),
    emailVerified: false,
    isOperator: false,
    request,
    apiKey: { id: key.id, name: key.name, workspaceId: key.workspaceId, scopes: key.scopes },
  };
}

function requireScope(scopes: readonly ApiKeyScope[], scope: ApiKeyScope) {
  if (!scopes.includes(scope)) {
    throw new ApiHttpError(403, 'insufficient_scope', `This API key lacks the "${scope}" scope`, { scope });
  }
}

/**
 * For an operation whose body decides what it does (a bulk action that spends minutes): a key must also hold
 * `scope`. People are judged by their role as before.
 */
export function requireApiKeyScope(user: CurrentUser, scope: ApiKeyScope): void {
  if (user.apiKey) requireScope(user.apiKey.scopes, scope);
}
