import { useCallback, useEffect, useRef } from 'react';
import type { PlayerAdapter } from '@shared/players/player';

/** Typing that stops this long resumes playback… */
export const RESUME_AFTER_MS = 1000;
/** …this much earlier than where it paused, so the last words are heard again (oTranscribe's behaviour). */
export const REWIND_MS = 1000;

/**
 * Auto-pause while typing: the first keystroke pauses a playing player; a pause in typing resumes it a second
 * earlier. Playback the person paused themselves is never resumed. Returns the keystroke callback.
 */
export function useAutoPause(player: PlayerAdapter | null, enabled: boolean): () => void {
  const pausedByTyping = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ player, enabled });
  useEffect(() => {
    latest.current = { player, enabled };
    if (!enabled) {
      clearTimeout(timer.current);
      pausedByTyping.current = false;
    }
  }, [player, enabled]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    const { player: current, enabled: on } = latest.current;
    if (!on || !current) return;
    if (!current.paused()) {
      current.pause();
      pausedByTyping.current = true;
    }
    if (!pausedByTyping.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!pausedByTyping.current) return;
      pausedByTyping.current = false;
      current.seek(Math.max(0, current.currentTimeMs() - REWIND_MS));
      current.play();
    }, RESUME_AFTER_MS);
  }, []);
}
