import { z } from 'zod';
import { PLAN_IDS } from '../constants';
import { idSchema } from './common';

// The minutes ledger (issue 13): credit a workspace spends on transcription, translation and voice jobs.

/** `allowance`: the plan's minutes for a period; `expiry`: what was left of it when the period ended. */
export const CREDIT_ENTRY_KINDS = ['grant', 'debit', 'refund', 'referral_reward', 'allowance', 'expiry'] as const;

export const creditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** Signed minutes: debits and expiries negative, the rest positive. */
  minutes: z.number().int(),
  /** The job a debit paid for or a refund gave back. */
  jobId: z.string().nullable(),
  reason: z.string(),
  /** Who ordered or granted it (null for the system). */
  actorId: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

export const creditParamsSchema = z.object({ workspaceId: idSchema });
export const creditQuerySchema = z.object({
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * The plan's free minutes this period: `granted` once they are in the balance; `needs_verified_email` while no
 * admin of the workspace has a verified email address (nothing free is granted before one does).
 */
export const freeMinutesSchema = z.object({
  state: z.enum(['granted', 'needs_verified_email']),
  planId: z.enum(PLAN_IDS),
  /** The plan's minutes each period. */
  minutesPerPeriod: z.number().int(),
  periodStart: z.string(),
  /** When the unused allowance expires and the next one is granted. */
  periodEnd: z.string(),
});
export type FreeMinutes = z.infer<typeof freeMinutesSchema>;

/** Whom to ask for minutes: the workspace's admins by name (their email when they have none). */
export const workspaceAdminsSchema = z.array(z.object({ name: z.string() }));

export const creditResponseSchema = z.object({
  /** Minutes left. */
  balance: z.number().int(),
  freeMinutes: freeMinutesSchema,
  admins: workspaceAdminsSchema,
  /** Whether the caller may change the plan (the way forward when minutes run short). */
  canChangePlan: z.boolean(),
  /** Newest first. */
  entries: z.array(creditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type CreditResponse = z.infer<typeof creditResponseSchema>;

/** `details` of a 402 `insufficient_credit`: the shortfall and the way forward. */
export const insufficientCreditDetailsSchema = z.object({
  required: z.number().int(),
  balance: z.number().int(),
  shortfall: z.number().int(),
  freeMinutes: freeMinutesSchema,
  admins: workspaceAdminsSchema,
});
export type InsufficientCreditDetails = z.infer<typeof insufficientCreditDetailsSchema>;
