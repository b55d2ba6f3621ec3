// Lazy chunk: the caption serializers, loaded on the first download.
import type { EmbedTrack } from '../../shared/schemas/embed';
import { serializeSrt } from '../../shared/captions/srt';
import { serializeTranscript } from '../../shared/captions/transcript';
import { serializeWebVtt } from '../../shared/captions/webvtt/serialize';

const FORMATS = {
  txt: { type: 'text/plain', write: (t: EmbedTrack) => serializeTranscript(t, { timestamps: true }).text },
  srt: { type: 'application/x-subrip', write: (t: EmbedTrack) => serializeSrt(t).text },
  vtt: { type: 'text/vtt', write: (t: EmbedTrack) => serializeWebVtt(t).text },
} as const;

/** Saves the track as a file named after the media and language, e.g. `gettysburg-address.en.srt`. */
export function downloadTrack(track: EmbedTrack, fileName: string, format: keyof typeof FORMATS) {
  const { type, write } = FORMATS[format];
  const blob = new Blob([write(track)], { type: `${type};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  const base =
    fileName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'transcript';
  anchor.download = `${base}.${track.language}.${format}`;
  anchor.click();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
