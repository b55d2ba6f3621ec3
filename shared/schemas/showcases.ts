import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../showcase-slug';
import { idSchema } from './common';
import { type ShowcaseOptions, showcaseOptionsSchema } from './embed';

// Signed-in management of showcases.

/** What a new showcase allows until its owner changes it; also what an embeddable file outside showcases gets. */
export const DEFAULT_SHOWCASE_OPTIONS: ShowcaseOptions = {
  search: true,
  downloads: false,
  suggestions: true,
  requests: true,
  accentColor: '#1a73e8',
};

/** A showcase's readable address: lowercase words and digits joined by hyphens, unique in its workspace. */
export const showcaseSlugSchema = z
  .string({ error: 'Address is required' })
  .trim()
  .min(1, 'Address is required')
  .max(SLUG_MAX_LENGTH, `Address must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'Use lowercase letters and digits, words joined by single hyphens (e.g. welcome-week)');

export const showcaseSchema = z.object({
  id: idSchema,
  workspaceId: idSchema,
  title: z.string(),
  /** Public URLs use it (`/embed/{workspaceId}/showcases/{slug}`); the id keeps working there too. */
  slug: z.string(),
  description: z.string(),
  published: z.boolean(),
  options: showcaseOptionsSchema,
  /** In display order. */
  fileIds: z.array(idSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Showcase = z.infer<typeof showcaseSchema>;

export const listShowcasesResponseSchema = z.object({ showcases: z.array(showcaseSchema) });
export type ListShowcasesResponse = z.infer<typeof listShowcasesResponseSchema>;

const titleSchema = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(120, 'Title must be at most 120 characters');
const descriptionSchema = z.string().trim().max(2000, 'At most 2000 characters');
const fileIdsSchema = z
  .array(idSchema)
  .max(1000, 'At most 1000 files')
  .refine((ids) => new Set(ids).size === ids.length, 'A file can appear only once');

export const createShowcaseBodySchema = z.object({
  workspaceId: idSchema,
  title: titleSchema,
  /** Default: made from the title, with "-2", "-3"… when the workspace already uses it. */
  slug: showcaseSlugSchema.optional(),
  description: descriptionSchema.default(''),
  options: showcaseOptionsSchema.partial().default({}),
  fileIds: fileIdsSchema.default([]),
});
export type CreateShowcaseBody = z.input<typeof createShowcaseBodySchema>;

export const updateShowcaseBodySchema = z.object({
  title: titleSchema.optional(),
  /** A new address: links using the old one stop working (links using the id do not). */
  slug: showcaseSlugSchema.optional(),
  description: descriptionSchema.optional(),
  options: showcaseOptionsSchema.partial().optional(),
});
export type UpdateShowcaseBody = z.input<typeof updateShowcaseBodySchema>;

/** The complete new list of files in display order: reorders, adds and removes in one call. */
export const setShowcaseFilesBodySchema = z.object({ fileIds: fileIdsSchema });
export type SetShowcaseFilesBody = z.input<typeof setShowcaseFilesBodySchema>;

export const showcasePathSchema = z.object({ showcaseId: idSchema });
