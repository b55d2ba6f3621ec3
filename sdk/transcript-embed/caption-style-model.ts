// The viewer's caption choices, their defaults and the CSS they become; only the style dialog's lazy chunk
// imports this (the entry keeps the CSS it produced: caption-style.ts).
import type { SavedStyle } from './caption-style';

/** The colours on offer, the eight of CEA-708 and of most players' caption settings. */
export const COLOURS = {
  white: '#ffffff',
  yellow: '#ffff00',
  green: '#00ff00',
  cyan: '#00ffff',
  blue: '#0000ff',
  magenta: '#ff00ff',
  red: '#ff0000',
  black: '#000000',
};
/** System fonts only (nothing is downloaded): each stack names the fonts that carry the idea, then a fallback. */
export const FONTS = {
  sans: 'Arial, Roboto, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  mono: 'Consolas, Menlo, "DejaVu Sans Mono", monospace',
  legible: '"Atkinson Hyperlegible", Verdana, Tahoma, sans-serif',
  dyslexic: 'OpenDyslexic, "Comic Sans MS", "Comic Neue", sans-serif',
};
/** Text shadows in em, so an edge grows with the text; C is the edge colour, L the highlight of `depressed`. */
export const EDGES = {
  none: 'none',
  outline: '-.06em -.06em 0 C,.06em -.06em 0 C,-.06em .06em 0 C,.06em .06em 0 C,0 0 .08em C',
  // The same as the first version's shadow (caption-style.ts).
  shadow: '.06em .08em .15em C',
  raised: '.04em .04em 0 C,.08em .08em 0 C',
  depressed: '-.05em -.05em 0 C,.05em .05em 0 L',
};
export const SIZES = [75, 100, 125, 150, 175, 200];
export const OPACITIES = [0, 25, 50, 75, 100];

export type Colour = keyof typeof COLOURS;
export interface CaptionStyle {
  on: boolean;
  /** Percent of the base size, which follows the video's width. */
  size: number;
  color: Colour;
  background: Colour;
  /** Percent opacity of the background box. */
  opacity: number;
  font: keyof typeof FONTS;
  edge: keyof typeof EDGES;
}

/** White on 75 % black: at least 10:1 over any picture. */
export const DEFAULTS: CaptionStyle = {
  on: true,
  size: 100,
  color: 'white',
  background: 'black',
  opacity: 75,
  font: 'sans',
  edge: 'none',
};

const CHOICES: Record<keyof CaptionStyle, readonly unknown[]> = {
  on: [true, false],
  size: SIZES,
  color: Object.keys(COLOURS),
  background: Object.keys(COLOURS),
  opacity: OPACITIES,
  font: Object.keys(FONTS),
  edge: Object.keys(EDGES),
};

/** A saved style checked choice by choice; the first version's size `s|m|l` and `background: false` carry over. */
export function fromSaved(saved: SavedStyle): CaptionStyle {
  const s = { ...saved };
  if (typeof s.size === 'string') s.size = { s: 75, l: 150 }[s.size];
  // The first version's "no background" was white text with a shadow.
  if (s.background === false) Object.assign(s, { background: 'black', opacity: 0, edge: 'shadow' });
  const entries = Object.entries(DEFAULTS).map(([key, fallback]) => {
    const value = s[key];
    return [key, CHOICES[key as keyof CaptionStyle].includes(value) ? value : fallback];
  });
  return Object.fromEntries(entries) as CaptionStyle;
}

/** The custom properties the captions (and the dialog's preview) are drawn with. */
export function captionProperties(style: CaptionStyle): [string, string][] {
  // A dark text gets a light edge, so the edge still shows.
  const dark = style.color === 'black' || style.color === 'blue';
  const edge = EDGES[style.edge].replaceAll('C', dark ? '#fff' : '#000').replaceAll('L', dark ? '#444' : '#ccc');
  const alpha = Math.round((style.opacity / 100) * 255)
    .toString(16)
    .padStart(2, '0');
  return [
    ['--_cap-scale', String(style.size / 100)],
    ['--_cap-color', COLOURS[style.color]],
    ['--_cap-bg', COLOURS[style.background] + alpha],
    ['--_cap-font', FONTS[style.font]],
    ['--_cap-edge', edge],
  ];
}
