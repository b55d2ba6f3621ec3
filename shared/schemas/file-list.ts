import { z } from 'zod';
import { FILE_STATUSES, LIMITS } from '../constants';
import { idSchema } from './common';
import { languageTagSchema, trackKindSchema } from './embed';
import { managedFileSchema } from './media';

// The media library's list and bulk calls, and adding a file by link.

export const FILE_SORTS = ['name', '-name', 'updated', '-updated', 'duration', '-duration'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export const fileStatusSchema = z.enum(FILE_STATUSES);

export const MAX_FILES_PAGE = 100;

export const listFilesQuerySchema = z.object({
  workspaceId: idSchema,
  /** The `nextCursor` of the previous page, with the same sort and filters. */
  cursor: z.string().trim().min(1).max(500, 'At most 500 characters').optional(),
  limit: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(MAX_FILES_PAGE, `At most ${MAX_FILES_PAGE}`)
    .default(50),
  /** Part of the name, any case. */
  q: z.string().trim().max(LIMITS.searchQuery, `At most ${LIMITS.searchQuery} characters`).optional(),
  sort: z.enum(FILE_SORTS, { error: `Sort by one of: ${FILE_SORTS.join(', ')}` }).default('-updated'),
  status: fileStatusSchema.optional(),
  /** Files with at least one track in this language. */
  language: languageTagSchema.optional(),
  /** Files carrying a label of the same name as this one (labels belong to one file each). */
  labelId: idSchema.optional(),
});
export type ListFilesQuery = Omit<z.input<typeof listFilesQuerySchema>, 'limit'> & { limit?: number };

export const fileListItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: fileStatusSchema,
  error: z.string().nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  thumbnailUrl: z.string().nullable(),
  embeddable: z.boolean(),
  tracks: z.array(z.object({ language: z.string(), kind: trackKindSchema })),
  labels: z.array(z.object({ id: idSchema, name: z.string(), color: z.string() })),
  /** Assignments of the file that are neither completed nor cancelled. */
  openAssignments: z.number().int().nonnegative(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type FileListItem = z.infer<typeof fileListItemSchema>;

export const listFilesResponseSchema = z.object({
  files: z.array(fileListItemSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many files match the filters, across all pages. */
  total: z.number().int().nonnegative(),
});
export type ListFilesResponse = z.infer<typeof listFilesResponseSchema>;

export const fileFromLinkBodySchema = z.object({
  workspaceId: idSchema,
  url: z.string({ error: 'Enter a link' }).trim().min(1, 'Enter a link').max(2000, 'At most 2000 characters'),
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.fileName, `Name must be at most ${LIMITS.fileName} characters`)
    .optional(),
});
export type FileFromLinkBody = z.input<typeof fileFromLinkBodySchema>;

export const fileFromLinkResponseSchema = z.object({ file: managedFileSchema });

export const MAX_BULK_FILES = 100;
export const BULK_FILE_ACTIONS = ['delete', 'set_embeddable'] as const;

export const bulkFilesBodySchema = z
  .object({
    workspaceId: idSchema,
    fileIds: z
      .array(idSchema)
      .min(1, 'Choose at least one file')
      .max(MAX_BULK_FILES, `At most ${MAX_BULK_FILES} files at once`),
    action: z.enum(BULK_FILE_ACTIONS, { error: `One of: ${BULK_FILE_ACTIONS.join(', ')}` }),
    embeddable: z.boolean().optional(),
  })
  .refine((b) => b.action !== 'set_embeddable' || b.embeddable !== undefined, {
    path: ['embeddable'],
    message: 'Required for set_embeddable',
  });
export type BulkFilesBody = z.input<typeof bulkFilesBodySchema>;

export const bulkFilesResponseSchema = z.object({
  /** How many of the named files the workspace had and changed (or deleted). */
  updated: z.number().int().nonnegative(),
});
export type BulkFilesResponse = z.infer<typeof bulkFilesResponseSchema>;
