import type { FileStatus } from '@shared/constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** A media duration as `m:ss`, or `h:mm:ss` from an hour on. */
export function formatMediaDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** A library file's state in people's words (the media library and the platform pages say it alike). */
export const FILE_STATUS_LABELS: Record<FileStatus, string> = {
  uploading: 'Uploading',
  queued: 'Queued',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
};
