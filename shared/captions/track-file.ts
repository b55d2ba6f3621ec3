// A track's cues as a file in one caption format: its name, content type and text. The file page's Export menu
// and the API's export call (server/routes/track-export.ts) both make downloads this way.
import type { Cue } from '../schemas/embed';
import { writeCaptions } from './api';
import type { CaptionFormat } from './model';

/** Every format `shared/captions` writes, with the file extension and content type a download gets. */
export const EXPORT_FORMATS: readonly { format: CaptionFormat; label: string; extension: string; type: string }[] = [
  { format: 'webvtt', label: 'WebVTT (.vtt)', extension: 'vtt', type: 'text/vtt' },
  { format: 'srt', label: 'SubRip (.srt)', extension: 'srt', type: 'application/x-subrip' },
  { format: 'ttml', label: 'TTML / DFXP (.ttml)', extension: 'ttml', type: 'application/ttml+xml' },
  { format: 'dapt', label: 'W3C DAPT script (.dapt.ttml)', extension: 'dapt.ttml', type: 'application/ttml+xml' },
  { format: 'scc', label: 'Scenarist SCC (.scc)', extension: 'scc', type: 'text/plain' },
  { format: 'sbv', label: 'YouTube SBV (.sbv)', extension: 'sbv', type: 'text/plain' },
  { format: 'sami', label: 'SAMI (.smi)', extension: 'smi', type: 'application/x-sami' },
  { format: 'ass', label: 'Advanced SubStation (.ass)', extension: 'ass', type: 'text/x-ass' },
  { format: 'ssa', label: 'SubStation Alpha (.ssa)', extension: 'ssa', type: 'text/x-ssa' },
  { format: 'lrc', label: 'Lyrics (.lrc)', extension: 'lrc', type: 'text/plain' },
  { format: 'transcript', label: 'Plain-text transcript (.txt)', extension: 'txt', type: 'text/plain' },
  { format: 'json', label: 'JSON track (.json)', extension: 'json', type: 'application/json' },
];

export interface TrackFile {
  fileName: string;
  /** Content type with its charset: every writer produces UTF-8 text. */
  type: string;
  text: string;
}

/** "Moon speech.mp4" → "Moon speech": the name a download starts from, without characters file systems refuse. */
function baseName(fileName: string) {
  const withoutExtension = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return withoutExtension.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'track';
}

/** A track's saved cues written in one format, named `<file>.<language>.<kind>.<extension>`. */
export function trackFile(
  file: { name: string },
  track: { language: string; kind: string; label: string; cues: readonly Cue[] },
  format: CaptionFormat,
): TrackFile {
  const entry = EXPORT_FORMATS.find((f) => f.format === format);
  if (!entry) throw new Error(`Unknown format ${format}`);
  const { text } = writeCaptions(
    { language: track.language, title: track.label, cues: track.cues.map((cue) => ({ ...cue })) },
    format,
    // DAPT says what the script represents: descriptions of the picture or the programme's dialogue.
    { kind: track.kind },
  );
  return {
    fileName: `${baseName(file.name)}.${track.language}.${track.kind}.${entry.extension}`,
    type: `${entry.type};charset=utf-8`,
    text,
  };
}
