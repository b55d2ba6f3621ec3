import { z } from 'zod';
import { LIMITS, MEDIA_REQUEST_KINDS, MEDIA_REQUEST_STATUSES } from '../constants';
import { type AssignmentType, assignmentSchema } from './assignments';
import { idSchema } from './common';
import { proposedCorrectionSchema, mediaRequestSchema } from './contributions';
import { cueSchema, mediaSourceSchema, trackKindSchema, trackSummarySchema } from './embed';

// Acting on the review queues: one correction or request, the decisions, the nav counts and the operator's views.

export const correctionPathSchema = z.object({ workspaceId: idSchema, correctionId: idSchema });
export const requestPathSchema = z.object({ workspaceId: idSchema, requestId: idSchema });
export const workspacePathSchema = z.object({ workspaceId: idSchema });

/** `GET /workspaces/{workspaceId}/corrections/{correctionId}`. */
export const correctionDetailSchema = z.object({
  correction: proposedCorrectionSchema,
  file: z.object({
    id: idSchema,
    name: z.string(),
    media: mediaSourceSchema.nullable(),
    durationMs: z.number().int().nonnegative().nullable(),
  }),
  /** Null when the track has been deleted. */
  track: z
    .object({ id: idSchema, language: z.string(), kind: trackKindSchema, label: z.string(), version: z.number().int() })
    .nullable(),
  /** The cue as it is now; null when it has been deleted (accepting is then refused with 410). */
  cue: cueSchema.nullable(),
  /** Up to two cues before and two after the cue, in display order. */
  before: z.array(cueSchema),
  after: z.array(cueSchema),
  /** True when the cue's text no longer equals `originalText`: accepting needs `overrideCurrent`. */
  stale: z.boolean(),
});
export type CorrectionDetail = z.infer<typeof correctionDetailSchema>;

const reasonSchema = z
  .string()
  .trim()
  .max(LIMITS.correctionNote, `At most ${LIMITS.correctionNote} characters`)
  .optional();

/** `POST …/corrections/{correctionId}/accept`. */
export const acceptCorrectionBodySchema = z.object({
  /** Edit-and-accept: the text to apply instead of the proposed one. */
  text: z
    .string()
    .trim()
    .min(1, 'Write the text for the cue')
    .max(LIMITS.proposedText, `At most ${LIMITS.proposedText} characters`)
    .optional(),
  /** The reviewer saw the cue's current text (it changed since the viewer's suggestion) and replaces it anyway. */
  overrideCurrent: z.boolean().optional(),
  reason: reasonSchema,
});
export type AcceptCorrectionBody = z.infer<typeof acceptCorrectionBodySchema>;

/** `details` of the 409 `correction_conflict` an accept gets when the cue changed since the suggestion. */
export const correctionConflictDetailsSchema = z.object({
  currentText: z.string(),
  originalText: z.string(),
  proposedText: z.string(),
});
export type CorrectionConflictDetails = z.infer<typeof correctionConflictDetailsSchema>;

export const acceptCorrectionResponseSchema = z.object({
  correction: proposedCorrectionSchema,
  /** The cue with its new text and the track's new version ("from a viewer correction" in its history). */
  cue: cueSchema,
  trackVersion: z.number().int(),
});
export type AcceptCorrectionResponse = z.infer<typeof acceptCorrectionResponseSchema>;

/** `POST …/reject` and `POST …/spam`. */
export const decideCorrectionBodySchema = z.object({ reason: reasonSchema });
export type DecideCorrectionBody = z.infer<typeof decideCorrectionBodySchema>;

export const correctionResponseSchema = z.object({ correction: proposedCorrectionSchema });
export type CorrectionResponse = z.infer<typeof correctionResponseSchema>;

export const spamCorrectionResponseSchema = z.object({
  correction: proposedCorrectionSchema,
  /** Until when the sender's address may not contribute to this workspace (ISO time). */
  blockedUntil: z.string(),
});
export type SpamCorrectionResponse = z.infer<typeof spamCorrectionResponseSchema>;

export const BULK_CORRECTION_ACTIONS = ['reject', 'spam'] as const;
export const BULK_CORRECTION_MAX = 100;

/** `POST /workspaces/{workspaceId}/corrections/bulk`. */
export const bulkCorrectionsBodySchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, 'Choose at least one correction')
    .max(BULK_CORRECTION_MAX, `At most ${BULK_CORRECTION_MAX} at once`),
  action: z.enum(BULK_CORRECTION_ACTIONS),
  reason: reasonSchema,
});
export type BulkCorrectionsBody = z.infer<typeof bulkCorrectionsBodySchema>;

export const bulkCorrectionsResponseSchema = z.object({
  /** The corrections this call decided. */
  decided: z.array(idSchema),
  /** Ids left alone: unknown in this workspace, or decided already (by someone else, or earlier). */
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(['not_found', 'already_decided']) })),
});
export type BulkCorrectionsResponse = z.infer<typeof bulkCorrectionsResponseSchema>;

/** `GET /workspaces/{workspaceId}/requests/{requestId}`. */
export const mediaRequestDetailSchema = z.object({
  request: mediaRequestSchema,
  file: z.object({ id: idSchema, name: z.string() }),
  /** The assignment Start created, if it still exists. */
  assignment: assignmentSchema.nullable(),
  /** The file's tracks now, so a reviewer sees whether the request is already met. */
  tracks: z.array(trackSummarySchema),
  /**
   * A track of the file that meets the request (captions or transcript: a captions track; translation: captions
   * or subtitles in the language asked for; audio description: a descriptions track; in the language asked for when
   * one was given), so the screen can suggest Fulfil; null when none does, and always for voiceover (an audio
   * rendition, not a track).
   */
  matchingTrackId: idSchema.nullable().optional(),
});
export type MediaRequestDetail = z.infer<typeof mediaRequestDetailSchema>;

