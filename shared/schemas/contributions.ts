import { z } from 'zod';
import { CORRECTION_STATUSES, MEDIA_REQUEST_KINDS, MEDIA_REQUEST_STATUSES, PENDING_BADGE_LIMIT } from '../constants';
import { idSchema } from './common';
import { languageTagSchema } from './embed';

// The review queues' lists: what viewers sent from the embeds, with what reviewers decided.

export const pendingListQuerySchema = z.object({
  workspaceId: idSchema,
  limit: z.coerce.number().int().min(1).max(100).default(PENDING_BADGE_LIMIT),
  cursor: z.string().max(200).optional(),
});

/** `GET /list_proposed_corrections`: pending ones unless `status` says otherwise; a cursor keeps its filters' order. */
export const correctionListQuerySchema = pendingListQuerySchema.extend({
  status: z.enum(CORRECTION_STATUSES).default('pending'),
  fileId: idSchema.optional(),
  /** The corrected track's language, e.g. `en`. */
  language: languageTagSchema.optional(),
});

/** Who decided, when and why; present once an item is no longer pending. */
export const decisionSchema = z.object({
  decidedBy: z.object({ id: z.string(), name: z.string() }),
  decidedAt: z.string(),
  /** Reject/spam: the reviewer's optional reason. Decline: the message sent to the requester. */
  reason: z.string().optional(),
  /** Accept: the text the cue got (the proposed text, or the reviewer's edit of it). */
  appliedText: z.string().optional(),
});
export type Decision = z.infer<typeof decisionSchema>;

export const proposedCorrectionSchema = z.object({
  id: idSchema,
  fileId: idSchema,
  fileName: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  createdAt: z.string(),
  trackId: idSchema,
  /** The track's language ('' once the track is deleted); the word diff is the admin's (`diff`'s `diffWords`). */
  language: z.string(),
  cueId: z.string(),
  /** The cue's current times; null when the cue (or its track) has been deleted since. */
  cueStartMs: z.number().int().nonnegative().nullable(),
  cueEndMs: z.number().int().nonnegative().nullable(),
  originalText: z.string(),
  proposedText: z.string(),
  note: z.string().optional(),
  decision: decisionSchema.optional(),
});
export type ProposedCorrection = z.infer<typeof proposedCorrectionSchema>;

export const listProposedCorrectionsResponseSchema = z.object({
  corrections: z.array(proposedCorrectionSchema),
  nextCursor: z.string().nullable(),
});
export type ListProposedCorrectionsResponse = z.infer<typeof listProposedCorrectionsResponseSchema>;

/** `GET /media_requests/workspaces/{workspaceId}`: pending ones unless `status` says otherwise. */
export const mediaRequestListQuerySchema = pendingListQuerySchema.omit({ workspaceId: true }).extend({
  status: z.enum(MEDIA_REQUEST_STATUSES).default('pending'),
  kind: z.enum(MEDIA_REQUEST_KINDS).optional(),
  fileId: idSchema.optional(),
});

export const mediaRequestSchema = z.object({
  id: idSchema,
  fileId: idSchema,
  fileName: z.string(),
  status: z.enum(MEDIA_REQUEST_STATUSES),
  createdAt: z.string(),
  kind: z.enum(MEDIA_REQUEST_KINDS),
  language: z.string().optional(),
  email: z.string().optional(),
  message: z.string().optional(),
  /** The assignment Start created; absent before, or once that assignment is deleted. */
  assignmentId: idSchema.optional(),
  startedAt: z.string().optional(),
  fulfilledAt: z.string().optional(),
  /** Fulfil or decline; `reason` is the decline message. */
  decision: decisionSchema.optional(),
});
export type MediaRequest = z.infer<typeof mediaRequestSchema>;

export const listMediaRequestsResponseSchema = z.object({
  requests: z.array(mediaRequestSchema),
  nextCursor: z.string().nullable(),
});
export type ListMediaRequestsResponse = z.infer<typeof listMediaRequestsResponseSchema>;
