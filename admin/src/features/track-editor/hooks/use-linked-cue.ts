import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PlayerAdapter } from '@shared/players/player';

/** The page's `?cue=<id>` selects and scrolls to that cue once; `?t=<ms>` seeks there once the player is ready. */
export function useLinkedCue(player: PlayerAdapter | null, scrollTo: (id: string) => void) {
  const [params] = useSearchParams();
  const [link] = useState(() => ({ cue: params.get('cue'), t: Number(params.get('t') ?? Number.NaN) }));
  useEffect(() => {
    if (link.cue) scrollTo(link.cue);
  }, [link, scrollTo]);
  useEffect(() => {
    if (!player || !Number.isFinite(link.t) || link.t < 0) return;
    void player.ready.then(() => player.seek(link.t)).catch(() => {});
  }, [link, player]);
}
