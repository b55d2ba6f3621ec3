import { css } from 'lit';

export const showcaseEmbedStyles = css`
  :host {
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
  [part='base'] {
    padding: var(--showcase-embed-padding, 1rem);
  }
  [part='heading'] {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  [part='status'] {
    margin: 0;
  }
`;
