import { z } from 'zod';
import { FILE_STATUSES, type PlatformType, TRACK_KINDS } from '../constants';
import { CAPTION_FORMATS, type CaptionFormat } from '../captions/model';
import { idSchema } from './common';
import { platformTypeSchema } from './integrations';

/** How each platform is named in messages people read. */
export const PLATFORM_NAMES: Record<PlatformType, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  wistia: 'Wistia',
  brightcove: 'Brightcove',
  kaltura: 'Kaltura',
  panopto: 'Panopto',
  mux: 'Mux',
  box: 'Box',
  dropbox: 'Dropbox',
  googledrive: 'Google Drive',
  canvas: 'Canvas',
  rev: 'Rev',
};

/** The platforms with a files route (`files/<platform>`): browsed like the platform's own library. */
export const BROWSABLE_PLATFORMS = ['panopto', 'youtube', 'brightcove', 'googledrive', 'box', 'kaltura'] as const;

/**
 * The platforms whose API takes an extra audio track, so a file's described audio can be published beside the
 * original (docs/platforms.md says what the others take).
 */
export const AUDIO_TRACK_PLATFORMS: readonly PlatformType[] = ['mux', 'brightcove'];

/**
 * The platforms whose API makes a new video from a link it fetches, so a file's extended video can be published as
 * a new item beside the original (never replacing it: its pauses would reach every viewer).
 */
export const VIDEO_PUBLISH_PLATFORMS: readonly PlatformType[] = ['mux', 'vimeo', 'wistia', 'brightcove'];

/** An id the platform chose: opaque, so only its length and printable characters are checked. */
const platformIdSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(200, 'Must be at most 200 characters')
  .regex(/^[^\s/?#]+$/, 'Must not contain spaces, "/", "?" or "#"');

export const platformPathSchema = z.object({ workspaceId: idSchema, platform: platformTypeSchema });
export const platformItemPathSchema = platformPathSchema.extend({ itemId: platformIdSchema });

export const listPlatformItemsQuerySchema = z.object({
  folderId: platformIdSchema.optional(),
  query: z.string().trim().max(200, 'Must be at most 200 characters').optional(),
  /** The `nextCursor` of the previous page, as the platform gave it. */
  cursor: z.string().max(2000, 'Must be at most 2000 characters').optional(),
});
export type ListPlatformItemsQuery = z.infer<typeof listPlatformItemsQuerySchema>;

export const platformFolderSchema = z.object({ id: z.string(), title: z.string(), itemCount: z.number().nullable() });
export type PlatformFolder = z.infer<typeof platformFolderSchema>;

export const platformItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  durationMs: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** Where a person watches it on the platform. */
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** How many caption tracks it has on the platform, when the listing says. */
  captions: z.number().optional(),
});
export type PlatformItem = z.infer<typeof platformItemSchema>;

export const platformCaptionKindSchema = z.enum(TRACK_KINDS);
export const captionFormatSchema = z.enum(CAPTION_FORMATS as readonly [CaptionFormat, ...CaptionFormat[]]);

export const platformCaptionSchema = z.object({
  id: z.string(),
  /** BCP 47 language tag as the platform gives it. */
  language: z.string(),
  label: z.string(),
  kind: platformCaptionKindSchema,
  format: captionFormatSchema,
  /** Made by the platform's own speech recognition (YouTube's automatic captions), when the platform says. */
  machine: z.boolean().optional(),
});
export type PlatformCaption = z.infer<typeof platformCaptionSchema>;

/** The library file an item was imported as, or null when it was not. */
export const importedStateSchema = z
  .object({ fileId: z.string(), status: z.enum(FILE_STATUSES), tracks: z.number().int() })
  .nullable();
export type ImportedState = z.infer<typeof importedStateSchema>;

export const listPlatformItemsResponseSchema = z.object({
  folders: z.array(platformFolderSchema),
  items: z.array(platformItemSchema.extend({ imported: importedStateSchema })),
  nextCursor: z.string().nullable(),
});
export type ListPlatformItemsResponse = z.infer<typeof listPlatformItemsResponseSchema>;

export const publicationSchema = z.object({
  trackId: z.string(),
  language: z.string(),
  platformCaptionId: z.string(),
  publishedAt: z.string(),
  /** The track version that was sent. */
  trackVersion: z.number().int(),
  /** The track was edited after it was sent. */
  changedSincePublished: z.boolean(),
});
export type Publication = z.infer<typeof publicationSchema>;

