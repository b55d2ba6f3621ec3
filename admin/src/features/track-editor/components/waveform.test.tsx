import type { Cue } from '@shared/schemas/embed';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Waveform, type WaveformProps } from './waveform';

// jsdom has no canvas: stand in for wavesurfer.js at its module boundary and drive it by its events.
const fake = vi.hoisted(() => {
  type Listener = (...args: never[]) => void;
  class Emitter {
    private listeners = new Map<string, Set<Listener>>();
    on(name: string, listener: Listener) {
      if (!this.listeners.has(name)) this.listeners.set(name, new Set());
      this.listeners.get(name)!.add(listener);
      return () => this.listeners.get(name)?.delete(listener);
    }
    once(name: string, listener: Listener) {
      const stop = this.on(name, ((...args: never[]) => {
        stop();
        listener(...args);
      }) as Listener);
      return stop;
    }
    emit(name: string, ...args: unknown[]) {
      for (const listener of [...(this.listeners.get(name) ?? [])]) (listener as (...a: unknown[]) => void)(...args);
    }
  }
  class Region extends Emitter {
    id: string;
    start: number;
    end: number;
    element = document.createElement('div');
    removed = false;
    constructor(params: { id: string; start: number; end: number }) {
      super();
      this.id = params.id;
      this.start = params.start;
      this.end = params.end;
    }
    setOptions(options: { start?: number; end?: number }) {
      if (options.start !== undefined) this.start = options.start;
      if (options.end !== undefined) this.end = options.end;
    }
    remove() {
      this.removed = true;
    }
  }
  class Regions extends Emitter {
    made: Region[] = [];
    addRegion(params: { id: string; start: number; end: number }) {
      const region = new Region(params);
      this.made.push(region);
      return region;
    }
    live() {
      return this.made.filter((region) => !region.removed);
    }
  }
  class WaveSurfer extends Emitter {
    static instances: WaveSurfer[] = [];
    static create(options: Record<string, unknown>) {
      const instance = new WaveSurfer(options);
      WaveSurfer.instances.push(instance);
      return instance;
    }
    scroll = 0;
    readonly width = 1000;
    readonly wrapper = document.createElement('div');
    setTime = vi.fn();
    setScrollTime = vi.fn();
    setOptions = vi.fn();
    destroy = vi.fn();
    constructor(public options: Record<string, unknown>) {
      super();
      const wrapper = this.wrapper;
      const scroller = document.createElement('div');
      scroller.append(wrapper);
      const container = document.createElement('div');
      container.setAttribute('part', 'regions-container');
      wrapper.append(container);
      Object.defineProperty(wrapper, 'scrollWidth', {
        get: () => Math.max(this.width, (this.options.duration as number) * (this.options.minPxPerSec as number)),
      });
      queueMicrotask(() => this.emit('ready', options.duration));
    }
    getWrapper() {
      return this.wrapper;
    }
    getWidth() {
      return this.width;
    }
    getScroll() {
      return this.scroll;
    }
    zoom(pxPerSec: number) {
      this.options.minPxPerSec = pxPerSec;
      this.emit('zoom', pxPerSec);
    }
  }
  return { WaveSurfer, Regions, latestRegions: null as Regions | null };
});

vi.mock('wavesurfer.js', () => ({ default: fake.WaveSurfer }));
vi.mock('wavesurfer.js/dist/plugins/regions.esm.js', () => ({
  default: {
    create: () => {
      fake.latestRegions = new fake.Regions();
      return fake.latestRegions;
    },
  },
}));
vi.mock('wavesurfer.js/dist/plugins/timeline.esm.js', () => ({ default: { create: () => ({}) } }));

const ws = () => fake.WaveSurfer.instances.at(-1)!;
const regions = () => fake.latestRegions!;
const ids = () =>
  regions()
    .live()
    .map((region) => region.id);

const HOUR = 3_600_000;
/** One cue a second: 0.8 s of speech and 0.2 s of gap. */
const manyCues = (count: number): Cue[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `c${i}`,
    startMs: i * 1000,
    endMs: i * 1000 + 800,
    text: `Cue ${i}`,
  }));

function renderWaveform(props: Partial<WaveformProps> = {}) {
  const callbacks = { onSeek: vi.fn(), onSelect: vi.fn(), onRetime: vi.fn() };
  const all: WaveformProps = {
    fileId: 'f1',
    mediaUrl: null,
    durationMs: HOUR,
    cues: manyCues(10_000),
    selectedId: null,
    currentMs: 0,
    ...callbacks,
    ...props,
  };
  const view = render(<Waveform {...all} />);
  return { ...callbacks, rerender: (next: Partial<WaveformProps>) => view.rerender(<Waveform {...all} {...next} />) };
}

/** Until the waveform is drawn and its effects ran (the cursor is placed after the regions are made). */
async function ready() {
  await waitFor(() => expect(fake.WaveSurfer.instances.length).toBeGreaterThan(0));
  await waitFor(() => expect(ws().setTime).toHaveBeenCalled());
}

