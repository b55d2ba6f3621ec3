import { z } from 'zod';
import { PLATFORM_TYPES } from '../constants';
import { platformTypeSchema } from './integrations';
import { JOB_STATES } from './jobs';

// The platform inventory (issue 29, "every item in each connected platform"; docs/compliance.md, "Platform
// inventory"): a job that lists each connected platform's items and makes each an asset of the ledger.

/** At most this many items are read from one platform in a sync (the rest wait for a platform-side search). */
export const SYNC_MAX_ITEMS = 5000;

export const platformSyncResultSchema = z.object({
  platform: z.enum(PLATFORM_TYPES),
  /** Items listed (each an asset now). */
  items: z.number().int(),
  /** Of those, assets the ledger did not have before. */
  added: z.number().int(),
  /** The listing stopped at SYNC_MAX_ITEMS. */
  truncated: z.boolean(),
  /** Why this platform could not be read (reconnect, unavailable), or null. */
  error: z.string().nullable(),
});
export type PlatformSyncResult = z.infer<typeof platformSyncResultSchema>;

const isoTime = z.string().describe('ISO 8601 time');

export const platformSyncSchema = z.object({
  /** The sync's job (`POST …/jobs/{jobId}/cancel` stops it). */
  id: z.string(),
  status: z.enum(JOB_STATES),
  /** 0..1 over the platforms. */
  progress: z.number(),
  /** The platform being read now, or the last one. */
  platform: z.string().nullable(),
  /** Each platform's outcome, once the sync has ended. */
  platforms: z.array(platformSyncResultSchema),
  error: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type PlatformSync = z.infer<typeof platformSyncSchema>;

export const platformSyncResponseSchema = z.object({ sync: platformSyncSchema.nullable() });
export type PlatformSyncResponse = z.infer<typeof platformSyncResponseSchema>;

export const startPlatformSyncBodySchema = z.strictObject({
  /** Only these connected platforms (default: every connected platform that can be listed). */
  platforms: z.array(platformTypeSchema).min(1, 'Name at least one platform').max(PLATFORM_TYPES.length).optional(),
});
export type StartPlatformSyncBody = z.infer<typeof startPlatformSyncBodySchema>;
