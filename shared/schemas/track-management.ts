import { z } from 'zod';
import { createTrackBodySchema } from './media';

/** Renaming a track changes its label; language and kind stay, since its cues were written for them. */
export const renameTrackBodySchema = createTrackBodySchema.pick({ label: true });
export type RenameTrackBody = z.input<typeof renameTrackBodySchema>;

/** A copy of a track with its cues; what is left out is the source's (the label gains " (copy)"). */
export const duplicateTrackBodySchema = createTrackBodySchema.partial();
export type DuplicateTrackBody = z.input<typeof duplicateTrackBodySchema>;

/** Whether saved changes to a file's tracks reach the public embeds, and why. */
export const filePublishingSchema = z.object({
  /** Embeds show the file: it is embeddable or in a published showcase (shared/permissions/embed.ts). */
  live: z.boolean(),
  embeddable: z.boolean(),
  /** The published showcases holding the file. */
  showcases: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type FilePublishing = z.infer<typeof filePublishingSchema>;

/** A description read aloud by the server's voice, to hear how it sounds and how long it takes (issue 31). */
export const speechPreviewBodySchema = z.object({
  text: z.string().trim().min(1, 'Nothing to read').max(1000, 'At most 1,000 characters'),
  /** espeak-ng's `-s`; the describe job's 160 when absent. */
  rate: z.number().int().min(80).max(450).optional(),
});
export type SpeechPreviewBody = z.input<typeof speechPreviewBodySchema>;

export const speechPreviewSchema = z.object({
  /** A `data:audio/wav;base64,…` URL, playable as is. */
  audio: z.string(),
  /** The synthesised length, measured from the WAV. */
  durationMs: z.number().int().nonnegative(),
  provider: z.string(),
});
export type SpeechPreview = z.infer<typeof speechPreviewSchema>;
