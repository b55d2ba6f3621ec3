import { z } from 'zod';

// Language and voice catalogues (data shipped with the server, see server/catalogues/README.md).

export const displayLanguageSchema = z.enum(['en', 'es'], { error: 'displayLanguageCode must be "en" or "es"' });
/** The languages catalogue entries are named in: the UI's language. */
export type DisplayLanguage = z.infer<typeof displayLanguageSchema>;

export const supportedTranscriptionsQuerySchema = z.object({
  transcriptionProvider: z.enum(['google'], { error: 'transcriptionProvider must be "google"' }),
  displayLanguageCode: displayLanguageSchema.default('en'),
  version: z.enum(['v2'], { error: 'version must be "v2"' }).default('v2'),
  model: z.enum(['chirp_2'], { error: 'model must be "chirp_2"' }).default('chirp_2'),
});
/** Providers on this server that can serve the language now (`GET /engines` says why others cannot). */
const providersSchema = z.array(z.string()).optional();

export const supportedTranscriptionsResponseSchema = z.object({
  results: z.array(z.object({ BCP_47: z.string(), Name: z.string(), providers: providersSchema })),
});
export type SupportedTranscriptionsResponse = z.infer<typeof supportedTranscriptionsResponseSchema>;

export const supportedTranslationsQuerySchema = z.object({
  translationProvider: z.enum(['google'], { error: 'translationProvider must be "google"' }),
  displayLanguageCode: displayLanguageSchema.default('en'),
});
export const supportedTranslationsResponseSchema = z.object({
  languages: z.array(z.object({ languageCode: z.string(), name: z.string(), providers: providersSchema })),
});
export type SupportedTranslationsResponse = z.infer<typeof supportedTranslationsResponseSchema>;

export const supportedVoicesQuerySchema = z.object({
  voiceProvider: z.enum(['google'], { error: 'voiceProvider must be "google"' }),
});
export const voiceSchema = z.object({
  name: z.string(),
  language: z.string(),
  gender: z.enum(['MALE', 'FEMALE', 'NEUTRAL']).nullable(),
  providers: providersSchema,
});
export const supportedVoicesResponseSchema = z.object({ voices: z.array(voiceSchema) });
export type SupportedVoicesResponse = z.infer<typeof supportedVoicesResponseSchema>;
