import type { FormStrings } from '../forms/form-strings';
import type { CaptionStyleStrings } from '../transcript-embed/caption-style-strings';
import type { Strings } from './en';

/** A language other than English: the embeds' words, the forms' and the caption style dialog's. */
export interface Catalogue {
  strings: Strings;
  forms: FormStrings;
  captionStyle: CaptionStyleStrings;
}
