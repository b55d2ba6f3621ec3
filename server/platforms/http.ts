import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import {
  PlatformAuthError,
  PlatformError,
  PlatformNotFoundError,
  PlatformRateLimitError,
  PlatformUnavailableError,
} from './types';

export type Credentials = Record<string, string>;

export interface PlatformHttpOptions {
  platform: PlatformType;
  /** The platform's API origin (or the fake's, from `<PLATFORM>_API_BASE_URL`); paths are relative to it. */
  baseUrl: string;
  /** The connection's credentials; replaced in place after a refresh. */
  credentials: Credentials;
  /** Headers that authenticate a request; default `Authorization: Bearer <accessToken>`. */
  authorize?: (credentials: Credentials) => Record<string, string>;
  /** New credentials after a 401 (OAuth refresh, a new session); throws PlatformAuthError when the refresh token is refused. */
  refresh?: (credentials: Credentials) => Promise<Credentials>;
  /** Keeps refreshed credentials (the caller stores them encrypted). */
  storeCredentials?: (credentials: Credentials) => Promise<void>;
  /** The credentials as stored now, which another request or process may have renewed since these were read. */
  reloadCredentials?: () => Promise<Credentials | null>;
  fetch?: typeof fetch;
  /** Waits for a 429's Retry-After; tests pass one that records instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
  /** Per request (default 30 s). */
  timeoutMs?: number;
  /** The most we wait in total for rate limits on one request before giving up (default 60 s). */
  maxRateLimitWaitMs?: number;
}

export interface PlatformRequest {
  method?: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Added to the registration's auth headers; a header set to '' is not sent at all. */
  headers?: Record<string, string>;
  body?: string;
}

export interface PlatformHttp {
  readonly platform: PlatformType;
  /** A successful response; every failure is one of the typed platform errors. */
  request(path: string, init?: PlatformRequest): Promise<Response>;
  json<T>(path: string, init?: PlatformRequest): Promise<T>;
  text(path: string, init?: PlatformRequest): Promise<string>;
  /**
   * Renews and stores the credentials now, for platforms that say a session expired in a 200 body (Kaltura);
   * throws PlatformAuthError when they cannot be renewed.
   */
  reauthorize(): Promise<void>;
  /** The absolute URL of `path`, for links handed to the media pipeline. */
  url(path: string, query?: PlatformRequest['query']): string;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RATE_LIMIT_WAIT_MS = 60_000;
/** When a 429 names no wait, this one. */
const DEFAULT_RETRY_AFTER_MS = 1_000;

/** Seconds or an HTTP date, as RFC 9110 allows; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * Google's APIs (YouTube, Drive) answer some rate limits with 403 and a reason instead of 429
 * (https://developers.google.com/drive/api/guides/limits): they are waited out like a 429.
 */
const isGoogleRateLimit = (body: string) => /"reason":\s*"(userRateLimitExceeded|rateLimitExceeded)"/.test(body);

/** A header set to '' in a request is left out: how a call to another host drops the registration's credentials. */
const withoutEmpty = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));

const bearer = (credentials: Credentials): Record<string, string> =>
  credentials.accessToken ? { Authorization: `Bearer ${credentials.accessToken}` } : {};

/** The one HTTP client every adapter uses, so auth, refresh, rate limits and outages behave the same everywhere. */
export function createPlatformHttp(options: PlatformHttpOptions): PlatformHttp {
  const name = PLATFORM_NAMES[options.platform];
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const authorize = options.authorize ?? bearer;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxWait = options.maxRateLimitWaitMs ?? DEFAULT_MAX_RATE_LIMIT_WAIT_MS;

  function url(path: string, query: PlatformRequest['query'] = {}): string {
    const target = /^https?:\/\//.test(path) ? new URL(path) : new URL(path, options.baseUrl);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    return target.toString();
  }

  async function send(path: string, init: PlatformRequest): Promise<Response> {
    try {
      return await doFetch(url(path, init.query), {
        method: init.method ?? 'GET',
        headers: withoutEmpty({ ...authorize(options.credentials), ...init.headers }),
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PlatformUnavailableError(
        options.platform,
        timedOut ? `${name} did not answer within ${timeoutMs / 1000} s` : `${name} could not be reached`,
      );
    }
  }

  async function reauthorize(): Promise<void> {
    if (!options.refresh) throw new PlatformAuthError(options.platform, `${name} cannot renew this connection`);
    const tried = { ...options.credentials };
    let next: Credentials;
    try {
      next = await options.refresh(tried);
    } catch (error) {
      // Refresh tokens that work once (Box): a request running beside this one may have used ours a
      // moment ago and stored its successor. Then the connection is fine, and the stored credentials are the ones.
      const stored = error instanceof PlatformAuthError ? await options.reloadCredentials?.() : null;
      if (!stored || JSON.stringify(stored) === JSON.stringify(tried)) throw error;
      Object.assign(options.credentials, stored);
      return;
    }
    Object.assign(options.credentials, next);
    await options.storeCredentials?.({ ...options.credentials });
  }

  async function request(path: string, init: PlatformRequest = {}): Promise<Response> {
    let refreshed = false;
    let waited = 0;
    for (;;) {
      const response = await send(path, init);
      if (response.ok) return response;
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      if (response.status === 401 && options.refresh && !refreshed) {
        refreshed = true;
        await reauthorize();
        continue;
      }
      if (response.status === 401) {
        throw new PlatformAuthError(options.platform, `${name} no longer accepts this connection: reconnect it`);
      }
      if (response.status === 429 || (response.status === 403 && isGoogleRateLimit(detail))) {
        const wait = retryAfterMs(response.headers.get('Retry-After')) ?? DEFAULT_RETRY_AFTER_MS;
        if (waited + wait > maxWait) {
          throw new PlatformRateLimitError(
            options.platform,
            `${name} is limiting requests; try again in a few minutes`,
            Math.ceil(wait / 1000),
          );
        }
        waited += wait;
        await sleep(wait);
        continue;
      }
      if (response.status >= 500) {
        throw new PlatformUnavailableError(options.platform, `${name} is unavailable (HTTP ${response.status})`);
      }
      if (response.status === 404) throw new PlatformNotFoundError(options.platform, `Not found on ${name}`);
      throw new PlatformError(options.platform, `${name} refused the request (HTTP ${response.status}): ${detail}`);
    }
  }

  return {
    platform: options.platform,
    request,
    reauthorize,
    url,
    async json<T>(path: string, init?: PlatformRequest) {
      return (await (await request(path, init)).json()) as T;
    },
    async text(path: string, init?: PlatformRequest) {
      return (await request(path, init)).text();
    },
  };
}
