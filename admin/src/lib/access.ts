import {
  PENDING_BADGE_LIMIT,
  PLATFORM_TYPES,
  type PlatformType,
  type Role,
  type WorkspaceType,
} from '@shared/constants';
import { ASSIGNMENT_MANAGERS } from '@shared/permissions/assignment';
import { COMPLIANCE_MANAGERS } from '@shared/permissions/compliance';
import { CORRECTION_REVIEWERS, MEDIA_REQUEST_REVIEWERS } from '@shared/permissions/contribution';
import { FILE_MANAGERS, FILE_READERS } from '@shared/permissions/file';
import { SETTINGS_MANAGERS } from '@shared/permissions/workspace';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import type { FeatureFlags } from './feature-flags';

/** Platforms that can be a files tab and route; `rev` is a transcription vendor, never a tab. */
export const TAB_PLATFORMS = PLATFORM_TYPES.filter((p) => p !== 'rev') as Exclude<PlatformType, 'rev'>[];
export type TabPlatform = (typeof TAB_PLATFORMS)[number];

/** How each tab platform is named on screen. */
export const PLATFORM_LABELS: Record<TabPlatform, string> = PLATFORM_NAMES;

export function isTabPlatform(value: string): value is TabPlatform {
  return (TAB_PLATFORMS as string[]).includes(value);
}

/**
 * One tab per integration that is flagged on and active in the workspace, in a stable order; none for a role
 * the platform pages turn away (the same `ROLE_GATES.integrations` the router checks), so no tab leads to a
 * "no access" page.
 */
export function integrationTabs(
  role: Role,
  flags: FeatureFlags,
  active: readonly { platformType: PlatformType }[],
): TabPlatform[] {
  if (!hasRole(role, ROLE_GATES.integrations)) return [];
  const activeTypes = new Set(active.map((a) => a.platformType));
  return TAB_PLATFORMS.filter((platform) => flags[platform] && activeTypes.has(platform));
}

/**
 * Which roles open which workspace pages, from the same rules the server decides with; an operator acts as
 * admin everywhere. Every member browses a connected platform (the server lets file readers list it); importing
 * and publishing there are hidden by `shared/permissions/platform`. The analysis page is file managers' work.
 */
export const ROLE_GATES = {
  settings: SETTINGS_MANAGERS,
  corrections: CORRECTION_REVIEWERS,
  requests: MEDIA_REQUEST_REVIEWERS,
  integrations: FILE_READERS,
  analysis: FILE_MANAGERS,
  assignments: ASSIGNMENT_MANAGERS,
  /** The ledger's page; other members read it through the API (docs/compliance.md). */
  compliance: COMPLIANCE_MANAGERS,
} as const satisfies Record<string, readonly Role[]>;

export function hasRole(role: Role, allowed: readonly Role[]): boolean {
  return allowed.includes(role);
}

/** Pending viewer corrections are a business-workspace feature for editors and up. */
export function showsCorrections(role: Role, type: WorkspaceType): boolean {
  return type === 'business' && hasRole(role, ROLE_GATES.corrections);
}

/** Pending accessibility requests are a business-workspace feature for content managers and admins. */
export function showsRequests(role: Role, type: WorkspaceType): boolean {
  return type === 'business' && hasRole(role, ROLE_GATES.requests);
}

/** A full page of pending items means there may be more: `20+`. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count >= PENDING_BADGE_LIMIT ? `${PENDING_BADGE_LIMIT}+` : String(count);
}
