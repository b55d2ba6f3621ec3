import { iframeChannel } from './iframe-channel';
import type { PlayerAdapter } from './player';

/**
 * Adapter over a Vimeo player iframe through its postMessage API (`{ method, value }` out,
 * `{ event, data }` and `{ method, value }` replies in); loads no script from vimeo.com.
 */
export function vimeoPlayer(iframe: HTMLIFrameElement, timeoutMs?: number): PlayerAdapter {
  const listeners = new Set<() => void>();
  let time = 0;
  let duration: number | null = null;
  let paused = true;
  let rate = 1;
  const notify = () => listeners.forEach((l) => l());
  const channel = iframeChannel(
    iframe,
    () => ({ method: 'ping' }),
    (data) => {
      const payload = data.data as { seconds?: unknown; duration?: unknown; playbackRate?: unknown } | undefined;
      switch (data.event) {
        case 'ready':
          for (const name of ['timeupdate', 'play', 'pause', 'seeked', 'playbackratechange'])
            send('addEventListener', name);
          send('getDuration');
          send('getPlaybackRate');
          channel.markReady();
          break;
        case 'timeupdate':
        case 'seeked':
          if (typeof payload?.seconds === 'number') time = payload.seconds * 1000;
          if (typeof payload?.duration === 'number') duration = payload.duration * 1000;
          break;
        case 'play':
          paused = false;
          break;
        case 'pause':
          paused = true;
          break;
        case 'playbackratechange':
          if (typeof payload?.playbackRate === 'number') rate = payload.playbackRate;
          break;
      }
      if (data.method === 'getDuration' && typeof data.value === 'number') duration = data.value * 1000;
      if (data.method === 'getPlaybackRate' && typeof data.value === 'number') rate = data.value;
      notify();
    },
    timeoutMs,
  );
  const send = (method: string, value?: unknown) => channel.post(value === undefined ? { method } : { method, value });
  return {
    kind: 'vimeo',
    ready: channel.ready,
    currentTimeMs: () => time,
    durationMs: () => duration,
    paused: () => paused,
    seek(ms) {
      time = ms;
      send('setCurrentTime', ms / 1000);
      notify();
    },
    play: () => send('play'),
    pause: () => send('pause'),
    playbackRate: () => rate,
    setPlaybackRate: (value) => send('setPlaybackRate', value),
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
