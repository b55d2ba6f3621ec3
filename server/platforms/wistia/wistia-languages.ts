// Wistia keys captions by ISO 639-2 three-letter codes; we keep BCP 47 tags. Intl has no three-letter codes, so
// the common languages are listed here: the bibliographic code Wistia is sent, and the terminology code some
// tools write, both read back.

const BIBLIOGRAPHIC: Record<string, string> = {
  ar: 'ara',
  bg: 'bul',
  ca: 'cat',
  cs: 'cze',
  cy: 'wel',
  da: 'dan',
  de: 'ger',
  el: 'gre',
  en: 'eng',
  es: 'spa',
  et: 'est',
  eu: 'baq',
  fa: 'per',
  fi: 'fin',
  fr: 'fre',
  ga: 'gle',
  he: 'heb',
  hi: 'hin',
  hr: 'hrv',
  hu: 'hun',
  hy: 'arm',
  id: 'ind',
  is: 'ice',
  it: 'ita',
  ja: 'jpn',
  ka: 'geo',
  ko: 'kor',
  lt: 'lit',
  lv: 'lav',
  mk: 'mac',
  ms: 'may',
  nl: 'dut',
  no: 'nor',
  pl: 'pol',
  pt: 'por',
  ro: 'rum',
  ru: 'rus',
  sk: 'slo',
  sl: 'slv',
  sq: 'alb',
  sr: 'srp',
  sv: 'swe',
  sw: 'swa',
  th: 'tha',
  tl: 'tgl',
  tr: 'tur',
  uk: 'ukr',
  ur: 'urd',
  vi: 'vie',
  zh: 'chi',
};
/** The terminology codes that differ from the bibliographic ones. */
const TERMINOLOGY: Record<string, string> = {
  cs: 'ces',
  cy: 'cym',
  de: 'deu',
  el: 'ell',
  eu: 'eus',
  fa: 'fas',
  fr: 'fra',
  hy: 'hye',
  is: 'isl',
  ka: 'kat',
  mk: 'mkd',
  ms: 'msa',
  nl: 'nld',
  ro: 'ron',
  sk: 'slk',
  sq: 'sqi',
  zh: 'zho',
};
const FROM_THREE = new Map<string, string>([
  ...Object.entries(BIBLIOGRAPHIC).map(([two, three]) => [three, two] as const),
  ...Object.entries(TERMINOLOGY).map(([two, three]) => [three, two] as const),
]);

/** The code Wistia is sent for a BCP 47 tag (its primary language), or null for a language not listed. */
export function wistiaLanguageOf(tag: string): string | null {
  const primary = tag.toLowerCase().split('-')[0]!;
  if (primary.length === 3) return primary;
  return BIBLIOGRAPHIC[primary] ?? null;
}

/** The BCP 47 tag for a Wistia code; a code not listed is kept as it is (a valid tag too). */
export const languageTagOf = (code: string) => FROM_THREE.get(code.toLowerCase()) ?? code;
