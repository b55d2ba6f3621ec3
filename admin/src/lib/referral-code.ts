import { z } from 'zod';
import { applyReferral } from '@shared/api/referrals';
import { type ApplyReferralResponse, referralCodeSchema } from '@shared/schemas/referrals';
import { apiClient } from './api-client';
import { readStored, writeStored } from './storage';

const KEY = 'referral-code';

/** Keeps a `?ref=` code from the address until the person creates their first workspace. */
export function rememberReferralCode(search: string): void {
  const ref = new URLSearchParams(search).get('ref');
  const parsed = referralCodeSchema.safeParse(ref);
  if (ref !== null && parsed.success) writeStored(KEY, parsed.data);
}

/** The remembered code, if any. */
export function storedReferralCode(): string | null {
  return readStored(KEY, z.string().nullable(), null);
}

/** Forgets the code once it has been applied (or refused). */
export function forgetReferralCode(): void {
  writeStored(KEY, undefined);
}

/**
 * Applies the remembered code to a just-created workspace and forgets it whatever the answer: a refused code
 * (own workspace, not a business, a cap reached, …) is not worth asking again. Answers the bonus (credited, or
 * waiting for the person's verified email), or null.
 */
export async function applyStoredReferral(workspaceId: string): Promise<ApplyReferralResponse | null> {
  const code = storedReferralCode();
  if (!code) return null;
  forgetReferralCode();
  try {
    return await applyReferral(apiClient, workspaceId, { code });
  } catch {
    return null;
  }
}
