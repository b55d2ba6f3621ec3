import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import { createOutboundFetch, OutboundError, type OutboundFetch } from '../outbound/outbound-fetch';
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
  /**
   * Loopback and private addresses and plain http are reachable: only for the tests' fakes and local demos
   * (ALLOW_PRIVATE_MEDIA_LINKS, `config.media.allowPrivateLinks`).
   */
  allowPrivate: boolean;
  /** The platform's other hosts that take its credentials (Dropbox's content host, …); the base URL's always does. */
  credentialedOrigins?: readonly string[];
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
  /** Default: the guarded outbound client (server/outbound) under `allowPrivate`. */
  fetch?: OutboundFetch;
  /** Where the platform's own words about a refusal go (default console.warn): never into an answer. */
  log?: (line: string) => void;
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
  /** The answer's size cap: default API_MAX_BYTES, and CAPTION_MAX_BYTES for `text()` (caption files). */
  maxBytes?: number;
}

export interface PlatformHttp {
  readonly platform: PlatformType;
  /** A successful response; every failure is one of the typed platform errors. */
  request(path: string, init?: PlatformRequest): Promise<Response>;
  json<T>(path: string, init?: PlatformRequest): Promise<T>;
  /** The JSON body of a response `request` gave (when its headers matter too), failures typed as everywhere. */
  readJson<T>(response: Response): Promise<T>;
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
/** The most an API answer (JSON) may weigh. */
export const API_MAX_BYTES = 5 * 1024 * 1024;
/** The most a caption file may weigh: hours of captions are a few MB, so more is not a caption file. */
export const CAPTION_MAX_BYTES = 20 * 1024 * 1024;
/** How much of a platform's error body the server log keeps. */
const LOGGED_DETAIL_CHARS = 300;
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

/** A request's address for the log: without its query, which may carry signatures or keys. */
const where = (target: URL) => `${target.origin}${target.pathname}`;

const bearer = (credentials: Credentials): Record<string, string> =>
  credentials.accessToken ? { Authorization: `Bearer ${credentials.accessToken}` } : {};

/** The one HTTP client every adapter uses, so auth, refresh, rate limits and outages behave the same everywhere. */
export function createPlatformHttp(options: PlatformHttpOptions): PlatformHttp {
  const { platform } = options;
  const name = PLATFORM_NAMES[platform];
  const doFetch = options.fetch ?? createOutboundFetch({ allowPrivate: options.allowPrivate });
  const log = options.log ?? ((line: string) => console.warn(line));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const authorize = options.authorize ?? bearer;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxWait = options.maxRateLimitWaitMs ?? DEFAULT_MAX_RATE_LIMIT_WAIT_MS;
  const baseOrigin = new URL(options.baseUrl).origin;
  const credentialed = new Set([baseOrigin, ...(options.credentialedOrigins ?? [])]);

  function url(path: string, query: PlatformRequest['query'] = {}): string {
    const target = /^https?:\/\//.test(path) ? new URL(path) : new URL(path, options.baseUrl);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    return target.toString();
  }

  async function send(target: URL, init: PlatformRequest, maxBytes: number): Promise<Response> {
    // A URL the platform handed us on another host (a caption file on a CDN) gets none of the connection's secrets.
    const auth = credentialed.has(target.origin) ? authorize(options.credentials) : {};
    try {
      return await doFetch(target, {
        method: init.method ?? 'GET',
        headers: withoutEmpty({ ...auth, ...init.headers }),
        body: init.body,
        timeoutMs,
        maxBytes,
      });
    } catch (error) {
      if (error instanceof Error) log(`[platforms] ${init.method ?? 'GET'} ${where(target)} failed: ${error.message}`);
      throw platformErrorOf(platform, error, { timeoutMs, ownHost: target.origin === baseOrigin });
    }
  }

  async function reauthorize(): Promise<void> {
    if (!options.refresh) throw new PlatformAuthError(platform, `${name} cannot renew this connection`);
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

  async function request(path: string, init: PlatformRequest = {}, defaultMaxBytes = API_MAX_BYTES) {
    const target = new URL(url(path, init.query));
    const own = credentialed.has(target.origin);
    let refreshed = false;
    let waited = 0;
    for (;;) {
      const response = await send(target, init, init.maxBytes ?? defaultMaxBytes);
      if (response.ok) return response;
      // The platform's own words stay in our log: an error body may hold anything, tokens and addresses included.
      const detail = (await response.text().catch(() => '')).slice(0, LOGGED_DETAIL_CHARS);
      if (response.status === 401 && own && options.refresh && !refreshed) {
        refreshed = true;
        await reauthorize();
        continue;
      }
      if (response.status === 401 && own) {
        throw new PlatformAuthError(platform, `${name} no longer accepts this connection: reconnect it`, detail);
      }
      if (response.status === 429 || (response.status === 403 && isGoogleRateLimit(detail))) {
        const wait = retryAfterMs(response.headers.get('Retry-After')) ?? DEFAULT_RETRY_AFTER_MS;
        if (waited + wait > maxWait) {
          throw new PlatformRateLimitError(
            platform,
            `${name} is limiting requests; try again in a few minutes`,
            Math.ceil(wait / 1000),
          );
        }
        waited += wait;
        await sleep(wait);
        continue;
      }
      if (response.status === 404) throw new PlatformNotFoundError(platform, `Not found on ${name}`, detail);
      log(
        `[platforms] ${name} answered HTTP ${response.status} to ${init.method ?? 'GET'} ${where(target)}: ${detail}`,
      );
      if (response.status >= 500) {
        throw new PlatformUnavailableError(platform, `${name} is unavailable (HTTP ${response.status})`, detail);
      }
      throw new PlatformError(platform, `${name} refused the request (HTTP ${response.status})`, detail);
    }
  }

  /** The body, read under the request's size and time limits; a failure to read it is a typed error too. */
  async function read<T>(response: Response, as: 'json' | 'text'): Promise<T> {
    try {
      return (as === 'json' ? await response.json() : await response.text()) as T;
    } catch (error) {
      if (error instanceof SyntaxError)
        throw new PlatformError(platform, `${name} answered something that is not JSON`);
      throw platformErrorOf(platform, error, { timeoutMs, ownHost: true });
    }
  }

  return {
    platform,
    request,
    reauthorize,
    url,
    async json<T>(path: string, init?: PlatformRequest) {
      return read<T>(await request(path, init), 'json');
    },
    readJson: <T>(response: Response) => read<T>(response, 'json'),
    async text(path: string, init?: PlatformRequest) {
      return read<string>(await request(path, init, CAPTION_MAX_BYTES), 'text');
    },
  };
}

/**
 * A failed outbound request as a typed platform error, in our words. `ownHost`: the request went to the
 * connection's own address, so an address we refuse there is the connection's to change (Kaltura's service URL, a
 * Canvas or Panopto host); elsewhere it is an address the platform handed us.
 */
export function platformErrorOf(
  platform: PlatformType,
  error: unknown,
  context: { timeoutMs?: number; ownHost: boolean },
): PlatformError {
  const name = PLATFORM_NAMES[platform];
  if (error instanceof PlatformError) return error;
  const code = error instanceof OutboundError ? error.code : null;
  const timedOut = code === 'timeout' || (error instanceof DOMException && error.name === 'TimeoutError');
  if (timedOut) {
    const within = context.timeoutMs ? ` within ${context.timeoutMs / 1000} s` : ' in time';
    return new PlatformUnavailableError(platform, `${name} did not answer${within}`);
  }
  if (code === 'not_allowed' && context.ownHost) {
    return new PlatformAuthError(
      platform,
      `${name}'s address cannot be used (${(error as Error).message}): change it in the integration settings`,
    );
  }
  if (code === 'not_allowed') {
    return new PlatformError(platform, `${name} gave an address we do not fetch (only public https addresses)`);
  }
  if (code === 'too_large') return new PlatformError(platform, `${name} sent an answer larger than we accept`);
  if (code === 'too_many_redirects') return new PlatformError(platform, `${name} redirected too many times`);
  return new PlatformUnavailableError(platform, `${name} could not be reached`);
}
