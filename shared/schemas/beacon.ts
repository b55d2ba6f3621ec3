import { z } from 'zod';
import { idSchema } from './common';

/** What an embed reports (issue 14); the server keeps only a daily count of each per file. */
export const BEACON_EVENT_TYPES = ['play', 'search', 'cue_click', 'download', 'correction'] as const;
export type BeaconEventType = (typeof BEACON_EVENT_TYPES)[number];

/** The most events one batch may carry. */
export const BEACON_MAX_EVENTS = 50;

export const beaconBodySchema = z.object({
  events: z
    .array(
      z.object({
        type: z.enum(BEACON_EVENT_TYPES),
        fileId: idSchema,
        /** When it happened (ISO 8601); only its UTC day is kept. */
        at: z.iso.datetime({ offset: true }).optional(),
      }),
    )
    .min(1)
    .max(BEACON_MAX_EVENTS),
});
export type BeaconBody = z.infer<typeof beaconBodySchema>;
