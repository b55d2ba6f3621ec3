// The caption style as the entry keeps it: on/off, and the custom properties the style dialog computed from the
// viewer's choices (caption-style-model.ts, in the dialog's lazy chunk), so the entry carries no palettes or fonts.

/** What is remembered per site: `on`, `css` and the choices themselves (read by the dialog). */
export interface SavedStyle {
  on?: boolean;
  css?: [string, string][];
  [choice: string]: unknown;
}

const KEY = 'media-access:captions-style';
/** The style while storage is blocked, so every embed of the page keeps it for the session. */
let session: SavedStyle = {};

// Foreign pages may block storage (sandboxed frames, privacy settings): reading or writing it can throw.
export function readStyle(): SavedStyle {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as SavedStyle) : {};
  } catch {
    return session;
  }
}

export function saveStyle(style: SavedStyle) {
  session = style;
  try {
    localStorage.setItem(KEY, JSON.stringify(style));
  } catch {
    // Not remembered beyond this page; the choice still applies.
  }
}

/** The properties to set: the saved ones (only ours), or the first version's size `s|l` and `background: false`. */
export function styleProperties(style: SavedStyle): [string, string][] {
  if (Array.isArray(style.css)) return style.css.filter((p) => String(p[0]).startsWith('--_cap-'));
  const scale: [string, string][] =
    style.size === 's' || style.size === 'l' ? [['--_cap-scale', style.size === 's' ? '.75' : '1.5']] : [];
  return style.background === false
    ? [...scale, ['--_cap-bg', '#0000'], ['--_cap-edge', '.06em .08em .15em #000']]
    : scale;
}
