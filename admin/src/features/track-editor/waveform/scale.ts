/** The narrowest view the zoom reaches: about this many milliseconds across the waveform. */
export const MIN_SPAN_MS = 3_000;
/** A long file opens showing about this much; a shorter one opens whole. */
export const INITIAL_SPAN_MS = 60_000;
/** Zoom buttons multiply or divide the scale by this. */
export const ZOOM_STEP = 2;

/**
 * The widest the waveform's scroller may get, px. Browsers cap an element's size (Firefox near 17.9 million px,
 * Chrome near 33.5 million) and past it the regions' positions stop matching the drawing; a 3-hour file at 3 s
 * across a 1920 px view is about 6.9 million px, so only longer media zooms less deep than `MIN_SPAN_MS`.
 */
export const MAX_SCROLL_WIDTH_PX = 15_000_000;

/**
 * The zoom range in pixels per second: from the whole file across the view to `MIN_SPAN_MS` across it (or less
 * deep, so the scroller stays within `MAX_SCROLL_WIDTH_PX`).
 */
export interface ZoomLimits {
  minPxPerSec: number;
  maxPxPerSec: number;
}

export function zoomLimits(viewWidthPx: number, durationMs: number): ZoomLimits {
  const width = Math.max(1, viewWidthPx);
  const minPxPerSec = width / (Math.max(durationMs, MIN_SPAN_MS) / 1000);
  const deepest = Math.min(width / (MIN_SPAN_MS / 1000), MAX_SCROLL_WIDTH_PX / (Math.max(durationMs, 1) / 1000));
  return { minPxPerSec, maxPxPerSec: Math.max(minPxPerSec, deepest) };
}

export function clampZoom(pxPerSec: number, limits: ZoomLimits): number {
  return Math.max(limits.minPxPerSec, Math.min(limits.maxPxPerSec, pxPerSec));
}

/** The scale a file opens at: whole if it is short, else `INITIAL_SPAN_MS` across. */
export function initialZoom(viewWidthPx: number, durationMs: number): number {
  const limits = zoomLimits(viewWidthPx, durationMs);
  return clampZoom(Math.max(1, viewWidthPx) / (INITIAL_SPAN_MS / 1000), limits);
}

/** The zoom slider's 0..100 position for a scale; logarithmic, so each step feels alike at every zoom. */
export function sliderValue(pxPerSec: number, limits: ZoomLimits): number {
  const range = Math.log(limits.maxPxPerSec / limits.minPxPerSec);
  if (range <= 0) return 0;
  return Math.round((100 * Math.log(clampZoom(pxPerSec, limits) / limits.minPxPerSec)) / range);
}

/** The scale at a 0..100 slider position (the inverse of `sliderValue`). */
export function zoomAtSlider(value: number, limits: ZoomLimits): number {
  const share = Math.max(0, Math.min(100, value)) / 100;
  return limits.minPxPerSec * Math.pow(limits.maxPxPerSec / limits.minPxPerSec, share);
}

export function msAtPx(px: number, pxPerSec: number): number {
  return (px / pxPerSec) * 1000;
}

export function pxAtMs(ms: number, pxPerSec: number): number {
  return (ms / 1000) * pxPerSec;
}

/** "45 s" or "2 min 5 s": how much of the media the view shows, for the zoom control's label. */
export function formatSpan(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/**
 * Where the view should start (ms) so that `[startMs, endMs)` is in sight, or null when it already is. A cue
 * out of sight is centred; one longer than the view starts a tenth of the view in.
 */
export function revealFromMs(startMs: number, endMs: number, viewFromMs: number, viewToMs: number): number | null {
  if (startMs >= viewFromMs && endMs <= viewToMs) return null;
  const span = viewToMs - viewFromMs;
  const from = endMs - startMs < span ? (startMs + endMs) / 2 - span / 2 : startMs - span / 10;
  return Math.max(0, from);
}
