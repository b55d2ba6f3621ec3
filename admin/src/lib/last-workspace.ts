import { idSchema } from '@shared/schemas/common';
import { readStored, storageKeys, writeStored } from './storage';

/** The workspace this user used last in this browser, or null. */
export function readLastWorkspace(userId: string): string | null {
  return readStored(storageKeys.lastWorkspace(userId), idSchema.nullable(), null);
}

export function writeLastWorkspace(userId: string, workspaceId: string): void {
  writeStored(storageKeys.lastWorkspace(userId), workspaceId);
}

/** Forgets the user's last workspace (on sign-out, so a shared browser does not keep it). */
export function clearLastWorkspace(userId: string): void {
  writeStored(storageKeys.lastWorkspace(userId), undefined);
}

/** Where `/` sends a member: the cached workspace while they still belong to it, else their first one. */
export function pickHomeWorkspace(userId: string, memberOf: readonly string[]): string | null {
  const last = readLastWorkspace(userId);
  if (last && memberOf.includes(last)) return last;
  return memberOf[0] ?? null;
}
