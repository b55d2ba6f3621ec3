import type { FileStatus } from '@shared/constants';

const updatedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp as a local date and time. */
export const formatUpdated = (iso: string) => updatedFormat.format(new Date(iso));

/** States that change on their own, so the list keeps following them. */
export const ACTIVE_STATUSES: readonly FileStatus[] = ['uploading', 'queued', 'processing'];
