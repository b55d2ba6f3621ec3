import type { Cue } from '@shared/schemas/embed';
import { type RefObject, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region, type UpdateSide } from 'wavesurfer.js/dist/plugins/regions.esm.js';
import TimelinePlugin from 'wavesurfer.js/dist/plugins/timeline.esm.js';
import { CueBands } from './cue-bands';
import { CueRegions, type PixelView } from './cue-regions';
import { constrainDrag, type DragState, followPointer, SNAP_PX } from './drag';
import type { WaveformData } from './load-waveform';
import { clampZoom, initialZoom, msAtPx, revealFromMs, zoomLimits } from './scale';
import { canvasColors, watchTheme } from './theme-colors';
import { useIdleTask } from './use-idle-task';
import { cuesInWindow, longestCueMs } from './visible-cues';
import { cueById } from '../model/cue-index';

/** More cues than this in view and the waveform stops drawing them as regions (each region is DOM). */
export const MAX_REGIONS = 300;
/** Shares of the view's width to make regions for on each side, tried in turn until few enough cues. */
const MARGINS = [1, 0.5, 0.25, 0.1, 0];
const HEIGHT = 96;
const WHEEL_ZOOM = 1.25;

interface Options {
  host: RefObject<HTMLDivElement | null>;
  data: WaveformData | null;
  totalMs: number;
  cues: readonly Cue[];
  selectedId: string | null;
  currentMs: number;
  editable: boolean;
  onSeek(ms: number): void;
  onSelect(id: string): void;
  onRetime(id: string, startMs: number, endMs: number): void;
}

interface Instance {
  ws: WaveSurfer;
  regions: CueRegions;
  bands: CueBands;
  /** The regions plugin's container, where regions in view are attached. */
  regionsContainer: HTMLElement | null;
}

/**
 * A wavesurfer.js waveform in `host` that plays nothing itself: it draws `data`, keeps its cursor on `currentMs`,
 * shows the cues near the view as regions (re-made on scroll and zoom) and reports seeks, selections and
 * finished drags.
 */
