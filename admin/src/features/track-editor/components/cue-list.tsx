import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type Ref, useCallback, useId, useImperativeHandle, useLayoutEffect, useMemo, useRef } from 'react';
import type { CueWord } from '@shared/captions/confidence/confidence';
import type { CaptionProblem } from '@shared/captions/quality-problems';
import type { DescriptionFit } from '@shared/describability/fit';
import type { SpeechPreview } from '@shared/schemas/track-management';
import type { EditorCue } from '../model/cue-order';
import { speakersOf } from '../model/operations/rename-speaker';
import type { SelectionStore } from '../model/selection-store';
import type { CueActions } from './cue-actions';
import { CueRow } from './cue-row';

/** A row on one line (a wide pane, no fit meter or uncertain words): 24 px fields and the border. */
const ROW_ESTIMATE = 25;

type RowVirtualizer = Virtualizer<HTMLDivElement, Element>;

/** What the editor asks of the list: moving focus or the view to a cue. */
export interface CueListHandle {
  /** Scrolls the cue into view if it is not, and moves focus to its text; a cue being added is focused once shown. */
  focusCue(id: string): void;
  /** Scrolls the cue to the middle of the list without moving focus (following playback, `?cue=`, the waveform). */
  revealCue(id: string): void;
}

interface CueListProps {
  ref: Ref<CueListHandle>;
  cues: EditorCue[];
  selection: SelectionStore;
  readOnly: boolean;
  actions: CueActions;
  /** Each cue's quality problems (cues without problems are absent). */
  problemsByCue: ReadonlyMap<string, readonly CaptionProblem[]>;
  /** Absent for readers: problems show without fix buttons. */
  onFix: ((problem: CaptionProblem) => void) | undefined;
  /** The words of cues that still have uncertain ones (others are absent). */
  uncertainByCue: ReadonlyMap<string, readonly CueWord[]>;
  /** Absent for readers. */
  onConfirm: ((id: string) => void) | undefined;
  /** A descriptions track's fits (empty for other tracks). */
  fitByCue: ReadonlyMap<string, DescriptionFit>;
  /** Reads a description aloud (descriptions tracks, editors only). */
  onPreview?: ((text: string) => Promise<SpeechPreview>) | undefined;
}

/**
 * The track's cues, virtualised: only the rows in view (and a few around them) are in the DOM, however long the
 * track; `aria-setsize`/`aria-posinset` tell assistive technology where each row sits.
 */
