// The caption track model every format reads into and writes from.

/** Caption formats this library reads and writes. */
export type CaptionFormat =
  'webvtt' | 'srt' | 'sbv' | 'ttml' | 'dapt' | 'scc' | 'sami' | 'ssa' | 'ass' | 'lrc' | 'transcript' | 'json';

export const CAPTION_FORMATS: readonly CaptionFormat[] = [
  'webvtt',
  'srt',
  'sbv',
  'ttml',
  'dapt',
  'scc',
  'sami',
  'ssa',
  'ass',
  'lrc',
  'transcript',
  'json',
];

/** Plain text inside styled content. */
export interface CueTextNode {
  type: 'text';
  text: string;
}

/** A karaoke-style timestamp inside the cue (WebVTT `<00:01.000>`). */
export interface CueTimestampNode {
  type: 'timestamp';
  ms: number;
}

/** Styling span; `c`, `v` and `lang` are the WebVTT class, voice and language spans. */
export interface CueElementNode {
  type: 'i' | 'b' | 'u' | 'c' | 'v' | 'lang' | 'ruby' | 'rt';
  classes?: string[];
  /** Speaker name on `v`, language tag on `lang`. */
  annotation?: string;
  /** CSS colour from SRT/SAMI `<font color>` or TTML `tts:color`. */
  color?: string;
  children: CueNode[];
}

export type CueNode = CueTextNode | CueTimestampNode | CueElementNode;

/** Placement of a cue, in WebVTT terms (TTML/SSA/SCC positions map onto these). */
export interface CueSettings {
  vertical?: 'rl' | 'lr';
  /** Line number (snapToLines) or percentage. */
  line?: number;
  snapToLines?: boolean;
  lineAlign?: 'start' | 'center' | 'end';
  /** Percentage. */
  position?: number;
  positionAlign?: 'line-left' | 'center' | 'line-right';
  /** Percentage. */
  size?: number;
  align?: 'start' | 'center' | 'end' | 'left' | 'right';
}

export interface Cue {
  id?: string;
  startMs: number;
  endMs: number;
  /** Plain text, lines joined by `\n`, without markup and without the speaker. */
  text: string;
  speaker?: string;
  /** Styled content; when present writers render it instead of `text`. */
  content?: CueNode[];
  settings?: CueSettings;
  /** Identifier of a region in `Track.regions`. */
  region?: string;
  /** An extended description: the media pauses while it is spoken (WebVTT writes it as `EXTENDED_NOTE`). */
  extended?: boolean;
}

/** A WebVTT region (TTML regions are mapped onto the same shape). */
export interface Region {
  id: string;
  /** Percentages unless noted. */
  width: number;
  lines: number;
  regionAnchorX: number;
  regionAnchorY: number;
  viewportAnchorX: number;
  viewportAnchorY: number;
  scroll: '' | 'up';
}

export interface Track {
  cues: Cue[];
  language?: string;
  title?: string;
  regions?: Region[];
  /** Raw CSS from WebVTT STYLE blocks. */
  styles?: string[];
  /** Free-form header values (SSA script info, LRC tags, SAMI title…). */
  metadata?: Record<string, string>;
}

export interface CaptionWarning {
  /** 1-based line number in the input; 0 when not tied to a line. */
  line: number;
  message: string;
}

/** What a parser returns: the track, every recoverable problem, and what it could not represent. */
export interface ParseResult {
  track: Track;
  warnings: CaptionWarning[];
  dropped?: string[];
}

export interface ParseOptions {
  /** Throw `CaptionParseError` at the first problem instead of warning. */
  strict?: boolean;
  /** Frame rate for frame-based time expressions (SCC, TTML frames, SSA none). */
  fps?: number;
}

export interface WriteResult {
  text: string;
  /** Human-readable list of features the target format could not carry. */
  dropped: string[];
}

/** Latest time a reader accepts and a writer emits (99:59:59.999); later times are rejected. */
export const MAX_TIME_MS = 359_999_999;

/** Deepest styling nesting kept; deeper tags are ignored so that every walk over a cue stays shallow. */
export const MAX_NESTING = 64;

/** Largest input `readCaptions` accepts (50 MB); the CLI and the converter page check it first. */
export const MAX_INPUT_BYTES = 50 * 1024 * 1024;

/** The only error type the library throws: unsupported formats, limits, and strict-mode problems. */
export class CaptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptionError';
  }
}

/** Thrown in strict mode, and for unrecoverable input. */
export class CaptionParseError extends CaptionError {
  readonly line: number;
  constructor(line: number, message: string) {
    super(line > 0 ? `line ${line}: ${message}` : message);
    this.name = 'CaptionParseError';
    this.line = line;
  }
}
