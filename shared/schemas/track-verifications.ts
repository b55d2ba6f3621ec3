import { z } from 'zod';
import { LIMITS } from '../constants';
import { idSchema } from './common';

// Verification by sampling (issue 30, docs/editor-api.md "Verification"): a person checks a random sample of a
// track's cues and the server measures the track's word accuracy from the corrections.

export const verificationPathSchema = z.object({ fileId: idSchema, trackId: idSchema, verificationId: idSchema });
export const verificationSegmentPathSchema = verificationPathSchema.extend({
  /** The sampled cue's id (cue ids are any 1–64 characters, so not `idSchema`). */
  segmentId: z.string().trim().min(1).max(64),
});

/** One sampled cue as the track had it when the sample was drawn. */
export const verificationSegmentSchema = z.object({
  id: z.string(),
  startMs: z.number().int(),
  endMs: z.number().int(),
  text: z.string(),
});
export type VerificationSegment = z.infer<typeof verificationSegmentSchema>;

export const startedVerificationSchema = z.object({
  id: z.string(),
  /** The sampled cues in time order, together at least the words the target needs (or the whole track). */
  segments: z.array(verificationSegmentSchema),
  /** The word accuracy the interval's lower bound must reach (the workspace's `verificationTarget`). */
  target: z.number(),
  /** The track version the sample was drawn from. */
  trackVersion: z.number().int(),
});
export type StartedVerification = z.infer<typeof startedVerificationSchema>;

export const reviewSegmentBodySchema = z.strictObject({
  /** The cue's text as the person heard it: the same text confirms it, another corrects it. */
  text: z.string({ error: 'The text as heard is required' }).max(LIMITS.proposedText * 5, 'Too long for a cue'),
});
export type ReviewSegmentBody = z.infer<typeof reviewSegmentBodySchema>;

export const verificationResultSchema = z.object({
  /** Words in the reviewed texts of the sample. */
  words: z.number().int(),
  /** Word errors the person corrected (word-level edit distance, case and punctuation aside). */
  errors: z.number().int(),
  /** Errors with formatting (case, punctuation, tags) counted too. */
  formattedErrors: z.number().int(),
  /** 1 − errors / words. */
  accuracy: z.number(),
  formattedErrorRate: z.number(),
  /** The 95 % Wilson score interval of the word accuracy. */
  interval: z.tuple([z.number(), z.number()]),
  target: z.number(),
  /** The interval's lower bound reached the target: the track is marked verified. */
  verified: z.boolean(),
  /** The track's version once the corrections were applied. */
  version: z.number().int(),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;
