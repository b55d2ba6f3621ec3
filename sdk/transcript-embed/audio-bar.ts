// Lazy chunk: the element's own controls for an audio file, loaded only when the file is audio. Like the menus
// it imports nothing: Lit and the element's helpers come in as `BarHelpers`, so no module is split out of the
// entry to be shared with it. Icon paths from Lucide (https://lucide.dev), ISC licence (see icons.ts).
import type { css, html, render, svg } from 'lit';
import type { clock, spokenTime } from '../format-time';
import type { TranscriptEmbed } from './transcript-embed.component';

export interface BarHelpers {
  html: typeof html;
  svg: typeof svg;
  render: typeof render;
  css: typeof css;
  clock: typeof clock;
  spokenTime: typeof spokenTime;
}

// Lucide's play, pause, volume-2 and volume-x as they were drawn up to 0.4 (polygons and rects as paths).
const SPEAKER = 'M11 5 6 9H2v6h4l5 4z';
const PATHS = {
  play: 'M6 3l14 9-14 9z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  volume: `${SPEAKER}M15.54 8.46a5 5 0 0 1 0 7.07M19.07 4.93a10 10 0 0 1 0 14.14`,
  muted: `${SPEAKER}M22 9l-6 6M16 9l6 6`,
};

/** The speeds the speed button cycles through, as podcast apps offer. */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];
const STEP_S = 5;
const EVENTS = [
  'play',
  'pause',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'ratechange',
  'volumechange',
  'ended',
];

/** Adopted by the element's shadow root when the chunk loads. */
const barStyles = ({ css }: BarHelpers) => css`
  :where([part='audio-bar']) {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    padding-inline: 0.25rem;
    background: var(--_surface);
    border-radius: calc(var(--_radius) * 0.75);
  }
  /* Play/pause: a filled disc in the accent, the one strong mark of the bar (as podcast players draw it). */
  :where([part~='play-button'], [part~='play-button']:hover) {
    background: var(--_accent);
    color: var(--_on-accent);
    border-radius: 50%;
    /* A 36 px disc inside the 44 px target. */
    box-shadow: inset 0 0 0 4px var(--_surface);
    background-clip: padding-box;
  }
  :where([part~='play-button'] [part='icon']) {
    fill: currentColor;
  }
  :where([part='audio-time']) {
    flex: none;
    min-width: 3.5ch;
    font-size: 0.8125rem;
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
    direction: ltr;
    unicode-bidi: isolate;
  }
  :where([part='audio-bar'] input[type='range']) {
    min-height: 2.75rem;
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
    accent-color: var(--_accent);
    cursor: pointer;
  }
  :where([part='seek']) {
    flex: 1 1 6rem;
  }
  :where([part='volume']) {
    flex: 0 1 5rem;
  }
  :where([part~='speed-button']) {
    width: 3.5rem;
    font-size: 0.875rem;
  }
  /* Narrow: phones set the volume with their own buttons; mute stays. */
  @container (max-width: 30rem) {
    :where([part='volume']) {
      display: none;
    }
  }
  @media (forced-colors: active) {
    :where([part='audio-bar']) {
      border: 1px solid CanvasText;
    }
  }
`;

const bars = new WeakMap<TranscriptEmbed, AudioBar>();

/** Gives the element's own `<audio>` our controls (again for a new `<audio>` after a file change). */
export function attach(host: TranscriptEmbed, media: HTMLMediaElement, helpers: BarHelpers) {
  const old = bars.get(host);
  const slot = host.renderRoot.querySelector<HTMLElement>('[part="audio-bar"]');
  if (old?.media === media || !slot) return;
  old?.detach();
  const root = host.renderRoot as ShadowRoot;
  const sheet = barStyles(helpers).styleSheet!;
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  bars.set(host, new AudioBar(host, media, slot, helpers));
}

/**
 * Play/pause, the position (a slider with the time spoken as words; ←/→ 5 s, PageUp/PageDown 10 %, Home/End),
 * the speed (a button that cycles 0.5–2×, its value shown) and the sound (mute and a volume slider), drawn into
 * `slot` with Lit's `render` whenever the media says something changed, so the element itself is not re-rendered
 * on every tick. A controller of the element: drawn again after the element updates (its language changed).
 */
class AudioBar {
  readonly media: HTMLMediaElement;
  #host: TranscriptEmbed;
  #slot: HTMLElement;
  #helpers: BarHelpers;

