import { useCallback, useSyncExternalStore } from 'react';
import type { PlayerAdapter } from '@shared/players/player';

/** The player's current time in ms, re-rendering the caller on every time update (keep callers small). */
export function usePlayerTime(player: PlayerAdapter | null): number {
  const subscribe = useCallback((listener: () => void) => player?.subscribe(listener) ?? (() => {}), [player]);
  return useSyncExternalStore(subscribe, () => player?.currentTimeMs() ?? 0);
}
