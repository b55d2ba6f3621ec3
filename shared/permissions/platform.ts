import type { Role } from '../constants';
import { FILE_MANAGERS, FILE_UPLOADERS } from './file';

// Who may bring media in from a connected platform and send captions back to it. Browsing a platform is reading
// files (FILE_READERS).

/** Importing items and their captions adds files and tracks: the roles that may upload. */
export const PLATFORM_IMPORTERS: readonly Role[] = FILE_UPLOADERS;

/** Publishing captions back changes what the platform's viewers see: the file's managers. */
export const PLATFORM_PUBLISHERS: readonly Role[] = FILE_MANAGERS;

export function canImportFromPlatforms(role: Role): boolean {
  return PLATFORM_IMPORTERS.includes(role);
}

export function canPublishToPlatforms(role: Role): boolean {
  return PLATFORM_PUBLISHERS.includes(role);
}
