// The viewer's caption style: its choices, the defaults, how it is remembered per site and the CSS it becomes.
// The style dialog (caption-style-form.ts, lazy) receives this module as `model` rather than importing it.

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
  sans: 'Roboto, "Segoe UI", Arial, "Liberation Sans", sans-serif',
  serif: 'Georgia, "Times New Roman", "Liberation Serif", serif',
  mono: '"Cascadia Mono", Consolas, Menlo, "DejaVu Sans Mono", "Liberation Mono", monospace',
  legible: '"Atkinson Hyperlegible Next", "Atkinson Hyperlegible", Verdana, Tahoma, "DejaVu Sans", sans-serif',
  dyslexic: 'OpenDyslexic, Lexend, "Comic Sans MS", "Comic Neue", "Chalkboard SE", sans-serif',
};
/** Text shadows in em, so an edge grows with the text; C is the edge colour, L the highlight of `depressed`. */
export const EDGES = {
  none: 'none',
  outline: '-.06em -.06em 0 C,.06em -.06em 0 C,-.06em .06em 0 C,.06em .06em 0 C,0 0 .08em C',
  shadow: '.06em .08em .15em C,.03em .03em .04em C',
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

const KEY = 'media-access:captions-style';
const OLD_SIZES: Record<string, number> = { s: 75, m: 100, l: 150 };
/** The style while storage is blocked, so every embed of the page keeps it for the session. */
let session: CaptionStyle | null = null;

const oneOf = <T>(value: unknown, allowed: readonly T[], fallback: T) =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** A saved style checked field by field; the first version's size `s|m|l` and `background: false` carry over. */
function fromSaved(saved: Record<string, unknown> | null): CaptionStyle {
  const s = saved ?? {};
  const old = typeof s.size === 'string';
  const colours = Object.keys(COLOURS) as Colour[];
  return {
    on: typeof s.on === 'boolean' ? s.on : DEFAULTS.on,
    size: oneOf(old ? OLD_SIZES[s.size as string] : s.size, SIZES, DEFAULTS.size),
    color: oneOf(s.color, colours, DEFAULTS.color),
    background: old ? 'black' : oneOf(s.background, colours, DEFAULTS.background),
    // The first version's "no background" was white text with a shadow.
    opacity: old && s.background === false ? 0 : oneOf(s.opacity, OPACITIES, DEFAULTS.opacity),
    font: oneOf(s.font, Object.keys(FONTS) as CaptionStyle['font'][], DEFAULTS.font),
    edge:
      old && s.background === false ? 'shadow' : oneOf(s.edge, Object.keys(EDGES) as CaptionStyle['edge'][], 'none'),
  };
}

// Foreign pages may block storage (sandboxed frames, privacy settings): reading or writing it can throw.
export function readCaptionStyle(): CaptionStyle {
  try {
    return fromSaved(JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null);
  } catch {
    return session ?? { ...DEFAULTS };
  }
}

export function saveCaptionStyle(style: CaptionStyle) {
  session = style;
  try {
    localStorage.setItem(KEY, JSON.stringify(style));
  } catch {
    // Not remembered beyond this page; the choice still applies.
  }
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
