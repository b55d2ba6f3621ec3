import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { getEnvironment, type Environment } from './environment';
import { readStored, STORAGE_PREFIX, storageKeys, subscribeStored, writeStored } from './storage';

/** On only in beta until they are ready for everyone. */
const BETA_ONLY_FLAGS = ['sso', 'brightcove', 'canvas', 'dropbox', 'mux', 'panopto', 'vimeo', 'wistia'] as const;
// The specification lists `youtube` both as beta-only and as on everywhere; the later list (everywhere) wins.
const EVERYWHERE_FLAGS = ['referrals', 'box', 'googledrive', 'kaltura', 'rev', 'youtube'] as const;

export const FEATURE_FLAGS = [...EVERYWHERE_FLAGS, ...BETA_ONLY_FLAGS].sort() as FeatureFlag[];
export type FeatureFlag = (typeof BETA_ONLY_FLAGS)[number] | (typeof EVERYWHERE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export function defaultFlags(environment: Environment): FeatureFlags {
  const flags = {} as FeatureFlags;
  for (const flag of EVERYWHERE_FLAGS) flags[flag] = true;
  for (const flag of BETA_ONLY_FLAGS) flags[flag] = environment === 'beta';
  return flags;
}

// Unknown keys (a flag since removed) and non-boolean values are dropped rather than failing the whole value.
const overridesSchema = z.record(z.string(), z.unknown()).transform((value) => {
  const known: Partial<FeatureFlags> = {};
  for (const flag of FEATURE_FLAGS) if (typeof value[flag] === 'boolean') known[flag] = value[flag];
  return known;
});

export function readFlagOverrides(): Partial<FeatureFlags> {
  return readStored(storageKeys.flagOverrides, overridesSchema, {});
}

export function resolveFlags(environment: Environment, overrides: Partial<FeatureFlags>): FeatureFlags {
  return { ...defaultFlags(environment), ...overrides };
}

let cachedRaw: string | null | undefined;
let cachedFlags: FeatureFlags | undefined;

function snapshot(): FeatureFlags {
  // useSyncExternalStore needs a stable result while nothing changed.
  const raw = safeRaw();
  if (cachedFlags === undefined || raw !== cachedRaw) {
    cachedRaw = raw;
    cachedFlags = resolveFlags(getEnvironment(), readFlagOverrides());
  }
  return cachedFlags;
}

function safeRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + storageKeys.flagOverrides);
  } catch {
    return null;
  }
}

/** The feature flags in effect: the environment's defaults with the overrides stored in this browser. */
export function useFeatureFlags(): FeatureFlags {
  return useSyncExternalStore(subscribeStored, snapshot);
}

/** Sets or resets overrides; they persist in local storage until reset. */
export function useFlagOverrides() {
  const setFlag = useCallback((flag: FeatureFlag, value: boolean) => {
    const next = { ...readFlagOverrides(), [flag]: value };
    // An override equal to the default is no override: it keeps following the default.
    if (defaultFlags(getEnvironment())[flag] === value) delete next[flag];
    writeStored(storageKeys.flagOverrides, Object.keys(next).length ? next : undefined);
  }, []);
  const reset = useCallback(() => writeStored(storageKeys.flagOverrides, undefined), []);
  return { setFlag, reset };
}
