// Lazy chunk: the caption style dialog's form, its contrast check and its styles, loaded when it first opens. It
// imports nothing of the entry's: Lit and the style model come in as `CaptionStyleHelpers` (a module shared with
// the entry would be split into a chunk of its own and cost the initial load a request).
import type { html, nothing } from 'lit';
import type { Words } from '../i18n/localise';
import type * as Model from './caption-style';
import type { CaptionStyle, Colour } from './caption-style';
import { captionStyleStringsEn } from './caption-style-strings';

export interface CaptionStyleHelpers {
  lit: { html: typeof html; nothing: typeof nothing };
  model: typeof Model;
  style: CaptionStyle;
  words: Words;
  /** Applies and remembers a change at once: the captions and the preview follow. */
  set: (change: Partial<CaptionStyle>) => void;
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
  const [overBlack, overWhite] = [0, 1].map((behind) => luminance(channels(box).map((c) => c * a + behind * (1 - a))));
  return t >= overBlack! && t <= overWhite! ? 1 : Math.min(ratio(t, overBlack!), ratio(t, overWhite!));
}

/** The dialog's styles, a swatch colour and a check mark that shows on it for each colour. */
export function captionStyleSheet({ COLOURS }: typeof Model) {
  const sheet = new CSSStyleSheet();
  const swatches = Object.entries(COLOURS).map(
    ([name, hex]) => `.cs-swatch[data-c=${name}]{--c:${hex};--k:${luminance(channels(hex)) > 0.3 ? '#000' : '#fff'}}`,
  );
  sheet.replaceSync(STYLES + swatches.join(''));
  return sheet;
}

/** The form inside the element's `<dialog>`: every change applies at once; Done and Escape close. */
export function renderCaptionStyle({ lit: { html }, model, style, words, set, close }: CaptionStyleHelpers) {
  const s = words.captionStyle ?? captionStyleStringsEn;
  const percent = new Intl.NumberFormat(words.locale, { style: 'percent' });
  const contrast = worstContrast(model.COLOURS[style.color], model.COLOURS[style.background], style.opacity);
  const low = contrast < 4.5;
  // Rounded down, so a "4.5" shown is never a 4.46 that fails.
  const shown = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 1 }).format(
    Math.floor(contrast * 10) / 10,
  );

  const select = <K extends 'size' | 'font' | 'edge' | 'opacity'>(
    key: K,
    label: string,
    options: [CaptionStyle[K], string][],
  ) =>
    html`<label for=${`cs-${key}`}>${label}</label>
      <select
        id=${`cs-${key}`}
        @change=${(e: Event) => {
          const value = (e.target as HTMLSelectElement).value;
          set({ [key]: typeof style[key] === 'number' ? Number(value) : value });
        }}
      >
        ${options.map(([value, name]) => html`<option value=${value} .selected=${value === style[key]}>${name}</option>`)}
      </select>`;
  const swatches = (key: 'color' | 'background', label: string) =>
    html`<span class="cs-label" id=${`cs-${key}`}>${label}</span>
      <div class="cs-swatches" role="radiogroup" aria-labelledby=${`cs-${key}`}>
        ${(Object.keys(model.COLOURS) as Colour[]).map(
          (c) =>
            html`<label class="cs-swatch" data-c=${c} title=${s[c]}>
              <input
                type="radio"
                name=${`cs-${key}`}
                value=${c}
                .checked=${c === style[key]}
                @change=${() => set({ [key]: c })}
              />
              <span class="visually-hidden">${s[c]}</span>
            </label>`,
        )}
      </div>`;
  const percents = (values: number[]) => values.map((v): [number, string] => [v, percent.format(v / 100)]);

  return html`<div class="cs-top">
      <h3 id="caption-style-title">${s.title}</h3>
      <div class="cs-preview" aria-hidden="true"><span class="cs-sample">${s.sample}</span></div>
      <p class="cs-contrast" ?data-low=${low} aria-live="polite">${low ? s.contrastLow(shown) : s.contrastOk(shown)}</p>
    </div>
    <div class="cs-grid">
      ${select('size', s.size, percents(model.SIZES))}
      ${select(
        'font',
        s.font,
        (Object.keys(model.FONTS) as CaptionStyle['font'][]).map((f) => [f, s[f]]),
      )}
      ${swatches('color', s.color)}
      ${select(
        'edge',
        s.edge,
        (Object.keys(model.EDGES) as CaptionStyle['edge'][]).map((e) => [e, s[e]]),
      )}
      ${swatches('background', s.background)} ${select('opacity', s.opacity, percents(model.OPACITIES))}
    </div>
    <div class="cs-actions">
      <button part="button" type="button" @click=${() => set({ ...model.DEFAULTS, on: style.on })}>${s.reset}</button>
      <button part="button primary" type="button" @click=${close}>${s.done}</button>
    </div>`;
}

