import { z } from 'zod';
import { idSchema } from './common';

// The minutes ledger (issue 13): credit a workspace spends on transcription, translation and voice jobs.

export const CREDIT_ENTRY_KINDS = ['grant', 'debit', 'refund', 'referral_reward'] as const;

export const creditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** Signed minutes: debits negative, the rest positive. */
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

export const creditResponseSchema = z.object({
  /** Minutes left. */
  balance: z.number().int(),
  /** Newest first. */
  entries: z.array(creditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type CreditResponse = z.infer<typeof creditResponseSchema>;
