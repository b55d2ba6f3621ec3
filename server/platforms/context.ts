import type { PlatformType } from '@shared/constants';
import { createOutboundFetch, type OutboundFetch } from '../outbound/outbound-fetch';
import { type Credentials, createPlatformHttp } from './http';
import type { PlatformRegistration } from './registry';
import type { PlatformContext } from './types';

export interface ContextOptions {
  workspaceId: string;
  platform: PlatformType;
  registration: PlatformRegistration;
  /** Where base URL and OAuth client overrides are read (process.env in the server). */
  env: Record<string, string | undefined>;
  credentials: Credentials;
  /**
   * Loopback and private addresses and plain http are reachable (ALLOW_PRIVATE_MEDIA_LINKS,
   * `config.media.allowPrivateLinks`): the tests' fakes on 127.0.0.1 and local demos only.
   */
  allowPrivate: boolean;
  /** Instead of the guarded client under `allowPrivate` (tests that open only their fake's own address). */
  fetch?: OutboundFetch;
  /** Keeps refreshed credentials; the server encrypts them into the connection's row. */
  storeCredentials(credentials: Credentials): Promise<void>;
  /** The connection's credentials as stored now (another request may have renewed them). */
  reloadCredentials?(): Promise<Credentials | null>;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  maxRateLimitWaitMs?: number;
}

/**
 * An adapter's context for one connection: credentials, an authorised HTTP client and the clock. Every request,
 * refreshes included, goes through the one guarded outbound client, so a partner's host is checked on each one.
 */
export function createPlatformContext(options: ContextOptions): PlatformContext {
  const { registration, env } = options;
  const credentials = { ...options.credentials };
  const fetch = options.fetch ?? createOutboundFetch({ allowPrivate: options.allowPrivate });
  return {
    workspaceId: options.workspaceId,
    credentials,
    now: () => Date.now(),
    http: createPlatformHttp({
      platform: options.platform,
      baseUrl: registration.baseUrl(env, credentials),
      credentialedOrigins: registration.credentialedOrigins,
      allowPrivate: options.allowPrivate,
      fetch,
      credentials,
      authorize: registration.authorize,
      refresh: registration.refresher?.(env, fetch),
      storeCredentials: options.storeCredentials,
      reloadCredentials: options.reloadCredentials,
      sleep: options.sleep,
      timeoutMs: options.timeoutMs,
      maxRateLimitWaitMs: options.maxRateLimitWaitMs,
    }),
  };
}
