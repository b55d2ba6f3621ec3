import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { applyReferral } from '@shared/api/referrals';
import { applyStoredReferral, rememberReferralCode, storedReferralCode } from './referral-code';

vi.mock('./api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/referrals', () => ({ applyReferral: vi.fn() }));
afterEach(() => {
  localStorage.clear();
  vi.resetAllMocks();
});

describe('referral code from ?ref=', () => {
  it('remembers a well-formed code (upper-cased) and ignores anything else', () => {
    rememberReferralCode('?ref=abcd2345');
    expect(storedReferralCode()).toBe('ABCD2345');
    rememberReferralCode('?ref=<script>');
    rememberReferralCode('?from=/x');
    expect(storedReferralCode()).toBe('ABCD2345');
  });

  it('applies the code to the new workspace once, and forgets it even when refused', async () => {
    vi.mocked(applyReferral).mockResolvedValue({ bonusMinutes: 500, credited: false });
    rememberReferralCode('?ref=ABCD2345');
    expect(await applyStoredReferral('new-ws')).toEqual({ bonusMinutes: 500, credited: false });
    expect(applyReferral).toHaveBeenCalledWith({}, 'new-ws', { code: 'ABCD2345' });
    expect(await applyStoredReferral('another-ws')).toBeNull();
    expect(applyReferral).toHaveBeenCalledTimes(1);

    vi.mocked(applyReferral).mockRejectedValue(new ApiError(409, null));
    rememberReferralCode('?ref=ZZZZ2345');
    expect(await applyStoredReferral('third-ws')).toBeNull();
    expect(storedReferralCode()).toBeNull();
  });
});
