import { z } from 'zod';
import { PLAN_IDS } from '../constants';
import { idSchema } from './common';
import { freeMinutesSchema } from './credit';

// A workspace's plan, its usage this month and the low-balance warning (issue 16). No billing: a change is
// recorded and takes effect at the start of the next period.

export const planIdSchema = z.enum(PLAN_IDS, { error: `Choose one of: ${PLAN_IDS.join(', ')}` });

export const workspaceParamsSchema = z.object({ workspaceId: idSchema });

export const planResponseSchema = z.object({
  planId: planIdSchema,
  /** This period: the current calendar month (UTC). */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** A change asked for that takes effect at `periodEnd`, or null. */
  pendingChange: z
    .object({
      planId: planIdSchema,
      effectiveAt: z.string(),
      requestedAt: z.string(),
      requestedBy: z.string().nullable(),
    })
    .nullable(),
  usage: z.object({
    /** Minutes spent on jobs this period (debits less refunds). */
    minutes: z.number().int(),
    members: z.number().int(),
    storageBytes: z.number().int(),
  }),
  /** This period's free minutes: granted, or waiting for an admin's verified email. */
  freeMinutes: freeMinutesSchema,
  /** Minutes left to spend now. */
  balance: z.number().int(),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;
/** The plan and its usage as the database knows them, before the free minutes are settled. */
export type PlanUsage = Omit<PlanResponse, 'freeMinutes' | 'balance'>;

export const changePlanBodySchema = z.object({ planId: planIdSchema });
export type ChangePlanBody = z.input<typeof changePlanBodySchema>;

export const creditWarningSchema = z.object({
  /** Warn when the balance is below this many minutes; null: never warn. */
  lowBalanceMinutes: z
    .number({ error: 'Enter a number of minutes' })
    .int('Enter whole minutes')
    .min(0, 'At least 0')
    .max(1_000_000, 'At most 1,000,000')
    .nullable(),
});
export type CreditWarning = z.infer<typeof creditWarningSchema>;

/**
 * `details` of a `plan_limit` error (402 when a bigger plan has room, 409 on the largest plan): which limit, the
 * plan's allowance, what is used and what was being added (members, or bytes of storage), and the plan that fits.
 */
export const planLimitDetailsSchema = z.object({
  limit: z.enum(['members', 'storage']),
  planId: planIdSchema,
  allowed: z.number().int(),
  used: z.number().int(),
  adding: z.number().int(),
  upgradePlanId: planIdSchema.nullable(),
});
export type PlanLimitDetails = z.infer<typeof planLimitDetailsSchema>;
