/** The page's language: its `lang`, else the browser's. Names shown to viewers are in it. */
export function pageLanguage(): string {
  return document.documentElement.lang || navigator.language;
}

/** A language's name in the page's language ("Spanish" on an English page), or the tag when it has none. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([pageLanguage(), 'en'], { type: 'language' }).of(tag);
    // Some languages write their names in lower case ("español"); in a menu they start a line.
    return name ? name.charAt(0).toLocaleUpperCase() + name.slice(1) : tag;
  } catch {
    return tag;
  }
}
