import { readCaptions, writeCaptions } from '@shared/captions/api';
import type { CaptionFormat } from '@shared/captions/model';
import type { TrackKind } from '@shared/constants';
import type { CaptionUpload, PlatformCaption } from './types';

// File stores (Google Drive, Box) have no caption API. A caption there is a sidecar file next to the media with the
// same base name, as players and editors expect: `Lecture 1.mp4` → `Lecture 1.vtt`, `Lecture 1.en.vtt`,
// `Lecture 1.fr-CA.srt`. We read WebVTT and SRT sidecars and write WebVTT ones.

const FORMAT_OF_EXTENSION: Record<string, CaptionFormat> = { vtt: 'webvtt', srt: 'srt' };
/** A BCP 47-looking segment (`en`, `pt-BR`, `zh-Hant`), so `Lecture 1.final.vtt` is not read as a language. */
const LANGUAGE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;
/** Language of a sidecar whose name does not say (BCP 47 "undetermined"). */
export const UNKNOWN_LANGUAGE = 'und';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The name without its last extension: `Lecture 1.mp4` → `Lecture 1`. */
export function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** The language and format of `candidate` when it is a sidecar of `mediaName`, else null. */
export function sidecarOf(mediaName: string, candidate: string): { language: string; format: CaptionFormat } | null {
  const base = baseName(mediaName);
  if (!candidate.startsWith(`${base}.`)) return null;
  const rest = candidate.slice(base.length + 1).split('.');
  const format = FORMAT_OF_EXTENSION[rest.at(-1)!.toLowerCase()];
  if (!format || rest.length > 2) return null;
  // `Lecture 1.mp4.vtt` (some tools keep the media's extension) says no language: `mp4` is not one.
  if (rest.length === 1 || `${base}.${rest[0]}` === mediaName) return { language: UNKNOWN_LANGUAGE, format };
  return LANGUAGE.test(rest[0]!) ? { language: rest[0]!, format } : null;
}

/** The file name we publish a track under: `Lecture 1.fr.vtt`. */
export function sidecarName(mediaName: string, language: string): string {
  return `${baseName(mediaName)}.${language}.vtt`;
}

/** What we store with a sidecar we wrote, so its label and kind survive the round trip. */
export interface SidecarLabels {
  language?: string;
  label?: string;
  kind?: string;
}

const KINDS: readonly string[] = ['captions', 'subtitles', 'descriptions', 'chapters'] satisfies TrackKind[];

/** A sidecar as a platform caption: the labels we stored win over what the name says. */
export function sidecarCaption(
  id: string,
  fileName: string,
  found: { language: string; format: CaptionFormat },
  stored: SidecarLabels = {},
): PlatformCaption {
  const language = stored.language || found.language;
  const named = language === UNKNOWN_LANGUAGE ? undefined : languageNames.of(language);
  return {
    id,
    language,
    label: stored.label || named || fileName,
    kind: KINDS.includes(stored.kind ?? '') ? (stored.kind as TrackKind) : 'captions',
    format: found.format,
  };
}

/** The upload as WebVTT (the sidecar format players pick up), converted with shared/captions when needed. */
export function asWebVtt(caption: CaptionUpload): string {
  if (caption.format === 'webvtt') return caption.text;
  return writeCaptions(readCaptions(caption.text, { format: caption.format }).track, 'webvtt').text;
}
