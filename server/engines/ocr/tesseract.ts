import { execFileSync } from 'node:child_process';
import { findOnPath, runCommand } from '../command';
import { type Availability, available, missingBinary, primaryLanguage, type ProviderInfo } from '../types';

/** Text in an image (on-screen text of a video frame), one string per line of text found. */
export interface TextRecogniser extends ProviderInfo {
  readonly capability: 'ocr';
  recognise(request: { imagePath: string; language: string; signal?: AbortSignal }): Promise<string[]>;
}

/** Tesseract's traineddata names for the two-letter languages we tag tracks with. */
const TESSERACT_CODES: Record<string, string> = {
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
  ca: 'cat',
};

const INSTALL = 'tesseract-ocr tesseract-ocr-eng';

/** The languages `tesseract --list-langs` names (without `osd`, orientation data), read once. */
function installedLanguages(): string[] {
  if (!findOnPath('tesseract')) return [];
  try {
    const out = execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 10_000 });
    return out
      .split('\n')
      .slice(1)
      .map((l) => l.trim())
      .filter((l) => l && l !== 'osd');
  } catch {
    return [];
  }
}

/**
 * A line OCR found, kept when it reads as words: at least three letters or digits, and most of its characters are
 * (a flat coloured frame gives no text; edges and gradients give strings of punctuation).
 */
export function readableLine(line: string): string | null {
  const text = line.replace(/\s+/g, ' ').trim();
  const wordy = (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  return wordy >= 3 && wordy / text.replace(/ /g, '').length >= 0.7 ? text : null;
}

/**
 * Debian's tesseract (Apache-2.0, run as a separate program): offline OCR. Reads sparse text (`--psm 11`), what
 * titles and captions burned into a picture are; English always, the track's language when its data is installed.
 */
export function tesseractRecogniser(): TextRecogniser {
  let languages: string[] | null = null;
  const here = () => (languages ??= installedLanguages());
  const codeOf = (language: string) => TESSERACT_CODES[primaryLanguage(language)] ?? null;
  const availability = (): Availability => {
    if (!findOnPath('tesseract')) return missingBinary('tesseract', INSTALL);
    if (!here().includes('eng'))
      return {
        available: false,
        reason: "tesseract has no English language data ('eng')",
        install: 'sudo apt-get install -y tesseract-ocr-eng',
      };
    return available;
  };
  return {
    id: 'tesseract',
    capability: 'ocr',
    label: 'Tesseract OCR (embedded)',
    embedded: true,
    availability,
    supports: (language) => here().includes(codeOf(language) ?? 'eng'),
    languages: () => Object.entries(TESSERACT_CODES).flatMap(([tag, code]) => (here().includes(code) ? [tag] : [])),
    async recognise({ imagePath, language, signal }) {
      const code = codeOf(language);
      const langs = code && code !== 'eng' && here().includes(code) ? `${code}+eng` : 'eng';
      const { stdout } = await runCommand('tesseract', [imagePath, 'stdout', '-l', langs, '--psm', '11'], { signal });
      return stdout
        .toString('utf8')
        .split('\n')
        .flatMap((line) => readableLine(line) ?? []);
    },
  };
}
