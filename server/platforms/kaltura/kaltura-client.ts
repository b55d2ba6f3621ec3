import type { OutboundFetch } from '../../outbound/outbound-fetch';
import { type Credentials, platformErrorOf } from '../http';
import { TOKEN_ANSWER_MAX_BYTES } from '../oauth';
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
const SESSION_TIMEOUT_MS = 30_000;

/** ` (INVALID_FIELD_VALUE)`: Kaltura's error code, which we repeat; its message stays in the log, as any platform's. */
const kalturaCode = (answer: KalturaException) =>
  /^[A-Z][A-Z0-9_]{0,63}$/.test(String(answer.code)) ? ` (${answer.code})` : '';
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
  const detail = String(answer.message).slice(0, 300);
  console.warn(`[platforms] Kaltura refused ${service}.${action}${kalturaCode(answer)}: ${detail}`);
  throw new PlatformError('kaltura', `Kaltura refused the request${kalturaCode(answer)}`, detail);
}

/** Starts an admin session (`session.start`) with the partner's admin secret; a refused secret means reconnect. */
export function kalturaSessionStarter(baseUrl: (credentials: Credentials) => string, fetch: OutboundFetch) {
  return async (credentials: Credentials): Promise<Credentials> => {
    let answer: unknown;
    try {
      const response = await fetch(new URL('/api_v3/service/session/action/start', baseUrl(credentials)), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form({ secret: credentials.adminSecret, partnerId: credentials.partnerId, type: 2, expiry: 86_400 }),
        timeoutMs: SESSION_TIMEOUT_MS,
        maxBytes: TOKEN_ANSWER_MAX_BYTES,
      });
      if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
      answer = await response.json();
    } catch (error) {
      const failure = platformErrorOf('kaltura', error, { timeoutMs: SESSION_TIMEOUT_MS, ownHost: true });
      if (failure instanceof PlatformAuthError) throw failure;
      throw new PlatformUnavailableError('kaltura', 'Kaltura could not start a session');
    }
    if (typeof answer !== 'string') {
      const code = isException(answer) ? kalturaCode(answer) : ' (unexpected answer)';
      if (isException(answer))
        console.warn(`[platforms] Kaltura refused session.start: ${String(answer.message).slice(0, 300)}`);
      throw new PlatformAuthError('kaltura', `Kaltura refused the admin secret${code}: reconnect it`);
    }
    return { ...credentials, ks: answer };
  };
}
