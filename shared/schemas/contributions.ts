import { z } from 'zod';
import { CORRECTION_STATUSES, MEDIA_REQUEST_KINDS, MEDIA_REQUEST_STATUSES } from '../constants';
import { idSchema } from './common';

export const pendingListQuerySchema = z.object({
  workspaceId: idSchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const proposedCorrectionSchema = z.object({
  id: idSchema,
  fileId: idSchema,
  fileName: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  createdAt: z.string(),
  trackId: idSchema,
  cueId: z.string(),
  originalText: z.string(),
  proposedText: z.string(),
  note: z.string().optional(),
});
export type ProposedCorrection = z.infer<typeof proposedCorrectionSchema>;

export const listProposedCorrectionsResponseSchema = z.object({
  corrections: z.array(proposedCorrectionSchema),
  nextCursor: z.string().nullable(),
});
export type ListProposedCorrectionsResponse = z.infer<typeof listProposedCorrectionsResponseSchema>;

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
});
export type MediaRequest = z.infer<typeof mediaRequestSchema>;

export const listMediaRequestsResponseSchema = z.object({
  requests: z.array(mediaRequestSchema),
  nextCursor: z.string().nullable(),
});
export type ListMediaRequestsResponse = z.infer<typeof listMediaRequestsResponseSchema>;
