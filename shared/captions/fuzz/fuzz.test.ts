// Fuzzing the caption library: the corpus in this folder (one small, awkward file per format), mutated
// at random — fragments inserted, stretches deleted, slices repeated thousands of times — must read and
// write in bounded memory, throwing nothing but the library's own errors. A hang fails the test timeout.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCaptions, supportedFormats, writeCaptions } from '../api';
import { formatFromFileName } from '../detect';
import { CaptionError, type Track } from '../model';

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = readdirSync(here)
  .filter((name) => !name.endsWith('.ts'))
  .map((name) => ({ name, text: readFileSync(path.join(here, name), 'utf8') }));

const MB = 1024 * 1024;

// Pieces of syntax that tend to start or break a construct in one of the formats.
const fragments = fc.constantFrom(
  '<',
  '>',
  '{',
  '}',
  '{\\',
  '&',
  '&#x',
  ';',
  '"',
  '=',
  '\n',
  '\n\n',
  '\r',
  '\0',
  '-->',
  ' --> ',
  ':',
  '99999999999999999999:',
  '<c>',
  '</c>',
  '<i>',
  '<span>',
  '</span>',
  '<div xmlns:a="urn:a">',
  '<p begin="1s" end="2s">',
  '<set tts:display="none"/>',
  'style="a"',
  '<SYNC Start=9>',
  'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,',
  '[00:01.00]',
  '9420 ',
  '94ae ',
  '00:00:00;00\t',
  '{"type":"c","children":[',
  '\uFEFF',
  '\u00e9',
);

type Mutation =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'repeat'; at: number; length: number; times: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.oneof(fragments, fc.string()) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  // Amplification: what is cheap once may be quadratic when repeated.
  fc.record({
    kind: fc.constant('repeat' as const),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 12 }),
    times: fc.integer({ min: 2, max: 3_000 }),
  }),
);

function mutate(text: string, mutations: Mutation[]): string {
  let out = text;
  for (const m of mutations) {
    const at = out.length === 0 ? 0 : m.at % (out.length + 1);
    if (m.kind === 'insert') out = out.slice(0, at) + m.text + out.slice(at);
    else if (m.kind === 'delete') out = out.slice(0, at) + out.slice(at + m.length);
    else out = out.slice(0, at) + out.slice(at, at + m.length).repeat(m.times) + out.slice(at + m.length);
  }
  return out;
}

/**
 * Runs `work` on one input and fails when the process's peak memory grew by 200 MB or more meanwhile.
 * Per input: over many inputs the garbage collector may let the heap grow lazily without any leak.
 */
function withinMemory(work: () => void): void {
  const before = process.resourceUsage().maxRSS * 1024;
  work();
  expect(process.resourceUsage().maxRSS * 1024 - before).toBeLessThan(200 * MB);
}

/** Calls `work`; anything thrown must be the library's own error. */
function onlyLibraryErrors(label: string, work: () => void): void {
  try {
    work();
  } catch (e) {
    if (!(e instanceof CaptionError)) throw new Error(`${label}: ${String(e)}`, { cause: e });
  }
}

function readAndWrite(name: string, text: string): void {
  const format = formatFromFileName(name);
  for (const options of [{ format }, {}]) {
    let track: Track | undefined;
    onlyLibraryErrors(`${name} read`, () => {
      const read = readCaptions(text, options);
      // Lenient reading turns unexpected exceptions into this warning: it means a bug.
      expect(read.warnings.filter((w) => w.message.startsWith('could not read'))).toEqual([]);
      track = read.track;
    });
    onlyLibraryErrors(`${name} strict read`, () => readCaptions(text, { ...options, strict: true }));
    if (!track) continue;
    for (const target of supportedFormats()) {
      onlyLibraryErrors(`${name} → ${target}`, () => writeCaptions(track as Track, target));
    }
  }
}

describe('fuzz corpus', () => {
  it('holds a small seed for every readable format', () => {
    const formats = new Set(corpus.map((c) => formatFromFileName(c.name)));
    for (const f of ['webvtt', 'srt', 'sbv', 'ttml', 'scc', 'sami', 'ass', 'lrc', 'transcript', 'json'])
      expect(formats).toContain(f);
    for (const c of corpus) expect(c.text.length, c.name).toBeLessThan(4096);
  });

  it('reads and writes every seed as it is', () => {
    for (const c of corpus) withinMemory(() => readAndWrite(c.name, c.text));
  });

  it('mutated seeds never hang, throw only library errors, and stay within the memory bound', () => {
    fc.assert(
      fc.property(fc.constantFrom(...corpus), fc.array(mutation, { minLength: 1, maxLength: 4 }), (seed, mutations) =>
        withinMemory(() => readAndWrite(seed.name, mutate(seed.text, mutations))),
      ),
      { numRuns: 100 },
    );
  });

  it('random text in every format never throws anything but library errors', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fragments, fc.string()), { maxLength: 80 }), (parts) => {
        const text = parts.join('');
        for (const c of corpus) withinMemory(() => readAndWrite(c.name, text));
      }),
      { numRuns: 60 },
    );
  });
});
