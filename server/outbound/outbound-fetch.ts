import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { isPrivateAddress } from './private-address';

/** Why an outbound request was refused or given up; `message` is ours and safe to show or store. */
export type OutboundErrorCode = 'not_allowed' | 'too_many_redirects' | 'timeout' | 'too_large' | 'unreachable';

export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundPolicy {
  /** Loopback, private and link-local addresses and plain http are reachable (tests: ALLOW_PRIVATE_MEDIA_LINKS). */
  allowPrivate: boolean;
}

export interface OutboundInit extends RequestInit {
  /** The whole exchange, body included (default 30 s). */
  timeoutMs?: number;
  /** The response body's size cap in bytes (default 50 MB); past it, reading fails with `too_large`. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
}

/** fetch() with the outbound rules; a drop-in for code that takes `typeof fetch`. */
export type OutboundFetch = (input: string | URL | Request, init?: OutboundInit) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
/** Headers that may follow a redirect to another origin; credentials and everything custom stay behind. */
const CROSS_ORIGIN_HEADERS = new Set(['accept', 'accept-language', 'user-agent', 'range']);
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const USER_AGENT = 'MediaAccess/1.0 (+https://github.com/media-access)';

/** Resolves like the system does but refuses private addresses when connecting, so DNS rebinding cannot slip by. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, options, (error, address, family) => {
    if (error) return callback(error, address, family);
    const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
      return callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }), address, family);
    }
    callback(null, address, family);
  });
};

const guardedAgent = new Agent({ connect: { lookup: publicOnlyLookup } });
const openAgent = new Agent();

/**
 * The one way the server calls other servers: platform APIs, partner hosts, OAuth, LTI keys, media links,
 * webhooks and crawlers. Public https addresses only (checked again at connect time and on every redirect hop),
 * redirects followed by hand with credentials dropped when the origin changes, and bounded in time and size.
 * Failures are OutboundErrors with our own words; the upstream's body is never part of them.
 */
export function createOutboundFetch(policy: OutboundPolicy): OutboundFetch {
  return async (input, init = {}) => {
    const { timeoutMs = DEFAULT_TIMEOUT_MS, maxBytes = DEFAULT_MAX_BYTES, maxRedirects = DEFAULT_MAX_REDIRECTS } = init;
    const first = input instanceof Request ? input : null;
    let url = new URL(first ? first.url : input.toString());
    let method = (init.method ?? first?.method ?? 'GET').toUpperCase();
    let headers = new Headers(init.headers ?? first?.headers);
    if (!headers.has('user-agent')) headers.set('user-agent', USER_AGENT);
    let body = init.body ?? (first?.body ? await first.arrayBuffer() : undefined);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

    for (let hop = 0; ; hop += 1) {
      refuseUnsafe(url, policy);
      let response: Response;
      try {
        response = (await undiciFetch(url, {
          method,
          headers: Object.fromEntries(headers),
          body: body as never,
          redirect: 'manual',
          signal,
          dispatcher: policy.allowPrivate ? openAgent : guardedAgent,
          ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
        })) as unknown as Response;
      } catch (error) {
        throw explain(error, url, signal, timeout, timeoutMs);
      }
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return capped(response, maxBytes, url);
      }
      await response.body?.cancel();
      if (hop >= maxRedirects) {
        throw new OutboundError('too_many_redirects', `${url.host} redirects more than ${maxRedirects} times`);
      }
      const next = new URL(location, url);
      const crossOrigin = next.origin !== url.origin;
      if (crossOrigin) headers = crossOriginHeaders(headers);
      // As browsers do: 303, and 301/302 after a POST, continue as a GET without the body.
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        if (method !== 'HEAD') method = 'GET';
        body = undefined;
        headers.delete('content-type');
        headers.delete('content-length');
      } else if (body !== undefined && body !== null && (crossOrigin || body instanceof ReadableStream)) {
        // A 307/308 resends the body, which may hold secrets (a client secret, a refresh token): never to
        // another origin, and a stream cannot be read twice.
        throw new OutboundError('not_allowed', `${url.host} redirected a request with a body to ${next.host}`);
      }
      url = next;
    }
  };
}

function refuseUnsafe(url: URL, policy: OutboundPolicy) {
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) {
    throw new OutboundError('not_allowed', `Only https:// addresses are allowed (${url.protocol}//${url.host})`);
  }
  if (url.username || url.password) {
    throw new OutboundError('not_allowed', 'Addresses with a user name or password are not allowed');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivate && isIP(host) && isPrivateAddress(host)) {
    throw new OutboundError('not_allowed', `${url.host} is a private network address`);
  }
}

function crossOriginHeaders(headers: Headers): Headers {
  const kept = new Headers();
  headers.forEach((value, name) => {
    if (CROSS_ORIGIN_HEADERS.has(name)) kept.set(name, value);
  });
  return kept;
}

function explain(error: unknown, url: URL, signal: AbortSignal, timeout: AbortSignal, timeoutMs: number): Error {
  if (timeout.aborted) return new OutboundError('timeout', `${url.host} did not answer within ${timeoutMs / 1000} s`);
  if (signal.aborted) return (signal.reason as Error) ?? (error as Error);
  let cause = error as { code?: string; cause?: unknown } | undefined;
  while (cause && !cause.code && cause.cause) cause = cause.cause as typeof cause;
  if (cause?.code === 'EPRIVATE') return new OutboundError('not_allowed', `${url.host} is a private network address`);
  if (cause?.code === 'ENOTFOUND') return new OutboundError('unreachable', `${url.host} does not resolve`);
  return new OutboundError('unreachable', `${url.host} could not be reached`);
}

/** The response with its body cut off at `maxBytes` (an announced larger length is refused at once). */
function capped(response: Response, maxBytes: number, url: URL): Response {
  const announced = Number(response.headers.get('content-length'));
  if (announced > maxBytes) {
    void response.body?.cancel();
    throw new OutboundError('too_large', `${url.host} answered with more than ${maxBytes} bytes`);
  }
  if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response;
  let received = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) {
          controller.error(new OutboundError('too_large', `${url.host} sent more than ${maxBytes} bytes`));
        } else controller.enqueue(chunk);
      },
    }),
  );
  const result = new Response(counted, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  Object.defineProperty(result, 'url', { value: url.href });
  return result;
}
