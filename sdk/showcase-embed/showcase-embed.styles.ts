import { css } from 'lit';

// After `baseStyles`: the gallery grid, the timed search results and the older `--showcase-embed-*` names, which
// still win over the shared `--ma-*` tokens. The element is a size container so the grid and the search form
// follow the space the host gives it, not the window.
export const showcaseEmbedStyles = css`
  :host {
    --_bg: var(--showcase-embed-background, var(--ma-bg, light-dark(#ffffff, #17191e)));
    --_fg: var(--showcase-embed-color, var(--ma-fg, light-dark(#1b1d22, #eceef2)));
    --_accent-in: var(--showcase-embed-accent, var(--ma-accent, var(--_attr-accent, var(--_owner-accent, #0b57d0))));
    font-family: var(--showcase-embed-font-family, var(--ma-font, system-ui, -apple-system, 'Segoe UI', sans-serif));
    container-type: inline-size;
  }
  :where([part='base']) {
    padding: var(--showcase-embed-padding, 1rem);
  }
  :where([part='heading']) {
    font-size: 1.375rem;
  }
  :where(.description) {
    margin: 0 0 1rem;
    color: var(--_muted);
  }
  :where([part='search']) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-bottom: 1.25rem;
  }
  :where([part='search'] label) {
    flex-basis: 100%;
    font-weight: 600;
  }
  /* A percentage width lets the field shrink below its default size, which at 200 % text is wider than a phone. */
  :where([part='search'] input) {
    flex: 1 1 12rem;
    width: 100%;
    min-width: 0;
  }
  :where([part~='gallery']) {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--showcase-embed-card-min-width, 14rem)), 1fr));
    gap: 1rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  :where([part~='card']) {
    position: relative;
    display: grid;
    align-content: start;
    gap: 0.25rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    overflow: hidden;
  }
  :where([part='card']:hover) {
    border-color: var(--_accent);
  }
  :where([part~='card'][part~='skeleton']) {
    aspect-ratio: 4 / 3;
  }
  :where(.frame) {
    order: -1;
    position: relative;
    aspect-ratio: 16 / 9;
    background: var(--_border);
  }
  :where([part='thumbnail']) {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  :where([part='duration']) {
    position: absolute;
    inset-inline-end: 0.5rem;
    bottom: 0.5rem;
    padding: 0 0.375rem;
    border-radius: 4px;
    background: #000000d9;
    color: #ffffff;
    font-size: 0.8125rem;
    font-variant-numeric: tabular-nums;
  }
  :where([part='card-link']) {
    display: block;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem 0;
    font-weight: 600;
    color: var(--_fg);
    text-decoration: none;
  }
  /* The whole card opens the file; the link's own box stays the focus target. */
  :where([part='card-link'])::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  :where([part='card-link']:focus-visible) {
    outline: none;
  }
  :where([part='card']:focus-within) {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  :where(.meta) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0 0.75rem 0.75rem;
    list-style: none;
    font-size: 0.875rem;
    color: var(--_muted);
  }
  :where([part='hits']) {
    display: grid;
    gap: 0.5rem;
    margin: 0 0 1rem;
    padding: 0;
    list-style: none;
  }
  :where([part='hit']) {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.125rem 0.75rem;
    min-height: 2.75rem;
    padding: 0.625rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_fg);
    text-decoration: none;
  }
  :where([part='hit']:hover) {
    border-color: var(--_accent);
  }
  :where([part='hit'] .title) {
    grid-column: 2;
    font-weight: 600;
  }
  :where([part='hit-time']) {
    grid-row: 1 / span 2;
    align-self: start;
    padding: 0 0.375rem;
    border-radius: 4px;
    background: var(--_accent);
    color: var(--_on-accent);
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  :where([part='hit'] .snippet) {
    grid-column: 2;
  }
  :where([part='match']) {
    background: var(--showcase-embed-match-background, light-dark(#ffe08a, #7a5d00));
    /* Not the link's accent colour: on the highlight only near-black or white keeps 4.5:1. */
    color: var(--showcase-embed-match-color, light-dark(#1a1a1a, #ffffff));
  }
  :where(.actions) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  :where(#file-heading) {
    margin: 1rem 0 0.75rem;
    font-size: 1.125rem;
  }
  /* The file's name is the heading above: the transcript's own title ("Transcript: <name>") would say it twice.
     It stays for screen readers and shows when focus lands on it (after Try again). */
  transcript-embed::part(heading) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  transcript-embed::part(heading):focus {
    position: static;
    width: auto;
    height: auto;
    margin: 0 0 0.75rem;
    overflow: visible;
    clip-path: none;
    white-space: normal;
  }
  @container (max-width: 30rem) {
    :where([part='base']) {
      padding: var(--showcase-embed-padding, 0.75rem);
    }
    :where([part='search'] [part~='button']) {
      flex: 1 1 100%;
    }
  }
`;
