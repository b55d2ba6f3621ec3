import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import type { AppDeps } from '../app-deps';
import { encryptedCredentialsOf } from '../db/queries/integrations';
import { refreshedCredentialsStored } from '../db/queries/platforms';
import { ApiHttpError, notFound } from '../http/errors';
import { credentialsContext } from '../integrations/credentials-cipher';
import { createPlatformContext } from './context';
import { platformRegistration } from './registry';
import {
  PlatformAuthError,
  PlatformError,
  PlatformNotFoundError,
  PlatformRateLimitError,
  PlatformUnavailableError,
  type PlatformAdapter,
  type PlatformContext,
} from './types';

/**
 * The adapter and context for a workspace's connection to `platform`: credentials decrypted with the
 * integrations cipher, and refreshed tokens encrypted back into the same row. 404 when it is not connected.
 */
export async function openConnection(
  deps: Pick<AppDeps, 'db' | 'integrationsCipher'> & { media: Pick<AppDeps['media'], 'allowPrivateLinks'> },
  workspaceId: string,
  platform: PlatformType,
  env: Record<string, string | undefined> = process.env,
): Promise<{ adapter: PlatformAdapter; ctx: PlatformContext }> {
  const name = PLATFORM_NAMES[platform];
  const stored = await encryptedCredentialsOf(deps.db, workspaceId, platform);
  if (!stored) throw notFound(`${name} is not connected to this workspace`);
  const registration = platformRegistration(platform);
  if (!registration) throw new ApiHttpError(501, 'not_implemented', `Browsing ${name} is not available yet`);
  const cipher = deps.integrationsCipher;
  if (!cipher) {
    throw new ApiHttpError(503, 'unavailable', `${name} cannot be used: the server has no INTEGRATIONS_KEY`);
  }
  const context = credentialsContext(workspaceId, platform);
  const decrypted = (encrypted: string) => JSON.parse(cipher.decrypt(encrypted, context)) as Record<string, string>;
  let credentials: Record<string, string>;
  try {
    credentials = decrypted(stored);
  } catch {
    // Written under a key the server no longer has: only connecting again helps.
    throw reconnect(name, `${name}'s stored connection cannot be read any more: reconnect it`);
  }
  const ctx = createPlatformContext({
    workspaceId,
    platform,
    registration,
    env,
    credentials,
    // Every request and refresh is checked where it connects: a partner's host on a private address is refused.
    allowPrivate: deps.media.allowPrivateLinks,
    storeCredentials: async (next) => {
      await refreshedCredentialsStored(deps.db, workspaceId, platform, cipher.encrypt(JSON.stringify(next), context));
    },
    reloadCredentials: async () => {
      const now = await encryptedCredentialsOf(deps.db, workspaceId, platform);
      return now ? decrypted(now) : null;
    },
  });
  return { adapter: registration.adapter, ctx };
}

const reconnect = (name: string, message: string) =>
  new ApiHttpError(409, 'platform_reconnect', message, { platformName: name });

/** The answer a person understands for a platform's typed error: Reconnect, Retry (naming it), or not found. */
export function platformHttpError(error: unknown): unknown {
  if (!(error instanceof PlatformError)) return error;
  const name = PLATFORM_NAMES[error.platform];
  const details = { platform: error.platform, platformName: name };
  if (error instanceof PlatformAuthError) return reconnect(name, error.message);
  if (error instanceof PlatformNotFoundError) return notFound(`Not found on ${name}`);
  if (error instanceof PlatformRateLimitError) {
    return new ApiHttpError(503, 'platform_unavailable', error.message, {
      ...details,
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
  if (error instanceof PlatformUnavailableError)
    return new ApiHttpError(503, 'platform_unavailable', error.message, details);
  // Any other refusal is the platform disagreeing with a request we built: a bad gateway, not the caller's fault.
  return new ApiHttpError(502, 'platform_unavailable', error.message, details);
}
