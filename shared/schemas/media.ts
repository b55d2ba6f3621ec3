import { z } from 'zod';
import { TRACK_ORIGINS } from '../compliance/criteria';
import { LIMITS } from '../constants';
import { idSchema } from './common';
import { trackProvenanceSchema } from './track-provenance';
import { FILE_STATUSES, PLATFORM_TYPES } from '../constants';
import { cueSchema, languageTagSchema, mediaSourceSchema, trackKindSchema, trackSummarySchema } from './embed';

// Signed-in management of files, tracks and cues.

/** The largest value the database's integer columns hold; times and durations are milliseconds in them. */
export const MAX_DB_INTEGER = 2_147_483_647;
/** A time or duration in whole milliseconds that fits its column (about 24 days). */
const millisecondsSchema = z
  .number()
  .int('Use whole milliseconds')
  .nonnegative('Cannot be negative')
  .max(MAX_DB_INTEGER, `At most ${MAX_DB_INTEGER} ms`);

const SAME_ORIGIN_BASE = 'http://same-origin.invalid';
/**
 * Whether a page may use `value` as a media or image address: `http:` or `https:`, or a path on this site.
 * Parsing the way browsers do catches `//host`, `/\host` and schemes hidden by tabs or newlines.
 */
function isSafeUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value, SAME_ORIGIN_BASE);
  } catch {
    return false;
  }
  if (value.startsWith('/')) return url.origin === SAME_ORIGIN_BASE;
  return (url.protocol === 'https:' || url.protocol === 'http:') && /^https?:\/\//i.test(value);
}

/** A media or thumbnail address; anything that could run script or leave the site unannounced is refused. */
export const safeUrlSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(2000, 'At most 2000 characters')
  .refine(isSafeUrl, 'Use an http:// or https:// address, or a path on this site starting with /');

/** The media of a file as managers send it: like the embed shape, with a safe address and bounded fields. */
export const mediaSourceInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('url'),
    url: safeUrlSchema,
    mimeType: z.string().trim().max(100, 'At most 100 characters').optional(),
  }),
  z.object({
    type: z.literal('platform'),
    platformType: z.enum(PLATFORM_TYPES),
    videoId: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
  }),
]);

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(LIMITS.fileName, `Name must be at most ${LIMITS.fileName} characters`);
const descriptionSchema = z.string().trim().max(5000, 'At most 5000 characters');

export const managedFileSchema = z.object({
  id: idSchema,
  workspaceId: idSchema,
  name: z.string(),
  description: z.string(),
  media: mediaSourceSchema.nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  thumbnailUrl: z.string().nullable(),
  embeddable: z.boolean(),
  /** Processing state (FILE_STATUSES); files added without processing are `ready`. */
  status: z.enum(FILE_STATUSES),
  /** Why processing failed, when `status` is `failed`. */
  error: z.string().nullable(),
  /** Size of the stored original (uploads only). */
  sizeBytes: z.number().int().nonnegative().nullable(),
  /** Media type sniffed from the stored original's bytes. */
  mimeType: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagedFile = z.infer<typeof managedFileSchema>;

/** A file's track on its page: what it is and how it was made. */
export const fileTrackSchema = trackSummarySchema.extend({ provenance: trackProvenanceSchema });
export type FileTrack = z.infer<typeof fileTrackSchema>;
export const fileWithTracksSchema = z.object({ file: managedFileSchema, tracks: z.array(fileTrackSchema) });
export type FileWithTracks = z.infer<typeof fileWithTracksSchema>;

export const createFileBodySchema = z.object({
  workspaceId: idSchema,
  name: nameSchema,
  description: descriptionSchema.default(''),
  media: mediaSourceInputSchema.nullable().default(null),
  durationMs: millisecondsSchema.nullable().default(null),
  thumbnailUrl: safeUrlSchema.nullable().default(null),
  embeddable: z.boolean().default(false),
});
export type CreateFileBody = z.input<typeof createFileBodySchema>;

export const updateFileBodySchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    media: mediaSourceInputSchema.nullable(),
    durationMs: millisecondsSchema.nullable(),
    thumbnailUrl: safeUrlSchema.nullable(),
    embeddable: z.boolean(),
  })
  .partial();
