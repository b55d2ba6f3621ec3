import { z } from 'zod';
import { readStored, storageKeys, subscribeStored, writeStored } from './storage';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The theme chosen in this browser (default: follow the system). */
export function readTheme(): Theme {
  return readStored(storageKeys.theme, z.enum(THEMES), 'system');
}

export function writeTheme(theme: Theme): void {
  writeStored(storageKeys.theme, theme === 'system' ? undefined : theme);
}

/** Keeps `<html class="dark">` in step with the chosen theme and, for `system`, with the system setting, live. */
export function followTheme(): void {
  const scheme = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    const theme = readTheme();
    document.documentElement.classList.toggle('dark', theme === 'dark' || (theme === 'system' && scheme.matches));
  };
  apply();
  scheme.addEventListener('change', apply);
  subscribeStored(apply);
}
