import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../testing/test-env';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const get = (path: string, headers: Record<string, string> = {}) => env.request('GET', path, { headers });

describe('GET /supported_transcriptions', () => {
  it('lists the chirp_2 languages named in English or Spanish, without sign-in', async () => {
    const query = 'transcriptionProvider=google&version=v2&model=chirp_2';
    const en = await (await get(`/supported_transcriptions?${query}&displayLanguageCode=en`)).json();
    const es = await (await get(`/supported_transcriptions?${query}&displayLanguageCode=es`)).json();
    expect(en.results).toHaveLength(110);
    // Which providers can serve each language now: here the embedded English recogniser, no Google.
    expect(en.results).toContainEqual({
      BCP_47: 'en-US',
      Name: 'English (United States)',
      providers: ['pocketsphinx'],
    });
    expect(es.results).toContainEqual({ BCP_47: 'af-ZA', Name: 'Afrikáans (Sudáfrica)', providers: [] });
  });

  it.each([
    ['transcriptionProvider=aws', 'transcriptionProvider: transcriptionProvider must be "google"'],
    ['transcriptionProvider=google&model=latest_long', 'model: model must be "chirp_2"'],
    ['transcriptionProvider=google&version=v1', 'version: version must be "v2"'],
    [
      'transcriptionProvider=google&displayLanguageCode=fr',
      'displayLanguageCode: displayLanguageCode must be "en" or "es"',
    ],
  ])('rejects %s with 400', async (query, message) => {
    const res = await get(`/supported_transcriptions?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });
});

describe('GET /supported_translations', () => {
  it('lists the languages without the legacy jw code, cacheable with an ETag', async () => {
    const res = await get('/supported_translations?translationProvider=google&displayLanguageCode=es');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const { languages } = await res.json();
    expect(languages).toHaveLength(133);
    expect(languages).toContainEqual({ languageCode: 'fr', name: 'Francés', providers: [] });
    expect(languages).toContainEqual({ languageCode: 'es', name: 'Español', providers: ['apertium'] });
    expect(languages.some((l: { languageCode: string }) => l.languageCode === 'jw')).toBe(false);
    const again = await get('/supported_translations?translationProvider=google&displayLanguageCode=es', {
      'If-None-Match': res.headers.get('ETag')!,
    });
    expect(again.status).toBe(304);
  });
});

describe('GET /supported_voices', () => {
  it('lists the voices with language and gender', async () => {
    const { voices } = await (await get('/supported_voices?voiceProvider=google')).json();
    expect(voices).toHaveLength(541);
    expect(voices).toContainEqual({ name: 'en-US-Neural2-A', language: 'en-US', gender: 'MALE', providers: [] });
  });

  it('rejects an unknown provider', async () => {
    expect((await get('/supported_voices?voiceProvider=azure')).status).toBe(400);
  });
});
