import type { PlayerAdapter } from './player';

const EVENTS = ['timeupdate', 'seeked', 'play', 'pause', 'loadedmetadata', 'ratechange'] as const;

/** Adapter over a `<video>` or `<audio>` element, on the host page or the element's own. */
export function html5Player(media: HTMLMediaElement): PlayerAdapter {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  for (const name of EVENTS) media.addEventListener(name, notify);
  return {
    kind: 'html5',
    // A media element is controllable at once; its time is 0 until metadata arrives.
    ready: Promise.resolve(),
    currentTimeMs: () => media.currentTime * 1000,
    durationMs: () => (Number.isFinite(media.duration) ? media.duration * 1000 : null),
    paused: () => media.paused,
    seek: (ms) => {
      media.currentTime = ms / 1000;
    },
    // Autoplay policies may refuse play(); the viewer still has the media controls.
    play: () => void media.play().catch(() => undefined),
    pause: () => media.pause(),
    playbackRate: () => media.playbackRate,
    setPlaybackRate: (rate) => {
      media.playbackRate = rate;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      for (const name of EVENTS) media.removeEventListener(name, notify);
      listeners.clear();
    },
  };
}
