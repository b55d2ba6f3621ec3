import { z } from 'zod';
import { idSchema, PG_INTEGER_MAX } from './common';
import { cueSchema } from './embed';
import { MAX_CUES_PER_TRACK, putCuesBodySchema } from './media';

// A track's version history, merging saves (PATCH cues) and who else is editing (issue 14, docs/editor-api.md).

/** A track version number (`tracks.version` after a change), in a JSON body. */
export const versionNumberSchema = z
  .number({ error: 'Must be a version number' })
  .int('Must be a whole number')
  .positive('Must be at least 1')
  .max(PG_INTEGER_MAX, `At most ${PG_INTEGER_MAX}`);
/** The same in a path or query string. */
const versionParamSchema = z.coerce.number({ error: 'Must be a version number' }).pipe(versionNumberSchema);

/** What wrote a version: an editor's save, a restore, an imported document or transcript, an engine job, or an accepted viewer correction. */
export const VERSION_SOURCES = ['edit', 'restore', 'import', 'job', 'viewer_correction'] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

export const versionAuthorSchema = z.object({ uid: z.string(), name: z.string() });
export type VersionAuthor = z.infer<typeof versionAuthorSchema>;

/** One version of a track: who wrote it, when, and how many cues it changed, added and removed against the one before. */
export const versionSummarySchema = z.object({
  version: z.number().int().positive(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Null for jobs and for people whose account is gone. */
  author: versionAuthorSchema.nullable(),
  source: z.enum(VERSION_SOURCES),
  changed: z.number().int().nonnegative(),
  added: z.number().int().nonnegative(),
  removed: z.number().int().nonnegative(),
  /** The version a restore brought back, else null. */
  restoredFrom: z.number().int().positive().nullable(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionPathSchema = z.object({ fileId: idSchema, trackId: idSchema, version: versionParamSchema });

export const listVersionsQuerySchema = z.object({
  workspaceId: idSchema,
  /** Only versions older than this one (the previous page's `nextBefore`). */
  before: versionParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type ListVersionsQuery = z.input<typeof listVersionsQuerySchema>;

export const listVersionsResponseSchema = z.object({
  /** Newest first. */
  versions: z.array(versionSummarySchema),
  /** Pass as `before` for the next page; null when there is none. */
  nextBefore: z.number().int().nullable(),
});
export type ListVersionsResponse = z.infer<typeof listVersionsResponseSchema>;

export const versionWithCuesSchema = z.object({ version: versionSummarySchema, cues: z.array(cueSchema) });
export type VersionWithCues = z.infer<typeof versionWithCuesSchema>;

/** The version the client's copy is based on: a save or restore on any other version is refused (409). */
export const baseVersionSchema = z.object({ baseVersion: versionNumberSchema });
export type RestoreVersionBody = z.input<typeof baseVersionSchema>;

/** `?baseVersion=` on `PUT …/cues` with a WebVTT body (a JSON body carries it as a field). */
export const putCuesQuerySchema = z.object({ workspaceId: idSchema, baseVersion: versionParamSchema.optional() });

const editableCueSchema = putCuesBodySchema.shape.cues.element;

/** The JSON body of `PUT …/cues`: the whole list, optionally only if the track is still at `baseVersion`. */
export const putCuesWithBaseBodySchema = putCuesBodySchema.extend({ baseVersion: versionNumberSchema.optional() });
export type PutCuesWithBaseBody = z.input<typeof putCuesWithBaseBodySchema>;

/** `PATCH …/cues`: the cues changed or added since `baseVersion` and the ids removed. */
export const patchCuesBodySchema = z
  .object({
    baseVersion: versionNumberSchema,
    upsert: z.array(editableCueSchema).max(MAX_CUES_PER_TRACK, `At most ${MAX_CUES_PER_TRACK} cues`).default([]),
    delete: z.array(z.string().trim().min(1).max(64)).max(MAX_CUES_PER_TRACK).default([]),
  })
  .refine((b) => new Set(b.upsert.map((c) => c.id)).size === b.upsert.length, {
    message: 'Cue ids must be unique',
    path: ['upsert'],
  })
  .refine((b) => b.upsert.every((c) => c.endMs >= c.startMs), {
    message: 'A cue cannot end before it starts',
    path: ['upsert'],
  })
  .refine((b) => !b.upsert.some((c) => b.delete.includes(c.id)), {
    message: 'A cue cannot be both changed and deleted',
    path: ['delete'],
  });
export type PatchCuesBody = z.input<typeof patchCuesBodySchema>;

/** Changes to a track's cues: changed or new cues and removed ids. */
export const cueChangesSchema = z.object({ upsert: z.array(cueSchema), delete: z.array(z.string()) });
export type CueChanges = z.infer<typeof cueChangesSchema>;

export const patchCuesResponseSchema = z.object({
  version: z.number().int().positive(),
  /** ISO 8601. */
  updatedAt: z.string(),
  /** True when the save was based on an older version and applied on top of others' changes. */
  merged: z.boolean(),
  /** The net changes others made since `baseVersion` (empty unless `merged`): fold them into the editor. */
  theirs: cueChangesSchema,
});
export type PatchCuesResponse = z.infer<typeof patchCuesResponseSchema>;

/** `details` of a 409 `version_conflict`: the current version and, for a PATCH, the cues both sides changed. */
export const versionConflictDetailsSchema = z.object({
  currentVersion: z.number().int().positive(),
  /** Each cue changed both in the save and by others since its base; `theirs` is null when they deleted it. */
  conflicts: z.array(z.object({ cueId: z.string(), theirs: cueSchema.nullable() })),
});
export type VersionConflictDetails = z.infer<typeof versionConflictDetailsSchema>;
export type VersionConflict = VersionConflictDetails['conflicts'][number];

/** Someone else with the track open in the editor now (a heartbeat in the last 45 s). */
export const trackEditorSchema = z.object({
  uid: z.string(),
  name: z.string(),
  /** ISO 8601: when this editing session began. */
  since: z.string(),
});
export type TrackEditor = z.infer<typeof trackEditorSchema>;

export const trackEditorsResponseSchema = z.object({ editors: z.array(trackEditorSchema) });
export type TrackEditorsResponse = z.infer<typeof trackEditorsResponseSchema>;

/** A heartbeat older than this has expired; the client beats every 15 s and on focus. */
export const EDITING_EXPIRY_SECONDS = 45;
export const EDITING_HEARTBEAT_SECONDS = 15;
