// Conversion logic of the caption converter: plain functions the Web Worker calls (and tests call directly).
import { zipSync } from 'fflate';
import { readCaptions, writeCaptions } from '@shared/captions/api';
import type { CaptionFormat, CaptionWarning } from '@shared/captions/model';

/** How many cues the preview shows; the rest are counted, not rendered. */
export const PREVIEW_LIMIT = 500;

export const TARGET_FORMATS: { value: CaptionFormat; label: string; extension: string }[] = [
  { value: 'webvtt', label: 'WebVTT (.vtt)', extension: 'vtt' },
  { value: 'srt', label: 'SubRip (.srt)', extension: 'srt' },
  { value: 'ttml', label: 'TTML / DFXP (.ttml)', extension: 'ttml' },
  { value: 'dapt', label: 'W3C DAPT script (.dapt.ttml)', extension: 'dapt.ttml' },
  { value: 'scc', label: 'Scenarist SCC (.scc)', extension: 'scc' },
  { value: 'sbv', label: 'YouTube SBV (.sbv)', extension: 'sbv' },
  { value: 'sami', label: 'SAMI (.smi)', extension: 'smi' },
  { value: 'ass', label: 'Advanced SubStation (.ass)', extension: 'ass' },
  { value: 'ssa', label: 'SubStation Alpha (.ssa)', extension: 'ssa' },
  { value: 'lrc', label: 'Lyrics (.lrc)', extension: 'lrc' },
  { value: 'transcript', label: 'Plain-text transcript (.txt)', extension: 'txt' },
  { value: 'json', label: 'JSON track (.json)', extension: 'json' },
];

export interface ConvertOptions {
  target: CaptionFormat;
  shiftMs?: number;
  fps?: number;
  maxCharsPerLine?: number;
  maxLinesPerCue?: number;
  stripStyling?: boolean;
  /** DAPT only: what the cues are; without it the writer decides from the file (extended cues make descriptions). */
  kind?: 'descriptions' | 'captions';
}

export interface InputFile {
  name: string;
  bytes: Uint8Array;
}

export interface PreviewCue {
  index: number;
  startMs: number;
  endMs: number;
  text: string;
  speaker?: string;
  /** Input line of the cue's timing, when the format reports one through its warnings. */
  warnings: string[];
}

export interface InspectedFile {
  name: string;
  format?: CaptionFormat;
  encoding?: string;
  cueCount: number;
  preview: PreviewCue[];
  /** Warnings not tied to a previewed cue. */
  warnings: CaptionWarning[];
  /** Set when the file could not be read at all. */
  error?: string;
}

export interface ConvertedOutput {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
  dropped: string[];
}

function withoutExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

// Warnings carry input line numbers; a cue's preview shows those between its line and the next cue's.
function cueLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  for (let i = text.indexOf('\n'), prev = -1; ; prev = i, i = text.indexOf('\n', i + 1)) {
    const content = text.slice(prev + 1, i === -1 ? undefined : i);
    if (content.includes('-->') || /^\s*\d+:\d+:\d+\.\d+,\d+:/.test(content)) lines.push(line);
    if (i === -1) break;
    line++;
  }
  return lines;
}

