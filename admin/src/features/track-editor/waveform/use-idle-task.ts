import { useEffect, useRef } from 'react';

/** Longest slice of idle time a task takes at once, so a key pressed meanwhile waits at most this long. */
const SLICE_MS = 4;

/**
 * Runs a task in the browser's idle time, in slices: the task gets `hasTime()`, true while its slice lasts
 * (`SLICE_MS` at most), and returns whether it is done; if not, it runs again in the next idle period. Scheduling
 * while a task is pending does nothing. Pending work is dropped on unmount. Where `requestIdleCallback` is missing
 * (Safari), a timer stands in for it.
 */
export function useIdleTask() {
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  const schedule = (task: (hasTime: () => boolean) => boolean) => {
    if (cancel.current) return;
    cancel.current = whenIdle((idleMs) => {
      cancel.current = null;
      const until = performance.now() + Math.min(SLICE_MS, idleMs());
      if (!task(() => performance.now() < until)) schedule(task);
    });
  };
  return { schedule };
}

function whenIdle(run: (idleMs: () => number) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => run(() => deadline.timeRemaining()));
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => run(() => SLICE_MS), 50);
  return () => clearTimeout(id);
}
