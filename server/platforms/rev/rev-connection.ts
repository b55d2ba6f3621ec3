import { encryptedCredentialsOf } from '../../db/queries/integrations';
import type { Db } from '../../db/open-database';
import { type CredentialsCipher, credentialsContext } from '../../integrations/credentials-cipher';
import type { PlatformHttp } from '../http';
import { PlatformAuthError } from '../types';
import { createRevHttp } from './rev-client';

/** Rev is not connected to the workspace (or the server cannot read connections at all). */
export class RevNotConnectedError extends Error {}

/**
 * The workspace's Rev connection: its API keys decrypted with the integrations cipher, behind Rev's
 * authorization header. Rev is an order-and-receive provider, not a library to browse, so it has no adapter
 * in the registry; the keys are stored by the same integrations form as every platform's.
 */
export async function openRev(
  deps: { db: Db; integrationsCipher?: CredentialsCipher; media: { allowPrivateLinks: boolean } },
  workspaceId: string,
  env: Record<string, string | undefined> = process.env,
  options: { sleep?: (ms: number) => Promise<void> } = {},
): Promise<PlatformHttp> {
  const stored = await encryptedCredentialsOf(deps.db, workspaceId, 'rev');
  if (!stored)
    throw new RevNotConnectedError('Rev is not connected to this workspace: connect it under Settings → Integrations');
  if (!deps.integrationsCipher) {
    throw new RevNotConnectedError('Rev cannot be used: the server has no INTEGRATIONS_KEY');
  }
  let credentials: Record<string, string>;
  try {
    credentials = JSON.parse(deps.integrationsCipher.decrypt(stored, credentialsContext(workspaceId, 'rev'))) as Record<
      string,
      string
    >;
  } catch {
    throw new PlatformAuthError('rev', "Rev's stored connection cannot be read any more: reconnect it");
  }
  return createRevHttp({ credentials, env, allowPrivate: deps.media.allowPrivateLinks, sleep: options.sleep });
}
