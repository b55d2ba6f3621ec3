import { z } from 'zod';
import { LIMITS, TRACK_KINDS } from '../constants';
import {
  ARCHIVE_TESTS,
  ASSET_SOURCES,
  ATTESTATION_REASONS,
  CRITERIA,
  CRITERION_STATUSES,
  EXCEPTION_TYPES,
  RENDITION_KINDS,
  TARGETS,
  TRACK_ORIGINS,
} from '../compliance/criteria';
import { PRIORITY_BANDS } from '../compliance/priority';
import { idSchema } from './common';
import { languageTagSchema } from './embed';

// The compliance ledger's calls (issue 29; docs/compliance.md).

export const targetSchema = z.enum(TARGETS, { error: `One of: ${TARGETS.join(', ')}` });
export const criterionSchema = z.enum(CRITERIA, { error: `One of: ${CRITERIA.join(', ')}` });
export const criterionStatusSchema = z.enum(CRITERION_STATUSES, { error: `One of: ${CRITERION_STATUSES.join(', ')}` });
export const assetSourceSchema = z.enum(ASSET_SOURCES, { error: `One of: ${ASSET_SOURCES.join(', ')}` });
export const attestationReasonSchema = z.enum(ATTESTATION_REASONS, {
  error: `One of: ${ATTESTATION_REASONS.join(', ')}`,
});
export const exceptionTypeSchema = z.enum(EXCEPTION_TYPES, { error: `One of: ${EXCEPTION_TYPES.join(', ')}` });

const isoTime = z.string().describe('ISO 8601 time');
/** Who did something: a member (id and name as they were then) or the system (a job, the library). */
export const actorSchema = z.object({ type: z.enum(['user', 'system']), id: z.string().nullable(), name: z.string() });
export type ComplianceActor = z.infer<typeof actorSchema>;

export const evidenceSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('track'),
    trackId: z.string(),
    kind: z.enum(TRACK_KINDS),
    language: z.string(),
    origin: z.enum(TRACK_ORIGINS),
    version: z.number().int(),
    counts: z.boolean().describe('Made or checked by a person, so it counts on its own'),
    summary: z.string(),
  }),
  z.object({
    type: z.literal('rendition'),
    kind: z.enum(RENDITION_KINDS),
    url: z.string().nullable(),
    summary: z.string(),
  }),
  z.object({
    type: z.literal('attestation'),
    criterion: criterionSchema,
    reason: attestationReasonSchema,
    by: z.string().nullable(),
    at: isoTime,
    summary: z.string(),
  }),
  z.object({
    type: z.literal('language'),
    language: z.string(),
    from: z.enum(['asset', 'captions']),
    summary: z.string(),
  }),
  z.object({ type: z.literal('media'), summary: z.string() }),
]);

/**
 * A machine's suggestion beside a criterion's status, never part of it (a person still decides): on 1.2.5, the
 * describability analysis's verdict (docs/compliance.md).
 */
export const criterionSuggestionSchema = z.object({
  likelyNeeded: z.boolean(),
  verdict: z.string(),
  at: isoTime,
});
export type CriterionSuggestion = z.infer<typeof criterionSuggestionSchema>;

export const criterionResultSchema = z.object({
  status: criterionStatusSchema,
  evidence: z.array(evidenceSchema),
  suggestion: criterionSuggestionSchema.optional(),
});
/** The target's criteria, by number. */
export const criteriaResultsSchema = z.partialRecord(criterionSchema, criterionResultSchema);

export const archiveTestsSchema = z.object(
  Object.fromEntries(ARCHIVE_TESTS.map((t) => [t, z.boolean()])) as Record<
    (typeof ARCHIVE_TESTS)[number],
    z.ZodBoolean
  >,
);

export const complianceExceptionSchema = z.object({
  type: exceptionTypeSchema,
  note: z.string(),
  /** For `archived`: the four tests, each confirmed. */
  archiveTests: archiveTestsSchema.nullable(),
  by: actorSchema,
  at: isoTime,
});

export const complianceAssetSchema = z.object({
  id: z.string(),
  source: assetSourceSchema,
  /** The library file, once imported. */
  fileId: z.string().nullable(),
  platformItemId: z.string().nullable(),
  title: z.string(),
  /** Where the media plays: the platform's page, the media link. */
  url: z.string().nullable(),
  /** For web assets: the page it was found on. */
  pageUrl: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  hasAudio: z.boolean().nullable(),
  hasVideo: z.boolean().nullable(),
  live: z.boolean(),
  /** Declared on the asset; the rules otherwise take it from the captions tracks. */
  spokenLanguage: z.string().nullable(),
  /** Plays in the last 90 days where known (the embed beacon for library files). */
  views: z.number().int().nullable(),
  public: z.boolean(),
  priority: z.number().int().min(0).max(100),
  publishedAt: isoTime,
  firstSeenAt: isoTime,
  lastSeenAt: isoTime,
  status: criterionStatusSchema,
  conforms: z.boolean(),
  exception: complianceExceptionSchema.nullable(),
  criteria: criteriaResultsSchema,
  evaluatedAt: isoTime,
});
export type ComplianceAsset = z.infer<typeof complianceAssetSchema>;

