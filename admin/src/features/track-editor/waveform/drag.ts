import type { Cue } from '@shared/schemas/embed';

/** What a drag changes: the whole cue, or one of its edges. */
export type DragMode = 'move' | 'start' | 'end';

/** Cues never get shorter than this on the waveform. */
export const MIN_CUE_MS = 100;
/** Edges within this many pixels of a neighbour's edge snap onto it (converted to ms at the current zoom). */
export const SNAP_PX = 8;

export interface DragProposal {
  /** The cues, sorted by start. */
  cues: readonly Cue[];
  /** Index of the dragged cue in `cues`. */
  index: number;
  mode: DragMode;
  /** Where the pointer would put the cue, before snapping and clamping. */
  startMs: number;
  endMs: number;
  snapMs: number;
  durationMs: number;
}

/**
 * Where a dragged cue lands: snapped onto its neighbours' edges within `snapMs` and clamped so it never overlaps
 * them (an overlap the cue already had is kept, not forced away), stays within the media, and keeps at least
 * `MIN_CUE_MS`. A move keeps the cue's length; an edge drag keeps the other edge.
 */
export function constrainDrag(proposal: DragProposal): { startMs: number; endMs: number } {
  const { cues, index, mode, snapMs } = proposal;
  const cue = cues[index];
  if (!cue) return { startMs: Math.round(proposal.startMs), endMs: Math.round(proposal.endMs) };
  const previous = cues[index - 1];
  const next = cues[index + 1];
  const lower = previous ? Math.min(previous.endMs, cue.startMs) : 0;
  const upper = Math.max(next ? next.startMs : proposal.durationMs, cue.endMs);
  if (mode === 'move') {
    const length = cue.endMs - cue.startMs;
    // Snap whichever edge is nearer its neighbour.
    const toLower = Math.abs(proposal.startMs - lower);
    const toUpper = Math.abs(proposal.startMs + length - upper);
    let start = proposal.startMs;
    if (Math.min(toLower, toUpper) <= snapMs) start = toLower <= toUpper ? lower : upper - length;
    start = Math.max(lower, Math.min(start, upper - length));
    return { startMs: Math.round(start), endMs: Math.round(start + length) };
  }
  const snap = (ms: number, edge: number) => (Math.abs(ms - edge) <= snapMs ? edge : ms);
  if (mode === 'start') {
    const start = Math.max(lower, Math.min(snap(proposal.startMs, lower), cue.endMs - MIN_CUE_MS));
    return { startMs: Math.round(start), endMs: cue.endMs };
  }
  const end = Math.min(upper, Math.max(snap(proposal.endMs, upper), cue.startMs + MIN_CUE_MS));
  return { startMs: cue.startMs, endMs: Math.round(end) };
}

/** A drag in progress: where the pointer has taken the cue (raw) and where its region is drawn (shown). */
export interface DragState {
  id: string;
  index: number;
  mode: DragMode;
  rawStart: number;
  rawEnd: number;
  shownStart: number;
  shownEnd: number;
}

/**
 * The raw times after the regions plugin moved a region from `shown` to `[regionStartMs, regionEndMs]`. Tracking
 * raw times (not the snapped ones) lets a snapped edge leave the neighbour again once the pointer moves on.
 */
export function followPointer(state: DragState, regionStartMs: number, regionEndMs: number) {
  const movedStart = regionStartMs - state.shownStart;
  const movedEnd = regionEndMs - state.shownEnd;
  if (state.mode === 'start') return { rawStart: state.rawStart + movedStart, rawEnd: state.rawEnd };
  if (state.mode === 'end') return { rawStart: state.rawStart, rawEnd: state.rawEnd + movedEnd };
  // The plugin clamps one edge at the media's ends; the other edge carries the pointer's real movement.
  const moved = Math.abs(movedStart) >= Math.abs(movedEnd) ? movedStart : movedEnd;
  return { rawStart: state.rawStart + moved, rawEnd: state.rawEnd + moved };
}
