// Panopto names caption languages with its ContentLanguage enum (Panopto Public API v1), in this order; the
// caption download URL numbers them by position (`language=0` is English_USA).
const CONTENT_LANGUAGES = [
  ['English_USA', 'en-US'],
  ['English_GBR', 'en-GB'],
  ['Spanish_MEX', 'es-MX'],
  ['Spanish_ESP', 'es-ES'],
  ['German', 'de'],
  ['French', 'fr'],
  ['Dutch', 'nl'],
  ['Thai', 'th'],
  ['Chinese_Simplified', 'zh-Hans'],
  ['Chinese_Traditional', 'zh-Hant'],
  ['Korean', 'ko'],
  ['Japanese', 'ja'],
  ['Russian', 'ru'],
  ['Portuguese', 'pt'],
  ['Polish', 'pl'],
  ['English_AUS', 'en-AU'],
  ['Danish', 'da'],
  ['Finnish', 'fi'],
  ['Hungarian', 'hu'],
  ['Norwegian', 'no'],
  ['Swedish', 'sv'],
  ['Italian', 'it'],
  ['Welsh', 'cy'],
  ['Catalan', 'ca'],
  ['Galician', 'gl'],
  ['Basque', 'eu'],
  ['Arabic', 'ar'],
  ['Hindi', 'hi'],
  ['French_CAN', 'fr-CA'],
  ['Hebrew', 'he'],
  ['Vietnamese', 'vi'],
] as const;

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number][0];

/** Tags that name a Panopto language by another spelling than its own tag. */
const ALIASES: Record<string, ContentLanguage> = {
  en: 'English_USA',
  es: 'Spanish_MEX',
  'es-419': 'Spanish_MEX',
  zh: 'Chinese_Simplified',
  'zh-cn': 'Chinese_Simplified',
  'zh-tw': 'Chinese_Traditional',
  'zh-hk': 'Chinese_Traditional',
  nb: 'Norwegian',
  nn: 'Norwegian',
  'pt-br': 'Portuguese',
  'pt-pt': 'Portuguese',
  iw: 'Hebrew',
};

const names = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });

/** Panopto's language for a BCP 47 tag (the exact tag, an alias, then the bare language), or undefined. */
export function contentLanguageOf(tag: string): ContentLanguage | undefined {
  const lower = tag.toLowerCase();
  const exact = CONTENT_LANGUAGES.find(([, t]) => t.toLowerCase() === lower)?.[0];
  if (exact) return exact;
  const base = lower.split('-')[0]!;
  return ALIASES[lower] ?? ALIASES[base] ?? CONTENT_LANGUAGES.find(([, t]) => t === base)?.[0];
}

/** A Panopto language by its enum name or its position (as the caption download URL gives it). */
export function contentLanguageFrom(value: string | null): ContentLanguage | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value)) return CONTENT_LANGUAGES[Number(value)]?.[0];
  return CONTENT_LANGUAGES.find(([name]) => name === value)?.[0];
}

export const languageTagOf = (language: ContentLanguage): string =>
  CONTENT_LANGUAGES.find(([name]) => name === language)![1];

/** "English (United States)", "French": how Panopto's own caption menu names them. */
export const languageLabelOf = (language: ContentLanguage): string => names.of(languageTagOf(language)) ?? language;
