import { css } from 'lit';

// `:host` rules stay low-specificity so host pages can override them with a plain selector.
export const transcriptEmbedStyles = css`
  :host {
    display: block;
    color-scheme: light dark;
    font-family: var(--transcript-embed-font-family, system-ui, sans-serif);
    color: var(--transcript-embed-color, CanvasText);
    background: var(--transcript-embed-background, Canvas);
    border: var(--transcript-embed-border, 1px solid GrayText);
    border-radius: var(--transcript-embed-radius, 8px);
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
  [part='base'] {
    padding: var(--transcript-embed-padding, 1rem);
  }
  [part='heading'] {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  [part='status'] {
    margin: 0;
  }
`;
