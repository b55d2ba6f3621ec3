import { z } from 'zod';
import { ENGINE_JOB_KINDS } from './engines';

// A workspace's figures over a period (issue 16): one row per UTC day, so charts and CSV read the same data.

const dateSchema = z.iso.date({ error: 'Use a date like 2026-01-31' });

/** At most a year per call. */
export const MAX_ANALYTICS_DAYS = 366;

export const analyticsQuerySchema = z
  .object({ from: dateSchema.optional(), to: dateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '"from" must not be after "to"', path: ['from'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_ANALYTICS_DAYS, {
    message: `At most ${MAX_ANALYTICS_DAYS} days`,
    path: ['to'],
  });

/** Every kind of machine work that spends minutes, so the figures add up to what the balance lost. */
export const ANALYTICS_JOB_KINDS = ENGINE_JOB_KINDS;

export const analyticsDaySchema = z.object({
  date: z.string(),
  /** Minutes spent on each kind of job that day (debits less refunds). */
  minutes: z.record(z.enum(ANALYTICS_JOB_KINDS), z.number().int()),
  filesAdded: z.number().int(),
  correctionsReceived: z.number().int(),
  correctionsHandled: z.number().int(),
  requestsReceived: z.number().int(),
  requestsHandled: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(analyticsDaySchema),
  /** What the embed beacon counted over the period (issue 14); zero while the workspace switches it off. */
  embed: z.object({
    plays: z.number().int(),
    searches: z.number().int(),
    cueClicks: z.number().int(),
    downloads: z.number().int(),
    corrections: z.number().int(),
  }),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
