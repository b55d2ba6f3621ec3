import { randomBytes } from 'node:crypto';
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type JSONWebKeySet, type JWK } from 'jose';
import type { Db } from '../db/open-database';
import { allLtiToolKeys, currentLtiToolKey, savedLtiToolKey } from '../db/queries/lti';
import type { CredentialsCipher } from '../integrations/credentials-cipher';

export const LTI_SIGNING_ALG = 'RS256';

/** Thrown when the server has no INTEGRATIONS_KEY, so no private key can be stored or opened. */
export class LtiKeyUnavailable extends Error {}

/** What binds a stored private key to its kid (the key rotation re-encrypts with it too). */
export const ltiKeyContext = (kid: string) => `lti_tool_keys:${kid}`;

export interface LtiSigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/**
 * Our tool's RSA key: generated on first use and stored with the private half encrypted like integration
 * credentials (AES-GCM under INTEGRATIONS_KEY, bound to its kid). Two processes racing on the first use both
 * insert; the oldest row wins and both sign with it.
 */
export function ltiToolKeys(db: Db, cipher: CredentialsCipher | undefined) {
  let signing: Promise<LtiSigningKey> | null = null;

  async function loadOrCreate(): Promise<LtiSigningKey> {
    if (!cipher) throw new LtiKeyUnavailable('The server needs INTEGRATIONS_KEY to keep the LTI tool key');
    let row = await currentLtiToolKey(db);
    if (!row) {
      const { publicKey, privateKey } = await generateKeyPair(LTI_SIGNING_ALG, {
        modulusLength: 2048,
        extractable: true,
      });
      const kid = randomBytes(12).toString('base64url');
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: LTI_SIGNING_ALG, use: 'sig' };
      const encryptedPrivateKey = cipher.encrypt(await exportPKCS8(privateKey), ltiKeyContext(kid));
      await savedLtiToolKey(db, { kid, publicJwk, encryptedPrivateKey });
      row = (await currentLtiToolKey(db))!;
    }
    const pem = cipher.decrypt(row.encryptedPrivateKey, ltiKeyContext(row.kid));
    return { kid: row.kid, privateKey: await importPKCS8(pem, LTI_SIGNING_ALG) };
  }

  return {
    /** The key deep-linking responses are signed with (made on first call). */
    signingKey(): Promise<LtiSigningKey> {
      signing ??= loadOrCreate().catch((error: unknown) => {
        signing = null;
        throw error;
      });
      return signing;
    },
    /** Our public keys, for `GET /api/lti/jwks` (creates the key first, so platforms can fetch it before any launch). */
    async jwks(): Promise<JSONWebKeySet> {
      await this.signingKey();
      const rows = await allLtiToolKeys(db);
      return { keys: rows.map((r) => r.publicJwk as JWK) };
    },
  };
}
export type LtiToolKeys = ReturnType<typeof ltiToolKeys>;
