// Lazy chunk: plays a voiceover rendition in place of the media's own sound, in step with it.

/** How far the rendition may drift from the media before it is put back in step, in seconds. */
const MAX_DRIFT_S = 0.3;
const MEDIA_EVENTS = [
  'play',
  'playing',
  'pause',
  'waiting',
  'seeking',
  'seeked',
  'ratechange',
  'timeupdate',
  'ended',
  'volumechange',
];

/**
 * A rendition (the original mixed with a dub or an audio description) heard instead of the media's own sound:
 * the media plays on muted and keeps its controls, and the rendition follows its time, play state, speed and
 * volume. Unmuting the media with its controls means the viewer wants its own sound back: `onUnmute` is called.
 */
export class RenditionAudio {
  readonly audio = new Audio();
  #media: HTMLMediaElement;
  #onUnmute: () => void;
  #wasMuted: boolean;

  constructor(media: HTMLMediaElement, onUnmute: () => void) {
    this.#media = media;
    this.#onUnmute = onUnmute;
    this.#wasMuted = media.muted;
    media.muted = true;
    for (const name of MEDIA_EVENTS) media.addEventListener(name, this.#follow);
  }

  /** Switches to the rendition at `url`, at the media's moment, playing if the media plays. */
  play(url: string) {
    const { audio } = this;
    audio.src = url;
    audio.currentTime = this.#media.currentTime;
    audio.playbackRate = this.#media.playbackRate;
    audio.volume = this.#media.volume;
    if (!this.#media.paused) void audio.play().catch(() => undefined);
  }

  #follow = (event: Event) => {
    const media = this.#media;
    const { audio } = this;
    switch (event.type) {
      case 'play':
      case 'playing':
        audio.currentTime = media.currentTime;
        void audio.play().catch(() => undefined);
        break;
      case 'pause':
      case 'waiting':
      case 'ended':
        audio.pause();
        break;
      case 'seeking':
      case 'seeked':
        audio.currentTime = media.currentTime;
        break;
      case 'ratechange':
        audio.playbackRate = media.playbackRate;
        break;
      case 'timeupdate':
        if (Math.abs(audio.currentTime - media.currentTime) > MAX_DRIFT_S) audio.currentTime = media.currentTime;
        break;
      case 'volumechange':
        audio.volume = media.volume;
        if (!media.muted) this.#onUnmute();
        break;
    }
  };

  /** Silences the rendition and gives the media its own sound back. */
  stop() {
    for (const name of MEDIA_EVENTS) this.#media.removeEventListener(name, this.#follow);
    this.audio.pause();
    this.audio.removeAttribute('src');
    this.audio.load();
    this.#media.muted = this.#wasMuted;
  }
}
