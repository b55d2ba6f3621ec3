// Caption CLI: `convert <input> --to <format> [...]` and `check <input>`.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inputTooLargeMessage, readCaptions, supportedFormats, writeCaptions } from '../shared/captions/api';
import { type CaptionFormat, MAX_INPUT_BYTES } from '../shared/captions/model';
import { TRACK_KINDS } from '../shared/constants';

const USAGE = `usage:
  captions convert <input> --to <format> [--out <file>] [--strict] [--shift <ms>] [--fps <rate>] [--max-chars <n>] [--max-lines <n>] [--strip-styling] [--kind <kind>]
  captions check <input> [--strict]
formats: ${supportedFormats().join(', ')} (also vtt, txt, dfxp, smi)
--kind (for dapt): ${TRACK_KINDS.join(', ')}; descriptions write an audio description script, the others a dialogue
  transcript (without it: descriptions when a cue is extended or the input was a description script)`;

class UsageError extends Error {}

/** File extensions people type for a format. */
const FORMAT_ALIASES: Record<string, CaptionFormat> = { vtt: 'webvtt', txt: 'transcript', dfxp: 'ttml', smi: 'sami' };

function numberOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new UsageError(`--${name} needs a number, got "${value}"`);
  return n;
}

function main(argv: string[]): void {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      out: { type: 'string' },
      strict: { type: 'boolean' },
      shift: { type: 'string' },
      fps: { type: 'string' },
      'max-chars': { type: 'string' },
      'max-lines': { type: 'string' },
      'strip-styling': { type: 'boolean' },
      kind: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [command, input, ...extra] = positionals;
  if (!command || !input || extra.length > 0 || (command !== 'convert' && command !== 'check'))
    throw new UsageError('expected "convert <input> --to <format>" or "check <input>"');
  // Checked before reading, so a huge file is refused without loading it.
  const size = statSync(input).size;
  if (size > MAX_INPUT_BYTES) throw new Error(inputTooLargeMessage(size));
  const bytes = new Uint8Array(readFileSync(input));
  const read = readCaptions(bytes, {
    fileName: path.basename(input),
    strict: values.strict ?? false,
    fps: numberOption(values.fps, 'fps'),
    shiftMs: numberOption(values.shift, 'shift'),
  });
  if (command === 'check') {
    process.stdout.write(`format: ${read.format}\nencoding: ${read.encoding}\ncues: ${read.track.cues.length}\n`);
    process.stdout.write(`warnings: ${read.warnings.length}\n`);
    for (const w of read.warnings) process.stdout.write(`  line ${w.line}: ${w.message}\n`);
    for (const d of read.dropped) process.stdout.write(`  dropped: ${d}\n`);
    return;
  }
  if (!values.to) throw new UsageError('convert needs --to <format>');
  const to = FORMAT_ALIASES[values.to] ?? values.to;
  if (!supportedFormats().includes(to as CaptionFormat)) throw new UsageError(`unknown format "${to}"`);
  const kind = values.kind;
  if (kind !== undefined && !(TRACK_KINDS as readonly string[]).includes(kind))
    throw new UsageError(`--kind must be one of ${TRACK_KINDS.join(', ')}`);
  const written = writeCaptions(read.track, to as CaptionFormat, {
    fps: numberOption(values.fps, 'fps'),
    maxCharsPerLine: numberOption(values['max-chars'], 'max-chars'),
    maxLinesPerCue: numberOption(values['max-lines'], 'max-lines'),
    stripStyling: values['strip-styling'] ?? false,
    kind,
  });
  if (values.out) writeFileSync(values.out, written.text);
  else process.stdout.write(written.text);
  for (const w of read.warnings) process.stderr.write(`warning: line ${w.line}: ${w.message}\n`);
  for (const d of [...read.dropped, ...written.dropped]) process.stderr.write(`dropped: ${d}\n`);
}

try {
  main(process.argv.slice(2));
} catch (e) {
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(`captions: ${message.split('\n')[0]}\n`);
  process.exitCode = 1;
}
