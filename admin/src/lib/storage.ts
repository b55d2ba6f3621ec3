import type { z } from 'zod';

/** Every value the admin keeps in the browser lives under this one prefix. */
export const STORAGE_PREFIX = 'media-access:';

export const storageKeys = {
  flagOverrides: 'flag-overrides',
  referralBadgeClicked: 'referral-badge-clicked',
  lastWorkspace: (userId: string) => `last-workspace:${userId}`,
  seenAssignments: (userId: string, workspaceId: string) => `seen-assignments:${userId}:${workspaceId}`,
  theme: 'theme',
} as const;

const listeners = new Set<() => void>();

/**
 * Reads a stored JSON value and validates it; a missing, stale (wrong shape) or corrupt value, or storage
 * that throws (private mode, quota), gives the fallback instead of breaking the app.
 */
export function readStored<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** Stores a JSON value (or removes it for `undefined`) and tells subscribers; storage failures are ignored. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) window.localStorage.removeItem(STORAGE_PREFIX + key);
    else window.localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Without storage the preference lasts only for this page; nothing else depends on it.
  }
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: fires on writes in this tab and on storage events from other tabs. */
export function subscribeStored(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
