// Every zoom level of a long file draws from its peaks file: the drawing is run through wavesurfer's own layout and
// slicing (the functions its renderer calls per canvas), with what useWaveSurfer hands it.
import { describe, expect, it } from 'vitest';
import {
  calculateLinePaths,
  calculateSingleCanvasWidth,
  calculateWaveformLayout,
  getLazyRenderRange,
  sliceChannelData,
} from 'wavesurfer.js/dist/renderer-utils.js';
import { PEAKS_PER_SECOND, toWaveSurferChannel } from './peaks';
import { MAX_SCROLL_WIDTH_PX, MIN_SPAN_MS, msAtPx, zoomAtSlider, zoomLimits } from './scale';

const HOUR = 3_600_000;
const HEIGHT = 96;

/** A peaks file as the media job stores it: 50 pairs a second, never silent (so a blank canvas shows). */
function peaksFile(durationMs: number) {
  const pairs = Math.ceil((durationMs / 1000) * PEAKS_PER_SECOND);
  const data: number[] = [];
  for (let i = 0; i < pairs; i++) data.push(-(20 + (i % 90)), 20 + ((i * 7) % 90));
  return { version: 1 as const, samplesPerSecond: PEAKS_PER_SECOND, durationMs, bits: 8 as const, data };
}

/** What wavesurfer draws at `pxPerSec` with the view scrolled to `share` (0..1) of the file: its canvases. */
function drawnAt(channel: Float32Array, durationMs: number, viewPx: number, pxPerSec: number, share: number) {
  const layout = calculateWaveformLayout({
    duration: durationMs / 1000,
    minPxPerSec: pxPerSec,
    parentWidth: viewPx,
    fillParent: true,
    pixelRatio: 1,
  });
  const totalWidth = layout.width;
  const canvasWidth = calculateSingleCanvasWidth({
    clientWidth: viewPx,
    totalWidth,
    options: { container: '#waveform', height: HEIGHT },
  });
  const count = Math.ceil(totalWidth / canvasWidth);
  const scrollLeft = Math.max(0, (totalWidth - viewPx) * share);
  const indexes = layout.isScrollable
    ? getLazyRenderRange({ scrollLeft, totalWidth, numCanvases: count }).filter((i) => i >= 0 && i < count)
    : Array.from({ length: count }, (_, i) => i);
  const canvases = indexes.map((index) => {
    const offset = index * canvasWidth;
    const width = Math.min(totalWidth - offset, canvasWidth);
    const [data] = sliceChannelData({ channelData: [channel], offset, clampedWidth: width, totalWidth });
    const [top] = calculateLinePaths({ channelData: [data!], width, height: HEIGHT, vScale: 1 });
    return { offset, width, values: data!.length, top: top! };
  });
  return { scrollWidth: layout.scrollWidth, scrollLeft, canvases };
}

describe('the waveform at every zoom', () => {
  const everyFifth = [...Array.from({ length: 21 }, (_, i) => i * 5), 99];
  const cases = [
    { name: 'a 3-hour lecture', durationMs: 3 * HOUR, positions: everyFifth },
    // Where the scroller's cap binds (the shallow levels are the lecture's, only slower to slice).
    { name: 'a 10-hour recording', durationMs: 10 * HOUR, positions: [0, 50, 80, 90, 95, 99, 100] },
    { name: 'a 20-second clip', durationMs: 20_000, positions: everyFifth },
  ];
  for (const { name, durationMs, positions } of cases) {
    it(`draws ${name} from its peaks from the whole file to the deepest zoom, at 375, 1280 and 1920 px`, () => {
      const channel = toWaveSurferChannel(peaksFile(durationMs));
      for (const viewPx of [343, 1248, 1856]) {
        const limits = zoomLimits(viewPx, durationMs);
        for (const position of positions) {
          const pxPerSec = zoomAtSlider(position, limits);
          for (const share of [0, 0.37, 1]) {
            const at = `${viewPx} px, slider ${position}, scrolled ${share}`;
            const { scrollWidth, scrollLeft, canvases } = drawnAt(channel, durationMs, viewPx, pxPerSec, share);
            // No giant element or canvas: the scroller stays within what browsers lay out, canvases within the view.
            expect(scrollWidth, at).toBeLessThanOrEqual(MAX_SCROLL_WIDTH_PX);
            expect(canvases.length, at).toBeLessThanOrEqual(3);
            for (const canvas of canvases) expect(canvas.width, at).toBeLessThanOrEqual(viewPx);
            // The canvases cover the view…
            const covered = canvases.filter((c) => c.offset < scrollLeft + viewPx && c.offset + c.width > scrollLeft);
            expect(covered.length, at).toBeGreaterThan(0);
            expect(Math.min(...covered.map((c) => c.offset)), at).toBeLessThanOrEqual(scrollLeft);
            expect(Math.max(...covered.map((c) => c.offset + c.width)), at).toBeGreaterThanOrEqual(
              Math.min(scrollWidth, scrollLeft + viewPx) - 1,
            );
            for (const canvas of covered) {
              // …each with peaks to draw (at 3 s across a pixel holds a third of a pair: wavesurfer joins them
              // with lines), and a drawn line, not the flat one an empty slice gives.
              expect(canvas.values, at).toBeGreaterThanOrEqual(2);
              // (The line starts and ends on the centre: every point between is raised.)
              const raised = canvas.top.filter((point) => point.y < HEIGHT / 2 - 1).length;
              expect(raised, at).toBeGreaterThan(0);
              expect(raised, at).toBe(canvas.top.length - 2);
            }
          }
        }
      }
    });
  }

  it('reaches 3 s across for a 3-hour file, and zooms less deep only where the scroller would grow too wide', () => {
    expect(msAtPx(1856, zoomLimits(1856, 3 * HOUR).maxPxPerSec)).toBeCloseTo(MIN_SPAN_MS);
    const tenHours = zoomLimits(1856, 10 * HOUR);
    expect(((10 * HOUR) / 1000) * tenHours.maxPxPerSec).toBeCloseTo(MAX_SCROLL_WIDTH_PX);
    expect(msAtPx(1856, tenHours.maxPxPerSec)).toBeLessThan(5_000);
  });
});