export const platformItemResponseSchema = z.object({
  item: platformItemSchema,
  captions: z.array(platformCaptionSchema),
  imported: importedStateSchema,
  publications: z.array(publicationSchema),
  /** What the platform lets us do with captions (Brightcove and Mux take none from us). */
  capabilities: z.object({ captionsRead: z.boolean(), captionsWrite: z.boolean() }),
});
export type PlatformItemResponse = z.infer<typeof platformItemResponseSchema>;

export const MAX_IMPORT_ITEMS = 50;

export const importPlatformItemsBodySchema = z.object({
  itemIds: z
    .array(platformIdSchema)
    .min(1, 'Choose at least one item')
    .max(MAX_IMPORT_ITEMS, `At most ${MAX_IMPORT_ITEMS} items at a time`),
  /** Also bring the item's existing platform captions in as tracks. */
  captions: z.boolean(),
});
export type ImportPlatformItemsBody = z.infer<typeof importPlatformItemsBodySchema>;

export const importResultSchema = z.object({
  itemId: z.string(),
  fileId: z.string().nullable(),
  status: z.enum(['queued', 'already_imported', 'failed']),
  error: z.string().optional(),
});
export const importPlatformItemsResponseSchema = z.object({ imports: z.array(importResultSchema) });
export type ImportPlatformItemsResponse = z.infer<typeof importPlatformItemsResponseSchema>;

export const importPlatformCaptionsBodySchema = z.object({
  captionIds: z.array(platformIdSchema).min(1, 'Choose at least one caption track').max(50),
});
export type ImportPlatformCaptionsBody = z.infer<typeof importPlatformCaptionsBodySchema>;

export const importPlatformCaptionsResponseSchema = z.object({
  tracks: z.array(z.object({ captionId: z.string(), trackId: z.string(), language: z.string() })),
});
export type ImportPlatformCaptionsResponse = z.infer<typeof importPlatformCaptionsResponseSchema>;

export const publishTracksBodySchema = z.object({
  tracks: z
    .array(z.object({ trackId: idSchema }))
    .min(1, 'Choose at least one track')
    .max(50),
});
export type PublishTracksBody = z.infer<typeof publishTracksBodySchema>;

export const publishTracksResponseSchema = z.object({
  results: z.array(
    z.object({
      trackId: z.string(),
      status: z.enum(['published', 'failed']),
      platformCaptionId: z.string().optional(),
      error: z.string().optional(),
    }),
  ),
});
export type PublishTracksResponse = z.infer<typeof publishTracksResponseSchema>;

export const publishDescribedAudioBodySchema = z.object({
  /** The descriptions track whose newest finished described audio render is sent. */
  trackId: idSchema,
});
export type PublishDescribedAudioBody = z.infer<typeof publishDescribedAudioBodySchema>;

export const publishDescribedAudioResponseSchema = z.object({
  trackId: z.string(),
  /** The render job whose described audio the platform was given (later renders do not change it). */
  renderJobId: z.string(),
  /** The audio track's id on the platform. */
  platformTrackId: z.string(),
  /**
   * The track's name, e.g. "English (described)": Mux's players list it so; Brightcove's label it from its
   * language and variant (`descriptive`) instead.
   */
  name: z.string(),
});
export type PublishDescribedAudioResponse = z.infer<typeof publishDescribedAudioResponseSchema>;

export const publishExtendedVideoBodySchema = z.object({
  /** The descriptions track whose newest finished extended video render is sent. */
  trackId: idSchema,
});
export type PublishExtendedVideoBody = z.infer<typeof publishExtendedVideoBodySchema>;

export const publishExtendedVideoResponseSchema = z.object({
  trackId: z.string(),
  /** The render job whose extended video the platform was given (later renders do not change it). */
  renderJobId: z.string(),
  /** The new item's id on the platform, beside the original. */
  platformItemId: z.string(),
  /** Where people watch the new item, when the platform says. */
  link: z.string().optional(),
  /** The new item's title, e.g. "Lecture 1 (extended audio description)". */
  title: z.string(),
});
export type PublishExtendedVideoResponse = z.infer<typeof publishExtendedVideoResponseSchema>;
