import { z } from 'zod';

// Which engines this server can run (issue 13); see docs/engines.md.

export const ENGINE_CAPABILITIES = ['transcribe', 'align', 'translate', 'synthesize'] as const;
export type EngineCapability = (typeof ENGINE_CAPABILITIES)[number];

export const engineProviderSchema = z.object({
  capability: z.enum(ENGINE_CAPABILITIES),
  /** Stable id used in job orders (`provider`) and configuration, e.g. `pocketsphinx`, `google`. */
  provider: z.string(),
  label: z.string(),
  /** Runs on this server without sending media elsewhere. */
  embedded: z.boolean(),
  available: z.boolean(),
  /** Why it is unavailable, or null. */
  reason: z.string().nullable(),
  /** The one line that would make it available (a package install or settings), or null. */
  install: z.string().nullable(),
  /** BCP 47 languages it serves, or null when they are a catalogue's (`/supported_*`). */
  languages: z.array(z.string()).nullable(),
  /** Chosen for this capability when an order names no provider. */
  preferred: z.boolean(),
});
export type EngineProvider = z.infer<typeof engineProviderSchema>;

export const enginesResponseSchema = z.object({ engines: z.array(engineProviderSchema) });
export type EnginesResponse = z.infer<typeof enginesResponseSchema>;
