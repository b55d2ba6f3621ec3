import { useEffect } from 'react';
import type { PlayerAdapter } from '@shared/players/player';
import type { ManagedTrack } from '@shared/schemas/media';
import { cueAt } from '../model/cue-at';
import type { SelectionStore } from '../model/selection-store';

/** While on and playing, the cue under the playhead becomes the selected one and scrolls into view. */
export function useFollowPlayback(
  player: PlayerAdapter | null,
  follow: boolean,
  cues: ManagedTrack['cues'],
  selection: SelectionStore,
  scrollTo: (id: string) => void,
) {
  useEffect(() => {
    if (!player || !follow) return;
    return player.subscribe(() => {
      if (player.paused()) return;
      const cue = cueAt(cues, player.currentTimeMs());
      if (cue && cue.id !== selection.get()) scrollTo(cue.id);
    });
  }, [player, follow, cues, selection, scrollTo]);
}
