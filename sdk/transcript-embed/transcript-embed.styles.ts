import { css } from 'lit';

// After `baseStyles`: the `--transcript-embed-*` theming surface and the transcript's own parts.
export const transcriptEmbedStyles = css`
  :host {
    --_accent: var(--transcript-embed-accent, var(--showcase-embed-accent, light-dark(#0b57d0, #a8c7fa)));
    font-family: var(--transcript-embed-font-family, system-ui, sans-serif);
    color: var(--transcript-embed-color, CanvasText);
    background: var(--transcript-embed-background, Canvas);
    border: var(--transcript-embed-border, 1px solid GrayText);
    border-radius: var(--transcript-embed-radius, 8px);
    position: relative;
  }
  :where([part='skip-link']) {
    position: absolute;
    inset-inline-start: 0.5rem;
    top: 0.5rem;
    z-index: 1;
    padding: 0.25rem 0.5rem;
    background: Canvas;
    color: var(--_accent);
    transform: translateY(-200%);
  }
  :where([part='skip-link']:focus) {
    transform: none;
  }
  :where([part='base']) {
    padding: var(--transcript-embed-padding, 1rem);
  }
  :where([part='heading']) {
    font-size: 1.125rem;
  }
  :where([part='status'] p) {
    margin: 0 0 0.5rem;
  }
  :where([part='player'] :is(video, audio, iframe)) {
    display: block;
    width: 100%;
    margin-bottom: 0.5rem;
    border: 0;
  }
  :where([part='player'] iframe) {
    aspect-ratio: 16 / 9;
    height: auto;
  }
  :where([part='toolbar']) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-bottom: 0.5rem;
  }
  :where([part='search'], .group) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    align-items: center;
  }
  :where([part='chapters'] ol) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    list-style: none;
    margin: 0 0 0.5rem;
    padding: 0;
  }
  :where([part='cues']) {
    position: relative;
    max-height: var(--transcript-embed-max-height, 24rem);
    overflow-y: auto;
    margin: 0;
    padding: 0;
    list-style: none;
    overscroll-behavior: contain;
  }
  /* Off-screen cues skip layout and paint but stay in the DOM for find-in-page and screen readers. */
  :where([part='cue']) {
    content-visibility: auto;
    contain-intrinsic-size: auto 3rem;
  }
  :where([part~='cue-button']) {
    display: flex;
    gap: 0.75rem;
    width: 100%;
    text-align: start;
    background: transparent;
    border: 0;
    border-radius: 4px;
    padding: 0.375rem 0.5rem;
    cursor: pointer;
    line-height: 1.4;
  }
  :where([part~='cue-button']:hover) {
    background: light-dark(#eef2f8, #2a2f38);
  }
  :where([part~='current-cue']) {
    background: var(--transcript-embed-current-background, light-dark(#fff4c2, #4a3f00));
    font-weight: 600;
  }
  :where([part='time']) {
    flex: none;
    min-width: 3.5ch;
    font-variant-numeric: tabular-nums;
    color: light-dark(#4a4a4a, #c8c8c8);
  }
  :where([part='speaker']) {
    display: block;
    margin: 0.5rem 0.5rem 0;
    font-weight: 700;
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
    max-width: min(32rem, 90vw);
    color: CanvasText;
    background: Canvas;
    border: 1px solid GrayText;
    border-radius: 8px;
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
    gap: 0.5rem;
  }
  @media print {
    :where([part='skip-link'], [part='toolbar'], [part='player'], [part='chapters']) {
      display: none;
    }
    :where([part='cues']) {
      max-height: none;
      overflow: visible;
    }
    :where([part='cue']) {
      content-visibility: visible;
      break-inside: avoid;
    }
  }
`;
