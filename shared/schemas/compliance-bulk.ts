import { z } from 'zod';
import { epochMsSchema, idSchema } from './common';
import { languageTagSchema } from './embed';
import { recordAttestationBodySchema, recordExceptionBodySchema } from './compliance';

// Bulk actions on a selection of the ledger's assets (issue 29): each is the single-asset action done per asset,
// and the answer says how each asset fared, so a batch with failures still reports the ones that went through.

export const MAX_BULK_ASSETS = 500;

/** The assignment types a bulk review may create. */
export const BULK_ASSIGNMENT_TYPES = ['review_corrections', 'transcription_edit'] as const;

export const BULK_COMPLIANCE_ACTIONS = ['attest', 'exception', 'assign', 'transcribe'] as const;
export type BulkComplianceAction = (typeof BULK_COMPLIANCE_ACTIONS)[number];

const assetIdsSchema = z
  .array(idSchema)
  .min(1, 'Select at least one asset')
  .max(MAX_BULK_ASSETS, `At most ${MAX_BULK_ASSETS} assets at once`);

export const bulkComplianceBodySchema = z.discriminatedUnion('action', [
  recordAttestationBodySchema
    .pick({ criterion: true, reason: true })
    .extend({ action: z.literal('attest'), assetIds: assetIdsSchema }),
  // safeExtend keeps the single-asset schema's archive-test checks.
  recordExceptionBodySchema.safeExtend({ action: z.literal('exception'), assetIds: assetIdsSchema }),
  z.strictObject({
    action: z.literal('assign'),
    assetIds: assetIdsSchema,
    assigneeId: z.string().min(1, 'Required').max(128),
    type: z.enum(BULK_ASSIGNMENT_TYPES, { error: `One of: ${BULK_ASSIGNMENT_TYPES.join(', ')}` }),
    dueDate: epochMsSchema.nullable().optional(),
  }),
  // Machine transcription of each asset's library file, paid in minutes like an order from the file's page.
  z.strictObject({
    action: z.literal('transcribe'),
    assetIds: assetIdsSchema,
    language: languageTagSchema,
  }),
]);
export type BulkComplianceBody = z.infer<typeof bulkComplianceBodySchema>;

export const BULK_FAILURE_CODES = [
  'not_found',
  'no_file',
  'not_member',
  /** transcribe: the file is still processing, or the same job is queued or running. */
  'conflict',
  /** transcribe: the balance ran out; the assets before it were ordered. */
  'insufficient_credit',
  /** transcribe: no engine can do it here (details in the message). */
  'engine_unavailable',
  'failed',
] as const;

export const bulkComplianceResultSchema = z.discriminatedUnion('ok', [
  z.object({ assetId: z.string(), ok: z.literal(true) }),
  z.object({ assetId: z.string(), ok: z.literal(false), code: z.enum(BULK_FAILURE_CODES), message: z.string() }),
]);
export type BulkComplianceResult = z.infer<typeof bulkComplianceResultSchema>;

export const bulkComplianceResponseSchema = z.object({ results: z.array(bulkComplianceResultSchema) });
export type BulkComplianceResponse = z.infer<typeof bulkComplianceResponseSchema>;
