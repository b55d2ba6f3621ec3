import type { Catalogue } from './catalogue';

/** The languages the embeds speak; English is built in, the others load when needed. */
export const UI_LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'ar'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

const CATALOGUES: Record<Exclude<UiLocale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  pt: () => import('./locales/pt'),
  ar: () => import('./locales/ar'),
};

const supported = (tag: string | null | undefined) => {
  const base = tag?.toLowerCase().split('-')[0];
  return UI_LOCALES.find((l) => l === base);
};

/**
 * The language of an element's own words: its `lang`, else the nearest ancestor's (through shadow roots, so a
 * showcase's transcript follows the showcase, and up to the page's `<html lang>`), else the browser's; English
 * when none of them is one the embeds speak.
 */
export function uiLocale(element: Element): UiLocale {
  for (let node: Element | undefined = element; node; node = (node.getRootNode() as ShadowRoot).host) {
    const withLang = node.closest('[lang]');
    if (withLang) {
      const locale = supported(withLang.getAttribute('lang'));
      if (locale) return locale;
      break;
    }
  }
  return navigator.languages.map(supported).find(Boolean) ?? 'en';
}

/** The catalogue for `locale` (its own chunk); null for English, which the bundle carries. */
export async function loadCatalogue(locale: UiLocale): Promise<Catalogue | null> {
  return locale === 'en' ? null : (await CATALOGUES[locale]()).default;
}

/**
 * The direction to set on an element's own words: right to left for Arabic; otherwise none, so a page's
 * right-to-left layout still mirrors an embed that speaks English there.
 */
export const uiDirection = (locale: UiLocale) => (locale === 'ar' ? 'rtl' : undefined);
