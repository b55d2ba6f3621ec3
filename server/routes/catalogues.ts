import { readFileSync } from 'node:fs';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  supportedTranscriptionsQuerySchema,
  supportedTranscriptionsResponseSchema,
  supportedTranslationsQuerySchema,
  supportedTranslationsResponseSchema,
  supportedVoicesQuerySchema,
  supportedVoicesResponseSchema,
  type SupportedVoicesResponse,
} from '@shared/schemas/catalogues';
import { defaultEngineRuntime, type EngineRuntime } from '../engines/registry';
import type { ProviderInfo } from '../engines/types';
import { type CachedBody, cachedBody } from '../http/cacheable';
import { createRouter, errorContent, jsonContent } from '../http/create-router';

type Names = { en: string; es: string };
const load = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(`../catalogues/${name}`, import.meta.url), 'utf8')) as T;

// The data changes only with a deploy: a day of caching, then a cheap revalidation by ETag.
const CATALOGUE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** The providers of a capability that are available and serve `language`, by id. */
const servedBy = (providers: readonly ProviderInfo[], language: string) =>
  providers.filter((p) => p.availability().available && p.supports(language)).map((p) => p.id);

/**
 * Serializes every answer once at start: there are only a handful per catalogue. Each entry also says which
 * providers on this server can serve it now (engines are checked once, at start).
 */
function buildBodies(engines: EngineRuntime) {
  const chirp = load<{ BCP_47: string; names: Names }[]>('chirp-2-languages.json');
  // `jw` is the legacy code for Javanese; `jv` is listed too.
  const translation = load<{ languageCode: string; names: Names }[]>('translation-languages.json').filter(
    (l) => l.languageCode !== 'jw',
  );
  const voices = load<SupportedVoicesResponse>('voices.json').voices;
  // The voices are Google's own; they can be used when the Google synthesizer is configured.
  const google = engines.list.synthesize.find((p) => p.id === 'google')?.availability() ?? { available: false };
  const byDisplay = <T>(build: (lang: keyof Names) => T) => ({
    en: cachedBody(JSON.stringify(build('en'))),
    es: cachedBody(JSON.stringify(build('es'))),
  });
  return {
    transcriptions: byDisplay((lang) => ({
      results: chirp.map((l) => ({
        BCP_47: l.BCP_47,
        Name: l.names[lang],
        providers: servedBy(engines.list.transcribe, l.BCP_47),
      })),
    })),
    translations: byDisplay((lang) => ({
      languages: translation.map((l) => ({
        languageCode: l.languageCode,
        name: l.names[lang],
        providers: servedBy(engines.list.translate, l.languageCode),
      })),
    })),
    voices: cachedBody(
      JSON.stringify({
        voices: voices.map((v) => ({ ...v, providers: google.available ? ['google'] : [] })),
      }),
    ),
  };
}

function send(c: Context, cached: CachedBody): Response {
  c.header('ETag', cached.etag);
  c.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
  if (c.req.header('If-None-Match') === cached.etag) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=utf-8');
  return c.body(cached.body, 200);
}

const errors = {
  304: { description: 'Not modified' },
  400: errorContent('Unknown provider, model, version or display language'),
};

/** Language and voice catalogues. Public: they are product data, and the embeds' request forms use them. */
export function cataloguesRouter(engines: EngineRuntime = defaultEngineRuntime()) {
  const router = createRouter();
  const bodies = buildBodies(engines);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/supported_transcriptions',
      operationId: 'listSupportedTranscriptions',
      security: [],
      summary: 'Languages a transcription model understands, named in the display language',
      request: { query: supportedTranscriptionsQuerySchema },
      responses: { 200: jsonContent(supportedTranscriptionsResponseSchema, 'The languages'), ...errors },
    }),
    (c) => send(c, bodies.transcriptions[c.req.valid('query').displayLanguageCode]),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/supported_translations',
      operationId: 'listSupportedTranslations',
      security: [],
      summary: 'Languages machine translation can target, named in the display language',
      request: { query: supportedTranslationsQuerySchema },
      responses: { 200: jsonContent(supportedTranslationsResponseSchema, 'The languages'), ...errors },
    }),
    (c) => send(c, bodies.translations[c.req.valid('query').displayLanguageCode]),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/supported_voices',
      operationId: 'listSupportedVoices',
      security: [],
      summary: 'Synthetic voices with their language and gender',
      request: { query: supportedVoicesQuerySchema },
      responses: { 200: jsonContent(supportedVoicesResponseSchema, 'The voices'), ...errors },
    }),
    (c) => send(c, bodies.voices),
  );

  return router;
}
