import { iframeChannel } from './iframe-channel';
import type { PlayerAdapter } from './player';

/**
 * Adapter over a YouTube embed iframe, speaking the IFrame API's postMessage protocol directly
 * (`listening` → `onReady`/`infoDelivery`, `command` → `seekTo`/`playVideo`/`pauseVideo`/`setPlaybackRate`), so no
 * script from youtube.com runs in the host page and a strict CSP needs only `frame-src`.
 */
export function youtubePlayer(iframe: HTMLIFrameElement, timeoutMs?: number): PlayerAdapter {
  const listeners = new Set<() => void>();
  let time = 0;
  let duration: number | null = null;
  let rate = 1;
  let state = -1; // YT.PlayerState: -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued
  const id = 1;
  const channel = iframeChannel(
    iframe,
    () => ({ event: 'listening', id, channel: 'widget' }),
    (data) => {
      if (data.event === 'onReady') channel.markReady();
      const info = data.info as Record<string, unknown> | null | undefined;
      if ((data.event === 'infoDelivery' || data.event === 'initialDelivery') && info) {
        if (typeof info.currentTime === 'number') time = info.currentTime * 1000;
        if (typeof info.duration === 'number' && info.duration > 0) duration = info.duration * 1000;
        if (typeof info.playerState === 'number') state = info.playerState;
        if (typeof info.playbackRate === 'number') rate = info.playbackRate;
        if (data.event === 'initialDelivery') channel.markReady();
      }
      if (data.event === 'onStateChange' && typeof data.info === 'number') state = data.info;
      if (data.event === 'onPlaybackRateChange' && typeof data.info === 'number') rate = data.info;
      listeners.forEach((l) => l());
    },
    timeoutMs,
  );
  const command = (func: string, args: unknown[] = []) =>
    channel.post({ event: 'command', func, args, id, channel: 'widget' });
  return {
    kind: 'youtube',
    ready: channel.ready,
    currentTimeMs: () => time,
    durationMs: () => duration,
    paused: () => state !== 1 && state !== 3,
    seek(ms) {
      time = ms;
      command('seekTo', [ms / 1000, true]);
      listeners.forEach((l) => l());
    },
    play: () => command('playVideo'),
    pause: () => command('pauseVideo'),
    playbackRate: () => rate,
    setPlaybackRate: (value) => command('setPlaybackRate', [value]),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      channel.close();
      listeners.clear();
    },
  };
}
