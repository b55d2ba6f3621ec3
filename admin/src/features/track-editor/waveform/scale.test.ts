import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  formatSpan,
  initialZoom,
  MIN_SPAN_MS,
  msAtPx,
  pxAtMs,
  revealFromMs,
  sliderValue,
  zoomAtSlider,
  zoomLimits,
} from './scale';

describe('zoom', () => {
  it('ranges from the whole file across the view to a few seconds across', () => {
    const limits = zoomLimits(1000, 3_600_000);
    expect(msAtPx(1000, limits.minPxPerSec)).toBeCloseTo(3_600_000);
    expect(msAtPx(1000, limits.maxPxPerSec)).toBeCloseTo(MIN_SPAN_MS);
  });

  it('opens a long file a minute across and a short one whole', () => {
    expect(msAtPx(1000, initialZoom(1000, 3_600_000))).toBeCloseTo(60_000);
    expect(msAtPx(1000, initialZoom(1000, 45_000))).toBeCloseTo(45_000);
  });

  it('maps the slider logarithmically and back', () => {
    const limits = zoomLimits(1000, 3_600_000);
    expect(sliderValue(limits.minPxPerSec, limits)).toBe(0);
    expect(sliderValue(limits.maxPxPerSec, limits)).toBe(100);
    const middle = zoomAtSlider(50, limits);
    expect(middle).toBeCloseTo(Math.sqrt(limits.minPxPerSec * limits.maxPxPerSec));
    expect(sliderValue(middle, limits)).toBe(50);
  });

  it('clamps a scale into the limits', () => {
    const limits = zoomLimits(1000, 60_000);
    expect(clampZoom(1, limits)).toBe(limits.minPxPerSec);
    expect(clampZoom(1e6, limits)).toBe(limits.maxPxPerSec);
  });
});

describe('pixels and milliseconds', () => {
  it('convert both ways at a scale', () => {
    expect(pxAtMs(2500, 40)).toBe(100);
    expect(msAtPx(100, 40)).toBe(2500);
  });

  it('name a span in seconds or minutes', () => {
    expect(formatSpan(45_744)).toBe('46 s');
    expect(formatSpan(120_000)).toBe('2 min');
    expect(formatSpan(125_000)).toBe('2 min 5 s');
  });
});

describe('revealFromMs', () => {
  it('leaves the view alone when the cue is in it', () => {
    expect(revealFromMs(12_000, 14_000, 10_000, 20_000)).toBeNull();
  });

  it('centres a cue that is out of view', () => {
    expect(revealFromMs(40_000, 42_000, 10_000, 20_000)).toBe(36_000);
    expect(revealFromMs(1000, 2000, 10_000, 20_000)).toBe(0);
  });

  it('starts a cue longer than the view a little in', () => {
    expect(revealFromMs(30_000, 50_000, 0, 10_000)).toBe(29_000);
  });
});
