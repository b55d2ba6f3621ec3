import type { FileStatus } from '@shared/constants';
import { ApiError } from '@shared/api/client';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** How often an importing item is looked at again. */
export const POLL_MS = 2000;

/** File states that change on their own while an import runs. */
export const isActive = (status: FileStatus | undefined) =>
  status === 'uploading' || status === 'queued' || status === 'processing';

/** What went wrong talking to the platform, as the pages tell it apart. */
export type PlatformProblemKind = 'not_connected' | 'not_found' | 'reconnect' | 'unavailable' | 'other';

/**
 * `platform_reconnect` (409) asks for Reconnect, `platform_unavailable` (502/503) for Retry; a 404 on a listing
 * means the workspace has no stored connection (an integration row without credentials), on an item either that
 * or an item the platform does not have (the server's message says which).
 */
export function platformProblemOf(error: Error, scope: 'listing' | 'item'): PlatformProblemKind {
  if (!(error instanceof ApiError)) return 'other';
  if (error.code === 'platform_reconnect') return 'reconnect';
  if (error.code === 'platform_unavailable') return 'unavailable';
  if (error.status === 404) return scope === 'listing' ? 'not_connected' : 'not_found';
  return 'other';
}

/** What each platform calls its folders; "Folders" where it has no word of its own. */
export function folderHeading(platform: string): string {
  if (platform === 'youtube') return 'Playlists';
  if (platform === 'kaltura') return 'Categories';
  return 'Folders';
}
