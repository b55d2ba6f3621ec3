import type { Cue } from '@shared/schemas/embed';
import type { RegionParams } from 'wavesurfer.js/dist/plugins/regions.esm.js';
import { describe, expect, it } from 'vitest';
import { CueRegions, type RegionLike } from './cue-regions';

class FakeRegion implements RegionLike {
  readonly id: string;
  readonly element = document.createElement('div');
  readonly updates: Partial<RegionParams>[] = [];
  removed = false;
  constructor(readonly params: RegionParams) {
    this.id = params.id ?? '';
  }
  get start() {
    return this.params.start;
  }
  get end() {
    return this.params.end ?? this.params.start;
  }
  setOptions(options: Partial<RegionParams>) {
    this.updates.push(options);
    Object.assign(this.params, options);
  }
  remove() {
    this.removed = true;
  }
}

function setup(editable = true) {
  const made: FakeRegion[] = [];
  const regions = new CueRegions(
    {
      addRegion(params) {
        const region = new FakeRegion({ ...params });
        made.push(region);
        return region;
      },
    },
    editable,
  );
  const live = () => made.filter((region) => !region.removed);
  const byId = (id: string) => live().find((region) => region.id === id)!;
  return { regions, made, live, byId };
}

const cue = (id: string, startMs: number, endMs: number, text = id): Cue => ({ id, startMs, endMs, text });
const a = cue('a', 0, 1000, 'Four score');
const b = cue('b', 1500, 2500, 'and seven years ago');
const c = cue('c', 3000, 4000, 'our fathers');

describe('CueRegions', () => {
  it('makes one draggable region per cue, in seconds, labelled with its text', () => {
    const { regions, live, byId } = setup();
    regions.sync([a, b], null);
    expect(live().map((region) => region.id)).toEqual(['a', 'b']);
    expect(byId('b').params).toMatchObject({ start: 1.5, end: 2.5, drag: true, resize: true });
    expect(byId('b').element).toHaveTextContent('and seven years ago');
  });

  it('makes regions that cannot be dragged for a read-only editor', () => {
    const { regions, byId } = setup(false);
    regions.sync([a], null);
    expect(byId('a').params).toMatchObject({ drag: false, resize: false });
  });

  it('updates only the edited cue’s label when its text changes, re-making nothing', () => {
    const { regions, made, byId } = setup();
    regions.sync([a, b, c], null);
    regions.sync([a, { ...b, text: 'and eight years ago' }, c], null);
    expect(made).toHaveLength(3);
    expect(byId('b').element).toHaveTextContent('and eight years ago');
    expect(made.flatMap((region) => region.updates)).toEqual([]);
  });

  it('moves only the retimed cue’s region', () => {
    const { regions, made, byId } = setup();
    regions.sync([a, b, c], null);
    regions.sync([a, { ...b, startMs: 1200, endMs: 2800 }, c], null);
    expect(made).toHaveLength(3);
    expect(byId('b').updates).toEqual([{ start: 1.2, end: 2.8 }]);
    expect(byId('a').updates).toEqual([]);
  });

  it('removes regions of cues that left the view and adds those that came in', () => {
    const { regions, made, live } = setup();
    regions.sync([a, b], null);
    regions.sync([b, c], null);
    expect(live().map((region) => region.id)).toEqual(['b', 'c']);
    expect(made.find((region) => region.id === 'a')?.removed).toBe(true);
  });

  it('highlights the selected cue and moves the highlight when the selection changes', () => {
    const { regions, byId } = setup();
    const mark = (id: string) => byId(id).element.querySelector('[data-slot="selected-cue"]');
    regions.sync([a, b], 'a');
    expect(mark('a')).not.toBeNull();
    expect(mark('b')).toBeNull();
    regions.select('b');
    expect(mark('a')).toBeNull();
    expect(mark('b')).not.toBeNull();
    // The regions themselves keep their colour: only the highlight moves.
    expect(byId('a').updates).toEqual([]);
    regions.select(null);
    expect(mark('b')).toBeNull();
  });

  it('gives the highlight back to the selected cue’s region when it is made again', () => {
    const { regions, byId } = setup();
    regions.sync([a, b], 'b');
    regions.sync([a], 'b');
    regions.sync([a, b], 'b');
    expect(byId('b').element.querySelector('[data-slot="selected-cue"]')).not.toBeNull();
  });

  it('prepares the regions of cues ahead while there is time, detached, so the sync that reaches them makes none', () => {
    const { regions, made, byId } = setup();
    regions.sync([a], null);
    let budget = 1;
    expect(regions.prepare([a, b, c], () => budget-- > 0)).toBe(false);
    expect(made.map((region) => region.id)).toEqual(['a', 'b']);
    expect(regions.prepare([a, b, c], () => true)).toBe(true);
    expect(byId('c').element.parentElement).toBeNull();
    regions.sync([b, c], null);
    expect(made).toHaveLength(3);
    expect(byId('b').removed).toBe(false);
  });

  it('leaves the dragged cue’s region where the pointer is, even out of view', () => {
    const { regions, byId } = setup();
    regions.sync([a, b], null);
    regions.sync([{ ...a, startMs: 100 }], null, { heldId: 'b' });
    expect(byId('b').removed).toBe(false);
    regions.sync([a, { ...b, startMs: 1400 }], null, { heldId: 'b' });
    expect(byId('b').updates).toEqual([]);
  });

  it('puts a region back at its cue’s times after a drag the editor did not apply', () => {
    const { regions, byId } = setup();
    regions.sync([a, b], null);
    byId('b').setOptions({ start: 1.7, end: 2.7 }); // where the drag left it
    regions.invalidate('b');
    regions.sync([a, b], null);
    expect(byId('b').params).toMatchObject({ start: 1.5, end: 2.5 });
  });

  // A 10 s waveform 1000 px wide (10 ms a pixel), 200 px of it in view.
  const view = (container: HTMLElement, scrollPx: number) => ({
    container,
    scrollPx,
    viewPx: 200,
    widthPx: 1000,
    durationS: 10,
  });

  it('attaches new regions in view at once and leaves those beyond it to the plugin', () => {
    const { regions, byId } = setup();
    const container = document.createElement('div');
    regions.sync([a, b, c], null, { view: view(container, 0) });
    expect(byId('a').element.parentElement).toBe(container);
    expect(byId('b').element.parentElement).toBe(container);
    expect(byId('c').element.parentElement).toBeNull();
  });

  it('attaches the regions a scroll brings into view and detaches those it takes out, as the plugin would', () => {
    const { regions, byId } = setup();
    const container = document.createElement('div');
    regions.sync([a, b, c], null, { view: view(container, 0) });
    // 150–350 px: b (150–250) and c (300–400) in view; a (0–100) out.
    regions.reveal(view(container, 150));
    expect(byId('a').element.parentElement).toBeNull();
    expect(byId('b').element.parentElement).toBe(container);
    expect(byId('c').element.parentElement).toBe(container);
    // A region ending exactly where the view starts is out of it (the plugin's test: left + width > scroll).
    regions.reveal(view(container, 250));
    expect(byId('b').element.parentElement).toBeNull();
  });
});
