import { execFileSync } from 'node:child_process';
import { DESCRIPTION_WORDS_PER_MINUTE } from '@shared/describability/verdict';
import { findOnPath, runCommand } from '../command';
import { available, missingBinary, primaryLanguage } from '../types';
import type { Synthesizer, Voice } from './synthesizer';

/** `espeak-ng --voices` rows: `Pty Language Age/Gender VoiceName File Other…`. */
export function parseEspeakVoices(listing: string): Voice[] {
  return listing
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 5)
    .map((cols) => ({
      // The language column is what `-v` accepts; names repeat across files, languages do not.
      name: cols[1]!,
      language: cols[1]!,
      gender: cols[2]!.endsWith('F') ? 'FEMALE' : cols[2]!.endsWith('M') ? 'MALE' : null,
    }));
}

/**
 * Debian's espeak-ng (GPL-3.0, run as a separate program): formant synthesis, robotic but clear, about
 * a hundred languages, offline. Writes 22,050 Hz mono WAV to stdout.
 */
export function espeakSynthesizer(): Synthesizer {
  let voices: Voice[] | null = null;
  const voicesHere = () =>
    (voices ??= findOnPath('espeak-ng')
      ? parseEspeakVoices(execFileSync('espeak-ng', ['--voices'], { encoding: 'utf8', timeout: 10_000 }))
      : []);
  const voiceFor = (language: string, requested?: string) => {
    const all = voicesHere();
    if (requested && all.some((v) => v.name === requested)) return requested;
    const tag = language.toLowerCase();
    return (
      all.find((v) => v.language === tag)?.name ??
      all.find((v) => primaryLanguage(v.language) === primaryLanguage(tag))?.name ??
      null
    );
  };
  return {
    id: 'espeak-ng',
    capability: 'synthesize',
    label: 'eSpeak NG (embedded, robotic voice)',
    embedded: true,
    availability: () => (findOnPath('espeak-ng') ? available : missingBinary('espeak-ng', 'espeak-ng')),
    supports: (language) => voiceFor(language) !== null,
    languages: () => [...new Set(voicesHere().map((v) => v.language))],
    voices: voicesHere,
    async synthesize({ text, language, voice, rate = DESCRIPTION_WORDS_PER_MINUTE, signal }) {
      const name = voiceFor(language, voice);
      if (!name) throw new Error(`espeak-ng has no voice for ${language}`);
      const { stdout } = await runCommand(
        'espeak-ng',
        ['-v', name, '-s', String(Math.round(rate)), '--stdin', '--stdout'],
        {
          input: text,
          signal,
        },
      );
      return stdout;
    },
  };
}
