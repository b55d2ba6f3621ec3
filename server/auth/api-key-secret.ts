import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** Every secret starts so; secret scanners (and our own check) recognise it by this and the checksum. */
export const API_KEY_SECRET_PREFIX = 'ma_live_';
const RANDOM_LENGTH = 32; // 32 base62 characters: 190 random bits
const CHECKSUM_LENGTH = 6; // CRC32 in base62 needs at most 6 characters
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** How much of the secret the list shows: the fixed start and four random characters. */
const SHOWN_LENGTH = API_KEY_SECRET_PREFIX.length + 4;

/** A new secret, `ma_live_<32 random base62><6 base62 CRC32 of the random part>`, as GitHub's tokens are made. */
export function newApiKeySecret(): string {
  let random = '';
  while (random.length < RANDOM_LENGTH) {
    // Bytes from 248 up would favour the first characters of the alphabet; drop them.
    for (const byte of randomBytes(RANDOM_LENGTH))
      if (byte < 248 && random.length < RANDOM_LENGTH) random += ALPHABET[byte % 62];
  }
  return `${API_KEY_SECRET_PREFIX}${random}${checksumOf(random)}`;
}

/** Whether a bearer token is meant as an API key (whatever its checksum), rather than a Firebase ID token. */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_SECRET_PREFIX);
}

/** Whether the secret's checksum matches its random part: a typo or a made-up key is refused without a look-up. */
export function hasValidChecksum(secret: string): boolean {
  const body = secret.slice(API_KEY_SECRET_PREFIX.length);
  if (!looksLikeApiKey(secret) || body.length !== RANDOM_LENGTH + CHECKSUM_LENGTH) return false;
  return checksumOf(body.slice(0, RANDOM_LENGTH)) === body.slice(RANDOM_LENGTH);
}

/** What is stored in place of the secret. */
export function hashOfApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The part of the secret the key list shows. */
export function shownPrefixOf(secret: string): string {
  return secret.slice(0, SHOWN_LENGTH);
}

function checksumOf(random: string): string {
  let value = crc32(random);
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = ALPHABET[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}
