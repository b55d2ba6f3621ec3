import { css } from 'lit';

// The design both elements share: the theme tokens, controls drawn by us, the focus ring, the loading skeleton
// and high contrast. Each element's sheet comes after this one. Hosts theme through `--ma-*` (documented) and
// `::part()`; the `--_*` names are private. Defaults sit in `:where()` or `:host` so a plain selector wins.
//
// Colours: `theme` sets `color-scheme`, and every token is a `light-dark()` pair, so `auto` follows the page.
// The accent (`--ma-accent`, the `accent` attribute or the owner's option) is clamped in lightness per scheme:
// a brand blue that reads well on white would fail contrast on the dark background, so dark mode lifts it.
export const baseStyles = css`
  :host {
    display: block;
    color-scheme: light dark;
    --_bg: var(--ma-bg, light-dark(#ffffff, #17191e));
    --_fg: var(--ma-fg, light-dark(#1b1d22, #eceef2));
    --_muted: var(--ma-muted, light-dark(#555c68, #b3b9c4));
    --_border: var(--ma-border, light-dark(#c3c8d1, #4a515e));
    --_surface: light-dark(#f2f4f7, #23272e);
    --_radius: var(--ma-radius, 8px);
    --_accent-in: var(--ma-accent, var(--_attr-accent, var(--_owner-accent, #0b57d0)));
    --_accent: light-dark(
      oklch(from var(--_accent-in) min(l, 0.5) c h),
      oklch(from var(--_accent-in) max(l, 0.82) min(c, 0.12) h)
    );
    --_on-accent: light-dark(#ffffff, #101114);
    --_focus: var(--ma-focus, var(--_accent));
    font-family: var(--ma-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    font-size: 1rem;
    line-height: 1.5;
    color: var(--_fg);
    /* A long word (or a URL) breaks rather than pushing a narrow page sideways at 200 % text. */
    overflow-wrap: anywhere;
  }
  :host([hidden]) {
    display: none;
  }
  :host([theme='light']) {
    color-scheme: light;
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  :where(.visually-hidden) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  :where([part~='base']) {
    background: var(--_bg);
    color: var(--_fg);
    border-radius: var(--_radius);
  }
  :where([part='heading']) {
    margin: 0 0 0.75rem;
    line-height: 1.25;
  }
  :where([part~='status']) {
    margin: 0 0 0.75rem;
  }
  :where(a) {
    color: var(--_accent);
    text-underline-offset: 0.15em;
  }
  :where(button, input, select, textarea) {
    font: inherit;
    color: inherit;
  }
  :where(input, select, textarea) {
    box-sizing: border-box;
    min-height: 2.75rem;
    max-width: 100%;
    background: var(--_bg);
    color: var(--_fg);
    border: 1px solid var(--_muted);
    border-radius: calc(var(--_radius) * 0.75);
    padding: 0.5rem 0.75rem;
  }
  /* Our own down chevron (two halves of a small square), drawn in the text colour, so it reads in both themes. */
  :where(select) {
    appearance: none;
    padding-inline-end: 2.25rem;
    background-color: var(--_bg);
    background-image:
      linear-gradient(45deg, transparent 50%, currentColor 50%),
      linear-gradient(135deg, currentColor 50%, transparent 50%);
    background-position:
      right 1.125rem center,
      right 0.8125rem center;
    background-size: 0.3125rem 0.3125rem;
    background-repeat: no-repeat;
    cursor: pointer;
  }
  /* Right to left, the chevron sits at the inline end too: the left edge (background-position has no logical keyword). */
  :where(select:dir(rtl)) {
    background-position:
      left 0.8125rem center,
      left 1.125rem center;
  }
  :where([part~='button']) {
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.375rem;
    min-height: 2.75rem;
    min-width: 2.75rem;
    padding: 0.5rem 1rem;
    background: var(--_surface);
    color: var(--_fg);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.75);
    font-weight: 600;
    cursor: pointer;
  }
  :where([part~='button']:hover) {
    border-color: var(--_accent);
  }
  :where([part~='primary']) {
    background: var(--_accent);
    color: var(--_on-accent);
    border-color: var(--_accent);
  }
  :where([part~='button'][aria-pressed='true']) {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  :where([part~='button']:disabled) {
    opacity: 0.6;
    cursor: default;
  }
  :where(:focus-visible) {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  :where([part~='skeleton']) {
    display: block;
    background: var(--_surface);
    border-radius: var(--_radius);
  }
  @media (prefers-reduced-motion: no-preference) {
    :where([part~='skeleton']) {
      animation: ma-pulse 1.4s ease-in-out infinite alternate;
    }
  }
  @keyframes ma-pulse {
    to {
      opacity: 0.55;
    }
  }
  /* High contrast: the system's colours everywhere, borders on every control, the system highlight for focus. */
  @media (forced-colors: active) {
    :host {
      --_accent: LinkText;
      --_focus: Highlight;
      --_surface: ButtonFace;
      --_bg: Canvas;
      --_fg: CanvasText;
      --_muted: CanvasText;
      --_border: ButtonText;
      --_on-accent: ButtonText;
    }
    :where([part~='button']) {
      border: 1px solid ButtonText;
    }
    :where(select) {
      appearance: auto;
      background-image: none;
    }
    :where([part~='primary'], [part~='button'][aria-pressed='true']) {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
  }
`;
