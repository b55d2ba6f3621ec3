import { type GoogleClient, googleAvailability } from '../google/google-client';
import { markedDocument, splitMarkedDocument } from './markers';
import type { Translator } from './translator';

/** Characters per request, well under the API's limit of 30,000 code points per call. */
const MAX_CHARS = 20_000;

/**
 * Google Cloud Translation v3 `translateText` (NMT) with `mimeType: text/html`, so the cue markers stay
 * where they belong; long tracks go in several documents split between cues.
 */
export function googleTranslator(client: GoogleClient, supported: (language: string) => boolean): Translator {
  const { projectId, translationLocation, endpoints } = client.settings;
  return {
    id: 'google',
    capability: 'translate',
    label: 'Google Cloud Translation v3',
    embedded: false,
    availability: () => googleAvailability(client),
    supports: supported,
    languages: () => null,
    supportsPair: (source, target) => supported(source) && supported(target),
    async translate({ texts, source, target, signal }) {
      const url = `${endpoints.translation}/v3/projects/${projectId}/locations/${translationLocation}:translateText`;
      const out: string[] = [];
      for (let start = 0; start < texts.length;) {
        let end = start + 1;
        let chars = texts[start]!.length;
        while (end < texts.length && chars + texts[end]!.length < MAX_CHARS) chars += texts[end++]!.length;
        const batch = texts.slice(start, end);
        const response = await client.post<{ translations?: { translatedText?: string }[] }>(
          url,
          {
            contents: [markedDocument(batch)],
            mimeType: 'text/html',
            sourceLanguageCode: source,
            targetLanguageCode: target,
          },
          signal,
        );
        out.push(...splitMarkedDocument(response.translations?.[0]?.translatedText ?? '', batch.length));
        start = end;
      }
      return out;
    },
  };
}
