import { existsSync } from 'node:fs';
import type { TimedWord } from '@shared/captions/segment/segment';
import { findOnPath, runCommand } from '../command';
import { type Availability, available, missingBinary, primaryLanguage } from '../types';
import type { Transcriber, TranscribeRequest } from './transcriber';

export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const INSTALL = 'pocketsphinx pocketsphinx-en-us';

/** Whether Debian's pocketsphinx and its US English model are here (shared by the aligner). */
export function pocketsphinxAvailability(binary: string): Availability {
  if (!findOnPath(binary)) return missingBinary(binary, INSTALL);
  if (!existsSync(`${POCKETSPHINX_MODEL_DIR}/en-us/mdef`)) {
    return {
      available: false,
      reason: 'the US English model is not installed',
      install: `sudo apt-get install -y ${INSTALL}`,
    };
  }
  return available;
}

/**
 * Debian's pocketsphinx (CMU Sphinx, BSD-2-Clause) with its generic US English model: offline, English
 * only, draft quality. `pocketsphinx_continuous -time yes` splits the audio at silences into utterances
 * and prints each utterance's words with start, end and posterior probability.
 */
export function pocketsphinxTranscriber(): Transcriber {
  return {
    id: 'pocketsphinx',
    capability: 'transcribe',
    label: 'PocketSphinx (embedded, English only, draft quality)',
    embedded: true,
    availability: () => pocketsphinxAvailability('pocketsphinx_continuous'),
    supports: (language) => primaryLanguage(language) === 'en',
    languages: () => ['en-US'],
    async transcribe({ wavPath, signal }: TranscribeRequest) {
      const { stdout } = await runCommand(
        'pocketsphinx_continuous',
        // -dither (seeded, so runs repeat): digitally silent stretches would give infinite features.
        ['-infile', wavPath, '-time', 'yes', '-dither', 'yes', '-seed', '1', '-logfn', '/dev/null'],
        { signal },
      );
      return wordsFromPocketsphinx(stdout.toString('utf8'));
    },
  };
}

const FILLERS = new Set(['<s>', '</s>', '<sil>']);
const SENTENCE_PAUSE_S = 0.35;

/**
 * Reads `word start end probability` lines (seconds); each utterance runs from `<s>` to `</s>`. The
 * engine knows no case or punctuation, so an utterance is given a capital and a full stop: that is
 * what lets the caption rules end cues where the speaker paused.
 */
export function wordsFromPocketsphinx(output: string): TimedWord[] {
  const words: TimedWord[] = [];
  let utterance: TimedWord[] = [];
  const close = () => {
    if (utterance.length === 0) return;
    const first = utterance[0]!;
    first.text = first.text.charAt(0).toUpperCase() + first.text.slice(1);
    utterance.at(-1)!.text += '.';
    words.push(...utterance);
    utterance = [];
  };
  for (const line of output.split('\n')) {
    const match = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(line.trim());
    if (!match) continue;
    const [, token, start, end, probability] = match;
    // A pause of a third of a second or more ends a sentence as far as captions can tell.
    if (token === '</s>' || (token === '<sil>' && Number(end) - Number(start) >= SENTENCE_PAUSE_S)) close();
    if (FILLERS.has(token!) || /^\[.*\]$|^\+\+.*\+\+$/.test(token!)) continue;
    const text = token!.replace(/\(\d+\)$/, '');
    utterance.push({
      text: text === 'i' || text.startsWith("i'") ? text.toUpperCase().charAt(0) + text.slice(1) : text,
      startMs: Math.round(Number(start) * 1000),
      endMs: Math.round(Number(end) * 1000),
      confidence: Math.min(1, Math.max(0, Number(probability))),
    });
  }
  close();
  return words;
}
