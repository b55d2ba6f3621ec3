import type {
  SupportedTranscriptionsResponse,
  SupportedTranslationsResponse,
  SupportedVoicesResponse,
} from '../schemas/catalogues';
import type { ApiClient, CallOptions } from './client';

/** Languages a transcription model understands, named in `displayLanguageCode` (en or es). */
export function getSupportedTranscriptions(
  client: ApiClient,
  query: { transcriptionProvider: 'google'; displayLanguageCode?: 'en' | 'es'; version?: 'v2'; model?: 'chirp_2' },
  options: CallOptions = {},
) {
  return client.request<SupportedTranscriptionsResponse>('GET', '/supported_transcriptions', {
    query,
    signal: options.signal,
  });
}

/** Languages machine translation can target. */
export function getSupportedTranslations(
  client: ApiClient,
  query: { translationProvider: 'google'; displayLanguageCode?: 'en' | 'es' },
  options: CallOptions = {},
) {
  return client.request<SupportedTranslationsResponse>('GET', '/supported_translations', {
    query,
    signal: options.signal,
  });
}

/** Synthetic voices with language and gender. */
export function getSupportedVoices(client: ApiClient, query: { voiceProvider: 'google' }, options: CallOptions = {}) {
  return client.request<SupportedVoicesResponse>('GET', '/supported_voices', { query, signal: options.signal });
}
