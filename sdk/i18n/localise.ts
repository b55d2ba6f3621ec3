import type { FormStrings } from '../forms/form-strings';
import type { CaptionStyleStrings } from '../transcript-embed/caption-style-strings';
import { en, type Strings } from './en';
import { loadCatalogue, uiLocale, type UiLocale } from './ui-locale';

/** An element's words: its language, its own strings, the forms' and the caption style dialog's (null: English). */
export interface Words {
  locale: UiLocale;
  strings: Strings;
  forms: FormStrings | null;
  captionStyle: CaptionStyleStrings | null;
}

export const ENGLISH: Words = { locale: 'en', strings: en, forms: null, captionStyle: null };

/**
 * A name (a file's, a showcase's) set inside a sentence of ours between Unicode isolates, so a Latin name keeps
 * an Arabic heading in order and an Arabic name a Latin one (what `<bdi>` does, also inside attributes).
 */
export const isolate = (name: string) => `\u2068${name}\u2069`;

/** The words for `element`'s language, once its chunk has loaded; English if that chunk cannot load. */
export async function localise(element: Element): Promise<Words> {
  const locale = uiLocale(element);
  const catalogue = await loadCatalogue(locale).catch(() => null);
  return catalogue ? { locale, ...catalogue } : ENGLISH;
}
