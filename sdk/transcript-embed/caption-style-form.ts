// Lazy chunk: the caption style dialog's form, the style model, its contrast check and its styles, loaded when
// the dialog first opens. Lit comes in from the element (a module shared with the entry would be split into a
// chunk of its own and cost the initial load a request).
import type { html } from 'lit';
import type { Words } from '../i18n/localise';
import type { SavedStyle } from './caption-style';
import { captionProperties, COLOURS, DEFAULTS, EDGES, FONTS, fromSaved, OPACITIES, SIZES } from './caption-style-model';
import type { CaptionStyle } from './caption-style-model';
import { captionStyleStringsEn } from './caption-style-strings';

export interface CaptionStyleHelpers {
  html: typeof html;
  saved: SavedStyle;
  words: Words;
  /** Applies and remembers a style at once: the captions and the preview follow. */
  set: (style: SavedStyle) => void;
  close: () => void;
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const WEIGHTS = [0.2126, 0.7152, 0.0722];
/** WCAG relative luminance of sRGB channels in 0–1. */
const luminance = (rgb: number[]) =>
  rgb.reduce((sum, c, i) => sum + WEIGHTS[i]! * (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4), 0);
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The lowest contrast of `text` over its box of `box` at `opacity` %, whatever the picture behind: the box over
 * black and over white bound what it can look like, and when the text's own luminance lies between the two
 * some picture makes them the same (1:1).
 */
export function worstContrast(text: string, box: string, opacity: number) {
  const a = opacity / 100;
  const t = luminance(channels(text));
  const [dark, light] = [0, 1].map((behind) => luminance(channels(box).map((c) => c * a + behind * (1 - a))));
  return t >= dark! && t <= light! ? 1 : Math.min(ratio(t, dark!), ratio(t, light!));
}

/** The dialog's own styles (fields, buttons and the dialog box come from the element's). */
export function captionStyleSheet() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLES);
  return sheet;
}

/** The form inside the element's `<dialog>`: every change applies at once; Done and Escape close. */
export function renderCaptionStyle({ html, saved, words, set, close }: CaptionStyleHelpers) {
  const s = words.captionStyle ?? captionStyleStringsEn;
  const style = fromSaved(saved);
  const apply = (next: CaptionStyle) => set({ ...next, css: captionProperties(next) });
  const percent = new Intl.NumberFormat(words.locale, { style: 'percent' });
  const contrast = worstContrast(COLOURS[style.color], COLOURS[style.background], style.opacity);
  const low = contrast < 4.5;
  // Rounded down, so a "4.5" shown is never a 4.46 that fails.
  const shown = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 1 }).format(
    Math.floor(contrast * 10) / 10,
  );
  const field = <K extends Exclude<keyof CaptionStyle, 'on'>>(
    key: K,
    label: string,
    options: [CaptionStyle[K], string][],
  ) =>
    html`<div class="field">
      <label for=${`cs-${key}`}>${label}</label>
      <select
        id=${`cs-${key}`}
        @change=${(e: Event) => {
          const value = (e.target as HTMLSelectElement).value;
          apply({ ...style, [key]: typeof style[key] === 'number' ? Number(value) : value });
        }}
      >
        ${options.map(([value, name]) => html`<option value=${value} .selected=${value === style[key]}>${name}</option>`)}
      </select>
    </div>`;
  const named = <T extends string>(values: T[]) =>
    values.map((v): [T, string] => [v, s[v as keyof typeof s] as string]);
  const percents = (values: number[]) => values.map((v): [number, string] => [v, percent.format(v / 100)]);
  const colours = named(Object.keys(COLOURS) as CaptionStyle['color'][]);

  return html`<h3 id="caption-style-title">${s.title}</h3>
    <div class="cs-preview" aria-hidden="true"><span class="cs-sample">${s.sample}</span></div>
    <p class="cs-contrast" ?data-low=${low} aria-live="polite">${low ? s.contrastLow(shown) : s.contrastOk(shown)}</p>
    <div class="cs-grid">
      ${field('size', s.size, percents(SIZES))}
      ${field('font', s.font, named(Object.keys(FONTS) as CaptionStyle['font'][]))} ${field('color', s.color, colours)}
      ${field('edge', s.edge, named(Object.keys(EDGES) as CaptionStyle['edge'][]))}
      ${field('background', s.background, colours)} ${field('opacity', s.opacity, percents(OPACITIES))}
    </div>
    <div class="actions">
      <button part="button" type="button" @click=${() => apply({ ...DEFAULTS, on: style.on })}>${s.reset}</button>
      <button part="button primary" type="button" @click=${close}>${s.done}</button>
    </div>`;
}

// Named `css` so the build minifies it as it does Lit's.
const css = String.raw;
const STYLES = css`
  #caption-style {
    width: min(34rem, calc(100vw - 2rem));
    padding: 1.25rem;
  }
  #caption-style::backdrop {
    background: #0009;
  }
  #caption-style h3 {
    margin: 0 0 0.75rem;
  }
  /* A picture dark on one side and bright on the other: the sample crosses both, as captions do over a video. */
  .cs-preview {
    container-type: inline-size;
    display: flex;
    align-items: end;
    justify-content: center;
    min-height: 7rem;
    padding: 1rem;
    border-radius: calc(var(--_radius) * 0.75);
    background: linear-gradient(100deg, #0d1620 35%, #c9d6df 55%, #f4f1e8);
    text-align: center;
    line-height: 1.35;
    forced-color-adjust: none;
  }
  .cs-contrast {
    font-size: 0.875rem;
  }
  .cs-contrast::before {
    content: '✓ ';
    color: light-dark(#146c2e, #7fd99b);
  }
  .cs-contrast[data-low]::before {
    content: '⚠ ';
    color: light-dark(#8f4700, #ffb870);
  }
  .cs-grid {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
    column-gap: 1rem;
  }
  .cs-grid select {
    width: 100%;
  }
  /* Done stays in view while a small screen scrolls the dialog. */
  #caption-style .actions {
    position: sticky;
    bottom: -1.25rem;
    justify-content: space-between;
    margin: 0 -1.25rem -1.25rem;
    padding: 0.75rem 1.25rem 1.25rem;
    background: var(--_bg);
  }
`;
