import { useCallback, useSyncExternalStore } from 'react';
import type { PlayerAdapter } from '@shared/players/player';
import { cn } from '@/lib/utils';
import { cueAt } from '../model/cue-at';
import { cueById } from '../model/cue-index';
import type { EditorCue } from '../model/cue-order';
import type { DraftStore } from '../model/draft-store';
import type { SelectionStore } from '../model/selection-store';

interface CaptionOverlayProps {
  player: PlayerAdapter | null;
  cues: readonly EditorCue[];
  selection: SelectionStore;
  drafts: DraftStore;
  /** Over a video: raised above its native controls. Over the preview box of sound-only media: near its foot. */
  overVideo: boolean;
}

/**
 * The caption as a viewer will see it, drawn over the picture: the cue under the playhead, or while paused the cue
 * being edited, with what is being typed in it. The snapshot is a string, so a time update that leaves the caption
 * as it was renders nothing (no per-frame React work). Hidden from assistive technology: the cue list is the text.
 */
export function CaptionOverlay({ player, cues, selection, drafts, overVideo }: CaptionOverlayProps) {
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = [selection.subscribe(listener), drafts.subscribe(listener), player?.subscribe(listener)];
      return () => {
        for (const stop of stops) stop?.();
      };
    },
    [player, selection, drafts],
  );
  const text = useSyncExternalStore(subscribe, () => {
    const selectedId = selection.get();
    const paused = player?.paused() ?? true;
    const cue =
      (paused && selectedId !== null ? cueById(cues, selectedId) : null) ?? cueAt(cues, player?.currentTimeMs() ?? 0);
    return cue ? (drafts.get(cue.id) ?? cue.text) : '';
  });
  if (!text.trim()) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="caption-overlay"
      className={cn(
        'pointer-events-none absolute inset-x-0 flex justify-center px-[6%]',
        overVideo ? 'bottom-14' : 'bottom-[8%]',
      )}
    >
      <p className="max-w-full rounded bg-black/80 px-2 py-0.5 text-center text-base leading-snug [text-wrap:balance] whitespace-pre-line text-white sm:text-lg">
        {text}
      </p>
    </div>
  );
}