/** Reads one file: detected format and encoding, cue count, the first cues with warnings next to them. */
export function inspectFile(file: InputFile): InspectedFile {
  if (file.bytes.length === 0)
    return { name: file.name, cueCount: 0, preview: [], warnings: [], error: 'The file is empty.' };
  if (isBinary(file.bytes)) {
    return { name: file.name, cueCount: 0, preview: [], warnings: [], error: 'This is a binary file, not captions.' };
  }
  try {
    const read = readCaptions(file.bytes, { fileName: file.name });
    if (read.track.cues.length === 0 && read.warnings.length > 0 && !looksLikeCaptions(read.format, file.name)) {
      return {
        name: file.name,
        format: read.format,
        encoding: read.encoding,
        cueCount: 0,
        preview: [],
        warnings: read.warnings,
        error: 'No captions were found: this does not look like a caption file.',
      };
    }
    const text = new TextDecoder().decode(file.bytes);
    const starts = read.format === 'webvtt' || read.format === 'srt' || read.format === 'sbv' ? cueLines(text) : [];
    const preview: PreviewCue[] = read.track.cues.slice(0, PREVIEW_LIMIT).map((cue, index) => ({
      index,
      startMs: cue.startMs,
      endMs: cue.endMs,
      text: cue.text,
      ...(cue.speaker ? { speaker: cue.speaker } : {}),
      warnings: [],
    }));
    const loose: CaptionWarning[] = [];
    for (const w of read.warnings) {
      let at = -1;
      for (let i = 0; i < starts.length && i < preview.length; i++) if ((starts[i] as number) <= w.line) at = i;
      const target = at === -1 ? undefined : preview[at];
      if (target) target.warnings.push(`line ${w.line}: ${w.message}`);
      else loose.push(w);
    }
    return {
      name: file.name,
      format: read.format,
      encoding: read.encoding,
      cueCount: read.track.cues.length,
      preview,
      warnings: loose,
    };
  } catch (e) {
    return { name: file.name, cueCount: 0, preview: [], warnings: [], error: `Could not read the file: ${String(e)}` };
  }
}

// Control bytes other than tab and line ends, outside UTF-16 text: an image, video or archive.
function isBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return false;
  let zeros = 0;
  let controls = 0;
  for (const b of head) {
    if (b === 0) zeros++;
    else if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12) controls++;
  }
  // BOM-less UTF-16 has a NUL in every other byte; binaries have them scattered with other controls.
  return controls > head.length * 0.05 || (zeros > 0 && zeros < head.length * 0.3);
}

function looksLikeCaptions(format: CaptionFormat, name: string): boolean {
  return format !== 'transcript' || name.toLowerCase().endsWith('.txt');
}

const MIME_TYPES: Partial<Record<CaptionFormat, string>> = {
  webvtt: 'text/vtt',
  json: 'application/json',
  dapt: 'application/ttml+xml',
};

/** Converts one file to the target format. */
export function convertFile(file: InputFile, options: ConvertOptions): ConvertedOutput {
  if (isBinary(file.bytes)) throw new Error(`${file.name}: this is a binary file, not captions`);
  const read = readCaptions(file.bytes, { fileName: file.name, fps: options.fps });
  const written = writeCaptions(read.track, options.target, {
    shiftMs: options.shiftMs,
    fps: options.fps,
    maxCharsPerLine: options.maxCharsPerLine,
    maxLinesPerCue: options.maxLinesPerCue,
    stripStyling: options.stripStyling,
    kind: options.kind,
  });
  const target = TARGET_FORMATS.find((f) => f.value === options.target);
  return {
    fileName: `${withoutExtension(file.name)}.${target?.extension ?? options.target}`,
    mimeType: MIME_TYPES[options.target] ?? 'text/plain',
    bytes: new TextEncoder().encode(written.text),
    dropped: [...read.dropped, ...written.dropped],
  };
}

/** Converts every file; several files come back as one zip. `onProgress` gets the share done (0–1). */
export function convertFiles(
  files: InputFile[],
  options: ConvertOptions,
  onProgress: (done: number) => void = () => {},
): ConvertedOutput {
  const outputs: ConvertedOutput[] = [];
  files.forEach((file, i) => {
    outputs.push(convertFile(file, options));
    onProgress((i + 1) / (files.length + (files.length > 1 ? 1 : 0)));
  });
  if (outputs.length === 1) return outputs[0] as ConvertedOutput;
  const entries: Record<string, Uint8Array> = {};
  for (const out of outputs) {
    let name = out.fileName;
    for (let n = 2; name in entries; n++)
      name = `${withoutExtension(out.fileName)}-${n}.${out.fileName.split('.').pop()}`;
    entries[name] = out.bytes;
  }
  const zip = zipSync(entries);
  onProgress(1);
  return {
    fileName: 'captions.zip',
    mimeType: 'application/zip',
    bytes: zip,
    dropped: [...new Set(outputs.flatMap((o) => o.dropped))],
  };
}
