import { describe, expect, it } from 'vitest';
import { hasValidChecksum, hashOfApiKeySecret, newApiKeySecret, shownPrefixOf } from './api-key-secret';

describe('API key secrets', () => {
  it('look like ma_live_ with 38 base62 characters, all different, and pass their own checksum', () => {
    const secrets = Array.from({ length: 50 }, newApiKeySecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^ma_live_[0-9A-Za-z]{38}$/);
      expect(hasValidChecksum(secret)).toBe(true);
    }
    expect(new Set(secrets).size).toBe(50);
  });

  it('fail the checksum when a character is changed, dropped or the prefix is wrong', () => {
    const secret = newApiKeySecret();
    const last = secret.at(-1) === 'a' ? 'b' : 'a';
    expect(hasValidChecksum(secret.slice(0, -1) + last)).toBe(false);
    const tenth = secret[10] === 'a' ? 'b' : 'a';
    expect(hasValidChecksum(secret.slice(0, 10) + tenth + secret.slice(11))).toBe(false);
    expect(hasValidChecksum(secret.slice(0, -1))).toBe(false);
    expect(hasValidChecksum(secret.replace('ma_live_', 'ma_test_'))).toBe(false);
  });

  it('store a SHA-256 that is not the secret, and show only the fixed start and four characters', () => {
    const secret = newApiKeySecret();
    expect(hashOfApiKeySecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOfApiKeySecret(secret)).not.toContain(secret.slice(8));
    expect(shownPrefixOf(secret)).toBe(secret.slice(0, 12));
  });
});
