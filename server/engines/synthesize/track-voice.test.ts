import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS, type EngineRuntime } from '../registry';
import { available } from '../types';
import type { Synthesizer, Voice } from './synthesizer';
import { trackReader, voicesFor } from './track-voice';

const synth = (id: string, voices: Voice[], up = true): Synthesizer => ({
  id,
  capability: 'synthesize',
  label: id,
  embedded: id === 'espeak-ng',
  availability: () => (up ? available : { available: false, reason: 'off', install: null }),
  supports: (language) => voices.some((v) => v.language.startsWith(language.split('-')[0]!)),
  languages: () => null,
  voices: () => voices,
  synthesize: () => Promise.resolve(Buffer.alloc(0)),
});
const espeak = synth('espeak-ng', [
  { name: 'en-gb', language: 'en-gb', gender: 'MALE' },
  { name: 'en-us', language: 'en-us', gender: 'MALE' },
  { name: 'en-us', language: 'en-us', gender: 'MALE' },
  { name: 'es', language: 'es', gender: 'MALE' },
]);
const google = synth('google', [{ name: 'en-US-Neural2-C', language: 'en-US', gender: 'FEMALE' }]);
const runtime = (...synthesize: Synthesizer[]) =>
  ({ list: { synthesize }, settings: DEFAULT_ENGINE_SETTINGS }) as unknown as EngineRuntime;
const none = { voice: null, speechRate: null };

describe('voicesFor', () => {
  it("lists each available engine's voices of the language once, by primary subtag", () => {
    expect(voicesFor(runtime(espeak, google), 'en-AU').map((v) => `${v.provider}:${v.name}`)).toEqual([
      'espeak-ng:en-gb',
      'espeak-ng:en-us',
      'google:en-US-Neural2-C',
    ]);
    expect(voicesFor(runtime(espeak, synth('google', google.voices(), false)), 'en').map((v) => v.name)).toEqual([
      'en-gb',
      'en-us',
    ]);
  });
});

describe('trackReader', () => {
  it('is the default engine at 160 words per minute for a track that chose nothing', () => {
    const reader = trackReader(runtime(espeak, google), { language: 'en', ...none });
    expect([reader.synthesizer.id, reader.voice, reader.rate]).toEqual(['espeak-ng', undefined, 160]);
  });

  it("takes the engine that has the track's voice, at the track's rate", () => {
    const reader = trackReader(runtime(espeak, google), { language: 'en', voice: 'en-US-Neural2-C', speechRate: 200 });
    expect([reader.synthesizer.id, reader.voice, reader.rate]).toEqual(['google', 'en-US-Neural2-C', 200]);
  });

  it("falls back to the default voice when the track's voice is gone, and lets a preview override both", () => {
    const gone = trackReader(runtime(espeak), { language: 'en', voice: 'en-US-Neural2-C', speechRate: null });
    expect([gone.synthesizer.id, gone.voice]).toEqual(['espeak-ng', undefined]);
    const preview = trackReader(
      runtime(espeak, google),
      { language: 'en', voice: 'en-US-Neural2-C', speechRate: 200 },
      {
        voice: 'en-gb',
        rate: 120,
      },
    );
    expect([preview.synthesizer.id, preview.voice, preview.rate]).toEqual(['espeak-ng', 'en-gb', 120]);
  });

  it("obeys an order's engine, keeping the track's voice only when that engine has it", () => {
    const track = { language: 'en', voice: 'en-US-Neural2-C', speechRate: 180 };
    const onEspeak = trackReader(runtime(espeak, google), track, { provider: 'espeak-ng' });
    expect([onEspeak.synthesizer.id, onEspeak.voice, onEspeak.rate]).toEqual(['espeak-ng', undefined, 180]);
    expect(trackReader(runtime(espeak, google), track, { provider: 'google' }).voice).toBe('en-US-Neural2-C');
  });
});