beforeEach(() => {
  fake.WaveSurfer.instances = [];
  // The waveform's box, which jsdom does not lay out: 1,000 px across.
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
});
afterEach(() => vi.restoreAllMocks());

describe('Waveform', () => {
  it('draws from peaks and the duration, with no media of its own, and says when the file has no waveform', async () => {
    renderWaveform();
    await ready();
    expect(ws().options).toMatchObject({ duration: 3600, peaks: [expect.any(Float32Array)] });
    expect(ws().options).not.toHaveProperty('url');
    expect(ws().options).not.toHaveProperty('media');
    expect(screen.getByText(/No waveform for this media/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('makes regions only for the cues near the view, and follows a scroll', async () => {
    renderWaveform();
    await ready();
    // A minute across: the minute in view and a minute either side at most.
    expect(ids()).toContain('c0');
    expect(ids()).toContain('c59');
    expect(regions().live().length).toBeLessThanOrEqual(120);
    expect(ids()).not.toContain('c200');

    const pxPerSec = ws().options.minPxPerSec as number;
    ws().scroll = 600 * pxPerSec; // ten minutes in
    act(() => ws().emit('scroll'));
    expect(ids()).toContain('c620');
    expect(ids()).not.toContain('c0');
  });

  it('updates one region when one cue’s text changes, re-making none', async () => {
    const cues = manyCues(10_000);
    const { rerender } = renderWaveform({ cues });
    await ready();
    const made = regions().made.length;
    const edited = cues.map((cue) => (cue.id === 'c3' ? { ...cue, text: 'Four score and seven' } : cue));
    rerender({ cues: edited });
    expect(regions().made.length).toBe(made);
    expect(
      regions()
        .live()
        .find((region) => region.id === 'c3')?.element,
    ).toHaveTextContent('Four score and seven');
  });

  it('selects a clicked cue without seeking, and seeks on a click elsewhere', async () => {
    const { onSelect, onSeek } = renderWaveform();
    await ready();
    const click = new MouseEvent('click');
    const stop = vi.spyOn(click, 'stopPropagation');
    const c2 = regions()
      .live()
      .find((region) => region.id === 'c2')!;
    act(() => regions().emit('region-clicked', c2, click));
    expect(onSelect).toHaveBeenCalledWith('c2');
    expect(stop).toHaveBeenCalled();

    act(() => ws().emit('interaction', 12.3456));
    expect(onSeek).toHaveBeenCalledWith(12_346);
  });

  it('reports a drag once, at its end, snapped onto the neighbour', async () => {
    const { onRetime } = renderWaveform();
    await ready();
    const c1 = regions()
      .live()
      .find((region) => region.id === 'c1')!;
    // Drag c1 (1.0–1.8 s) right by 0.15 s, then by another 0.1 s: its end comes within a snap of c2's start (2.0 s).
    act(() => {
      c1.start = 1.15;
      c1.end = 1.95;
      regions().emit('region-update', c1, undefined);
      c1.start += 0.01;
      c1.end += 0.01;
      regions().emit('region-update', c1, undefined);
    });
    expect(onRetime).not.toHaveBeenCalled();
    act(() => regions().emit('region-updated', c1, undefined));
    expect(onRetime).toHaveBeenCalledTimes(1);
    expect(onRetime).toHaveBeenCalledWith('c1', 1200, 2000);
  });

  it('keeps the cursor on the player’s time and brings the selected cue into view', async () => {
    const { rerender } = renderWaveform();
    await ready();
    rerender({ currentMs: 42_000 });
    expect(ws().setTime).toHaveBeenLastCalledWith(42);
    rerender({ selectedId: 'c1800' });
    expect(ws().setScrollTime).toHaveBeenCalledWith(expect.closeTo(1770.4, 1));
  });

  it('zooms with named controls, from a few seconds across to the whole file', async () => {
    const user = userEvent.setup();
    renderWaveform();
    await ready();
    expect(screen.getByRole('group', { name: 'Waveform zoom' })).toHaveTextContent('1 min across');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('group', { name: 'Waveform zoom' })).toHaveTextContent('30 s across');
    await user.click(screen.getByRole('button', { name: 'Whole file' }));
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveValue('0');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '60 min across');
    // Zoomed out this far, 3,600 cues are in view: drawn as one picture, not as regions.
    expect(regions().live()).toHaveLength(0);
    expect(screen.getByText(/zoom in to see and drag them/)).toBeInTheDocument();
  });

  it('keeps the waveform itself away from assistive technology and the tab order', async () => {
    renderWaveform({ durationMs: 10_000, cues: [] });
    await ready();
    const host = ws().options.container as HTMLElement;
    expect(screen.getByRole('region', { name: 'Waveform' })).toContainElement(host);
    expect(host.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(ws().getWrapper().parentElement).toHaveAttribute('tabindex', '-1');
  });
});
