import type { Cue } from '@shared/schemas/embed';
import type { RegionParams } from 'wavesurfer.js/dist/plugins/regions.esm.js';
import { MIN_CUE_MS } from './drag';

/** The part of a wavesurfer region this module uses (a structural type, so tests can stand in for it). */
export interface RegionLike {
  id: string;
  /** Seconds. */
  start: number;
  end: number;
  element: HTMLElement | null;
  setOptions(options: Partial<Pick<RegionParams, 'start' | 'end' | 'color'>>): void;
  remove(): void;
}

/** Where regions are made: wavesurfer's regions plugin. */
export interface RegionHost {
  addRegion(params: RegionParams): RegionLike;
}

// CSS colours, resolved inside wavesurfer's shadow root from the admin's theme tokens, so dark mode follows.
const REGION_COLOR = 'color-mix(in oklch, var(--primary) 14%, transparent)';
// Over the region's own fill: 14 % and 19 % make the selected region's 30 %.
const SELECTED_FILL = 'color-mix(in oklch, var(--primary) 19%, transparent)';
const SELECTED_OUTLINE = 'inset 0 0 0 2px var(--primary)';

/** The waveform's view in the regions plugin's terms: pixels of its regions container. */
export interface PixelView {
  container: HTMLElement;
  scrollPx: number;
  viewPx: number;
  /** The container's whole width. */
  widthPx: number;
  durationS: number;
}

interface SyncOptions {
  heldId?: string | null;
  view?: PixelView;
}

/** Whether the regions plugin shows a region of these times in `view`: its very test, rounding included. */
function shownIn(view: PixelView, start: number, end: number): boolean {
  const left = Math.round((start / view.durationS) * view.widthPx);
  const width = Math.round(((end - start) / view.durationS) * view.widthPx) || 1;
  return left + width > view.scrollPx && left < view.scrollPx + view.viewPx;
}

interface Entry {
  region: RegionLike;
  label: HTMLElement;
  /** The cue the region shows; null forces the next sync to re-apply the cue's times. */
  cue: Cue | null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/**
 * A cue's text on its region. It is not the plugin's `content`: the plugin measures every content against all the
 * others after each change (to stack overlapping ones), which costs a layout per region and scatters the labels of
 * touching cues.
 */
function labelFor(cue: Cue): HTMLElement {
  const label = document.createElement('div');
  // On a card-coloured chip, so the text keeps its contrast over the waveform's peaks in both themes.
  Object.assign(label.style, {
    position: 'absolute',
    top: '2px',
    left: '2px',
    maxWidth: 'calc(100% - 4px)',
    boxSizing: 'border-box',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    padding: '0 4px',
    borderRadius: '3px',
    fontSize: '12px',
    lineHeight: '16px',
    color: 'var(--foreground)',
    background: 'color-mix(in oklch, var(--card) 88%, transparent)',
    pointerEvents: 'none',
  });
  label.textContent = oneLine(cue.text);
  return label;
}

/**
 * The selection's highlight: one element, moved into the selected cue's region (so a drag carries it along).
 * Moving it is cheaper than restyling two regions: re-colouring and re-stacking them repainted the waveform's
 * regions on every move between cues (about 1 ms of each move's frame).
 */
function selectionMark(): HTMLElement {
  const mark = document.createElement('div');
  mark.dataset.slot = 'selected-cue';
  Object.assign(mark.style, {
    position: 'absolute',
    inset: '0',
    background: SELECTED_FILL,
    boxShadow: SELECTED_OUTLINE,
    pointerEvents: 'none',
  });
  return mark;
}

/**
 * The cues in view as wavesurfer regions, kept in step incrementally: a sync touches only regions whose cue
 * changed (times, text or selection), adds the ones scrolled into view and removes the ones scrolled out.
 */
export class CueRegions {
  private readonly entries = new Map<string, Entry>();
  private readonly mark = selectionMark();

