import { z } from 'zod';
import { idSchema } from './common';

/** A job's life: `queued` → `running` → one of the three ends. A retry after a fault goes back to `queued`. */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** States a job cannot leave. */
export const FINISHED_JOB_STATES: readonly JobState[] = ['succeeded', 'failed', 'cancelled'];

/** The steps of the media pipeline (kind `media`), in order; `poster` and `rendition` are skipped when not needed. */
export const MEDIA_STEPS = ['probe', 'poster', 'peaks', 'rendition'] as const;
export type MediaStep = (typeof MEDIA_STEPS)[number];

/** Long work on a file (processing, transcription, translation…), as the admin sees it. */
export const jobSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  fileId: z.string().nullable(),
  /** `media` (processing after upload); issue 13 adds `transcribe`, `align`, `translate`, `describe`, `voiceover`. */
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** 0..1 within the whole job. */
  progress: z.number().min(0).max(1),
  /** The step running now (e.g. `probe`), or the last one. */
  step: z.string().nullable(),
  /** Why it failed or was cancelled, in words a person can act on. */
  error: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  /** How many times a worker has started it (1 on the first run; more after retries). */
  attempts: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListQuerySchema = z.object({ fileId: idSchema.optional() });

export const workspaceJobParamsSchema = z.object({ workspaceId: idSchema, jobId: idSchema });
export const workspaceFileParamsSchema = z.object({ workspaceId: idSchema, fileId: idSchema });

/** The `file` event on the workspace's event stream. */
export const fileEventSchema = z.object({
  id: z.string(),
  status: z.enum(['uploading', 'queued', 'processing', 'ready', 'failed']),
});
export type FileEvent = z.infer<typeof fileEventSchema>;

/**
 * Waveform peaks (`peaks.json` of a processed file): `samplesPerSecond` pairs per second of media, each pair the
 * lowest and highest sample in its window scaled to -127..127, flattened as `[min0, max0, min1, max1, …]`.
 */
export const peaksSchema = z.object({
  version: z.literal(1),
  samplesPerSecond: z.number().int().positive(),
  durationMs: z.number().int().nonnegative(),
  bits: z.literal(8),
  data: z.array(z.number().int().min(-128).max(127)),
});
export type Peaks = z.infer<typeof peaksSchema>;

/** The renditions jobs make from a track and serve under `/api/media/{fileId}/<path>/{trackId}`. */
export const RENDER_KINDS = ['described_audio', 'extended_video', 'voiceover'] as const;
export type RenderKind = (typeof RENDER_KINDS)[number];

/** One track's newest finished render of a kind, still stored (what the media route serves). */
export const fileRenderSchema = z.object({
  trackId: z.string(),
  kind: z.enum(RENDER_KINDS),
  /** The job that made it. */
  jobId: z.string(),
  finishedAt: z.string(),
  /** The stored rendition's size. */
  bytes: z.number().int().nonnegative(),
});
export type FileRender = z.infer<typeof fileRenderSchema>;

export const fileRendersSchema = z.object({ renders: z.array(fileRenderSchema) });
export type FileRenders = z.infer<typeof fileRendersSchema>;
