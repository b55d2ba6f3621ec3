import type { TranscriptEmbed } from '../transcript-embed/transcript-embed.component';
import { API, nextEvent } from './fake-embed-api';
import { fixture } from './fixture';

export const JFK = 'jfk-rice-moon-speech';

/** The attributes that point an element at a file of the fake API. */
export const attrs = (fileId = JFK, extra = '') =>
  `workspace-id="demo-university" file-id="${fileId}" api-base="${API}" ${extra}`;

/** Mounts `markup` and resolves once its transcript is shown. */
export async function loaded(markup: string): Promise<TranscriptEmbed> {
  const ready = nextEvent(document, 'transcript-embed:ready');
  const el = await fixture<TranscriptEmbed>(markup);
  await ready;
  await el.updateComplete;
  return el;
}

/** The first element in `el`'s shadow root matching `selector`. */
export const $ = <T extends Element = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector<T & Element>(selector) as T;

/** Every element in `el`'s shadow root matching `selector`. */
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<T & Element>(selector),
];

/** The `<select>` labelled `name` (its label's text starts with it). */
export const selectNamed = (el: Element, name: string) =>
  $$<HTMLLabelElement>(el, 'label')
    .find((l) => l.textContent!.trim().startsWith(name))
    ?.querySelector('select') ?? null;
