import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import type { EditorCue } from '../model/cue-order';
import { speakersOf } from '../model/operations/rename-speaker';
import type { CueActions } from './cue-actions';
import { CueRow } from './cue-row';

const ROW_ESTIMATE = 92;

export interface FocusRequest {
  id: string;
  token: number;
}

interface CueListProps {
  cues: EditorCue[];
  selectedId: string | null;
  readOnly: boolean;
  actions: CueActions;
  /** Scroll to this cue and focus its text field (token changes per request). */
  focusRequest: FocusRequest | null;
  /** Scroll to this cue without moving focus (following playback, `?cue=`). */
  scrollRequest: FocusRequest | null;
  problemsOf?: (cueId: string) => ReactNode;
}

/**
 * The track's cues, virtualised: only the rows in view (and a few around them) are in the DOM, however long the
 * track; `aria-setsize`/`aria-posinset` tell assistive technology where each row sits.
 */
export function CueList(props: CueListProps) {
  const { cues, selectedId, readOnly, actions, focusRequest, scrollRequest, problemsOf } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const speakerListId = useId();
  const speakers = useMemo(() => speakersOf(cues), [cues]);
  // The virtualizer hands back new row positions from one mutable object on every scroll, which memoisation
  // cannot see; this component re-renders on each of them by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: cues.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => cues[index]?.id ?? index,
    overscan: 6,
  });

  const focusIndex = focusRequest ? cues.findIndex((cue) => cue.id === focusRequest.id) : -1;
  const scrollIndex = scrollRequest ? cues.findIndex((cue) => cue.id === scrollRequest.id) : -1;
  useEffect(() => {
    if (focusIndex >= 0) virtualizer.scrollToIndex(focusIndex, { align: 'auto' });
  }, [focusRequest, focusIndex, virtualizer]);
  useEffect(() => {
    if (scrollIndex >= 0) virtualizer.scrollToIndex(scrollIndex, { align: 'center' });
  }, [scrollRequest, scrollIndex, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    <div ref={scrollRef} className="bg-card h-[60vh] min-h-72 overflow-auto rounded-md border">
      <datalist id={speakerListId}>
        {speakers.map((speaker) => (
          <option key={speaker.name} value={speaker.name} />
        ))}
      </datalist>
      {cues.length === 0 ? (
        <p className="text-muted-foreground p-4 text-sm">
          No cues yet.{readOnly ? '' : ' Use “Insert after” to add the first one.'}
        </p>
      ) : null}
      <div role="list" aria-label="Cues" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const cue = cues[item.index];
          if (!cue) return null;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <CueRow
                cue={cue}
                number={item.index + 1}
                total={cues.length}
                selected={cue.id === selectedId}
                readOnly={readOnly}
                actions={actions}
                focusToken={focusRequest?.id === cue.id ? focusRequest.token : 0}
                speakerListId={speakerListId}
                problems={problemsOf?.(cue.id)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
