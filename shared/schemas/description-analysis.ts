import { z } from 'zod';
import { idSchema } from './common';

// What a describability analysis found in a video (issue 31, "Find what needs describing"); docs/engines.md.

export const descriptionAnalysisParamsSchema = z.object({ workspaceId: idSchema, fileId: idSchema });

const ms = z.number().int().nonnegative();

export const speechGapSchema = z.object({
  startMs: ms,
  endMs: ms,
  /** How many words a description spoken at DESCRIPTION_WORDS_PER_MINUTE fits into the gap. */
  words: z.number().int().nonnegative(),
});
export type SpeechGap = z.infer<typeof speechGapSchema>;

export const sceneChangeSchema = z.object({ atMs: ms });

export const onScreenTextSchema = z.object({
  atMs: ms,
  text: z.string(),
  /** Said in the transcript near that time, so a listener already has it. */
  spoken: z.boolean(),
});
export type OnScreenText = z.infer<typeof onScreenTextSchema>;

export const descriptionAnalysisSchema = z.object({
  /** One line: "likely needs AD: …" or "likely not needed: …". */
  verdict: z.string(),
  likelyNeeded: z.boolean(),
  reasons: z.array(z.string()),
  gaps: z.array(speechGapSchema),
  scenes: z.array(sceneChangeSchema),
  onScreenText: z.array(onScreenTextSchema),
  /** Why on-screen text was not looked for (tesseract missing) and the line that installs it; null when it was. */
  ocrUnavailable: z.object({ reason: z.string(), install: z.string().nullable() }).nullable(),
  /** The transcript track the gaps and the spoken check came from; null when only voice activity was used. */
  transcriptTrackId: z.string().nullable(),
  /** The language a new description cue is written in: the transcript's, else `en`. */
  language: z.string(),
  analysedAt: z.iso.datetime(),
});
export type DescriptionAnalysis = z.infer<typeof descriptionAnalysisSchema>;
