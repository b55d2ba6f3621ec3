import type {
  DisplayLanguage,
  SupportedTranscriptionsResponse,
  SupportedTranslationsResponse,
  SupportedVoicesResponse,
} from '../schemas/catalogues';
import type { ApiClient, CallOptions } from './client';

/**
 * Languages the transcription model understands, named in `displayLanguageCode` (the UI's language). Sends the
 * specification's exact call: `transcriptionProvider=google`, `version=v2`, `model=chirp_2`.
 */
export function getSupportedTranscriptions(
  client: ApiClient,
  query: { displayLanguageCode: DisplayLanguage },
  options: CallOptions = {},
) {
  return client.request<SupportedTranscriptionsResponse>('GET', '/supported_transcriptions', {
    query: {
      transcriptionProvider: 'google',
      displayLanguageCode: query.displayLanguageCode,
      version: 'v2',
      model: 'chirp_2',
    },
    signal: options.signal,
  });
}

/** Languages machine translation can target, named in `displayLanguageCode` (the UI's language). */
export function getSupportedTranslations(
  client: ApiClient,
  query: { displayLanguageCode: DisplayLanguage },
  options: CallOptions = {},
) {
  return client.request<SupportedTranslationsResponse>('GET', '/supported_translations', {
    query: { translationProvider: 'google', displayLanguageCode: query.displayLanguageCode },
    signal: options.signal,
  });
}

/** Synthetic voices with language and gender. */
export function getSupportedVoices(client: ApiClient, query: { voiceProvider: 'google' }, options: CallOptions = {}) {
  return client.request<SupportedVoicesResponse>('GET', '/supported_voices', { query, signal: options.signal });
}