export function CueList(props: CueListProps) {
  const {
    ref,
    cues,
    selection,
    readOnly,
    actions,
    problemsByCue,
    onFix,
    uncertainByCue,
    onConfirm,
    fitByCue,
    onPreview,
  } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const speakerListId = useId();
  const speakers = useMemo(() => speakersOf(cues), [cues]);
  const shown = useRef(cues);
  const pendingFocus = useRef<string | null>(null);
  const { measureElement, estimateSize } = useRowMeasure(cues, uncertainByCue, fitByCue);
  // Stable between edits: the virtualizer recomputes every row's position when it changes.
  const getItemKey = useCallback((index: number) => cues[index]?.id ?? index, [cues]);
  // The virtualizer hands back new row positions from one mutable object on every scroll, which memoisation
  // cannot see; this component re-renders on each of them by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: cues.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    measureElement,
    overscan: 6,
    // A scroll renders the rows it brings into the overscan in a task of their own, after the frame that shows the
    // scroll, not inside it: moving between cues then spreads its work over two frames (each well under 16 ms)
    // instead of one that overran. Six rows of overscan cover what a scroll shows before that task runs.
    useFlushSync: false,
  });

  /**
   * Scrolls the row at `index` just into view. A row wholly in view needs no scroll. A row already rendered and
   * measured (the next one is, being in the overscan, and so is every row between it and the view) is scrolled to
   * its known offset. `scrollToIndex` is left for the others: it re-aims on each of the next frames as rows get
   * measured, and each of those frames reads the scroll height, a full layout.
   */
  const scrollIntoList = (index: number) => {
    const [offset, align] = virtualizer.getOffsetForIndex(index, 'auto') ?? [0, 'auto'];
    if (align === 'auto') return;
    const known =
      virtualizer.getVirtualItems().some((item) => item.index === index) &&
      virtualizer.itemSizeCache.has(virtualizer.options.getItemKey(index));
    if (known) virtualizer.scrollToOffset(offset);
    else virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  /** Focuses the pending cue's text if its row is in the DOM; else scrolls to it (once it is in the cues). */
  const settleFocus = (afterRender: boolean) => {
    const id = pendingFocus.current;
    if (id === null) return;
    const index = shown.current.findIndex((cue) => cue.id === id);
    if (index === -1) {
      // Not shown yet: an edit that adds it is on its way (focused after that render), or it is gone.
      if (afterRender) pendingFocus.current = null;
      return;
    }
    // From a key's own handler this runs before React renders the new selection: the layout the virtualizer reads
    // to scroll is still clean, so reading it costs next to nothing (after the render it forced a full layout).
    scrollIntoList(index);
    const field = scrollRef.current?.querySelector<HTMLTextAreaElement>(`textarea[data-cue-id="${CSS.escape(id)}"]`);
    // Not in the DOM yet (far away, or just added): focused after the render that brings its row.
    if (!field) return;
    pendingFocus.current = null;
    field.focus({ preventScroll: true });
  };

  useLayoutEffect(() => {
    shown.current = cues;
    settleFocus(true);
  });

  useImperativeHandle(ref, () => ({
    focusCue(id) {
      pendingFocus.current = id;
      settleFocus(false);
    },
    revealCue(id) {
      const index = shown.current.findIndex((cue) => cue.id === id);
      if (index !== -1) virtualizer.scrollToIndex(index, { align: 'center' });
    },
  }));

  const items = virtualizer.getVirtualItems();
  return (
    <div ref={scrollRef} className="bg-card h-full min-h-60 overflow-auto rounded-md border">
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
              // Above the rows after it while focused: its text field grows over them.
              className="absolute top-0 left-0 w-full focus-within:z-10"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <CueRow
                cue={cue}
                number={item.index + 1}
                total={cues.length}
                selection={selection}
                readOnly={readOnly}
                actions={actions}
                speakerListId={speakerListId}
                problems={problemsByCue.get(cue.id)}
                onFix={onFix}
                uncertainWords={uncertainByCue.get(cue.id)}
                onConfirm={onConfirm}
                fit={fitByCue.get(cue.id)}
                onPreview={onPreview}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Measures rows without reading layout as they mount: a row is one line whatever its text and problems (the text
 * field grows over the rows below only while focused, the problems open in a popover), so its height follows from
 * what adds a line under it — uncertain words, a description's fit and Extended switch — and the pane's width. Each
 * such shape is measured once (by the ResizeObserver the virtualizer already runs, after the
 * frame's own layout) and a row of a known shape mounts at its height. A row of a new shape mounts at the estimate
 * and the observer corrects it in the same frame.
 *
 * Rows not yet measured are estimated at the height of the row measured last: neighbouring cues tend to look alike,
 * and a row that mounts at its estimate changes nothing else. One that does not moves every row after it: the
 * virtualizer recomputes their 10,000 positions (about 35 KB of garbage a move between cues at a fixed estimate).
 */
function useRowMeasure(
  cues: EditorCue[],
  uncertainByCue: ReadonlyMap<string, readonly CueWord[]>,
  fitByCue: ReadonlyMap<string, DescriptionFit>,
) {
  const byShape = useRef(new Map<string, number>());
  const lastSize = useRef(ROW_ESTIMATE);
  const latest = useRef({ cues, uncertainByCue, fitByCue });
  useLayoutEffect(() => {
    latest.current = { cues, uncertainByCue, fitByCue };
  });
  const measureElement = useCallback(
    (element: Element, entry: ResizeObserverEntry | undefined, instance: RowVirtualizer) => {
      const index = instance.indexFromElement(element);
      const cue = latest.current.cues[index];
      const shape = cue
        ? `${latest.current.uncertainByCue.has(cue.id) ? 'u' : ''}|${latest.current.fitByCue.get(cue.id)?.status ?? ''}${cue.extended ? 'x' : ''}`
        : '';
      const box = entry?.borderBoxSize[0];
      if (box) {
        const size = Math.round(box.blockSize);
        byShape.current.set(shape, size);
        lastSize.current = size;
        return size;
      }
      return (
        byShape.current.get(shape) ??
        instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
        instance.options.estimateSize(index)
      );
    },
    [],
  );
  const estimateSize = useCallback(() => lastSize.current, []);
  return { measureElement, estimateSize };
}