export type UpdateFileBody = z.input<typeof updateFileBodySchema>;

export const filePathSchema = z.object({ fileId: idSchema });
export const trackPathSchema = z.object({ fileId: idSchema, trackId: idSchema });

export const createTrackBodySchema = z.object({
  language: languageTagSchema,
  kind: trackKindSchema,
  label: z.string().trim().min(1, 'Label is required').max(100, 'At most 100 characters'),
});
export type CreateTrackBody = z.input<typeof createTrackBodySchema>;

/** The largest transcript one PUT may carry; the 1 MiB body limit usually binds first. */
/** A word of a machine cue with the engine's confidence (0..1, absent when the engine gives none). */
export const cueWordSchema = z.object({
  text: z.string(),
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().nonnegative(),
  confidence: z.number().min(0).max(1).optional(),
});

export const MAX_CUES_PER_TRACK = 20_000;

/** Cues whose text a person confirmed: their words stop counting as uncertain. */
export const confirmCuesBodySchema = z.object({
  cueIds: z
    .array(z.string().trim().min(1).max(64))
    .min(1, 'Name at least one cue')
    .max(MAX_CUES_PER_TRACK, `At most ${MAX_CUES_PER_TRACK} cues`),
});
export type ConfirmCuesBody = z.input<typeof confirmCuesBodySchema>;

export const putCuesBodySchema = z.object({
  cues: z
    .array(
      cueSchema.extend({
        id: z.string().trim().min(1).max(64),
        startMs: millisecondsSchema,
        endMs: millisecondsSchema,
        text: z.string().max(LIMITS.proposedText * 5),
        speaker: z.string().max(100).optional(),
      }),
    )
    .max(MAX_CUES_PER_TRACK, `At most ${MAX_CUES_PER_TRACK} cues`)
    .refine((cues) => new Set(cues.map((c) => c.id)).size === cues.length, 'Cue ids must be unique')
    .refine((cues) => cues.every((c) => c.endMs >= c.startMs), 'A cue cannot end before it starts'),
});
export type PutCuesBody = z.input<typeof putCuesBodySchema>;

/** The largest plain-text transcript one call may carry (under the 1 MiB body limit). */
export const MAX_TRANSCRIPT_CHARS = 500_000;

/** A plain-text transcript without times, kept as an untimed track until alignment. */
export const putTranscriptBodySchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .max(MAX_TRANSCRIPT_CHARS, `At most ${MAX_TRANSCRIPT_CHARS} characters`)
    .refine((text) => text.trim().length > 0, 'The transcript is empty'),
});
export type PutTranscriptBody = z.input<typeof putTranscriptBodySchema>;

/** A stretch of the audio where voice activity was detected, in milliseconds from the start. */
export const speechRegionSchema = z.object({ startMs: millisecondsSchema, endMs: millisecondsSchema });
export type SpeechRegion = z.infer<typeof speechRegionSchema>;

export const managedTrackSchema = trackSummarySchema.extend({
  fileId: idSchema,
  /** Increases with every change of the cues. */
  version: z.number().int().positive(),
  /** False while the track holds a transcript's text without times, waiting for alignment. */
  timed: z.boolean(),
  /** How it was made (docs/compliance.md); `machine` tracks get the hallucination guards' problems (docs/quality.md). */
  origin: z.enum(TRACK_ORIGINS),
  /** Machine cues nobody has changed or confirmed carry the engine's `words` (docs/editor-api.md). */
  cues: z.array(cueSchema.extend({ words: z.array(cueWordSchema).optional() })),
  /**
   * Where voice activity was detected in the audio, sorted: measured by the transcription that made the track (or
   * its source, for a translation or copy); absent when not measured. The editor flags machine text outside it.
   */
  speechRegions: z.array(speechRegionSchema).optional(),
});
export type ManagedTrack = z.infer<typeof managedTrackSchema>;
