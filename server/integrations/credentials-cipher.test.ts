import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCredentialsCipher } from './credentials-cipher';

describe('createCredentialsCipher', () => {
  it('refuses a value whose authentication tag was cut short', () => {
    const cipher = createCredentialsCipher(randomBytes(32));
    const stored = cipher.encrypt('{"apiKey":"secret"}', 'ctx');
    const [version, keyId, iv, tag, ciphertext] = stored.split('.');
    // GCM checks only as many tag bytes as it is given: 4 would leave 1 in 2^32 forgeries to pass.
    const shortTag = Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => cipher.decrypt([version, keyId, iv, shortTag, ciphertext].join('.'), 'ctx')).toThrow(
      /authentication tag length/i,
    );
    expect(cipher.decrypt(stored, 'ctx')).toBe('{"apiKey":"secret"}');
  });

  it('says whether a value was written under the current key', () => {
    const oldKey = randomBytes(32);
    const before = createCredentialsCipher(oldKey).encrypt('x', 'ctx');
    const rotated = createCredentialsCipher(randomBytes(32), [oldKey]);
    expect(rotated.isCurrent(before)).toBe(false);
    expect(rotated.isCurrent(rotated.encrypt('x', 'ctx'))).toBe(true);
    expect(rotated.decrypt(before, 'ctx')).toBe('x');
  });
});
