import { z } from 'zod';
import { epochMsSchema, idSchema } from './common';
import { languageTagSchema } from './embed';
import { recordAttestationBodySchema, recordExceptionBodySchema } from './compliance';
import { placeRevOrderBodySchema } from './rev';

// Bulk actions on a selection of the ledger's assets (issue 29): each is the single-asset action done per asset,
// and the answer says how each asset fared, so a batch with failures still reports the ones that went through.

export const MAX_BULK_ASSETS = 500;

/** The assignment types a bulk assignment may create: reviews, and audio description work (1.2.3, 1.2.5). */
export const BULK_ASSIGNMENT_TYPES = ['review_corrections', 'transcription_edit', 'create_audio_description'] as const;

export const BULK_COMPLIANCE_ACTIONS = [
  'attest',
  'exception',
  'assign',
  'transcribe',
  'translate',
  'order_human',
  'import',
] as const;
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
  // Machine translation of each file's captions (the spoken language's, a person's first) into one language.
  z.strictObject({
    action: z.literal('translate'),
    assetIds: assetIdsSchema,
    targetLanguage: languageTagSchema,
  }),
  // Human captions from Rev for each library file, billed by Rev, as ordered from the file's page.
  placeRevOrderBodySchema.extend({ action: z.literal('order_human'), assetIds: assetIdsSchema }),
  // Each platform asset not yet in the library imported as a file, as the platform's Browse page imports it.
  z.strictObject({
    action: z.literal('import'),
    assetIds: assetIdsSchema,
    /** Also bring the platform's captions in as tracks (default true). */
    captions: z.boolean().default(true),
  }),
]);
export type BulkComplianceBody = z.infer<typeof bulkComplianceBodySchema>;

export const BULK_FAILURE_CODES = [
  'not_found',
  'no_file',
  'not_member',
  /** transcribe, translate: still processing or the same job is queued; order_human: see the message. */
  'conflict',
  /** transcribe, translate: the balance ran out; the assets before it were ordered. */
  'insufficient_credit',
  /** transcribe, translate: no engine can do it here (details in the message). */
  'engine_unavailable',
  /** translate: the file has no timed captions track to translate yet. */
  'no_captions',
  /** order_human: Rev refused the order or could not be reached; import: the platform did. */
  'platform_unavailable',
  /** import: the asset is no platform's item (a library file or a web page's media). */
  'not_platform_item',
  /** import: the asset is already a library file. */
  'already_imported',
  'failed',
] as const;

export const bulkComplianceResultSchema = z.discriminatedUnion('ok', [
  z.object({ assetId: z.string(), ok: z.literal(true) }),
  z.object({ assetId: z.string(), ok: z.literal(false), code: z.enum(BULK_FAILURE_CODES), message: z.string() }),
]);
export type BulkComplianceResult = z.infer<typeof bulkComplianceResultSchema>;

export const bulkComplianceResponseSchema = z.object({ results: z.array(bulkComplianceResultSchema) });
export type BulkComplianceResponse = z.infer<typeof bulkComplianceResponseSchema>;
