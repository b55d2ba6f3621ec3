import type { TrackFile } from '@shared/captions/track-file';

/** Saves text as a file through a temporary object URL. */
export function saveTrackFile({ fileName, type, text }: TrackFile): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
