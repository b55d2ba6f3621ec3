import type { TranscriptEmbed } from './transcript-embed.component';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Keeps the playing cue in view, and steps aside while the viewer reads on their own: scrolling (wheel,
 * touch, scrollbar), keyboard focus in the list or stepping through search matches pause it.
 */
export class Autoscroll {
  /** The viewer took over; the list offers "Back to current". */
  paused = false;
  #host: TranscriptEmbed;
  #ignoreScrollUntil = 0;
  #pointerFocus = false;

  constructor(host: TranscriptEmbed) {
    this.#host = host;
  }

  /** Playback reached cue `index`. */
  follow(index: number) {
    if (!this.#host.noAutoscroll && !this.paused && index >= 0) this.reveal(index);
  }

  /** Scrolls cue `index` to a third of the list's height; the scroll events that causes do not pause. */
  reveal(index: number, smooth = !reducedMotion()) {
    // A line's button or a phrase in a paragraph: its top is measured from the list (positioned).
    const item = this.#host.cueList?.buttons[index];
    const list = item?.closest('ol');
    if (!item || !list) return;
    this.#ignoreScrollUntil = performance.now() + (smooth ? 1000 : 100);
    list.scrollTo({ top: item.offsetTop - list.clientHeight / 3, behavior: smooth ? 'smooth' : 'auto' });
  }

  pause = () => {
    const host = this.#host;
    if (!host.noAutoscroll && !this.paused && host.player) {
      this.paused = true;
      host.requestUpdate();
    }
  };

  resume = () => {
    this.paused = false;
    this.#host.requestUpdate();
    const list = this.#host.cueList!;
    if (list.current >= 0) this.reveal(list.current);
    // The button goes away: keep focus in the transcript, on the playing cue, without pausing again.
    this.#pointerFocus = true;
    list.setActive(Math.max(list.current, 0), true);
    this.#pointerFocus = false;
  };

  onScroll = () => {
    if (performance.now() > this.#ignoreScrollUntil) this.pause();
  };

  onPointerDown = () => {
    this.#pointerFocus = true;
  };

  onFocusIn = () => {
    // A click already seeks; only keyboard focus means the viewer is reading on their own.
    if (!this.#pointerFocus) this.pause();
    this.#pointerFocus = false;
  };
}
