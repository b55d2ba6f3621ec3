import type { ErrorBody } from '../schemas/common';

/** Thrown for every non-OK response; carries the parsed error body when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, body: ErrorBody | null) {
    super(body?.error?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = body?.error?.code ?? `http_${status}`;
    this.details = body?.error?.details;
  }
}

export interface ApiClientOptions {
  /** Absolute or same-origin base of the API, e.g. `/api` or `https://app.example.com/api`. */
  baseUrl: string;
  /** Returns the current Firebase ID token, or null when signed out. */
  getIdToken?: () => Promise<string | null>;
  /** True when the app runs on localhost; some calls (warmup) are skipped then. */
  isLocal?: boolean;
  fetch?: typeof fetch;
}

export interface ApiClient {
  readonly baseUrl: string;
  readonly isLocal: boolean;
  request<T>(method: string, path: string, init?: RequestOptions): Promise<T>;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a retry with the same key replays the first answer (docs/api.md, "Idempotent writes"). */
  idempotencyKey?: string;
}

/** Options every call function accepts. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Options of a call that creates something or spends minutes, which a retry must not do twice. */
export interface WriteOptions extends CallOptions {
  /** Any unique string, reused for every retry of the same write (a UUID, say). */
  idempotencyKey?: string;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request<T>(method: string, path: string, init: RequestOptions = {}): Promise<T> {
    let url = baseUrl + path;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;

    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getIdToken ? await options.getIdToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (init.idempotencyKey !== undefined) headers['Idempotency-Key'] = init.idempotencyKey;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }

    const response = await doFetch(url, { method, headers, body, signal: init.signal });
    if (response.status === 204 || response.status === 304) return undefined as T;
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    if (!response.ok) throw new ApiError(response.status, isErrorBody(parsed) ? parsed : null);
    return parsed as T;
  }

  return { baseUrl, isLocal: options.isLocal ?? false, request };
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
