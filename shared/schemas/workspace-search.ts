import { z } from 'zod';
import { idSchema } from './common';
import { showcaseSearchQuerySchema, trackKindSchema } from './embed';

/** The same query, words limit and cursor as a showcase's search. */
export const workspaceSearchQuerySchema = showcaseSearchQuerySchema;
export type WorkspaceSearchQuery = { q: string; limit?: number; cursor?: string };

export const workspaceSearchHitSchema = z.object({
  trackId: idSchema,
  cueId: z.string(),
  startMs: z.number().int().nonnegative(),
  language: z.string(),
  kind: trackKindSchema,
  /** Cue text with each match wrapped in `<mark>…</mark>`; everything else is escaped. */
  snippet: z.string(),
});
export type WorkspaceSearchHit = z.infer<typeof workspaceSearchHitSchema>;

export const workspaceSearchFileSchema = z.object({
  fileId: idSchema,
  fileName: z.string(),
  hits: z.array(workspaceSearchHitSchema),
});
export type WorkspaceSearchFile = z.infer<typeof workspaceSearchFileSchema>;

export const workspaceSearchResponseSchema = z.object({
  /** Files in the order of their best hit on this page; a file may appear again on a later page. */
  files: z.array(workspaceSearchFileSchema),
  nextCursor: z.string().nullable(),
});
export type WorkspaceSearchResponse = z.infer<typeof workspaceSearchResponseSchema>;