// Named `css` so the build minifies it as it does Lit's.
const css = String.raw;
const STYLES = css`
  [part~='caption-style'] {
    width: min(34rem, calc(100vw - 2rem));
    box-sizing: border-box;
    padding: 0;
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: 0 12px 40px #0006;
  }
  [part~='caption-style']::backdrop {
    background: #000000a6;
  }
  .cs-top,
  .cs-actions {
    position: sticky;
    z-index: 1;
    background: var(--_bg);
    padding: 1rem 1.25rem;
  }
  .cs-top {
    top: 0;
    padding-bottom: 0.5rem;
  }
  .cs-top h3 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
    line-height: 1.3;
  }
  /* A picture dark on one side and bright on the other: the sample crosses both, as captions do over a video. */
  .cs-preview {
    container-type: inline-size;
    display: flex;
    align-items: flex-end;
    justify-content: center;
    box-sizing: border-box;
    min-height: 8.5rem;
    padding: 1rem 0.75rem 1.25rem;
    border-radius: calc(var(--_radius) * 0.75);
    background:
      radial-gradient(circle at 78% 28%, #fff6d5 0 9%, transparent 10%),
      linear-gradient(100deg, #0d1620 0 34%, #34506a 46%, #c9d6df 58%, #f4f1e8);
    text-align: center;
    line-height: 1.35;
    overflow: hidden;
    forced-color-adjust: none;
  }
  .cs-contrast {
    display: flex;
    gap: 0.5rem;
    margin: 0.625rem 0 0;
    font-size: 0.875rem;
    line-height: 1.4;
  }
  .cs-contrast::before {
    content: '✓';
    font-weight: 700;
    color: light-dark(#146c2e, #7fd99b);
  }
  .cs-contrast[data-low] {
    font-weight: 600;
  }
  .cs-contrast[data-low]::before {
    content: '⚠';
    color: light-dark(#8f4700, #ffb870);
  }
  .cs-grid {
    display: grid;
    grid-template-columns: minmax(7rem, max-content) minmax(0, 1fr);
    gap: 0.875rem 1.25rem;
    align-items: center;
    padding: 0.75rem 1.25rem 1rem;
  }
  .cs-grid > :is(label, .cs-label) {
    font-weight: 600;
  }
  .cs-grid select {
    width: 100%;
  }
  .cs-swatches {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    padding: 0.25rem;
  }
  .cs-swatch {
    position: relative;
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    background: var(--c);
    box-shadow: inset 0 0 0 1px #0000004d;
    cursor: pointer;
    forced-color-adjust: none;
  }
  .cs-swatch input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .cs-swatch:has(:checked) {
    box-shadow:
      0 0 0 2px var(--_bg),
      0 0 0 4px var(--_fg);
  }
  .cs-swatch:has(:checked)::after {
    content: '✓';
    color: var(--k);
    font-weight: 700;
    line-height: 1;
  }
  .cs-swatch:has(:focus-visible) {
    outline: 3px solid var(--_focus);
    outline-offset: 5px;
  }
  .cs-actions {
    bottom: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem;
    border-top: 1px solid var(--_border);
  }
  @media (max-width: 30rem) {
    .cs-grid {
      grid-template-columns: minmax(0, 1fr);
      gap: 0.375rem;
    }
    .cs-grid > :is(select, .cs-swatches) {
      margin-bottom: 0.625rem;
    }
  }
  @media (forced-colors: active) {
    .cs-swatch:has(:checked) {
      outline: 2px solid CanvasText;
    }
  }
`;