export const EVIDENCE_ACTIONS = [
  'asset_added',
  'asset_removed',
  'asset_facts_set',
  'media_probed',
  'track_added',
  'track_changed',
  'track_deleted',
  'track_reviewed',
  'track_review_withdrawn',
  'track_verified',
  'attestation_recorded',
  'attestation_withdrawn',
  'exception_recorded',
  'exception_removed',
  'target_changed',
  'scan_result',
  'platform_sync',
  'reevaluated',
] as const;
export type EvidenceAction = (typeof EVIDENCE_ACTIONS)[number];

export const compliancePathSchema = z.object({ workspaceId: idSchema });
export const complianceAssetPathSchema = z.object({ workspaceId: idSchema, assetId: idSchema });

export const MAX_ASSETS_PAGE = 100;
export const EXCEPTION_FILTERS = ['any', 'none', ...EXCEPTION_TYPES] as const;

export const listComplianceAssetsQuerySchema = z.object({
  /** The asset's worst status; with `criterion`, that criterion's status. */
  status: criterionStatusSchema.optional(),
  /** Alone: assets failing this criterion (not_met, needs_review or unknown). */
  criterion: criterionSchema.optional(),
  source: assetSourceSchema.optional(),
  /** Part of the title, any case. */
  q: z.string().trim().max(LIMITS.searchQuery, `At most ${LIMITS.searchQuery} characters`).optional(),
  priority: z.enum(PRIORITY_BANDS, { error: `One of: ${PRIORITY_BANDS.join(', ')}` }).optional(),
  exception: z.enum(EXCEPTION_FILTERS, { error: `One of: ${EXCEPTION_FILTERS.join(', ')}` }).optional(),
  fileId: idSchema.optional(),
  /** The `nextCursor` of the previous page, with the same filters. */
  cursor: z.string().trim().min(1).max(500, 'At most 500 characters').optional(),
  limit: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(MAX_ASSETS_PAGE, `At most ${MAX_ASSETS_PAGE}`)
    .default(50),
});
export type ListComplianceAssetsQuery = Omit<z.input<typeof listComplianceAssetsQuerySchema>, 'limit'> & {
  limit?: number;
};

export const listComplianceAssetsResponseSchema = z.object({
  assets: z.array(complianceAssetSchema),
  nextCursor: z.string().nullable(),
});
export type ListComplianceAssetsResponse = z.infer<typeof listComplianceAssetsResponseSchema>;

export const setAssetFactsBodySchema = z
  .strictObject({
    spokenLanguage: languageTagSchema.nullable().optional(),
    hasAudio: z.boolean().nullable().optional(),
    hasVideo: z.boolean().nullable().optional(),
    live: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, {
    message: 'Give at least one of spokenLanguage, hasAudio, hasVideo, live',
  });
export type SetAssetFactsBody = z.infer<typeof setAssetFactsBodySchema>;

const statusCounts = z.partialRecord(criterionStatusSchema, z.number().int());
export const complianceTotalsSchema = z.object({
  assets: z.number().int(),
  conforming: z.number().int(),
  exempt: z.number().int(),
  /** Neither conforming nor exempt. */
  failing: z.number().int(),
  byStatus: statusCounts,
  /** Assets whose criteria of each level up to the target (and the levels below it) are all met or not applicable. */
  byLevel: z.partialRecord(targetSchema, z.number().int()),
  byCriterion: z.partialRecord(criterionSchema, statusCounts),
  bySource: z.partialRecord(assetSourceSchema, z.object({ assets: z.number().int(), conforming: z.number().int() })),
});
export type ComplianceTotals = z.infer<typeof complianceTotalsSchema>;

export const complianceHistoryDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD (UTC)'),
  target: targetSchema,
  assets: z.number().int(),
  conforming: z.number().int(),
  exempt: z.number().int(),
});

export const complianceSummaryQuerySchema = z.object({
  days: z.coerce.number({ error: 'Must be a number' }).int().min(1, 'At least 1').max(366, 'At most 366').default(90),
});

export const complianceSummarySchema = z.object({
  target: targetSchema,
  rulesVersion: z.number().int(),
  totals: complianceTotalsSchema,
  /** The state at the end of each day that had a change, oldest first; days between kept the day before's. */
  history: z.array(complianceHistoryDaySchema),
});
export type ComplianceSummary = z.infer<typeof complianceSummarySchema>;

