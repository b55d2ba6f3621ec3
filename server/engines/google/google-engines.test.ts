// Contract tests of the Google providers against a local fake that speaks the documented REST shapes:
// OAuth 2.0 JWT-bearer token exchange, Speech-to-Text v2 `recognize`, Translation v3 `translateText`,
// Text-to-Speech v1 `text:synthesize`.
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSpeechWav } from '../audio';
import { createEngineRuntime, DEFAULT_ENGINE_SETTINGS, type EngineRuntime } from '../registry';
import { engineStatus } from '../status';
import { espeakSynthesizer } from '../synthesize/espeak-ng';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const TOKEN = 'fake-access-token';
let server: Server;
let base: string;
let dir: string;
let engines: EngineRuntime;
const calls: { path: string; body: Record<string, unknown> }[] = [];

/** Checks the RS256 JWT assertion the way Google's token endpoint does (signature, audience, scope). */
function validAssertion(assertion: string): boolean {
  const [header, claims, signature] = assertion.split('.');
  const verified = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, signature!, 'base64url');
  const c = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; scope: string; iss: string };
  return (
    verified &&
    c.aud === `${base}/token` &&
    c.scope.includes('cloud-platform') &&
    c.iss === 'engines@test.iam.gserviceaccount.com'
  );
}

function fakeGoogle(): Server {
  return createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/token') {
        const form = new URLSearchParams(raw);
        if (
          form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' ||
          !validAssertion(form.get('assertion') ?? '')
        ) {
          return send(400, { error: 'invalid_grant' });
        }
        return send(200, { access_token: TOKEN, expires_in: 3600, token_type: 'Bearer' });
      }
      if (req.headers.authorization !== `Bearer ${TOKEN}`)
        return send(401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
      const body = JSON.parse(raw) as {
        content?: string;
        config?: { model?: string };
        contents?: string[];
        mimeType?: string;
        targetLanguageCode?: string;
        audioConfig?: { audioEncoding?: string };
        voice?: { name?: string };
      };
      calls.push({ path: req.url!, body: body as Record<string, unknown> });
      if (req.url === '/v2/projects/test-project/locations/us-central1/recognizers/_:recognize') {
        const audio = Buffer.from(body.content ?? '', 'base64');
        if (body.config?.model !== 'chirp_2' || audio.toString('ascii', 0, 4) !== 'RIFF')
          return send(400, { error: { message: 'bad request' } });
        return send(200, {
          results: [
            {
              alternatives: [
                {
                  transcript: 'Hello world.',
                  confidence: 0.93,
                  words: [
                    { word: 'Hello', startOffset: '0.100s', endOffset: '0.500s', confidence: 0.9 },
                    { word: 'world.', startOffset: '0.500s', endOffset: '1.100s', confidence: 0.95 },
                  ],
                },
              ],
              languageCode: 'en-us',
            },
          ],
        });
      }
      if (req.url === '/v3/projects/test-project/locations/global:translateText') {
        if (body.mimeType !== 'text/html') return send(400, { error: { message: 'bad mime type' } });
        if (body.targetLanguageCode === 'xx')
          return send(400, { error: { code: 400, message: 'Target language is invalid (key AIzaSyD-secret-key).' } });
        // "Translates" by upper-casing the text outside tags, keeping the markup as the real API does.
        const translated = (body.contents ?? []).map((c) =>
          c.replace(
            /(^|>)([^<]*)/g,
            (_, gt: string, text: string) =>
              gt + text.replace(/&[a-z]+;|[^&]+/g, (part) => (part.startsWith('&') ? part : part.toUpperCase())),
          ),
        );
        return send(200, { translations: translated.map((translatedText) => ({ translatedText })) });
      }
      if (req.url === '/v1/text:synthesize') {
        if (body.audioConfig?.audioEncoding !== 'LINEAR16' || !body.voice?.name)
          return send(400, { error: { message: 'bad voice' } });
        return send(200, { audioContent: FAKE_WAV.toString('base64') });
      }
      return send(404, { error: { code: 404, message: 'Not found' } });
    });
  });
}

let FAKE_WAV: Buffer;

