import type { Db } from '../db/open-database';
import {
  replacedIntegrationCredentials,
  replacedLtiPrivateKey,
  storedIntegrationCredentials,
  storedLtiPrivateKeys,
} from '../db/queries/secrets';
import { ltiKeyContext } from '../lti/tool-key';
import { type CredentialsCipher, credentialsContext } from './credentials-cipher';

export interface RewrapReport {
  /** Values re-encrypted under the current key now. */
  rewrapped: number;
  /** Values that were under the current key already (or were rewritten meanwhile by the server itself). */
  current: number;
  /** Values no configured key opens: where they are and why. They stay as they were. */
  unreadable: { where: string; reason: string }[];
}

interface Secret {
  where: string;
  value: string;
  context: string;
  replace(after: string): Promise<boolean>;
}

/**
 * The key rotation (`npm run secrets -- rotate`, docs/admin.md): every value stored under INTEGRATIONS_KEY —
 * integration credentials and the LTI tool's private keys — that an older key (INTEGRATIONS_PREVIOUS_KEYS) wrote is
 * decrypted and encrypted again under the current key. Each value is replaced only if it did not change meanwhile,
 * so a running server refreshing a token at the same moment loses nothing. Run it again until nothing is left
 * under an old key, then drop the old key.
 */
export async function rewrappedSecrets(db: Db, cipher: CredentialsCipher): Promise<RewrapReport> {
  const secrets: Secret[] = [
    ...(await storedIntegrationCredentials(db)).map((row) => ({
      where: `integration ${row.platformType} of workspace ${row.workspaceId}`,
      value: row.value!,
      context: credentialsContext(row.workspaceId, row.platformType),
      replace: (after: string) => replacedIntegrationCredentials(db, row, row.value!, after),
    })),
    ...(await storedLtiPrivateKeys(db)).map((row) => ({
      where: `LTI tool key ${row.kid}`,
      value: row.value,
      context: ltiKeyContext(row.kid),
      replace: (after: string) => replacedLtiPrivateKey(db, row.kid, row.value, after),
    })),
  ];
  const report: RewrapReport = { rewrapped: 0, current: 0, unreadable: [] };
  for (const secret of secrets) {
    if (cipher.isCurrent(secret.value)) {
      report.current += 1;
      continue;
    }
    let plaintext: string;
    try {
      plaintext = cipher.decrypt(secret.value, secret.context);
    } catch (error) {
      report.unreadable.push({ where: secret.where, reason: (error as Error).message });
      continue;
    }
    if (await secret.replace(cipher.encrypt(plaintext, secret.context))) report.rewrapped += 1;
    else report.current += 1;
  }
  return report;
}
