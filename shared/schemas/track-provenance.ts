import { z } from 'zod';
import { TRACK_ORIGINS } from '../compliance/criteria';

/**
 * How a track was made and who has checked it (issue 30): the engine and model for machine work, how many people
 * have edited it, and the latest review and verification. The file page shows it beside each track.
 */
export const trackProvenanceSchema = z.object({
  origin: z.enum(TRACK_ORIGINS),
  /** The provider that made a machine track (`whisper`, `pocketsphinx`, `google`, `apertium` …), when known. */
  engine: z.string().nullable(),
  /** The model it used, for providers that choose among several (whisper's `base.en`). */
  model: z.string().nullable(),
  /** Distinct people whose edits, accepted corrections or restores are in the track's history. */
  editors: z.number().int().nonnegative(),
  reviewed: z.object({ by: z.string().nullable(), at: z.string() }).nullable(),
  verified: z.object({ by: z.string().nullable(), at: z.string(), accuracy: z.number().nullable() }).nullable(),
});
export type TrackProvenance = z.infer<typeof trackProvenanceSchema>;
