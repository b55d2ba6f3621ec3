import { css } from 'lit';

// After `baseStyles`: the `--showcase-embed-*` theming surface and the gallery's own parts. Defaults sit in
// `:where()` so a host overrides them with any plain selector.
export const showcaseEmbedStyles = css`
  :host {
    --_accent: var(--showcase-embed-accent, var(--_owner-accent, light-dark(#0b57d0, #a8c7fa)));
    font-family: var(--showcase-embed-font-family, system-ui, sans-serif);
    color: var(--showcase-embed-color, CanvasText);
    background: var(--showcase-embed-background, Canvas);
  }
  :where([part='base']) {
    padding: var(--showcase-embed-padding, 1rem);
  }
  :where([part='heading']) {
    font-size: 1.25rem;
  }
  :where(a) {
    color: var(--_accent);
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
