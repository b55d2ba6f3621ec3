import type { DisplayLanguage } from '@shared/schemas/catalogues';

/** The language the admin's text is in (its `<html lang>`), which catalogues name their languages in. */
export function uiLanguage(): DisplayLanguage {
  return document.documentElement.lang.toLowerCase().startsWith('es') ? 'es' : 'en';
}
