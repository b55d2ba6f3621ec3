import { html } from 'lit';
import { emit } from '../events/events';
import { findMatches } from './cue-list';
import { iconButton } from './icons';
import type * as Field from './search-field';
import type { TranscriptEmbed } from './transcript-embed.component';

/**
 * Search in the transcript: every match marked, "X of Y", Enter/Shift+Enter or Next/Previous to step; Escape
 * closes it.
 */
export class TranscriptSearch {
  query = '';
  /** The field is shown (else only its button). */
  expanded = false;
  /** [cue index, offset] of each match, in reading order. */
  #matches: [number, number][] = [];
  #index = 0;
  /** The field itself, a lazy chunk loaded when the viewer first opens search. */
  #field: typeof Field | null = null;
  #host: TranscriptEmbed;

  constructor(host: TranscriptEmbed) {
    this.#host = host;
  }

  reset() {
    this.query = '';
    this.#matches = [];
  }

  async run(query: string, announce: boolean) {
    const host = this.#host;
    this.query = query;
    this.#matches = findMatches(host.loader.track?.cues ?? [], query);
    this.#index = 0;
    host.requestUpdate();
    if (announce) emit(host, 'transcript-embed:search', { query, matches: this.#matches.length });
    await host.cueList!.complete;
    this.#show();
  }

  /** Moves to the next (1) or previous (-1) match, wrapping around. */
  #step(delta: number) {
    const total = this.#matches.length;
    if (total === 0) return;
    this.#index = (this.#index + delta + total) % total;
    this.#host.requestUpdate();
    this.#show();
  }

  #show() {
    const host = this.#host;
    const list = host.cueList!;
    list.mark(this.#matches, this.query.trim().length, this.#index);
    const match = this.#matches[this.#index];
    if (!match) return;
    // Reading matches is the viewer's own navigation: playback must not scroll it away.
    host.autoscroll.pause();
    host.autoscroll.reveal(match[0], false);
    list.setActive(match[0], false);
  }

  #onInput = (event: Event) => {
    void this.run((event.target as HTMLInputElement).value, true);
  };

  #onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      void this.#collapse();
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    this.#step(event.shiftKey ? -1 : 1);
  };

  async #expand() {
    const host = this.#host;
    this.#field ??= await import('./search-field');
    this.expanded = true;
    host.requestUpdate();
    await host.updateComplete;
    host.renderRoot.querySelector<HTMLInputElement>('#search')?.focus();
  }

  /** Escape or Close: the marks go, the field folds back into its button, which takes focus. */
  async #collapse() {
    const host = this.#host;
    this.expanded = false;
    if (this.query) await this.run('', false);
    else host.requestUpdate();
    await host.updateComplete;
    host.renderRoot.querySelector<HTMLElement>('#search-button')?.focus();
  }

  /** The toolbar's search: a button that expands into the field, "X of Y", Previous, Next and Close. */
  render() {
    const { strings } = this.#host.words;
    if (!this.expanded) {
      return iconButton(strings.search, 'search', () => void this.#expand(), { id: 'search-button', expanded: false });
    }
    return this.#field?.renderField({ html, iconButton, strings }, this.query, this.#matches.length, this.#index, {
      input: this.#onInput,
      keydown: this.#onKeydown,
      step: (delta) => this.#step(delta),
      close: () => void this.#collapse(),
    });
  }
}