export function useWaveSurfer(options: Options) {
  const { host, data, totalMs, cues, selectedId, currentMs, editable } = options;
  const [instance, setInstance] = useState<Instance | null>(null);
  const [zoom, setZoomState] = useState(0);
  const [viewWidth, setViewWidth] = useState(0);
  const [overview, setOverview] = useState(false);
  const drag = useRef<DragState | null>(null);
  const materialised = useRef<{ fromMs: number; toMs: number; widthPx: number } | null>(null);
  // The view as last read (every scroll, zoom and resize reads it, at the start of a frame): a new selection
  // uses it rather than reading layout in the middle of the editor's update.
  const lastView = useRef<{ fromMs: number; toMs: number; widthPx: number } | null>(null);
  const ahead = useIdleTask();
  const longestMs = useMemo(() => longestCueMs(cues), [cues]);

  const view = (ws: WaveSurfer) => {
    const widthPx = ws.getWrapper().scrollWidth || 1;
    const msPerPx = totalMs / widthPx;
    const scrollPx = ws.getScroll();
    const viewPx = ws.getWidth();
    const fromMs = scrollPx * msPerPx;
    return { fromMs, toMs: fromMs + viewPx * msPerPx, widthPx, msPerPx, scrollPx, viewPx };
  };

  /** Regions a little beyond the view, so scrolling re-makes them only now and then; less margin when crowded. */
  const regionsAround = (fromMs: number, toMs: number) => {
    const span = toMs - fromMs;
    let range = { fromMs, toMs };
    let inView: Cue[] = [];
    for (const margin of MARGINS) {
      range = { fromMs: fromMs - span * margin, toMs: toMs + span * margin };
      inView = cuesInWindow(cues, range.fromMs, range.toMs, longestMs);
      if (inView.length <= MAX_REGIONS) break;
    }
    return { range, inView, tooMany: inView.length > MAX_REGIONS };
  };

  /**
   * Re-centres the made regions on the view in idle time, a few regions per idle period: a scroll that went past
   * them made a page of regions at once (each one DOM, listeners and a timer of the plugin's), a 15–25 ms frame
   * when moving through cues had the waveform follow the selection.
   */
  const prepareAhead = useEffectEvent((hasTime: () => boolean) => {
    const known = lastView.current;
    if (!instance || !known || drag.current) return true;
    const { range, inView, tooMany } = regionsAround(known.fromMs, known.toMs);
    if (tooMany) return true;
    if (!instance.regions.prepare(inView, hasTime) || !hasTime()) return false;
    // All made: this sync only takes away the regions left behind.
    instance.regions.sync(inView, selectedId);
    materialised.current = { ...range, widthPx: known.widthPx };
    return true;
  });

  const syncRegions = useEffectEvent((force: boolean) => {
    if (!instance) return;
    const { ws, regions, regionsContainer: container } = instance;
    const { fromMs, toMs, widthPx, scrollPx, viewPx } = view(ws);
    // All reads before any write: the regions plugin's own scroll handlers run next and read layout again.
    const pixels: PixelView | undefined = container
      ? {
          container,
          scrollPx,
          viewPx,
          widthPx: container.clientWidth,
          // The duration wavesurfer was given, which is the one the plugin divides by.
          durationS: totalMs / 1000,
        }
      : undefined;
    lastView.current = { fromMs, toMs, widthPx };
    if (pixels) regions.reveal(pixels);
    const known = materialised.current;
    if (!force && known && known.widthPx === widthPx && fromMs >= known.fromMs && toMs <= known.toMs) {
      // A quarter of the margin off centre: the regions beyond it are made in idle time, before a scroll needs them.
      const centred = (known.toMs - known.fromMs - (toMs - fromMs)) / 2;
      if (Math.min(fromMs - known.fromMs, known.toMs - toMs) < centred * 0.75) {
        ahead.schedule((hasTime) => prepareAhead(hasTime));
      }
      return;
    }
    const { range, inView, tooMany } = regionsAround(fromMs, toMs);
    regions.sync(tooMany ? [] : inView, selectedId, { heldId: drag.current?.id ?? null, view: pixels });
    instance.bands.show(tooMany ? cues : null, selectedId);
    materialised.current = { ...range, widthPx };
    setOverview(tooMany);
  });

  const seek = useEffectEvent((ms: number) => options.onSeek(Math.round(ms)));
  const select = useEffectEvent((id: string) => options.onSelect(id));

  const dragged = useEffectEvent((region: Region, side?: UpdateSide) => {
    if (!instance) return;
    let state = drag.current?.id === region.id ? drag.current : null;
    if (!state) {
      const index = cues.findIndex((cue) => cue.id === region.id);
      const cue = cues[index];
      if (!cue) return;
      const at = { rawStart: cue.startMs, rawEnd: cue.endMs, shownStart: cue.startMs, shownEnd: cue.endMs };
      state = { id: cue.id, index, mode: side ?? 'move', ...at };
    }
    const raw = followPointer(state, region.start * 1000, region.end * 1000);
    const placed = constrainDrag({
      cues,
      index: state.index,
      mode: state.mode,
      startMs: raw.rawStart,
      endMs: raw.rawEnd,
      snapMs: SNAP_PX * view(instance.ws).msPerPx,
      durationMs: totalMs,
    });
    drag.current = { ...state, ...raw, shownStart: placed.startMs, shownEnd: placed.endMs };
    region.setOptions({ start: placed.startMs / 1000, end: placed.endMs / 1000 });
  });

  const dropped = useEffectEvent((region: Region) => {
    const state = drag.current;
    drag.current = null;
    if (!instance || !state || state.id !== region.id) return;
    // Until the editor answers with new cues, the next sync puts the region back where its cue is.
    instance.regions.invalidate(state.id);
    const cue = cues[state.index];
    if (cue && (cue.startMs !== state.shownStart || cue.endMs !== state.shownEnd)) {
      options.onRetime(state.id, state.shownStart, state.shownEnd);
    }
    requestAnimationFrame(() => syncRegions(true));
  });

  const zoomTo = useEffectEvent((pxPerSec: number) => {
    if (!instance) return;
    instance.ws.zoom(clampZoom(pxPerSec, zoomLimits(instance.ws.getWidth(), totalMs)));
  });

  useEffect(() => {
    const container = host.current;
    if (!container || !data) return;
    const width = container.clientWidth;
    const regionsPlugin = RegionsPlugin.create();
    const ws = WaveSurfer.create({
      container,
      height: HEIGHT,
      peaks: [data.channel],
      duration: totalMs / 1000,
      ...canvasColors(container),
      cursorWidth: 2,
      minPxPerSec: initialZoom(width, totalMs),
      normalize: true,
      interact: true,
      autoScroll: true,
      autoCenter: true,
      plugins: [
        regionsPlugin,
        TimelinePlugin.create({
          height: 18,
          secondaryLabelOpacity: 1,
          style: { color: 'var(--muted-foreground)', fontSize: '11px' },
        }),
      ],
    });
    const regions = new CueRegions(regionsPlugin, editable);
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoomTo(ws.options.minPxPerSec * (event.deltaY < 0 ? WHEEL_ZOOM : 1 / WHEEL_ZOOM));
    };
    container.addEventListener('wheel', onWheel, { passive: false });
    const unsubscribe = [
      ws.once('ready', () => {
        // The scroller is a pointer convenience: keep it out of the tab order (the cue list has the keys).
        const scroller = ws.getWrapper().parentElement;
        if (scroller) scroller.tabIndex = -1;
        materialised.current = null;
        const regionsContainer = ws.getWrapper().querySelector<HTMLElement>('[part="regions-container"]');
        // Sized by the wrapper, never by its regions: a relayout boundary, so moving the selection's highlight
        // between regions lays out the regions alone, not the whole page.
        if (regionsContainer) regionsContainer.style.contain = 'strict';
        setViewWidth(ws.getWidth());
        setZoomState(ws.options.minPxPerSec);
        setInstance({
          ws,
          regions,
          bands: new CueBands(ws.getWrapper(), totalMs),
          regionsContainer,
        });
      }),
      ws.on('interaction', (seconds) => seek(seconds * 1000)),
      ws.on('scroll', () => syncRegions(false)),
      ws.on('zoom', (pxPerSec) => {
        setZoomState(pxPerSec);
        syncRegions(false);
      }),
      ws.on('resize', () => {
        setViewWidth(ws.getWidth());
        syncRegions(false);
      }),
      regionsPlugin.on('region-clicked', (region, event) => {
        // Selecting a cue is not a seek: keep the click from reaching the waveform underneath.
        event.stopPropagation();
        select(region.id);
      }),
      regionsPlugin.on('region-update', (region, side) => dragged(region, side)),
      regionsPlugin.on('region-updated', (region) => dropped(region)),
      watchTheme(() => ws.setOptions(canvasColors(container))),
    ];
    return () => {
      unsubscribe.forEach((stop) => stop());
      container.removeEventListener('wheel', onWheel);
      drag.current = null;
      ws.destroy();
      setInstance(null);
    };
  }, [host, data, totalMs, editable]);

  useEffect(() => {
    syncRegions(true);
  }, [instance, cues]);

  useEffect(() => {
    if (!instance) return;
    instance.regions.select(selectedId);
    if (overview) instance.bands.show(cues, selectedId);
    // Only the selection: the cues' own changes go through syncRegions above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance, selectedId]);

  useEffect(() => {
    instance?.ws.setTime(currentMs / 1000);
  }, [instance, currentMs]);

  useEffect(() => {
    if (!instance || selectedId === null) return;
    const cue = cueById(cues, selectedId);
    if (!cue) return;
    const { fromMs, toMs } = lastView.current ?? view(instance.ws);
    const from = revealFromMs(cue.startMs, cue.endMs, fromMs, toMs);
    if (from !== null) instance.ws.setScrollTime(from / 1000);
    // Only a new selection scrolls; editing the selected cue's times must not move the view under the pointer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance, selectedId]);

  // Stable while the scale's bounds are, so the zoom controls do not re-render on every move between cues.
  const limits = useMemo(() => zoomLimits(viewWidth, totalMs), [viewWidth, totalMs]);
  const setZoom = useCallback((pxPerSec: number) => instance?.ws.zoom(clampZoom(pxPerSec, limits)), [instance, limits]);
  return {
    ready: instance !== null,
    zoom,
    limits,
    /** How much of the media the view shows. */
    spanMs: zoom > 0 ? Math.min(totalMs, msAtPx(viewWidth, zoom)) : totalMs,
    overview,
    setZoom,
  };
}
