import { html } from 'lit';
import { emit } from '../events/events';
import { findMatches } from './cue-list';
import type { TranscriptEmbed } from './transcript-embed.component';

/** Search in the transcript: every match marked, "X of Y", Enter/Shift+Enter or Next/Previous to step. */
export class TranscriptSearch {
  query = '';
  /** [cue index, offset] of each match, in reading order. */
  #matches: [number, number][] = [];
  #index = 0;
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
    if (event.key !== 'Enter') return;
    event.preventDefault();
    this.#step(event.shiftKey ? -1 : 1);
  };

  /** The search form of the toolbar. */
  render() {
    const total = this.#matches.length;
    const count = !this.query.trim() ? '' : total === 0 ? 'No matches' : `${this.#index + 1} of ${total}`;
    return html`<form
      part="search"
      role="search"
      aria-label="Search the transcript"
      @submit=${(e: Event) => e.preventDefault()}
    >
      <label for="search">Search</label>
      <input
        id="search"
        type="search"
        autocomplete="off"
        .value=${this.query}
        @input=${this.#onInput}
        @keydown=${this.#onKeydown}
      />
      <button
        part="button"
        type="button"
        ?disabled=${total === 0}
        @click=${() => this.#step(-1)}
        aria-label="Previous match"
      >
        Previous
      </button>
      <button
        part="button"
        type="button"
        ?disabled=${total === 0}
        @click=${() => this.#step(1)}
        aria-label="Next match"
      >
        Next
      </button>
      <span part="search-count" role="status" aria-atomic="true">${count}</span>
    </form>`;
  }
}
