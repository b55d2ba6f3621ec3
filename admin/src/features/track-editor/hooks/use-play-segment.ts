import { useCallback, useEffect, useRef } from 'react';
import type { PlayerAdapter } from '@shared/players/player';

/**
 * Plays `startMs`–`endMs` and pauses at its end: what a person checking one sampled cue listens to. Playing
 * another segment, or unmounting, stops watching the last one.
 */
export function usePlaySegment(player: PlayerAdapter | null) {
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  return useCallback(
    (startMs: number, endMs: number) => {
      if (!player) return;
      stop.current?.();
      player.seek(startMs);
      player.play();
      // Subscribed after the seek, so its own update does not count; platform players report time a little late.
      const unsubscribe = player.subscribe(() => {
        if (player.currentTimeMs() < endMs) return;
        // Unsubscribed first: pausing reports an update, which would come back here.
        unsubscribe();
        stop.current = null;
        player.pause();
      });
      stop.current = unsubscribe;
    },
    [player],
  );
}
