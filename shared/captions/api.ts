// High-level entry points: read any supported format from bytes or text, write any format.
import type {
  CaptionFormat,
  CaptionWarning,
  Cue,
  CueNode,
  ParseOptions,
  ParseResult,
  Track,
  WriteResult,
} from './model';
import { CaptionError, CaptionParseError, MAX_INPUT_BYTES, MAX_NESTING, MAX_TIME_MS } from './model';
import { type TextEncoding, toText } from './decode';
import { parseDapt } from './dapt';
import { serializeDapt } from './dapt-writer';
import { detectFormat } from './detect';
import { parseJson, serializeJson } from './json';
import { parseLrc, serializeLrc } from './lrc';
import { parseSami, serializeSami } from './sami';
import { parseSbv, serializeSbv } from './sbv';
import { parseScc } from './scc';
import { serializeScc } from './scc-writer';
import { parseSsa, serializeSsa } from './ssa';
import { parseTranscript, serializeTranscript } from './transcript';
import { parseTtml } from './ttml';
import { serializeTtml } from './ttml-writer';
import { parseSrt, serializeSrt } from './srt';
import { type TransformOptions, transformTrack } from './transform';
import { parseWebVtt } from './webvtt/parse';
import { serializeWebVtt } from './webvtt/serialize';

export interface ReadOptions extends ParseOptions, TransformOptions {
  /** Skip detection. */
  format?: CaptionFormat;
  /** Used by detection when the content is ambiguous. */
  fileName?: string;
}

export interface ReadResult {
  format: CaptionFormat;
  encoding: TextEncoding;
  track: Track;
  warnings: CaptionWarning[];
  dropped: string[];
}

export interface WriteOptions extends TransformOptions {
  /** Transcript output: prefix paragraphs with `[HH:MM:SS.mmm]` (default true). */
  timestamps?: boolean;
  /** Frame rate for SCC output (29.97 drop-frame by default). */
  fps?: number;
  /** The track's kind, for DAPT: `descriptions` writes an audio description script, others a dialogue transcript. */
  kind?: string;
}

type Reader = (text: string, options: ParseOptions) => ParseResult;
type Writer = (track: Track, options: WriteOptions) => WriteResult;

const readers: Partial<Record<CaptionFormat, Reader>> = {
  webvtt: parseWebVtt,
  srt: parseSrt,
  sbv: parseSbv,
  sami: parseSami,
  ssa: parseSsa,
  ass: parseSsa,
  lrc: parseLrc,
  transcript: parseTranscript,
  ttml: parseTtml,
  dapt: parseDapt,
  scc: parseScc,
  json: parseJson,
};

const writers: Partial<Record<CaptionFormat, Writer>> = {
  webvtt: serializeWebVtt,
  srt: serializeSrt,
  sbv: serializeSbv,
  sami: serializeSami,
  ssa: (track) => serializeSsa(track, 'ssa'),
  ass: (track) => serializeSsa(track, 'ass'),
  lrc: serializeLrc,
  transcript: (track, options) => serializeTranscript(track, options),
  ttml: serializeTtml,
  dapt: (track, options) => serializeDapt(track, options),
  scc: serializeScc,
  json: serializeJson,
};

/** Formats `readCaptions` and `writeCaptions` support. */
export function supportedFormats(): CaptionFormat[] {
  return Object.keys(writers) as CaptionFormat[];
}

/**
 * Reads captions from bytes (any supported encoding) or text. Lenient by default: problems become
 * warnings with line numbers; `strict` throws `CaptionParseError` at the first one.
 */
export function readCaptions(input: Uint8Array | ArrayBuffer | string, options: ReadOptions = {}): ReadResult {
  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > MAX_INPUT_BYTES) throw new CaptionError(inputTooLargeMessage(size));
  const { text, encoding } = toText(input);
  const format = options.format ?? detectFormat(text, options.fileName);
  const reader = readers[format];
  if (!reader) {
    if (options.strict) throw new CaptionParseError(0, `reading ${format} is not supported`);
    return {
      format,
      encoding,
      track: { cues: [] },
      warnings: [{ line: 0, message: `reading ${format} is not supported` }],
      dropped: [],
    };
  }
  let result: ParseResult;
  try {
    result = reader(text, { strict: options.strict, fps: options.fps });
  } catch (e) {
    if (e instanceof CaptionParseError || options.strict) throw e;
    // Lenient mode promises no unexplained exceptions: surface the bug as a warning.
    return {
      format,
      encoding,
      track: { cues: [] },
      warnings: [{ line: 0, message: `could not read: ${String(e)}` }],
      dropped: [],
    };
  }
  const transformed = transformTrack(result.track, options);
  return {
    format,
    encoding,
    track: transformed.track,
    warnings: result.warnings,
    dropped: [...(result.dropped ?? []), ...transformed.dropped],
  };
}

/** The message for an input over MAX_INPUT_BYTES, shared by the library, the CLI and the converter page. */
export function inputTooLargeMessage(bytes: number): string {
  // Rounded up, so a file just over the limit never reads as equal to it.
  const mb = (n: number): string => `${Math.ceil((n / 1024 / 1024) * 10) / 10} MB`;
  return `the file is ${mb(bytes)}; caption files up to ${mb(MAX_INPUT_BYTES)} can be read`;
}

/** Deepest styling nesting in a cue, measured without recursion. */
function contentDepth(nodes: CueNode[]): number {
  let deepest = 0;
  const pending: [CueNode[], number][] = [[nodes, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [list, depth] = next;
    deepest = Math.max(deepest, depth);
    if (depth > MAX_NESTING + 1) break;
    for (const n of list) if (n.type !== 'text' && n.type !== 'timestamp') pending.push([n.children, depth + 1]);
  }
  return deepest - 1;
}

// Writers trust what readers guarantee; a track built by hand (or shifted) is checked against the same limits.
function checkWritable(cues: Cue[]): Cue[] {
  return cues.map((cue, i) => {
    if (!(cue.startMs <= MAX_TIME_MS) || Number.isNaN(cue.endMs))
      throw new CaptionError(`cue ${i + 1}: time beyond 99:59:59.999`);
    if (cue.content && contentDepth(cue.content) > MAX_NESTING)
      throw new CaptionError(`cue ${i + 1}: styling nested more than ${MAX_NESTING} deep`);
    // An indefinite end (TTML without one) is written as the latest time there is.
    return cue.endMs > MAX_TIME_MS ? { ...cue, endMs: MAX_TIME_MS } : cue;
  });
}

/** Writes a track in the given format; `dropped` lists what the format could not carry. */
export function writeCaptions(track: Track, format: CaptionFormat, options: WriteOptions = {}): WriteResult {
  const writer = writers[format];
  if (!writer) throw new CaptionError(`writing ${format} is not supported`);
  const transformed = transformTrack(track, options);
  const result = writer({ ...transformed.track, cues: checkWritable(transformed.track.cues) }, options);
  return { text: result.text, dropped: [...transformed.dropped, ...result.dropped] };
}