beforeAll(async () => {
  FAKE_WAV = await espeakSynthesizer().synthesize({ text: 'Hello world', language: 'en-US' });
  server = fakeGoogle();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(tmpdir(), 'google-engines-'));
  const keyFile = path.join(dir, 'key.json');
  await writeFile(
    keyFile,
    JSON.stringify({
      type: 'service_account',
      client_email: 'engines@test.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: `${base}/token`,
    }),
  );
  engines = createEngineRuntime({
    preferred: { transcribe: 'auto', align: 'auto', translate: 'auto', synthesize: 'auto', ocr: 'auto' },
    whisperModel: undefined,
    whisperModels: DEFAULT_ENGINE_SETTINGS.whisperModels,
    google: {
      projectId: 'test-project',
      credentialsFile: keyFile,
      speechLocation: 'us-central1',
      translationLocation: 'global',
      endpoints: { speech: () => base, translation: base, textToSpeech: base },
      // The fake listens on 127.0.0.1 over http: the tests' switch is on.
      allowPrivate: true,
    },
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const google = <K extends keyof EngineRuntime['list']>(capability: K) =>
  engines.list[capability].find((p) => p.id === 'google')! as EngineRuntime['list'][K][number];

describe('Google providers against a fake speaking their REST shapes', () => {
  it('are available and preferred once a project and a key file are configured', () => {
    const status = engineStatus(engines.list, engines.settings).filter((e) => e.provider === 'google');
    expect(status.map((e) => [e.capability, e.available, e.preferred])).toEqual([
      ['transcribe', true, true],
      ['translate', true, true],
      ['synthesize', true, true],
    ]);
  });

  it('transcribes with chirp_2, word times and confidence from recognize', async () => {
    const wav = path.join(dir, 'speech.wav');
    const raw = path.join(dir, 'raw.wav');
    await writeFile(raw, FAKE_WAV);
    await toSpeechWav(raw, wav);
    const words = await google('transcribe').transcribe({ wavPath: wav, language: 'en-US' });
    expect(words).toEqual([
      { text: 'Hello', startMs: 100, endMs: 500, confidence: 0.9 },
      { text: 'world.', startMs: 500, endMs: 1100, confidence: 0.95 },
    ]);
    const call = calls.find((c) => c.path.endsWith('_:recognize'))!;
    expect(call.body.config).toMatchObject({
      model: 'chirp_2',
      languageCodes: ['en-US'],
      features: { enableWordTimeOffsets: true },
    });
  });

  it('translates cues as one HTML document and splits the answer back per cue', async () => {
    const out = await google('translate').translate({
      texts: ['But why, some say,', 'the Moon? Fish & chips'],
      source: 'en',
      target: 'es',
    });
    expect(out).toEqual(['BUT WHY, SOME SAY,', 'THE MOON? FISH & CHIPS']);
    const call = calls.find((c) => c.path.endsWith(':translateText'))!;
    expect(call.body).toMatchObject({ sourceLanguageCode: 'en', targetLanguageCode: 'es', mimeType: 'text/html' });
  });

  it('synthesizes LINEAR16 with a catalogue voice of the language', async () => {
    const audio = await google('synthesize').synthesize({ text: 'Hola', language: 'es-ES' });
    expect(audio.toString('ascii', 0, 4)).toBe('RIFF');
    const call = calls.find((c) => c.path === '/v1/text:synthesize')!;
    expect(call.body).toMatchObject({
      input: { text: 'Hola' },
      voice: { languageCode: 'es-ES' },
      audioConfig: { audioEncoding: 'LINEAR16' },
    });
  });

  it('reads at the track rate as a speaking rate relative to 160 words per minute, with the voice asked for', async () => {
    const synthesizer = google('synthesize');
    const voice = synthesizer.voices().find((v) => v.language === 'es-ES')!.name;
    await synthesizer.synthesize({ text: 'Despacio', language: 'es-ES', voice, rate: 120 });
    const call = calls.findLast((c) => c.path === '/v1/text:synthesize')!;
    expect(call.body).toMatchObject({
      voice: { name: voice },
      audioConfig: { audioEncoding: 'LINEAR16', speakingRate: 0.75 },
    });
  });

  it('says when it has no voice for a language, before calling Google', async () => {
    await expect(google('synthesize').synthesize({ text: 'x', language: 'xx-XX' })).rejects.toThrow(
      /no voice for xx-XX/,
    );
  });

  it("answers a refused call in our words, keeping Google's own in the server log", async () => {
    const error = (await google('translate')
      .translate({ texts: ['Hello'], source: 'en', target: 'xx' })
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('Google refused the request (HTTP 400)');
    expect(error.message).not.toContain('AIza');
  });
});
