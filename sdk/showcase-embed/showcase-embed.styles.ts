import { css } from 'lit';

// Defaults sit in `:where()` so a host overrides them with any plain selector.
export const showcaseEmbedStyles = css`
  :host {
    --_accent: var(--showcase-embed-accent, var(--_owner-accent, light-dark(#0b57d0, #a8c7fa)));
    display: block;
    color-scheme: light dark;
    font-family: var(--showcase-embed-font-family, system-ui, sans-serif);
    color: var(--showcase-embed-color, CanvasText);
    background: var(--showcase-embed-background, Canvas);
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
  :where([part='base']) {
    padding: var(--showcase-embed-padding, 1rem);
  }
  :where([part='heading']) {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  :where([part='status']) {
    margin: 0 0 0.5rem;
  }
  :where(a) {
    color: var(--_accent);
  }
  :where(:focus-visible) {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  :where(button, input) {
    font: inherit;
  }
  :where(input) {
    background: Field;
    color: FieldText;
    border: 1px solid GrayText;
    border-radius: 4px;
    padding: 0.25rem 0.375rem;
  }
  :where([part~='button']) {
    background: transparent;
    border: 1px solid var(--_accent);
    color: var(--_accent);
    border-radius: 4px;
    padding: 0.25rem 0.5rem;
    cursor: pointer;
  }
  :where([part='search']) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-bottom: 1rem;
  }
  :where([part='gallery']) {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(var(--showcase-embed-card-min-width, 12rem), 1fr));
    gap: 1rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  :where([part='card']) {
    border: 1px solid GrayText;
    border-radius: 8px;
    padding: 0.5rem;
  }
  :where([part='card-link']) {
    display: grid;
    gap: 0.5rem;
    font-weight: 600;
  }
  :where([part='thumbnail']) {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 4px;
  }
  :where(.meta) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0.25rem 0 0;
    font-size: 0.875rem;
  }
  :where([part='hits']) {
    display: grid;
    gap: 0.5rem;
    padding-inline-start: 1.5rem;
  }
  :where([part='hit']) {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  :where([part='hit'] .title) {
    font-weight: 600;
  }
  :where([part='match']) {
    background: var(--showcase-embed-match-background, light-dark(#ffe08a, #7a5d00));
    /* Not the link's accent colour: on the highlight only near-black or white keeps 4.5:1. */
    color: var(--showcase-embed-match-color, light-dark(#1a1a1a, #ffffff));
  }
  :where(#file-heading) {
    margin: 0.75rem 0 0.5rem;
    font-size: 1.125rem;
  }
`;
