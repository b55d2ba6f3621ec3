import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withTempDir } from '../audio';
import { findOnPath, runCommand } from '../command';
import { available, missingBinary, primaryLanguage } from '../types';
import { markedDocument, splitMarkedDocument } from './markers';
import type { Translator } from './translator';

/** Apertium's three-letter codes for the two-letter languages we name pairs by. */
const APERTIUM_CODES: Record<string, string> = {
  en: 'eng',
  es: 'spa',
  ca: 'cat',
  fr: 'fra',
  pt: 'por',
  it: 'ita',
  gl: 'glg',
  oc: 'oci',
  eu: 'eus',
};

/**
 * Apertium leaves a space before punctuation its rules moved ("Era Alex .", "Alex !") and keeps the source's
 * stray ones ("Alex ,"): written text has none before , . ) ] } nor after ( [ { ¿ ¡, and none before ; : ! ?
 * except in French, whose typography spaces them.
 */
export function tidiedPunctuation(text: string, target: string): string {
  const before = primaryLanguage(target) === 'fr' ? /\s+([,)\]}]|\.(?!\d))/g : /\s+([,;:!?)\]}]|\.(?!\d))/g;
  return text.replace(before, '$1').replace(/([([{¿¡])\s+/g, '$1');
}

/** The modes `apertium -l` lists, e.g. `eng-spa`; read once, at first use. */
function installedModes(): Set<string> {
  if (!findOnPath('apertium')) return new Set();
  try {
    const out = execFileSync('apertium', ['-l'], { encoding: 'utf8', timeout: 10_000 });
    return new Set(
      out
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    );
  } catch {
    return new Set();
  }
}

/**
 * Debian's apertium (GPL-3.0, run as a separate program) with its language-pair packages, e.g.
 * `apertium-eng-spa` (mode `eng-spa`). Rule-based: offline and fast, literal in style.
 */
export function apertiumTranslator(): Translator {
  let modes: Set<string> | null = null;
  const modesHere = () => (modes ??= installedModes());
  const modeFor = (source: string, target: string) => {
    const from = APERTIUM_CODES[primaryLanguage(source)];
    const to = APERTIUM_CODES[primaryLanguage(target)];
    return from && to ? `${from}-${to}` : null;
  };
  return {
    id: 'apertium',
    capability: 'translate',
    label: 'Apertium (embedded, rule-based; installed language pairs only)',
    embedded: true,
    availability: () => {
      if (!findOnPath('apertium')) return missingBinary('apertium', 'apertium apertium-eng-spa');
      if (modesHere().size === 0)
        return {
          available: false,
          reason: 'no apertium language pair is installed',
          install: 'sudo apt-get install -y apertium-eng-spa',
        };
      return available;
    },
    supports: (language) => [...modesHere()].some((m) => m.split('-')[1] === APERTIUM_CODES[primaryLanguage(language)]),
    languages: () => [
      ...new Set(
        [...modesHere()]
          .map((m) => Object.entries(APERTIUM_CODES).find(([, c]) => c === m.split('-')[1])?.[0])
          .filter((l): l is string => !!l),
      ),
    ],
    supportsPair(source, target) {
      const mode = modeFor(source, target);
      return mode !== null && modesHere().has(mode);
    },
    async translate({ texts, source, target, signal }) {
      const mode = modeFor(source, target);
      if (!mode || !modesHere().has(mode)) throw new Error(`apertium has no ${source} → ${target} pair installed`);
      if (texts.length === 0) return [];
      // -u: no `*` before unknown words, which readers would see; -f html: keep the cue markers in place.
      // The script reads /dev/stdin, which cannot be opened on the socket Node gives a child: use files.
      const translated = await withTempDir(async (dir) => {
        const input = path.join(dir, 'in.html');
        const output = path.join(dir, 'out.html');
        await writeFile(input, markedDocument(texts));
        await runCommand('apertium', ['-u', '-f', 'html', mode, input, output], { signal });
        return readFile(output, 'utf8');
      });
      return splitMarkedDocument(translated, texts.length).map((text) => tidiedPunctuation(text, target));
    },
  };
}
