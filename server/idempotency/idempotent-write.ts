import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/current-user';
import { bearerSecurity, errorContent } from '../http/create-router';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, idempotencyKey, REPLAYED_HEADER } from './idempotency-key';

const idempotencyKeyParameter = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description: `Any unique string (a UUID, say). The same key and request within 24 hours replays the first answer, marked \`${REPLAYED_HEADER}: true\`, instead of doing the work again; a duplicate sent while the first still runs waits for it (docs/api.md, "Idempotent writes").`,
  schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
} as const;

/**
 * What a POST that creates something or spends minutes spreads into its createRoute, in place of its security and
 * middleware: the caller, then `Idempotency-Key`, and the header in the OpenAPI document. The operations that
 * take the header are exactly those that use this; their responses add `idempotencyErrors`.
 */
export function idempotentWrite(deps: AppDeps) {
  return {
    security: bearerSecurity,
    middleware: [requireUser(deps), idempotencyKey(deps.db)],
    parameters: [idempotencyKeyParameter],
  };
}

/** The answers `Idempotency-Key` adds, for the OpenAPI document (after `conflictError`, whose 409 this includes). */
export const idempotencyErrors = {
  409: errorContent(
    'Conflicts with the current state, or idempotency_in_progress: the first request with this Idempotency-Key still runs',
  ),
  422: errorContent('idempotency_key_reused: this Idempotency-Key was used for a different request'),
} as const;
