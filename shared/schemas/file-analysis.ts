import { z } from 'zod';
import { idSchema } from './common';

// A file's caption quality and embed engagement (issue 14, the analysis page).

const dateSchema = z.iso.date({ error: 'Use a date like 2026-01-31' });

export const fileAnalysisParamsSchema = z.object({ workspaceId: idSchema, fileId: idSchema });
export const fileAnalysisQuerySchema = z
  .object({ from: dateSchema.optional(), to: dateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '"from" must not be after "to"', path: ['from'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 366, {
    message: 'At most 366 days',
    path: ['to'],
  });

const count = z.number().int();
export const trackQualitySchema = z.object({
  trackId: z.string(),
  language: z.string(),
  kind: z.string(),
  cueCount: count,
  /** Reading speed per minute of media: characters per second and words per minute of the cues starting in it. */
  readingSpeed: z.array(z.object({ startMs: count, cps: z.number(), wpm: z.number() })),
  /** How many lines have 0–9, 10–19, … characters; the last bucket is open-ended. */
  lineLengths: z.array(z.object({ from: count, to: count.nullable(), lines: count })),
  /** Problems per rule (shared/captions/quality.ts) against the workspace's caption rules. */
  problems: z.record(z.string(), count),
  /** Share (0–1) of the media's duration inside a cue; null while the duration is unknown. */
  coverage: z.number().nullable(),
  /** Share (0–1) of the source track's captioned time this track also covers; 1 for the source itself. */
  completeness: z.number(),
  /**
   * Words of the track and how many of them the engine was unsure of (confidence below `UNCERTAIN_CONFIDENCE`)
   * with nobody having corrected or confirmed them since; null for tracks no engine made.
   */
  uncertainWords: z.object({ words: count, uncertain: count }).nullable(),
});
export const fileAnalysisResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The first captions track (else the first track); other tracks' completeness is measured against it. */
  sourceTrackId: z.string().nullable(),
  quality: z.array(trackQualitySchema),
  engagement: z.array(
    z.object({ date: z.string(), play: count, search: count, cue_click: count, download: count, correction: count }),
  ),
});
export type FileAnalysis = z.infer<typeof fileAnalysisResponseSchema>;
export type TrackQuality = z.infer<typeof trackQualitySchema>;
