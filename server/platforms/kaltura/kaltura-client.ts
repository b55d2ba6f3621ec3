import type { Credentials } from '../http';
import {
  PlatformAuthError,
  PlatformError,
  PlatformNotFoundError,
  PlatformUnavailableError,
  type PlatformContext,
} from '../types';

// Kaltura API v3: every call is `POST /api_v3/service/<service>/action/<action>` with form parameters (nested
// objects flattened as `filter:field`) and `format=1` for JSON. Errors come back as HTTP 200 with a
// KalturaAPIException body, so they are told apart here rather than by status.

type Params = Record<string, string | number | undefined>;

interface KalturaException {
  objectType: 'KalturaAPIException';
  code: string;
  message: string;
}

const isException = (value: unknown): value is KalturaException =>
  typeof value === 'object' &&
  value !== null &&
  (value as { objectType?: string }).objectType === 'KalturaAPIException';

/** An expired or invalid session: start a new one and try again. */
const SESSION_CODES = new Set(['INVALID_KS', 'EXPIRED_KS', 'KS_EXPIRED']);
const NOT_FOUND_CODES = new Set(['ENTRY_ID_NOT_FOUND', 'CAPTION_ASSET_ID_NOT_FOUND', 'FLAVOR_ASSET_ID_NOT_FOUND']);

function form(params: Params): string {
  const body = new URLSearchParams({ format: '1' });
  for (const [key, value] of Object.entries(params)) if (value !== undefined) body.set(key, String(value));
  return body.toString();
}

async function post(ctx: PlatformContext, service: string, action: string, params: Params): Promise<unknown> {
  return ctx.http.json<unknown>(`/api_v3/service/${service}/action/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form({ ...params, ks: ctx.credentials.ks }),
  });
}

/** One Kaltura call with a session: started when there is none, and once more when it expired. */
export async function kalturaCall<T>(ctx: PlatformContext, service: string, action: string, params: Params = {}) {
  if (!ctx.credentials.ks) await ctx.http.reauthorize();
  let answer = await post(ctx, service, action, params);
  if (isException(answer) && SESSION_CODES.has(answer.code)) {
    await ctx.http.reauthorize();
    answer = await post(ctx, service, action, params);
  }
  if (!isException(answer)) return answer as T;
  if (SESSION_CODES.has(answer.code))
    throw new PlatformAuthError('kaltura', 'Kaltura no longer accepts this connection: reconnect it');
  if (NOT_FOUND_CODES.has(answer.code)) throw new PlatformNotFoundError('kaltura', 'Not found on Kaltura');
  throw new PlatformError('kaltura', `Kaltura refused the request (${answer.code}): ${answer.message}`);
}

/** Starts an admin session (`session.start`) with the partner's admin secret; a refused secret means reconnect. */
export function kalturaSessionStarter(baseUrl: (credentials: Credentials) => string, doFetch: typeof fetch = fetch) {
  return async (credentials: Credentials): Promise<Credentials> => {
    let answer: unknown;
    try {
      const response = await doFetch(new URL('/api_v3/service/session/action/start', baseUrl(credentials)), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form({ secret: credentials.adminSecret, partnerId: credentials.partnerId, type: 2, expiry: 86_400 }),
        signal: AbortSignal.timeout(30_000),
      });
      if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
      answer = await response.json();
    } catch {
      throw new PlatformUnavailableError('kaltura', 'Kaltura could not start a session');
    }
    if (typeof answer !== 'string') {
      const code = isException(answer) ? answer.code : 'unexpected answer';
      throw new PlatformAuthError('kaltura', `Kaltura refused the admin secret (${code}): reconnect it`);
    }
    return { ...credentials, ks: answer };
  };
}
