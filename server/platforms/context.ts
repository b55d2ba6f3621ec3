import type { PlatformType } from '@shared/constants';
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
  /** Keeps refreshed credentials; the server encrypts them into the connection's row. */
  storeCredentials(credentials: Credentials): Promise<void>;
  /** The connection's credentials as stored now (another request may have renewed them). */
  reloadCredentials?(): Promise<Credentials | null>;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  maxRateLimitWaitMs?: number;
}

/** An adapter's context for one connection: credentials, an authorised HTTP client and the clock. */
export function createPlatformContext(options: ContextOptions): PlatformContext {
  const { registration, env } = options;
  const credentials = { ...options.credentials };
  return {
    workspaceId: options.workspaceId,
    credentials,
    now: () => Date.now(),
    http: createPlatformHttp({
      platform: options.platform,
      baseUrl: registration.baseUrl(env, credentials),
      credentials,
      authorize: registration.authorize,
      refresh: registration.refresher?.(env),
      storeCredentials: options.storeCredentials,
      reloadCredentials: options.reloadCredentials,
      sleep: options.sleep,
      timeoutMs: options.timeoutMs,
      maxRateLimitWaitMs: options.maxRateLimitWaitMs,
    }),
  };
}
