import { readFileSync } from 'node:fs';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TimedWord } from '@shared/captions/segment/segment';
import { withTempDir } from '../audio';
import { runCommand } from '../command';
import { POCKETSPHINX_MODEL_DIR, pocketsphinxAvailability } from '../transcribe/pocketsphinx';
import { primaryLanguage } from '../types';
import type { Aligner } from './aligner';

const FRAMES_PER_SECOND = 100;

let dictionary: Set<string> | null = null;
/** The words of the CMU pronouncing dictionary the model ships with (read once: ~135,000 lines). */
function dictionaryWords(): Set<string> {
  if (dictionary) return dictionary;
  const text = readFileSync(path.join(POCKETSPHINX_MODEL_DIR, 'cmudict-en-us.dict'), 'utf8');
  dictionary = new Set(
    text
      .split('\n')
      .map((line) => line.split(' ', 1)[0]!)
      .filter((w) => w && !w.includes('(')),
  );
  return dictionary;
}

/** A word of the text and the dictionary words that say it (none when the dictionary does not know it). */
export function spokenForms(token: string, known: Set<string>): string[] {
  const word = token
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, '')
    .replace(/’/g, "'");
  if (!word) return [];
  if (known.has(word)) return [word];
  const parts = word.split(/[-–—/]/).filter(Boolean);
  return parts.length > 1 && parts.every((p) => known.has(p)) ? parts : [];
}

/**
 * Forced alignment with pocketsphinx alone: the text becomes a one-path JSGF grammar (silences and noise
 * may occur between words), and `pocketsphinx_batch` decodes the whole file as one utterance against it,
 * so the only freedom left is where each word starts. Words the dictionary lacks (numbers, rare names)
 * are left out of the grammar and get their neighbours' gap shared by length. Needs no model beyond the
 * acoustic model Debian installs.
 */
export function pocketsphinxAligner(): Aligner {
  return {
    id: 'pocketsphinx',
    capability: 'align',
    label: 'PocketSphinx forced alignment (embedded, English only)',
    embedded: true,
    availability: () => pocketsphinxAvailability('pocketsphinx_batch'),
    supports: (language) => primaryLanguage(language) === 'en',
    languages: () => ['en-US'],
    async align({ wavPath, text, signal }) {
      const tokens = text.split(/\s+/).filter(Boolean);
      const known = dictionaryWords();
      const forms = tokens.map((t) => spokenForms(t, known));
      const grammarWords = forms.flat();
      if (grammarWords.length === 0)
        throw new Error('None of the words of this text are in the pronouncing dictionary');
      return withTempDir(async (dir) => {
        await writeFile(
          path.join(dir, 'text.jsgf'),
          `#JSGF V1.0;\ngrammar text;\npublic <text> = ${grammarWords.join(' ')};\n`,
        );
        await writeFile(path.join(dir, 'files.ctl'), 'audio\n');
        await symlink(path.resolve(wavPath), path.join(dir, 'audio.wav'));
        await runCommand(
          'pocketsphinx_batch',
          [
            '-ctl',
            'files.ctl',
            '-cepdir',
            '.',
            '-cepext',
            '.wav',
            '-adcin',
            'yes',
            '-adchdr',
            '44',
            // Digital silence (added pauses) has no energy at all; a little noise keeps the features finite.
            '-dither',
            'yes',
            '-seed',
            '1',
            // By default silent frames are dropped before decoding, which would shift every later time.
            '-remove_silence',
            'no',
            '-jsgf',
            'text.jsgf',
            '-hypseg',
            'seg.txt',
            '-logfn',
            '/dev/null',
          ],
          { cwd: dir, signal },
        );
        const segments = parseHypseg(await readFile(path.join(dir, 'seg.txt'), 'utf8'));
        const spoken = segments.filter(
          (s) => !s.word.startsWith('<') && !s.word.startsWith('[') && !s.word.startsWith('++'),
        );
        if (spoken.length !== grammarWords.length) {
          throw new Error('The text could not be aligned to the audio (does the audio say this text?)');
        }
        return timedTokens(tokens, forms, spoken);
      });
    },
  };
}

interface Segment {
  word: string;
  startMs: number;
  endMs: number;
}

/** `-hypseg` lines: `utt S s T t A a L l` then `startFrame ascr lscr word` groups and the last frame. */
export function parseHypseg(content: string): Segment[] {
  const line = content.split('\n').find((l) => l.trim());
  if (!line) return [];
  const fields = line.trim().split(/\s+/);
  const at = fields.indexOf('L');
  const rest = fields.slice(at + 2);
  const segments: Segment[] = [];
  for (let i = 0; i + 3 < rest.length; i += 4) {
    const startFrame = Number(rest[i]);
    const nextStart = Number(rest[i + 4] ?? rest.at(-1));
    segments.push({
      word: rest[i + 3]!.replace(/\(\d+\)$/, ''),
      startMs: (startFrame * 1000) / FRAMES_PER_SECOND,
      endMs: (nextStart * 1000) / FRAMES_PER_SECOND,
    });
  }
  return segments;
}

/** Gives each token of the text the times of its spoken words, sharing gaps by length for unknown ones. */
function timedTokens(tokens: string[], forms: string[][], spoken: Segment[]): TimedWord[] {
  const out: (TimedWord | null)[] = [];
  let s = 0;
  for (const [i, token] of tokens.entries()) {
    const n = forms[i]!.length;
    if (n === 0) {
      out.push(null);
      continue;
    }
    out.push({ text: token, startMs: spoken[s]!.startMs, endMs: spoken[s + n - 1]!.endMs });
    s += n;
  }
  for (let i = 0; i < out.length;) {
    if (out[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < out.length && !out[j]) j++;
    const from = out[i - 1]?.endMs ?? out[j]?.startMs ?? 0;
    const to = out[j]?.startMs ?? from + 400 * (j - i);
    const lengths = tokens.slice(i, j).map((t) => t.length);
    const total = lengths.reduce((a, b) => a + b, 0);
    let at = from;
    for (let k = i; k < j; k++) {
      const span = ((to - from) * lengths[k - i]!) / total;
      out[k] = { text: tokens[k]!, startMs: Math.round(at), endMs: Math.round(at + span) };
      at += span;
    }
    i = j;
  }
  return out.map((w) => ({ ...w!, startMs: Math.round(w!.startMs), endMs: Math.round(w!.endMs) }));
}
