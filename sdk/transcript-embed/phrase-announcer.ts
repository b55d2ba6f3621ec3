import { html } from 'lit';
import type { TranscriptEmbed } from './transcript-embed.component';

const KEY = 'media-access:announce-phrase';

/**
 * "Announce current phrase" (More menu, off by default, remembered per site): while on, each new playing phrase
 * is said in a polite live region, its words and not its time. Off, playback says nothing, the complaint users
 * raise against interactive transcripts that speak on every tick.
 */
export class PhraseAnnouncer {
  on = false;
  #host: TranscriptEmbed;

  constructor(host: TranscriptEmbed) {
    this.#host = host;
    // Foreign pages may block storage: reading or writing it can throw.
    try {
      this.on = localStorage.getItem(KEY) === 'on';
    } catch {
      // Off, as by default.
    }
  }

  toggle() {
    this.on = !this.on;
    this.say('');
    try {
      localStorage.setItem(KEY, this.on ? 'on' : 'off');
    } catch {
      // Not remembered on this page; the choice still applies.
    }
  }

  /** A new phrase plays (`text`; '' clears the region). */
  say(text: string) {
    const region = this.#host.renderRoot.querySelector('#phrase');
    if (region && (this.on || !text)) region.textContent = text;
  }

  /** The live region, outside Lit's diffing: `say` writes it directly, a tick re-renders nothing. */
  render() {
    return html`<p id="phrase" class="visually-hidden" aria-live="polite"></p>`;
  }
}
