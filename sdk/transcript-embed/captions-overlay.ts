import type { Cue } from '../../shared/schemas/embed';
import { html } from 'lit';
import { textDirection } from './text-direction';
import type { TranscriptEmbed } from './transcript-embed.component';

export type CaptionSize = 's' | 'm' | 'l';
interface CaptionStyle {
  on: boolean;
  size: CaptionSize;
  background: boolean;
}

const KEY = 'media-access:captions-style';
const SIZES = { s: 'small', m: 'medium', l: 'large' } as const;
const DEFAULT: CaptionStyle = { on: true, size: 'm', background: true };

// Foreign pages may block storage (sandboxed frames, privacy settings): reading or writing it can throw.
function readStyle(): CaptionStyle {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<CaptionStyle> | null;
    return {
      on: saved?.on ?? DEFAULT.on,
      size: saved?.size && saved.size in SIZES ? saved.size : DEFAULT.size,
      background: saved?.background ?? DEFAULT.background,
    };
  } catch {
    return { ...DEFAULT };
  }
}

function saveStyle(style: CaptionStyle) {
  try {
    localStorage.setItem(KEY, JSON.stringify(style));
  } catch {
    // Not remembered on this page; the choice still applies.
  }
}

/**
 * Captions drawn over the element's own video from the track the transcript shows, and the control that sets
 * their size and background. The text is set on each playback tick without a Lit render; it is hidden from
 * assistive technology because the transcript beside it carries the same words.
 */
export class CaptionsOverlay {
  style: CaptionStyle = readStyle();
  #host: TranscriptEmbed;
  /** The caption line, made once and placed by the template, so a tick writes to it without a DOM query. */
  readonly #line = document.createElement('span');

  constructor(host: TranscriptEmbed) {
    this.#host = host;
  }

  /** Shows the cue playing at `ms` (nothing between cues). */
  tick(cues: readonly Cue[], index: number, ms: number) {
    const cue = cues[index];
    const text = cue && ms < cue.endMs ? cue.text : '';
    if (this.#line.textContent !== text) this.#line.textContent = text;
  }

  #set(change: Partial<CaptionStyle>) {
    this.style = { ...this.style, ...change };
    saveStyle(this.style);
    this.#host.requestUpdate();
  }

  /** The overlay, placed inside the video's frame. */
  renderOverlay() {
    const { on, size, background } = this.style;
    const language = this.#host.loader.track?.language ?? '';
    return html`<div
      part=${`captions size-${size}${background ? ' captions-background' : ''}`}
      aria-hidden="true"
      lang=${language}
      dir=${textDirection(language)}
      ?hidden=${!on}
    >
      ${this.#line}
    </div>`;
  }

  /** Captions on/off, size and background, under the video. */
  renderControl() {
    const { on, size, background } = this.style;
    const { strings } = this.#host.words;
    return html`<div part="captions-style" role="group" aria-label=${strings.captions}>
      <button part="button" type="button" aria-pressed=${String(on)} @click=${() => this.#set({ on: !on })}>
        ${strings.captions}
      </button>
      <label
        >${strings.captionSize}
        <select @change=${(e: Event) => this.#set({ size: (e.target as HTMLSelectElement).value as CaptionSize })}>
          ${Object.entries(SIZES).map(([value, name]) => html`<option value=${value} ?selected=${value === size}>${strings[name]}</option>`)}
        </select></label
      >
      <button
        part="button"
        type="button"
        aria-pressed=${String(background)}
        @click=${() => this.#set({ background: !background })}
      >
        ${strings.captionBackground}
      </button>
    </div>`;
  }
}
