import type { Cue, EmbedFile } from '../../shared/schemas/embed';
import { html, nothing } from 'lit';
import { readStyle, saveStyle, styleProperties, type SavedStyle } from './caption-style';
import type * as Form from './caption-style-form';
import { isVideoFile } from './player-sync';
import { textDirection } from './text-direction';
import type { TranscriptEmbed } from './transcript-embed.component';

/**
 * Captions drawn over the element's own video from the track the transcript shows, in the viewer's style, and
 * the style dialog (its form loads when first opened). The text is set on each playback tick without a Lit
 * render; it is hidden from assistive technology because the transcript beside it carries the same words.
 */
export class CaptionsOverlay {
  /** The remembered style: on/off, the viewer's choices and the CSS they became. */
  style: SavedStyle = readStyle();
  #host: TranscriptEmbed;
  /** The caption line, made once and placed by the template, so a tick writes to it without a DOM query. */
  readonly #line = document.createElement('span');
  /** The style last written to the host, so a render that changes nothing writes nothing. */
  #applied = '';
  #form: typeof Form | null = null;
  #dialogOpen = false;
  #opener: HTMLElement | null = null;

  constructor(host: TranscriptEmbed) {
    this.#host = host;
  }

  /** Whether `file` plays in our own video, with captions over it (and so a style to choose). */
  drawn(file: EmbedFile) {
    const host = this.#host;
    return !host.for && host.layoutName !== 'transcript-only' && file.media?.type === 'url' && isVideoFile(file);
  }

  /** Shows the cue playing at `ms` (nothing between cues). */
  tick(cues: readonly Cue[], index: number, ms: number) {
    const cue = cues[index];
    const text = cue && ms < cue.endMs ? cue.text : '';
    if (this.#line.textContent !== text) this.#line.textContent = text;
  }

  get on() {
    return this.style.on !== false;
  }

  /** Changes the style, remembers it and redraws the captions (and the dialog, when open). */
  set(change: SavedStyle) {
    this.style = { ...this.style, ...change };
    saveStyle(this.style);
    this.#host.requestUpdate();
  }

  // Custom properties on the host, through the CSSOM (a strict CSP allows it; a style attribute it would not).
  #apply() {
    const key = JSON.stringify(this.style);
    if (key === this.#applied) return;
    this.#applied = key;
    for (const [name, value] of styleProperties(this.style)) this.#host.style.setProperty(name, value);
  }

  /** The overlay, placed inside the video's frame. */
  renderOverlay() {
    this.#apply();
    const language = this.#host.loader.track?.language ?? '';
    return html`<div
      part="captions"
      aria-hidden="true"
      lang=${language}
      dir=${textDirection(language)}
      ?hidden=${!this.on}
    >
      ${this.#line}
    </div>`;
  }

  /** Opens the style dialog (loading its form on first use); focus goes back to `opener` when it closes. */
  async openStyle(opener: HTMLElement) {
    const host = this.#host;
    this.#opener = opener;
    if (!this.#form) {
      const form = await import('./caption-style-form');
      const root = host.renderRoot as ShadowRoot;
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, form.captionStyleSheet()];
      this.#form = form;
    }
    this.#dialogOpen = true;
    host.requestUpdate();
    await host.updateComplete;
    const dialog = host.renderRoot.querySelector<HTMLDialogElement>('#caption-style')!;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('select')?.focus();
  }

  #onClose = () => {
    this.#dialogOpen = false;
    this.#host.requestUpdate();
    this.#opener?.focus();
  };

  /** The style dialog while it is open. */
  renderDialog() {
    const form = this.#form;
    if (!this.#dialogOpen || !form) return nothing;
    return html`<dialog part="dialog" id="caption-style" aria-labelledby="caption-style-title" @close=${this.#onClose}>
      ${form.renderCaptionStyle({
        html,
        saved: this.style,
        words: this.#host.words,
        set: (change) => this.set(change),
        close: () => this.#host.renderRoot.querySelector<HTMLDialogElement>('#caption-style')?.close(),
      })}
    </dialog>`;
  }
}
