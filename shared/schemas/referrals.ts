import { z } from 'zod';
import { idSchema } from './common';

// Refer & earn (issue 16): a workspace's code, the workspaces created with it and the rewards paid.

export const REFERRAL_MILESTONES = ['welcome_bonus', 'first_transcription', 'processed_minutes'] as const;
export type ReferralMilestone = (typeof REFERRAL_MILESTONES)[number];

export const referralCodeSchema = z
  .string({ error: 'Enter a referral code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{8}$/, 'A referral code is 8 letters and digits');

export const referredWorkspaceSchema = z.object({
  id: idSchema,
  name: z.string(),
  joinedAt: z.string(),
  /** How far it got: signed up, transcribed once, passed the processed-minutes threshold. */
  state: z.enum(['signed_up', 'first_transcription', 'processed_minutes']),
  /** When its first paid usage was seen; the referrer's rewards wait for it. */
  paidUsageAt: z.string().nullable(),
  /** Minutes credited to the referrer for it so far. */
  minutesEarned: z.number().int(),
});
export type ReferredWorkspace = z.infer<typeof referredWorkspaceSchema>;

export const referralsResponseSchema = z.object({
  code: z.string(),
  /** The sign-up link carrying the code (`?ref=`). */
  link: z.string(),
  referred: z.array(referredWorkspaceSchema),
  minutesEarned: z.number().int(),
});
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;

export const applyReferralBodySchema = z.object({ code: referralCodeSchema });
export type ApplyReferralBody = z.input<typeof applyReferralBodySchema>;

export const applyReferralResponseSchema = z.object({
  /** The welcome bonus for this workspace. */
  bonusMinutes: z.number().int(),
  /** False while the person who applied the code has no verified email: the bonus follows the verification. */
  credited: z.boolean(),
});
export type ApplyReferralResponse = z.infer<typeof applyReferralResponseSchema>;
