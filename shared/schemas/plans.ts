import { z } from 'zod';
import { PLAN_IDS } from '../constants';
import { idSchema } from './common';

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
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

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