export const BROKEN_REASONS = ['content_changed', 'chain_broken', 'missing_entry', 'missing_tail'] as const;
export const evidenceVerificationSchema = z.object({
  valid: z.boolean(),
  entries: z.number().int(),
  /** The last entry's hash: publish it, and a later verification proves nothing before it changed. */
  head: z.string().nullable(),
  firstBroken: z
    .object({ seq: z.number().int(), reason: z.enum(BROKEN_REASONS), message: z.string() })
    .optional()
    .describe('The first entry that does not verify, when the chain is broken'),
});
export type EvidenceVerification = z.infer<typeof evidenceVerificationSchema>;

export const trackReviewSchema = z.object({
  trackId: z.string(),
  origin: z.enum(TRACK_ORIGINS),
  version: z.number().int(),
  reviewed: z.object({ by: actorSchema.nullable(), at: isoTime, version: z.number().int() }).nullable(),
  verified: z
    .object({ by: actorSchema.nullable(), at: isoTime, version: z.number().int(), accuracy: z.number().nullable() })
    .nullable(),
});
export type TrackReview = z.infer<typeof trackReviewSchema>;

export const trackReviewPathSchema = z.object({ workspaceId: idSchema, trackId: idSchema });

export const reviewTrackBodySchema = z.strictObject({
  reviewed: z.boolean({ error: 'Say true to mark it reviewed, false to withdraw the review' }),
  /** The version the person reviewed; refused with 409 when the track has moved on. */
  version: z.number().int().min(1).optional(),
});
export type ReviewTrackBody = z.infer<typeof reviewTrackBodySchema>;

/** The criteria a person may attest do not apply: audio description's (issue 29). */
export const ATTESTABLE_CRITERIA = ['1.2.3', '1.2.5'] as const;
export const attestationPathSchema = z.object({
  workspaceId: idSchema,
  assetId: idSchema,
  criterion: z.enum(ATTESTABLE_CRITERIA, { error: `One of: ${ATTESTABLE_CRITERIA.join(', ')}` }),
});

export const recordAttestationBodySchema = z.strictObject({
  criterion: z.enum(ATTESTABLE_CRITERIA, { error: `One of: ${ATTESTABLE_CRITERIA.join(', ')}` }),
  status: z.literal('not_applicable', { error: 'Only not_applicable can be attested' }),
  reason: attestationReasonSchema,
});
export type RecordAttestationBody = z.infer<typeof recordAttestationBodySchema>;

export const complianceAttestationSchema = z.object({
  assetId: z.string(),
  criterion: criterionSchema,
  reason: attestationReasonSchema,
  by: actorSchema,
  at: isoTime,
});
export type ComplianceAttestation = z.infer<typeof complianceAttestationSchema>;

export const MAX_EXCEPTION_NOTE = 1000;
export const recordExceptionBodySchema = z
  .strictObject({
    type: exceptionTypeSchema,
    note: z.string().trim().min(1, 'Required').max(MAX_EXCEPTION_NOTE, `At most ${MAX_EXCEPTION_NOTE} characters`),
    /** For `archived` only: the rule's four tests, each confirmed (true). */
    archiveTests: archiveTestsSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type !== 'archived') {
      if (body.archiveTests) ctx.addIssue({ code: 'custom', path: ['archiveTests'], message: 'Only for archived' });
      return;
    }
    const unconfirmed = ARCHIVE_TESTS.filter((t) => body.archiveTests?.[t] !== true);
    if (unconfirmed.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['archiveTests'],
        message: `An archived item must pass every test; not confirmed: ${unconfirmed.join(', ')}`,
      });
    }
  });
export type RecordExceptionBody = z.infer<typeof recordExceptionBodySchema>;
export type ComplianceException = z.infer<typeof complianceExceptionSchema>;

export const complianceSettingsBodySchema = z.strictObject({ target: targetSchema });
export type ComplianceSettingsBody = z.infer<typeof complianceSettingsBodySchema>;
export const complianceSettingsSchema = z.object({ target: targetSchema });

/** The JSON report for auditors (`GET …/compliance/report.json`); its JSON Schema is served at `/api/compliance/report.schema.json`. */
export const complianceReportSchema = z.object({
  workspaceId: z.string(),
  generatedAt: isoTime,
  target: targetSchema,
  rulesVersion: z.number().int(),
  /** The target's criteria, the columns of each asset's `criteria`. */
  criteria: z.array(criterionSchema),
  totals: complianceTotalsSchema,
  /** The evidence chain when the report was made: publish `head` with the date. */
  evidence: evidenceVerificationSchema,
  exceptions: z.array(complianceExceptionSchema.extend({ assetId: z.string(), assetTitle: z.string() })),
  attestations: z.array(complianceAttestationSchema.extend({ assetTitle: z.string() })),
  assets: z.array(complianceAssetSchema),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;
