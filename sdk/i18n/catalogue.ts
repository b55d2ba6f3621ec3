import type { FormStrings } from '../forms/form-strings';
import type { Strings } from './en';

/** A language other than English: the embeds' words and the forms' words. */
export interface Catalogue {
  strings: Strings;
  forms: FormStrings;
}
