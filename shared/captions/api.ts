// High-level entry points: read any supported format from bytes or text, write any format.
import type { CaptionFormat, CaptionWarning, ParseOptions, ParseResult, Track, WriteResult } from './model';
import { CaptionParseError } from './model';
import { type TextEncoding, toText } from './decode';
import { detectFormat } from './detect';
import { parseJson, serializeJson } from './json';
import { parseLrc, serializeLrc } from './lrc';
import { parseSami, serializeSami } from './sami';
import { parseSbv, serializeSbv } from './sbv';
import { parseScc, serializeScc } from './scc';
import { parseSsa, serializeSsa } from './ssa';
import { parseTranscript, serializeTranscript } from './transcript';
import { parseTtml, serializeTtml } from './ttml';
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

/** Writes a track in the given format; `dropped` lists what the format could not carry. */
export function writeCaptions(track: Track, format: CaptionFormat, options: WriteOptions = {}): WriteResult {
  const writer = writers[format];
  if (!writer) throw new Error(`writing ${format} is not supported`);
  const transformed = transformTrack(track, options);
  const result = writer(transformed.track, options);
  return { text: result.text, dropped: [...transformed.dropped, ...result.dropped] };
}
