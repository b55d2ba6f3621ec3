import { z } from 'zod';

// whisper.cpp models on this server: the pinned table, what is installed, downloads in progress, and which engine each
// language uses (operators only; see docs/engines.md).

export const whisperModelNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'Must be a model name such as base.en or small-q5_1');

export const whisperModelParamsSchema = z.object({ name: whisperModelNameSchema });

export const MODEL_INSTALL_STATES = ['downloading', 'verifying', 'failed'] as const;

/** A download started on this server: its bytes so far, or why it failed (an installed model has none). */
export const modelInstallSchema = z.object({
  state: z.enum(MODEL_INSTALL_STATES),
  receivedBytes: z.number().int().nonnegative(),
  totalBytes: z.number().int().nonnegative(),
  error: z.string().nullable(),
});
export type ModelInstall = z.infer<typeof modelInstallSchema>;

export const whisperModelSchema = z.object({
  /** whisper.cpp's name; the file is `ggml-<name>.bin`. */
  name: z.string(),
  family: z.enum(['tiny', 'base', 'small', 'medium']).nullable(),
  /** About 99 languages; false: English only. Null for an installed file whose header could not be read. */
  multilingual: z.boolean().nullable(),
  quantisation: z.enum(['q5_0', 'q5_1', 'q8_0']).nullable(),
  bytes: z.number().int().nonnegative(),
  /** The pinned SHA-256 a download must match; null for a file installed outside the table (`--allow-unpinned`). */
  sha256: z.string().nullable(),
  /** Memory whisper.cpp needs to run it; `ramEstimated` for quantised files (whisper.cpp publishes f16 figures only). */
  ramBytes: z.number().nullable(),
  ramEstimated: z.boolean(),
  /** Speed relative to Whisper large (e.g. 16: sixteen times as fast), from the Whisper paper. */
  relativeSpeed: z.number().nullable(),
  accuracy: z.string(),
  installed: z.boolean(),
  /** Why an installed file cannot be used (damaged, not a model), or null. */
  problem: z.string().nullable(),
  install: modelInstallSchema.nullable(),
});
export type WhisperModel = z.infer<typeof whisperModelSchema>;

/** The engine (and model) an order naming no provider uses for these catalogue languages. */
export const transcriptionChoiceSchema = z.object({
  /** Primary language subtags, e.g. `en`. */
  languages: z.array(z.string()),
  languageNames: z.array(z.string()),
  provider: z.string().nullable(),
  model: z.string().nullable(),
});
export type TranscriptionChoice = z.infer<typeof transcriptionChoiceSchema>;

export const whisperModelsResponseSchema = z.object({
  models: z.array(whisperModelSchema),
  choices: z.array(transcriptionChoiceSchema),
  /** WHISPER_MODEL when set: it wins over every installed model. */
  configuredModel: z.string().nullable(),
  /** Where installs are downloaded from (WHISPER_MODEL_SOURCE). */
  source: z.string(),
  /** DATA_DIR/models, and the bytes free on its disk (null when it cannot be read). */
  directory: z.string().nullable(),
  freeBytes: z.number().nullable(),
});
export type WhisperModelsResponse = z.infer<typeof whisperModelsResponseSchema>;
