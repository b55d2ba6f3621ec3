// Icon paths from Lucide (https://lucide.dev), ISC licence: Copyright (c) Lucide Contributors 2022; portions
// Copyright (c) 2013-2022 Cole Bemis (Feather), MIT. Circles and rectangles are written as paths.
import { html, nothing, svg } from 'lit';

const PATHS = {
  search: 'm21 21-4.34-4.34M3 11a8 8 0 1 0 16 0a8 8 0 1 0-16 0',
  list: 'M3 5h.01M3 12h.01M3 19h.01M8 5h13M8 12h13M8 19h13',
  captions: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM7 15h4M15 15h2M7 11h2M13 11h4',
  'audio-lines': 'M2 10v3M6 6v11M10 3v18M14 8v7M18 5v13M22 10v3',
  more: 'M11 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0M11 5a1 1 0 1 0 2 0a1 1 0 1 0-2 0M11 19a1 1 0 1 0 2 0a1 1 0 1 0-2 0',
  up: 'm18 15-6-6-6 6',
  down: 'm6 9 6 6 6-6',
  x: 'M18 6 6 18M6 6l12 12',
} as const;

export type IconName = keyof typeof PATHS;

/** A 24 × 24 stroke icon in the text colour, hidden from assistive technology (its button has the name). */
export const icon = (name: IconName) =>
  svg`<svg part="icon" viewBox="0 0 24 24" aria-hidden="true"><path d=${PATHS[name]} /></svg>`;

/** What an icon button may say of its state; absent attributes are left off. */
export interface IconButtonOptions {
  id?: string;
  pressed?: boolean;
  expanded?: boolean;
  /** Id of the menu it opens (also sets `aria-haspopup`). */
  menu?: string;
  disabled?: boolean;
  onKeydown?: (event: KeyboardEvent) => void;
}

const state = (value: boolean | undefined) => (value === undefined ? nothing : String(value));

/** A toolbar button showing an icon, named by `label` for screen readers and in its tooltip. */
export const iconButton = (label: string, name: IconName, onClick: () => void, options: IconButtonOptions = {}) =>
  html`<button
    part="button icon-button"
    type="button"
    id=${options.id ?? nothing}
    aria-label=${label}
    aria-pressed=${state(options.pressed)}
    aria-haspopup=${options.menu === undefined ? nothing : 'menu'}
    aria-expanded=${state(options.expanded)}
    aria-controls=${options.menu || nothing}
    ?disabled=${options.disabled}
    @click=${onClick}
    @keydown=${options.onKeydown}
  >
    ${icon(name)}<span class="tip" aria-hidden="true">${label}</span>
  </button>`;
