import { css } from 'lit';

// After `baseStyles`: the layouts, the video with its captions, the cue list and the older `--transcript-embed-*`
// names (they still win over the shared `--ma-*` tokens). The host is a size container: `layout="auto"` puts a
// video beside the transcript from 720 px of the element's own width, whatever the window is.
export const transcriptEmbedStyles = css`
  :host {
    --_bg: var(--transcript-embed-background, var(--ma-bg, light-dark(#ffffff, #17191e)));
    --_fg: var(--transcript-embed-color, var(--ma-fg, light-dark(#1b1d22, #eceef2)));
    --_radius: var(--transcript-embed-radius, var(--ma-radius, 8px));
    --_accent-in: var(
      --transcript-embed-accent,
      var(--showcase-embed-accent, var(--ma-accent, var(--_attr-accent, var(--_owner-accent, #0b57d0))))
    );
    font-family: var(--transcript-embed-font-family, var(--ma-font, system-ui, -apple-system, 'Segoe UI', sans-serif));
    container-type: inline-size;
    position: relative;
  }
  /* Visually hidden until focused, then shown inside the element's own box: it never covers the host page. */
  :where([part='skip-link']) {
    position: absolute;
    inset-inline-start: 0.5rem;
    top: 0.5rem;
    z-index: 2;
    padding: 0.5rem 0.75rem;
    background: var(--_bg);
    color: var(--_accent);
  }
  :where([part='skip-link']:not(:focus)) {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  :where([part='base']) {
    padding: var(--transcript-embed-padding, 1rem);
    border: var(--transcript-embed-border, 1px solid var(--_border));
  }
  :where([part='heading']) {
    font-size: 1.125rem;
  }
  :where([part~='status'] p) {
    margin: 0 0 0.5rem;
  }
  :where(.skeleton) {
    display: grid;
    gap: 0.5rem;
  }
  :where(.skeleton [part='skeleton']) {
    height: 1.5rem;
  }
  :where(.skeleton [part='skeleton']:first-child) {
    height: 2.75rem;
  }
  :where(.layout, .text) {
    display: grid;
    gap: 0.75rem;
    min-width: 0;
  }
  :where(.layout, .text) {
    grid-template-columns: minmax(0, 1fr);
    align-items: start;
  }
  :where([part='player']) {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.5rem;
    min-width: 0;
  }
  :where([part='player'] :is(video, audio, iframe)) {
    display: block;
    width: 100%;
    border: 0;
    border-radius: calc(var(--_radius) * 0.75);
  }
  :where([part='player'] iframe) {
    aspect-ratio: 16 / 9;
    height: auto;
  }
  :where([part='player'] video) {
    background: #000000;
  }
  /* The audio bar's room, kept while its chunk loads. */
  :where([part='audio-bar']) {
    min-height: 2.75rem;
  }
  /* The captions' size follows the video's width; the viewer's style (caption-style.ts) scales it. */
  :where(.stage) {
    position: relative;
    container-type: inline-size;
  }
  /* Above the browser's own controls (about 4 rem tall in Chromium, less elsewhere), never on them. */
  :where([part~='captions']) {
    position: absolute;
    inset-inline: 5%;
    bottom: max(16%, 4.75rem);
    text-align: center;
    pointer-events: none;
    line-height: 1.35;
  }
  /* The caption line, and the style dialog's preview of it. */
  :where([part~='captions'] span:not(:empty), .cs-sample) {
    padding: 0.1em 0.4em;
    font-size: calc(clamp(0.875rem, 3.2cqi, 2rem) * var(--_cap-scale, 1));
    font-family: var(--_cap-font, inherit);
    color: var(--_cap-color, #ffffff);
    background: var(--_cap-bg, #000000bf);
    text-shadow: var(--_cap-edge, none);
    box-decoration-break: clone;
  }
  /* One quiet row of icon buttons (two at most below 480 px, where the open search takes a row of its own). */
  :where([part='toolbar']) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    align-items: center;
  }
  :where([part='toolbar'] .spacer) {
    flex: 1 0 0;
  }
  :where([part~='icon-button']) {
    position: relative;
    padding: 0;
    width: 2.75rem;
    background: transparent;
    border-color: transparent;
  }
  :where([part~='icon-button']:is(:hover, [aria-expanded='true'])) {
    background: var(--_surface);
  }
  :where([part='icon']) {
    width: 1.25rem;
    height: 1.25rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  :where(.menu-wrap) {
    position: relative;
  }
  /* Shown on hover and focus by the menus' styles, which load when the viewer reaches the toolbar. */
  :where(.tip) {
    display: none;
  }
  :where([part='search']) {
    display: flex;
    gap: 0.25rem;
    align-items: center;
    flex: 1 1 12rem;
    min-width: 0;
  }
  :where([part='search'] input) {
    flex: 1 1 6rem;
    width: 100%;
    min-width: 0;
  }
  :where([part='search-count']) {
    color: var(--_muted);
    font-size: 0.875rem;
    white-space: nowrap;
  }
  @container (max-width: 480px) {
    :where([part='search']) {
      order: 1;
      flex-basis: 100%;
    }
  }
  :where([part='toolbar'] label) {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
  }
  /* A message about a control (audio description fell back to speech), on its own line under the row. */
  :where([part='notice']) {
    order: 2;
    flex: 1 1 100%;
    margin: 0;
    padding: 0.5rem 0.75rem;
    background: var(--_surface);
    border-inline-start: 3px solid var(--_accent);
    border-radius: calc(var(--_radius) * 0.5);
  }
  :where(.cues) {
    position: relative;
    min-width: 0;
  }
  :where([part~='back-to-current']) {
    position: absolute;
    bottom: 0.75rem;
    inset-inline-end: 0.75rem;
    background: var(--_bg);
  }
  :where([part='cues']) {
    position: relative;
    max-height: var(--transcript-embed-max-height, 24rem);
    overflow-y: auto;
    margin: 0;
    padding: 0;
    list-style: none;
    overscroll-behavior: contain;
    border-top: 1px solid var(--_border);
  }
  /* Off-screen cues skip layout and paint but stay in the DOM for find-in-page and screen readers. */
  :where([part~='cue']) {
    content-visibility: auto;
    contain-intrinsic-size: auto 3rem;
  }
  :where(button[part~='cue-button']) {
    display: flex;
    gap: 0.75rem;
    width: 100%;
    min-height: 2.75rem;
    text-align: start;
    background: transparent;
    border: 0;
    border-radius: calc(var(--_radius) * 0.5);
    padding: 0.5rem;
    cursor: pointer;
    line-height: 1.5;
  }
  :where([part~='cue-button']:hover) {
    background: var(--_surface);
  }
  /* The playing line: a tint of the accent (so a brand colour shows through), lighter on light, deeper on dark. */
  :where([part~='current-cue']) {
    background: var(
      --transcript-embed-current-background,
      light-dark(
        color-mix(in oklch, var(--_accent) 12%, var(--_bg)),
        color-mix(in oklch, var(--_accent) 26%, var(--_bg))
      )
    );
    border-inline-start: 3px solid var(--_accent);
  }
  :where([part~='cue-button']:focus-visible) {
    outline-offset: -3px;
  }
  :where([part='time']) {
    flex: none;
    min-width: 3.5ch;
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
    /* Timestamps read left to right even in a right-to-left transcript. */
    direction: ltr;
    unicode-bidi: isolate;
  }
  :where([part~='current-cue'] [part='time']) {
    color: inherit;
  }
  /* A chapter's name as a quiet label over its first cue, as video players' transcripts show chapters. */
  :where([part='chapter-heading']) {
    margin: 0.625rem 0.5rem 0;
    font-size: 0.875rem;
    line-height: 1.25;
  }
  :where([part='chapter']:first-child [part='chapter-heading']) {
    margin-top: 0.25rem;
  }
  :where([part='speaker']) {
    display: block;
    margin: 0.5rem 0.5rem 0;
    font-weight: 700;
  }
  /* Paragraphs: the time in a narrow column, the phrases flowing beside it as running text. */
  :where([data-mode='paragraphs'] [part~='paragraph']) {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: 0.75rem;
    padding: 0.25rem 0.5rem;
    line-height: 1.5;
    contain-intrinsic-size: auto 6rem;
  }
  :where([data-mode='paragraphs'] [part='speaker']) {
    grid-column: 1 / -1;
    margin: 0.25rem 0 0.125rem;
  }
  :where([data-mode='paragraphs'] [part~='cue-button']) {
    padding: 0.125rem 0;
    cursor: pointer;
  }
  /* The playing phrase: the tint, and an underline that stays in forced colours and without colour vision. */
  :where([data-mode='paragraphs'] [part~='current-cue']) {
    border-inline-start: 0;
    text-decoration: underline 2px;
    text-decoration-color: var(--_accent);
    text-underline-offset: 0.25em;
  }
  :where([part~='match']) {
    background: var(--transcript-embed-match-background, light-dark(#ffe08a, #7a5d00));
    color: inherit;
    border-radius: 2px;
  }
  :where([part~='current-match']) {
    outline: 2px solid var(--_accent);
  }
  :where([part='dialog']) {
    max-width: min(32rem, calc(100vw - 2rem));
    box-sizing: border-box;
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  :where(.field) {
    display: grid;
    gap: 0.25rem;
    margin-bottom: 0.75rem;
  }
  :where([part='field-error'], [part='form-error']) {
    margin: 0;
    color: light-dark(#b3261e, #ffb4ab);
    font-weight: 600;
  }
  :where(.actions) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  /* Side by side: the player stays in view beside the transcript. Asked for explicitly it still stacks below
     30rem, where two columns could not fit without scrolling sideways. */
  @container (min-width: 30rem) {
    :host([data-layout='side-by-side']) .layout {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
    :host([data-layout='side-by-side']) [part='player'] {
      position: sticky;
      top: 0;
    }
  }
  @container (min-width: 720px) {
    :host([data-layout='auto']) .layout {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
    :host([data-layout='auto']) [part='player'] {
      position: sticky;
      top: 0;
    }
  }
  /* Compact, for audio: one tight column, a shorter list. */
  :host([data-layout='compact']) [part='base'] {
    padding: var(--transcript-embed-padding, 0.75rem);
  }
  :host([data-layout='compact']) .layout {
    gap: 0.5rem;
  }
  :host([data-layout='compact']) [part='heading'] {
    font-size: 1rem;
    margin-bottom: 0.5rem;
  }
  :host([data-layout='compact']) [part='cues'] {
    max-height: var(--transcript-embed-max-height, 16rem);
  }
  @container (max-width: 30rem) {
    :where([part='base']) {
      padding: var(--transcript-embed-padding, 0.75rem);
    }
    :where(button[part~='cue-button']) {
      gap: 0.5rem;
    }
  }
  @media (forced-colors: active) {
    :where([part~='current-cue']) {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
      border-color: HighlightText;
      text-decoration-color: HighlightText;
    }
    :where([part~='captions'] span:not(:empty)) {
      forced-color-adjust: none;
      background: Canvas;
      color: CanvasText;
    }
  }
  @media print {
    :where([part='skip-link'], [part='toolbar'], [part='player'], [part~='back-to-current']) {
      display: none;
    }
    :where([part='cues']) {
      max-height: none;
      overflow: visible;
    }
    :where([part~='cue']) {
      content-visibility: visible;
      break-inside: avoid;
    }
  }
`;
