import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { useMediaQuery } from '@/lib/use-media-query';

/** From this width the panes sit side by side; below it they stack with the player on top. */
export const WIDE_QUERY = '(min-width: 1024px)';

interface EditorWorkspaceProps {
  /** Status, review and the toolbars, across the top. */
  bar: ReactNode;
  /** The player with the caption drawn over it. */
  stage: ReactNode;
  /** The selected cue's measures: under the player when wide, after the timeline when narrow (not in the sticky part). */
  details: ReactNode;
  list: ReactNode;
  /** The side panel's tabs (problems, find, assignments…). */
  side: ReactNode;
  timeline: ReactNode;
}

const separatorClass =
  'bg-border hover:bg-primary/60 focus-visible:bg-primary data-[separator=active]:bg-primary w-1 rounded-full outline-none transition-colors';

/**
 * The editing layout. Wide: from its top to the bottom of the screen, the player, the cues and the side panel in panes the person resizes
 * (remembered in localStorage), the timeline across the foot; each pane scrolls on its own, so the picture stays in
 * view. Narrow: a stack with the player stuck to the top, and the page's scroll padding kept at its height so
 * focus never lands under it (WCAG 2.4.11).
 */
export function EditorWorkspace({ bar, stage, details, list, side, timeline }: EditorWorkspaceProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const layout = useDefaultLayout({ id: 'track-editor-panes', storage: localStorage });
  const fillRef = useRef<HTMLDivElement>(null);
  const top = useFillViewport(fillRef, wide);
  if (!wide)
    return <NarrowWorkspace bar={bar} stage={stage} details={details} list={list} side={side} timeline={timeline} />;
  return (
    <div
      ref={fillRef}
      data-testid="editor-workspace"
      className="flex min-h-[32rem] flex-col gap-1"
      style={{ height: `calc(100dvh - ${top}px)` }}
    >
      {bar}
      <Group
        orientation="horizontal"
        defaultLayout={layout.defaultLayout}
        onLayoutChanged={layout.onLayoutChanged}
        className="min-h-0 flex-1"
      >
        <Panel id="player" defaultSize="27" minSize="18" className="min-w-0">
          {/* Focusable, so a keyboard can scroll it when a tall player overflows its pane (WCAG 2.1.1). */}
          <div
            role="region"
            aria-label="Player"
            tabIndex={0}
            className="grid h-full content-start gap-2 overflow-auto pr-1 [contain:strict]"
          >
            {stage}
            {details}
          </div>
        </Panel>
        <Separator aria-label="Resize the player and the cues" className={separatorClass} />
        <Panel id="cues" defaultSize="55" minSize="22" className="min-w-0">
          <div className="h-full px-1 [contain:strict]">{list}</div>
        </Panel>
        <Separator aria-label="Resize the cues and the side panel" className={separatorClass} />
        <Panel id="side" defaultSize="18" minSize="14" className="min-w-0">
          <div className="h-full overflow-auto pl-1 [contain:strict]">{side}</div>
        </Panel>
      </Group>
      {timeline}
    </div>
  );
}

function NarrowWorkspace({ bar, stage, details, list, side, timeline }: EditorWorkspaceProps) {
  const sticky = useStickyScrollPadding();
  return (
    <div data-testid="editor-workspace" className="grid min-w-0 gap-2">
      <div ref={sticky} className="bg-background sticky top-0 z-20 pb-1">
        {stage}
      </div>
      {bar}
      <div className="h-[60vh] min-h-72">{list}</div>
      {timeline}
      {details}
      {side}
    </div>
  );
}

/**
 * The workspace's distance from the top of the page (the app's header and the file's title above it) and the page's
 * padding under it, so it can end at the bottom of the screen: player, cues and timeline on one screen without scrolling the page. Read once it is
 * shown (it mounts hidden behind the overview, then a resize observer sees it appear), when the page's height changes
 * (something above it grew) and when the window is resized, not on every render.
 */
function useFillViewport(ref: RefObject<HTMLDivElement | null>, active: boolean) {
  // Until measured: about the app's header, the file's title and tabs, and the padding under.
  const [top, setTop] = useState(200);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      // Hidden (display: none) it has no box to measure.
      if (box.height === 0) return;
      // The padding of what holds it, under it (the page's), so the page does not scroll at all.
      let below = 0;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        below += parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
      }
      setTop(Math.max(0, Math.round(box.top + window.scrollY + below)));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    // What is above it can grow after it is measured (the file's details arriving, a banner): the page grows then.
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, active]);
  return top;
}

/** Keeps the page's scroll-padding-top at the sticky element's height while it is mounted. */
function useStickyScrollPadding() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `${element.offsetHeight + 8}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);
  return ref;
}
