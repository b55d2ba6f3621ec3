// Lazy chunk: the search field, loaded when the viewer first opens search. Like the menus it imports nothing
// and is handed Lit and the element's helpers, so no module is split out of the entry to be shared with it.
import type { html } from 'lit';
import type { iconButton } from './icons';
import type { Strings } from '../i18n/en';

export interface FieldHelpers {
  html: typeof html;
  iconButton: typeof iconButton;
  strings: Strings;
}

export interface FieldHandlers {
  input: (event: Event) => void;
  keydown: (event: KeyboardEvent) => void;
  step: (delta: number) => void;
  close: () => void;
}

/** The open search: the field, "X of Y", Previous, Next and Close; `index` is the selected match. */
export function renderField(
  { html, iconButton, strings }: FieldHelpers,
  query: string,
  total: number,
  index: number,
  on: FieldHandlers,
) {
  const count = !query.trim() ? '' : total === 0 ? strings.noMatches : strings.matchOf(index + 1, total);
  return html`<form
    part="search"
    role="search"
    aria-label=${strings.searchRegion}
    @submit=${(e: Event) => e.preventDefault()}
  >
    <input
      id="search"
      type="search"
      autocomplete="off"
      aria-label=${strings.search}
      placeholder=${strings.search}
      .value=${query}
      @input=${on.input}
      @keydown=${on.keydown}
    />
    <span part="search-count" role="status" aria-atomic="true">${count}</span>
    ${iconButton(strings.previousMatch, 'up', () => on.step(-1), { disabled: total === 0 })}
    ${iconButton(strings.nextMatch, 'down', () => on.step(1), { disabled: total === 0 })}
    ${iconButton(strings.closeSearch, 'x', on.close)}
  </form>`;
}