  constructor(host: TranscriptEmbed, media: HTMLMediaElement, slot: HTMLElement, helpers: BarHelpers) {
    this.#host = host;
    this.media = media;
    this.#slot = slot;
    this.#helpers = helpers;
    for (const name of EVENTS) media.addEventListener(name, this.update);
    host.addController(this);
    this.update();
  }

  hostUpdated() {
    this.update();
  }

  detach() {
    for (const name of EVENTS) this.media.removeEventListener(name, this.update);
    this.#host.removeController(this);
  }

  #icon(name: keyof typeof PATHS) {
    return this.#helpers.svg`<svg part="icon" viewBox="0 0 24 24" aria-hidden="true"><path d=${PATHS[name]} /></svg>`;
  }

  #seekTo(seconds: number) {
    const media = this.media;
    media.currentTime = Math.min(Math.max(seconds, 0), media.duration || 0);
    this.update();
  }

  #onSeekKeydown = (event: KeyboardEvent) => {
    const { currentTime: now, duration } = this.media;
    if (!duration) return;
    // A right-to-left slider runs from the right: ← moves on.
    const rtl = getComputedStyle(event.target as Element).direction === 'rtl';
    const step = rtl ? -STEP_S : STEP_S;
    const to: Record<string, number> = {
      ArrowRight: now + step,
      ArrowLeft: now - step,
      ArrowUp: now + STEP_S,
      ArrowDown: now - STEP_S,
      PageUp: now + duration / 10,
      PageDown: now - duration / 10,
      Home: 0,
      End: duration,
    };
    const target = to[event.key];
    if (target === undefined) return;
    event.preventDefault();
    this.#seekTo(target);
  };

  #toggle = () => {
    const media = this.media;
    if (media.paused) void media.play().catch(() => undefined);
    else media.pause();
  };

  #cycleSpeed = () => {
    const media = this.media;
    media.playbackRate = SPEEDS[(SPEEDS.indexOf(media.playbackRate) + 1) % SPEEDS.length] ?? 1;
  };

  #setVolume = (event: Event) => {
    const media = this.media;
    media.volume = Number((event.target as HTMLInputElement).value);
    media.muted = media.volume === 0;
  };

  update = () => {
    const { html, render, clock, spokenTime } = this.#helpers;
    const { locale, strings } = this.#host.words;
    const media = this.media;
    const now = media.currentTime * 1000;
    const total = Number.isFinite(media.duration) ? media.duration * 1000 : 0;
    const speed = `${new Intl.NumberFormat(locale).format(media.playbackRate)}×`;
    const volume = media.muted ? 0 : media.volume;
    const playing = !media.paused;
    render(
      html`<button
          part="button icon-button play-button"
          type="button"
          aria-label=${playing ? strings.pause : strings.play}
          @click=${this.#toggle}
        >
          ${this.#icon(playing ? 'pause' : 'play')}<span class="tip" aria-hidden="true"
            >${playing ? strings.pause : strings.play}</span
          >
        </button>
        <span part="audio-time" aria-hidden="true">${clock(now)}</span>
        <input
          part="seek"
          type="range"
          min="0"
          max=${total / 1000}
          step="any"
          .value=${String(media.currentTime)}
          aria-label=${strings.seek}
          aria-valuetext=${strings.timeOf(spokenTime(now, locale), spokenTime(total, locale))}
          @input=${(e: Event) => this.#seekTo(Number((e.target as HTMLInputElement).value))}
          @keydown=${this.#onSeekKeydown}
        />
        <span part="audio-time" aria-hidden="true">${clock(total)}</span>
        <button
          part="button icon-button speed-button"
          type="button"
          aria-label=${strings.playbackSpeed(speed)}
          @click=${this.#cycleSpeed}
        >
          ${speed}
        </button>
        <button
          part="button icon-button mute-button"
          type="button"
          aria-label=${strings.mute}
          aria-pressed=${String(media.muted)}
          @click=${() => (media.muted = !media.muted)}
        >
          ${this.#icon(media.muted ? 'muted' : 'volume')}<span class="tip" aria-hidden="true">${strings.mute}</span>
        </button>
        <input
          part="volume"
          type="range"
          min="0"
          max="1"
          step="0.05"
          .value=${String(volume)}
          aria-label=${strings.volume}
          aria-valuetext=${new Intl.NumberFormat(locale, { style: 'percent' }).format(volume)}
          @input=${this.#setVolume}
        />`,
      this.#slot,
    );
  };
}
