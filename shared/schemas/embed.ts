import { z } from 'zod';
import { LIMITS, MEDIA_REQUEST_KINDS, PLATFORM_TYPES, TRACK_KINDS } from '../constants';
import { emailSchema, idSchema } from './common';

// The public embed API's shapes: a contract customers' pages and CDNs depend on.

export const trackKindSchema = z.enum(TRACK_KINDS);
/** BCP 47 language tag, e.g. `en`, `es-419`, `zh-Hant-TW`. */
export const languageTagSchema = z
  .string()
  .trim()
  .min(2, 'Choose a language')
  .max(35, 'Language tags are at most 35 characters')
  .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, 'Use a BCP 47 language tag such as "en" or "es-MX"');

export const cueSchema = z.object({
  id: z.string(),
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().nonnegative(),
  text: z.string(),
  speaker: z.string().optional(),
});
export type Cue = z.infer<typeof cueSchema>;

export const trackSummarySchema = z.object({
  id: idSchema,
  language: z.string(),
  kind: trackKindSchema,
  label: z.string(),
});
export type TrackSummary = z.infer<typeof trackSummarySchema>;

export const mediaSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('url'), url: z.string(), mimeType: z.string().optional() }),
  z.object({ type: z.literal('platform'), platformType: z.enum(PLATFORM_TYPES), videoId: z.string() }),
]);
export type MediaSource = z.infer<typeof mediaSourceSchema>;

export const showcaseOptionsSchema = z.object({
  search: z.boolean(),
  downloads: z.boolean(),
  suggestions: z.boolean(),
  requests: z.boolean(),
  accentColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a73e8'),
});
export type ShowcaseOptions = z.infer<typeof showcaseOptionsSchema>;

export const embedShowcaseSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  options: showcaseOptionsSchema,
  files: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      durationMs: z.number().int().nonnegative().nullable(),
      thumbnailUrl: z.string().nullable(),
      languages: z.array(z.string()),
      kinds: z.array(trackKindSchema),
    }),
  ),
});
export type EmbedShowcase = z.infer<typeof embedShowcaseSchema>;

export const embedFileSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  media: mediaSourceSchema.nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  /** What the owner allows viewers to do with this file (from its showcase, or defaults for embeddable files). */
  options: showcaseOptionsSchema,
  tracks: z.array(trackSummarySchema),
});
export type EmbedFile = z.infer<typeof embedFileSchema>;

export const embedTrackSchema = z.object({
  id: idSchema,
  language: z.string(),
  kind: trackKindSchema,
  cues: z.array(cueSchema),
});
export type EmbedTrack = z.infer<typeof embedTrackSchema>;

/** Words (runs of letters or digits) one search may hold: each one is another index probe. */
export const MAX_SEARCH_TERMS = 10;
const wordCount = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length;

export const showcaseSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Type something to search for')
    .max(LIMITS.searchQuery, `At most ${LIMITS.searchQuery} characters`)
    .refine((q) => wordCount(q) <= MAX_SEARCH_TERMS, `At most ${MAX_SEARCH_TERMS} words`),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

export const searchHitSchema = z.object({
  fileId: idSchema,
  trackId: idSchema,
  cueId: z.string(),
  startMs: z.number().int().nonnegative(),
  /** Cue text with each match wrapped in `<mark>…</mark>`; everything else is escaped. */
  snippet: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const showcaseSearchResponseSchema = z.object({
  hits: z.array(searchHitSchema),
  nextCursor: z.string().nullable(),
});
export type ShowcaseSearchResponse = z.infer<typeof showcaseSearchResponseSchema>;

export const correctionBodySchema = z.object({
  trackId: idSchema,
  cueId: z.string().min(1).max(64),
  originalText: z.string().max(LIMITS.proposedText),
  proposedText: z
    .string({ error: 'Write the corrected text' })
    .trim()
    .min(1, 'Write the corrected text')
    .max(LIMITS.proposedText, `At most ${LIMITS.proposedText} characters`),
  note: z.string().trim().max(LIMITS.correctionNote, `At most ${LIMITS.correctionNote} characters`).optional(),
});
export type CorrectionBody = z.input<typeof correctionBodySchema>;

export const mediaRequestBodySchema = z
  .object({
    kind: z.enum(MEDIA_REQUEST_KINDS, { error: 'Choose what you need' }),
    language: languageTagSchema.optional(),
    email: emailSchema.optional(),
    message: z.string().trim().max(LIMITS.requestMessage, `At most ${LIMITS.requestMessage} characters`).optional(),
  })
  .refine((b) => b.kind !== 'translation' || b.language, {
    path: ['language'],
    message: 'Choose the language you need',
  });
export type MediaRequestBody = z.input<typeof mediaRequestBodySchema>;
