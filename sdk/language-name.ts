/** The page's language: its `lang`, else the browser's. Names shown to viewers are in it. */
export function pageLanguage(): string {
  return document.documentElement.lang || navigator.language;
}

/**
 * A language's name in the embed's own language `locale` ("Español" when it speaks Spanish), or in the page's
 * while it speaks English (which may stand in for a language it does not speak), or the tag when it has none.
 */
export function languageName(tag: string, locale = 'en'): string {
  try {
    const names = locale === 'en' ? pageLanguage() : locale;
    const name = new Intl.DisplayNames([names, 'en'], { type: 'language' }).of(tag);
    // Some languages write their names in lower case ("español"); in a menu they start a line.
    return name ? name.charAt(0).toLocaleUpperCase() + name.slice(1) : tag;
  } catch {
    return tag;
  }
}
