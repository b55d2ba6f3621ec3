import type { CorrectionStatus, MediaRequestKind, MediaRequestStatus } from '@shared/constants';

export const CORRECTION_STATUS_LABELS: Record<CorrectionStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  spam: 'Spam',
};

/** The list's heading for each status filter. */
export const CORRECTION_LIST_TITLES: Record<CorrectionStatus, string> = {
  pending: 'Pending corrections',
  accepted: 'Accepted corrections',
  rejected: 'Rejected corrections',
  spam: 'Corrections marked as spam',
};

export const REQUEST_LIST_TITLES: Record<MediaRequestStatus, string> = {
  pending: 'Pending accessibility requests',
  in_progress: 'Accessibility requests in progress',
  fulfilled: 'Fulfilled accessibility requests',
  declined: 'Declined accessibility requests',
};

export const REQUEST_STATUS_LABELS: Record<MediaRequestStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  fulfilled: 'Fulfilled',
  declined: 'Declined',
};

export const REQUEST_KIND_LABELS: Record<MediaRequestKind, string> = {
  captions: 'Captions',
  transcript: 'Transcript',
  translation: 'Translation',
  audio_description: 'Audio description',
  voiceover: 'Voiceover',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A cue time as `M:SS.s` (hours when there are some), the way the embeds show it. */
export function formatCueTime(ms: number): string {
  const tenths = Math.floor(ms / 100);
  const seconds = Math.floor(tenths / 10);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = `${pad(seconds % 60)}.${tenths % 10}`;
  return h > 0 ? `${h}:${pad(m)}:${s}` : `${m}:${s}`;
}

/** A span of milliseconds in the largest whole unit a person would use: "3 days", "5 hours", "12 minutes". */
export function formatSpan(ms: number): string {
  const units: [string, number][] = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
  ];
  const [unit, size] = units.find(([, size]) => ms >= size) ?? ['minute', 60_000];
  const count = Math.round(ms / size);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
