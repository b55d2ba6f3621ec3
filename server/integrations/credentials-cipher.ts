import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts integration credentials at rest with AES-256-GCM. A stored value is
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts); the key id (a hash prefix of the key) lets values
 * written under an older key still open while that key is listed in INTEGRATIONS_PREVIOUS_KEYS during a
 * rotation. The workspace and platform are bound in as associated data, so a value copied to another row
 * does not open.
 */
export interface CredentialsCipher {
  encrypt(plaintext: string, context: string): string;
  /** Throws when the value was written under a key that is no longer configured, or was tampered with. */
  decrypt(stored: string, context: string): string;
  /** Whether a stored value was written under the current key (else a rotation should re-encrypt it). */
  isCurrent(stored: string): boolean;
  /**
   * 32-byte keys for another purpose (e.g. signing links), derived by HKDF-SHA256 from the current key first,
   * then the previous ones, so the raw key is never used for anything but credentials.
   */
  derivedKeys(purpose: string): Buffer[];
}

const TAG_BYTES = 16;

interface Key {
  id: string;
  bytes: Buffer;
}

/** Parses a 32-byte key given as 64 hex digits or base64; throws a message naming the variable otherwise. */
export function parseKey(value: string, name = 'INTEGRATIONS_KEY'): Buffer {
  const trimmed = value.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32) {
    throw new Error(`${name} must be 32 random bytes as 64 hex digits or base64 (e.g. \`openssl rand -hex 32\`)`);
  }
  return bytes;
}

const keyOf = (bytes: Buffer): Key => ({
  id: createHash('sha256').update(bytes).digest('base64url').slice(0, 8),
  bytes,
});

/** A cipher that writes with `current` and reads values written with it or any of `previous`. */
export function createCredentialsCipher(current: Buffer, previous: Buffer[] = []): CredentialsCipher {
  const writeKey = keyOf(current);
  const readKeys = new Map([writeKey, ...previous.map(keyOf)].map((k) => [k.id, k.bytes]));
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', writeKey.bytes, iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
      return ['v1', writeKey.id, ...parts].join('.');
    },
    decrypt(stored, context) {
      const [version, keyId, iv, tag, ciphertext] = stored.split('.');
      if (version !== 'v1' || !keyId || !iv || !tag || ciphertext === undefined) {
        throw new Error('Not an encrypted credentials value');
      }
      const key = readKeys.get(keyId);
      if (!key) throw new Error(`Credentials were encrypted with key ${keyId}, which is not configured`);
      // The whole 16-byte tag: without authTagLength, GCM would accept a tag cut down to 4 bytes.
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
    isCurrent: (stored) => stored.startsWith(`v1.${writeKey.id}.`),
    derivedKeys: (purpose) =>
      [current, ...previous].map((key) =>
        Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `media-access:${purpose}`, 32)),
      ),
  };
}

/** What binds a stored value to its row: the same ciphertext does not open for another workspace or platform. */
export const credentialsContext = (workspaceId: string, platformType: string) =>
  `workspace_integrations:${workspaceId}:${platformType}`;
