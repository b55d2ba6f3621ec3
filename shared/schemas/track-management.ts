import { z } from 'zod';
import { trackSummarySchema } from './embed';
import { createTrackBodySchema } from './media';

/**
 * A track's reading rate: espeak-ng's `-s`, nominally words per minute (its real pace is ≈ 15 % faster, docs/engines.md).
 * Google voices take it as a speaking rate relative to DESCRIPTION_WORDS_PER_MINUTE (160 → 1.0).
 */
export const speechRateSchema = z
  .number()
  .int('Whole words per minute')
  .min(80, 'At least 80 words per minute')
  .max(450, 'At most 450 words per minute');
/** A voice name as `GET /engines` lists it under a speech engine (e.g. espeak-ng's `en-gb`, Google's `en-US-Neural2-C`). */
export const voiceNameSchema = z.string().trim().min(1, 'Name a voice').max(100, 'At most 100 characters');

/**
 * A track's label (language and kind stay, since its cues were written for them), or the voice and rate it is read
 * with (null: the server's default voice for its language, and 160). At least one of them.
 */
export const updateTrackBodySchema = z
  .object({
    label: createTrackBodySchema.shape.label.optional(),
    voice: voiceNameSchema.nullable().optional(),
    speechRate: speechRateSchema.nullable().optional(),
  })
  .refine((b) => b.label !== undefined || b.voice !== undefined || b.speechRate !== undefined, {
    message: 'Give a label, a voice or a speechRate',
  });
export type UpdateTrackBody = z.input<typeof updateTrackBodySchema>;
export type RenameTrackBody = Required<Pick<UpdateTrackBody, 'label'>>;

/** How a track is read aloud; both null until someone chooses. */
export const trackSpeechSchema = z.object({ voice: z.string().nullable(), speechRate: z.number().int().nullable() });
export type TrackSpeech = z.infer<typeof trackSpeechSchema>;
/** `GET …/tracks/{trackId}/voices`: who can read this track, and its choice. */
export const trackVoicesSchema = trackSpeechSchema.extend({
  /** The rate used while `speechRate` is null. */
  defaultRate: z.number().int(),
  voices: z.array(
    z.object({
      /** The engine (`GET /engines`'s `provider`) that has it. */
      provider: z.string(),
      name: z.string(),
      language: z.string(),
      gender: z.enum(['MALE', 'FEMALE', 'NEUTRAL']).nullable(),
    }),
  ),
});
export type TrackVoices = z.infer<typeof trackVoicesSchema>;
export const updatedTrackSchema = trackSummarySchema.extend(trackSpeechSchema.shape);
export type UpdatedTrack = z.infer<typeof updatedTrackSchema>;

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
  /** Overrides the track's rate (its `speechRate`, else 160). */
  rate: speechRateSchema.optional(),
  /** Overrides the track's voice. */
  voice: voiceNameSchema.optional(),
});
export type SpeechPreviewBody = z.input<typeof speechPreviewBodySchema>;

export const speechPreviewSchema = z.object({
  /** A `data:audio/wav;base64,…` URL, playable as is. */
  audio: z.string(),
  /** The synthesised length, measured from the WAV. */
  durationMs: z.number().int().nonnegative(),
  provider: z.string(),
  /** The voice and rate it was read with (the provider's default voice: null). */
  voice: z.string().nullable(),
  rate: z.number().int(),
});
export type SpeechPreview = z.infer<typeof speechPreviewSchema>;
