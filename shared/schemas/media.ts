import { z } from 'zod';
import { LIMITS } from '../constants';
import { idSchema } from './common';
import { cueSchema, languageTagSchema, mediaSourceSchema, trackKindSchema, trackSummarySchema } from './embed';

// Signed-in management of files, tracks and cues.

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(LIMITS.fileName, `Name must be at most ${LIMITS.fileName} characters`);
const descriptionSchema = z.string().trim().max(5000, 'At most 5000 characters');
const thumbnailUrlSchema = z.string().trim().min(1).max(2000);

export const managedFileSchema = z.object({
  id: idSchema,
  workspaceId: idSchema,
  name: z.string(),
  description: z.string(),
  media: mediaSourceSchema.nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  thumbnailUrl: z.string().nullable(),
  embeddable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagedFile = z.infer<typeof managedFileSchema>;

export const listFilesResponseSchema = z.object({ files: z.array(managedFileSchema) });
export type ListFilesResponse = z.infer<typeof listFilesResponseSchema>;

export const fileWithTracksSchema = z.object({ file: managedFileSchema, tracks: z.array(trackSummarySchema) });
export type FileWithTracks = z.infer<typeof fileWithTracksSchema>;

export const createFileBodySchema = z.object({
  workspaceId: idSchema,
  name: nameSchema,
  description: descriptionSchema.default(''),
  media: mediaSourceSchema.nullable().default(null),
  durationMs: z.number().int().nonnegative().nullable().default(null),
  thumbnailUrl: thumbnailUrlSchema.nullable().default(null),
  embeddable: z.boolean().default(false),
});
export type CreateFileBody = z.input<typeof createFileBodySchema>;

export const updateFileBodySchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    media: mediaSourceSchema.nullable(),
    durationMs: z.number().int().nonnegative().nullable(),
    thumbnailUrl: thumbnailUrlSchema.nullable(),
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
export const MAX_CUES_PER_TRACK = 20_000;

export const putCuesBodySchema = z.object({
  cues: z
    .array(
      cueSchema.extend({
        id: z.string().trim().min(1).max(64),
        text: z.string().max(LIMITS.proposedText * 5),
        speaker: z.string().max(100).optional(),
      }),
    )
    .max(MAX_CUES_PER_TRACK, `At most ${MAX_CUES_PER_TRACK} cues`)
    .refine((cues) => new Set(cues.map((c) => c.id)).size === cues.length, 'Cue ids must be unique')
    .refine((cues) => cues.every((c) => c.endMs >= c.startMs), 'A cue cannot end before it starts'),
});
export type PutCuesBody = z.input<typeof putCuesBodySchema>;

export const managedTrackSchema = trackSummarySchema.extend({
  fileId: idSchema,
  /** Increases with every change of the cues. */
  version: z.number().int().positive(),
  cues: z.array(cueSchema),
});
export type ManagedTrack = z.infer<typeof managedTrackSchema>;
