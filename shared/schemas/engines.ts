import { z } from 'zod';
import { idSchema } from './common';

// Which engines this server can run (issue 13); see docs/engines.md.

export const ENGINE_CAPABILITIES = ['transcribe', 'align', 'translate', 'synthesize', 'ocr'] as const;
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

/** Machine work a manager can order on a file; each spends minutes (the file's duration, rounded up). */
export const ENGINE_JOB_KINDS = [
  'transcribe',
  'align',
  'translate',
  'describe',
  'voiceover',
  'describe_analysis',
  'described_audio',
  'extended_video',
] as const;
export type EngineJobKind = (typeof ENGINE_JOB_KINDS)[number];

const languageTagSchema = z
  .string()
  .trim()
  .max(35, 'Must be at most 35 characters')
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'Must be a BCP 47 language tag such as en-US or es');

export const orderJobParamsSchema = z.object({ workspaceId: idSchema, fileId: idSchema });

/**
 * `transcribe` needs `language`; `align` (re-time a track's text to the audio), `describe` (voice a
 * descriptions track) and `voiceover` (dub with a translated track) need `trackId`; `translate` needs
 * `trackId` and `targetLanguage`; `describe_analysis` (what in a video needs describing) takes nothing else.
 * `described_audio` (the programme with its descriptions mixed in, ducked under them) and `extended_video` (an MP4
 * whose picture holds while each extended description plays) need a descriptions `trackId`.
 * `provider` picks an engine from `GET /engines`; `voice` one of its voices.
 */
export const orderJobBodySchema = z
  .object({
    kind: z.enum(ENGINE_JOB_KINDS, { error: `kind must be one of: ${ENGINE_JOB_KINDS.join(', ')}` }),
    language: languageTagSchema.optional(),
    targetLanguage: languageTagSchema.optional(),
    trackId: idSchema.optional(),
    voice: z.string().trim().min(1).max(100).optional(),
    provider: z
      .string()
      .max(40)
      .regex(/^[a-z0-9-]+$/, 'Must be a provider id from GET /engines')
      .optional(),
  })
  .superRefine((body, ctx) => {
    const need = (field: 'language' | 'targetLanguage' | 'trackId') => {
      if (body[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `Required for ${body.kind}` });
    };
    if (body.kind === 'describe_analysis') {
      for (const field of ['language', 'targetLanguage', 'trackId', 'voice', 'provider'] as const) {
        if (body[field] !== undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: 'Not used by describe_analysis' });
      }
      return;
    }
    if (body.kind === 'transcribe') need('language');
    if (body.kind !== 'transcribe') need('trackId');
    if (body.kind === 'translate') need('targetLanguage');
  });
export type OrderJobBody = z.infer<typeof orderJobBodySchema>;
