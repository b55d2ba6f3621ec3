import type { AssignmentPriority, AssignmentStatus, AssignmentType } from '@shared/schemas/assignments';

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds as `HH:MM:SS` (hours keep counting past 99). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (ms: number) => dateFormat.format(ms);
export const formatDateTime = (ms: number) => dateTimeFormat.format(ms);

/** `yyyy-mm-dd` of a local day, for `<input type="date">`. */
export function toDateInput(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `<input type="datetime-local">` value as epoch ms, or null when empty or invalid. */
export function fromDateTimeInput(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

export const STATUS_LABELS: Record<AssignmentStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  blocked: 'Blocked',
  cancelled: 'Cancelled',
};

export const PRIORITY_LABELS: Record<AssignmentPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const TYPE_LABELS: Record<AssignmentType, string> = {
  transcription_edit: 'Transcription edit',
  translation_review: 'Translation review',
  voiceover_request: 'Voiceover request',
  embed_in_lms: 'Embed in LMS',
  publish_captions: 'Publish captions',
  create_audio_description: 'Create audio description',
  edit_audio_description: 'Edit audio description',
  translate_audio_description: 'Translate audio description',
  publish_audio_description: 'Publish audio description',
  review_corrections: 'Review corrections',
  custom: 'Custom',
};

/** Assignments by due date, undated last (the server already answers so; kept stable for cached edits). */
export function byDueDate<T extends { dueDate: number | null }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => {
    if (a.dueDate === b.dueDate) return 0;
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate - b.dueDate;
  });
}
