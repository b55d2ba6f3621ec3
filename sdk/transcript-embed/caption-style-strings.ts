// The caption style dialog's words in English, in its own lazy chunk; other languages carry theirs in their
// catalogue (i18n/locales/*.ts).
export const captionStyleStringsEn = {
  title: 'Caption style',
  sample: 'Captions will look like this.',
  size: 'Text size',
  font: 'Font',
  sans: 'Sans-serif',
  serif: 'Serif',
  mono: 'Monospace',
  legible: 'Large x-height',
  dyslexic: 'Dyslexia-friendly',
  color: 'Text colour',
  edge: 'Edge style',
  none: 'None',
  outline: 'Outline',
  shadow: 'Drop shadow',
  raised: 'Raised',
  depressed: 'Depressed',
  background: 'Background colour',
  opacity: 'Background opacity',
  white: 'White',
  yellow: 'Yellow',
  green: 'Green',
  cyan: 'Cyan',
  blue: 'Blue',
  magenta: 'Magenta',
  red: 'Red',
  black: 'Black',
  contrastOk: (ratio: string) => `Contrast at least ${ratio}:1 over any picture.`,
  contrastLow: (ratio: string) =>
    `Contrast can drop to ${ratio}:1 over some pictures, under 4.5:1: raise the background opacity or change a colour.`,
  reset: 'Reset to defaults',
  done: 'Done',
};

export type CaptionStyleStrings = {
  [K in keyof typeof captionStyleStringsEn]: (typeof captionStyleStringsEn)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};