export const mediaRequestResponseSchema = z.object({ request: mediaRequestSchema });
export type MediaRequestResponse = z.infer<typeof mediaRequestResponseSchema>;

export const startMediaRequestResponseSchema = z.object({ request: mediaRequestSchema, assignment: assignmentSchema });
export type StartMediaRequestResponse = z.infer<typeof startMediaRequestResponseSchema>;

/** `POST …/requests/{requestId}/decline`: the message is mailed to the requester when they left an address. */
export const declineMediaRequestBodySchema = z.object({
  message: z
    .string({ error: 'Write a message for the requester' })
    .trim()
    .min(1, 'Write a message for the requester')
    .max(LIMITS.requestMessage, `At most ${LIMITS.requestMessage} characters`),
});
export type DeclineMediaRequestBody = z.infer<typeof declineMediaRequestBodySchema>;

/**
 * `GET /workspaces/{workspaceId}/review_counts`: the nav badges, cheap enough to poll every 30 s. Counts stop
 * at `limit` (show `20+` there); null where the caller's role may not see that queue.
 */
export const reviewCountsSchema = z.object({
  corrections: z.number().int().nonnegative().nullable(),
  requests: z.number().int().nonnegative().nullable(),
  limit: z.number().int().positive(),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

/**
 * `pending`: not sent yet (queued or failing); `queued`: not sent and not failed yet; `failed`: not sent, the
 * last attempt failed (retried until the sender gives up); `sent`; `all`.
 */
export const OUTBOX_STATUSES = ['pending', 'queued', 'failed', 'sent', 'all'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
/** Where one message is. */
export const OUTBOX_STATES = ['queued', 'failed', 'sent'] as const;

/** `GET /operator/outbox` (operators only). */
export const outboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: `Status must be one of: ${OUTBOX_STATUSES.join(', ')}` }).default('pending'),
  /** Part of the recipient's address, any case. */
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
export type OutboxQuery = Omit<z.input<typeof outboxQuerySchema>, 'limit'> & { limit?: number };

export const outboxMessageSchema = z.object({
  id: idSchema,
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int().nonnegative(),
  /** False once the sender gave up on a failed message (it stays listed with its last error). */
  willRetry: z.boolean(),
  lastError: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({
  messages: z.array(outboxMessageSchema),
  nextCursor: z.string().nullable(),
  /** Whether this server sends mail (SMTP_URL is set); without it messages wait here. */
  sending: z.boolean(),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

export const outboxMessageParamsSchema = z.object({ id: idSchema });

const daySchema = z.iso.date({ error: 'Use a date like 2026-11-22' });
export const ANALYTICS_MAX_DAYS = 366;

/** `GET /operator/media_requests/analytics?from&to` (operators only; days in UTC, both inclusive, default last 30). */
export const mediaRequestAnalyticsQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
  /** `csv` answers one row per request in the range (also `Accept: text/csv`). */
  format: z.enum(['json', 'csv']).optional(),
});

export const mediaRequestAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int().nonnegative(),
  /** Days with no requests are absent. */
  byDayAndKind: z.array(z.object({ day: z.string(), kind: z.enum(MEDIA_REQUEST_KINDS), count: z.number().int() })),
  byWorkspace: z.array(z.object({ workspaceId: idSchema, workspaceName: z.string(), count: z.number().int() })),
  byStatus: z.array(z.object({ status: z.enum(MEDIA_REQUEST_STATUSES), count: z.number().int() })),
  /** Median creation → fulfilment time of the range's fulfilled requests; null when none is fulfilled. */
  medianTimeToFulfilMs: z.number().int().nonnegative().nullable(),
  /** The ten files with the most requests. */
  topFiles: z.array(
    z.object({ workspaceId: idSchema, fileId: idSchema, fileName: z.string(), count: z.number().int() }),
  ),
});
export type MediaRequestAnalytics = z.infer<typeof mediaRequestAnalyticsSchema>;

/** The assignment Start creates for each kind of request. */
export const ASSIGNMENT_TYPE_FOR_REQUEST = {
  captions: 'transcription_edit',
  transcript: 'transcription_edit',
  translation: 'translation_review',
  audio_description: 'create_audio_description',
  voiceover: 'voiceover_request',
} as const satisfies Record<(typeof MEDIA_REQUEST_KINDS)[number], AssignmentType>;

/** `GET /workspaces/{workspaceId}/tracks/{trackId}/versions`: the recorded changes, newest first. */
export const trackVersionSchema = z.object({
  /** The track's version after this change. */
  version: z.number().int(),
  /** `viewer_correction`: an accepted viewer correction ("from a viewer correction"). */
  source: z.enum(['viewer_correction']),
  correctionId: z.string().nullable(),
  cueId: z.string().nullable(),
  previousText: z.string().nullable(),
  text: z.string().nullable(),
  /** Null when that person's account is gone. */
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TrackVersion = z.infer<typeof trackVersionSchema>;

export const trackVersionsPathSchema = z.object({ workspaceId: idSchema, trackId: idSchema });
export const trackVersionsResponseSchema = z.object({ versions: z.array(trackVersionSchema) });
export type TrackVersionsResponse = z.infer<typeof trackVersionsResponseSchema>;
