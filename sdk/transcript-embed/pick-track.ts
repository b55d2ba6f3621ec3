import type { TrackSummary } from '../../shared/schemas/embed';

/** Track kinds shown as the transcript and offered in the language menu. */
export const TEXT_KINDS = new Set(['captions', 'subtitles']);

/** The track to show: `language` exactly, then by primary subtag, then the first of the kind. */
export function pickTrack(
  tracks: TrackSummary[],
  language: string,
  kind?: 'chapters' | 'descriptions',
): TrackSummary | undefined {
  const candidates = tracks.filter((t) => (kind ? t.kind === kind : TEXT_KINDS.has(t.kind)));
  const wanted = language.toLowerCase();
  const primary = wanted.split('-')[0];
  return (
    candidates.find((t) => t.language.toLowerCase() === wanted) ??
    candidates.find((t) => t.language.toLowerCase().split('-')[0] === primary) ??
    candidates[0]
  );
}
