import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCredentialsCipher } from '../integrations/credentials-cipher';
import { signedCaptionToken, verifiedCaptionToken } from './caption-link';

const NOW = Date.UTC(2026, 10, 23, 9, 0);
const target = { trackId: 'trk_AbC-123', version: 7 };

describe('caption link tokens', () => {
  it('survive a key rotation while the old key is listed as a previous one, and not after', () => {
    const oldKey = randomBytes(32);
    const token = signedCaptionToken(createCredentialsCipher(oldKey), target, NOW);
    const rotated = createCredentialsCipher(randomBytes(32), [oldKey]);
    expect(verifiedCaptionToken(rotated, token, NOW + 3_600_000)).toEqual(target);
    expect(verifiedCaptionToken(createCredentialsCipher(randomBytes(32)), token, NOW)).toBeNull();
  });

  it('are not signed with the raw credentials key', () => {
    const key = randomBytes(32);
    const [derived] = createCredentialsCipher(key).derivedKeys('caption-link-v1');
    expect(derived).toHaveLength(32);
    expect(derived!.equals(key)).toBe(false);
    expect(createCredentialsCipher(key).derivedKeys('another-purpose')[0]!.equals(derived!)).toBe(false);
  });

  it('work for 24 hours and not a second longer', () => {
    const cipher = createCredentialsCipher(randomBytes(32));
    const token = signedCaptionToken(cipher, target, NOW);
    expect(verifiedCaptionToken(cipher, token, NOW + 24 * 3_600_000 - 1000)).toEqual(target);
    expect(verifiedCaptionToken(cipher, token, NOW + 24 * 3_600_000)).toBeNull();
  });
});
