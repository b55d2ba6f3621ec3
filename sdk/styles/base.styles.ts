import { css } from 'lit';

// What both elements look like before their own stylesheet: theme switching, hidden text, form controls,
// buttons and the focus ring. Each element's sheet comes after this one and maps its own
// `--transcript-embed-*` / `--showcase-embed-*` properties, including `--_accent`, which these rules use.
// Everything sits in `:where()` or `:host` so hosts override it with a plain selector; colours follow
// `theme` through `color-scheme` and `light-dark()`.
export const baseStyles = css`
  :host {
    display: block;
    color-scheme: light dark;
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
  :where([part='heading']) {
    margin: 0 0 0.5rem;
  }
  :where([part='status']) {
    margin: 0 0 0.5rem;
  }
  :where(button, input, select, textarea) {
    font: inherit;
    color: inherit;
  }
  :where(input, select, textarea) {
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
  :where([part~='button']:disabled) {
    opacity: 0.6;
    cursor: default;
  }
  :where(:focus-visible) {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
`;
