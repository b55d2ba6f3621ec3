// Scripts written right to left, by primary language subtag, for browsers without `Intl.Locale#getTextInfo`.
const RTL = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ku', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);

type LocaleWithTextInfo = Intl.Locale & { getTextInfo?(): { direction?: string } };

/** `rtl` or `ltr` for a BCP 47 language tag (`ar`, `he-IL`, `ur`, `az-Arab`…); `ltr` when unknown. */
export function textDirection(language: string): 'rtl' | 'ltr' {
  try {
    const direction = (new Intl.Locale(language) as LocaleWithTextInfo).getTextInfo?.().direction;
    if (direction) return direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    // An invalid tag: fall through to the list.
  }
  return RTL.has(language.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}
