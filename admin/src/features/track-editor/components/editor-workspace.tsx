import { type ReactNode, useEffect, useRef } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { useMediaQuery } from '@/lib/use-media-query';

/** From this width the panes sit side by side; below it they stack with the player on top. */
export const WIDE_QUERY = '(min-width: 1024px)';

interface EditorWorkspaceProps {
  /** Status, review and the toolbars, across the top. */
  bar: ReactNode;
  /** The player with the caption drawn over it. */
  stage: ReactNode;
  list: ReactNode;
  /** The side panel's tabs (problems, find, assignments…). */
  side: ReactNode;
  timeline: ReactNode;
}

const separatorClass =
  'bg-border hover:bg-primary/60 focus-visible:bg-primary data-[separator=active]:bg-primary w-1 rounded-full outline-none transition-colors';

/**
 * The editing layout. Wide: one screen high, the player, the cues and the side panel in panes the person resizes
 * (remembered in localStorage), the timeline across the foot; each pane scrolls on its own, so the picture stays in
 * view. Narrow: a stack with the player stuck to the top, and the page's scroll padding kept at its height so
 * focus never lands under it (WCAG 2.4.11).
 */
export function EditorWorkspace({ bar, stage, list, side, timeline }: EditorWorkspaceProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const layout = useDefaultLayout({ id: 'track-editor-panes', storage: localStorage });
  if (!wide) return <NarrowWorkspace bar={bar} stage={stage} list={list} side={side} timeline={timeline} />;
  return (
    <div data-testid="editor-workspace" className="flex h-[calc(100dvh-8.5rem)] min-h-[32rem] flex-col gap-2">
      {bar}
      <Group
        orientation="horizontal"
        defaultLayout={layout.defaultLayout}
        onLayoutChanged={layout.onLayoutChanged}
        className="min-h-0 flex-1"
      >
        <Panel id="player" defaultSize="36" minSize="20" className="min-w-0">
          {/* Focusable, so a keyboard can scroll it when a tall player overflows its pane (WCAG 2.1.1). */}
          <div role="region" aria-label="Player" tabIndex={0} className="h-full overflow-auto pr-1 [contain:strict]">
            {stage}
          </div>
        </Panel>
        <Separator aria-label="Resize the player and the cues" className={separatorClass} />
        <Panel id="cues" defaultSize="42" minSize="22" className="min-w-0">
          <div className="h-full px-1 [contain:strict]">{list}</div>
        </Panel>
        <Separator aria-label="Resize the cues and the side panel" className={separatorClass} />
        <Panel id="side" defaultSize="22" minSize="14" className="min-w-0">
          <div className="h-full overflow-auto pl-1 [contain:strict]">{side}</div>
        </Panel>
      </Group>
      {timeline}
    </div>
  );
}

function NarrowWorkspace({ bar, stage, list, side, timeline }: EditorWorkspaceProps) {
  const sticky = useStickyScrollPadding();
  return (
    <div data-testid="editor-workspace" className="grid min-w-0 gap-2">
      <div ref={sticky} className="bg-background sticky top-0 z-20 pb-1">
        {stage}
      </div>
      {bar}
      <div className="h-[60vh] min-h-72">{list}</div>
      {timeline}
      {side}
    </div>
  );
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
