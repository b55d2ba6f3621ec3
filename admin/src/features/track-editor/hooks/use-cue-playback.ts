import { useEffect, useRef, useState } from 'react';
import type { PlayerAdapter } from '@shared/players/player';
import type { EditorCue } from '../model/cue-order';
import type { SelectionStore } from '../model/selection-store';
import { usePlaySegment } from './use-play-segment';

/** Played before and after a cue, so its first and last words are heard whole. */
export const CUE_PADDING_MS = 500;

const spanOf = (cue: EditorCue) => ({
  startMs: Math.max(0, cue.startMs - CUE_PADDING_MS),
  endMs: cue.endMs + CUE_PADDING_MS,
});

const selectedOf = (cues: readonly EditorCue[], selection: SelectionStore) =>
  cues.find((cue) => cue.id === selection.get()) ?? null;

/**
 * Playback made for captioning: play the selected cue with half a second either side, or loop it (the loop follows
 * the selection). Reads the latest cues through a ref so the callbacks stay stable.
 */
export function useCuePlayback(player: PlayerAdapter | null, cues: readonly EditorCue[], selection: SelectionStore) {
  const [looping, setLooping] = useState(false);
  const playSegment = usePlaySegment(player);
  const latest = useRef(cues);
  useEffect(() => {
    latest.current = cues;
  });

  useEffect(() => {
    if (!player || !looping) return;
    let span = null as ReturnType<typeof spanOf> | null;
    const aim = () => {
      const cue = selectedOf(latest.current, selection);
      span = cue ? spanOf(cue) : null;
      if (!span) return;
      player.seek(span.startMs);
      player.play();
    };
    aim();
    const stopSelection = selection.subscribe(aim);
    const stopPlayer = player.subscribe(() => {
      if (span && !player.paused() && player.currentTimeMs() >= span.endMs) player.seek(span.startMs);
    });
    return () => {
      stopSelection();
      stopPlayer();
    };
  }, [player, looping, selection]);

  return {
    looping,
    toggleLoop: () => setLooping((on) => !on),
    playCue() {
      const cue = selectedOf(latest.current, selection);
      if (!cue) return;
      setLooping(false);
      const span = spanOf(cue);
      playSegment(span.startMs, span.endMs);
    },
  };
}