  constructor(
    private readonly host: RegionHost,
    private readonly editable: boolean,
  ) {}

  /**
   * Makes the regions exactly `cues`. `heldId` is a cue being dragged: its region stays, where the pointer put it.
   * New regions in `view` go straight into its container: the plugin would otherwise attach each one in its own
   * timer, with a forced layout between every two (slow when scrolling adds dozens).
   */
  sync(cues: readonly Cue[], selectedId: string | null, { heldId = null, view }: SyncOptions = {}): void {
    const wanted = new Set<string>();
    for (const cue of cues) wanted.add(cue.id);
    for (const [id, entry] of this.entries) {
      if (wanted.has(id) || id === heldId) continue;
      entry.region.remove();
      this.entries.delete(id);
    }
    for (const cue of cues) {
      const entry = this.entries.get(cue.id);
      if (!entry) {
        const region = this.add(cue);
        if (view && region.element && shownIn(view, region.start, region.end)) view.container.append(region.element);
        continue;
      }
      if (entry.cue !== cue && cue.id !== heldId) {
        if (!entry.cue || entry.cue.startMs !== cue.startMs || entry.cue.endMs !== cue.endMs) {
          entry.region.setOptions({ start: cue.startMs / 1000, end: cue.endMs / 1000 });
        }
        if (!entry.cue || entry.cue.text !== cue.text) entry.label.textContent = oneLine(cue.text);
        entry.cue = cue;
      }
    }
    this.select(selectedId);
  }

  /**
   * Attaches the regions in `view` and detaches the others, all at once. On every scroll the plugin does the same
   * region by region, reading layout between each two: a scroll that brings in a few dozen regions cost a 20 ms
   * frame. Run first (the plugin's handlers subscribe after the waveform's own), it leaves the plugin nothing to
   * change, so its reads find layout clean.
   */
  reveal(view: PixelView): void {
    for (const { region } of this.entries.values()) {
      const element = region.element;
      if (!element) continue;
      const shown = shownIn(view, region.start, region.end);
      if (shown && !element.parentElement) view.container.append(element);
      else if (!shown && element.parentElement) element.remove();
    }
  }

  /**
   * Makes the regions of `cues` that are not made yet, detached, while `hasTime()`; true once all are made. For idle
   * time ahead of a scroll: the sync that scrolls to them then has nothing to make.
   */
  prepare(cues: readonly Cue[], hasTime: () => boolean): boolean {
    for (const cue of cues) {
      if (this.entries.has(cue.id)) continue;
      if (!hasTime()) return false;
      this.add(cue);
    }
    return true;
  }

  /** Moves the highlight to `selectedId`'s region, if it has one (a new selection reads no layout). */
  select(selectedId: string | null): void {
    const element = (selectedId === null ? null : this.entries.get(selectedId)?.region.element) ?? null;
    if (element === this.mark.parentElement) return;
    if (!element) this.mark.remove();
    // Below the label, which keeps its contrast.
    else element.prepend(this.mark);
  }

  /** Makes the next sync put cue `id`'s region back at the cue's times (after a drag the editor may refuse). */
  invalidate(id: string): void {
    const entry = this.entries.get(id);
    if (entry) entry.cue = null;
  }

  clear(): void {
    for (const entry of this.entries.values()) entry.region.remove();
    this.entries.clear();
  }

  private add(cue: Cue) {
    const label = labelFor(cue);
    const region = this.host.addRegion({
      id: cue.id,
      start: cue.startMs / 1000,
      end: cue.endMs / 1000,
      color: REGION_COLOR,
      drag: this.editable,
      resize: this.editable,
      minLength: MIN_CUE_MS / 1000,
    });
    region.element?.append(label);
    for (const handle of region.element?.querySelectorAll<HTMLElement>('[part~="region-handle"]') ?? []) {
      handle.style.borderColor = 'var(--primary)';
      handle.style.width = '8px';
    }
    this.entries.set(cue.id, { region, label, cue });
    return region;
  }
}
