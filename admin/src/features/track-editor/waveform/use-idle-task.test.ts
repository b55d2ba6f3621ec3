import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleTask } from './use-idle-task';

// jsdom has no requestIdleCallback: the hook's timer stands in for it, as in Safari.
describe('useIdleTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a task in slices until it says it is done, once however often it was scheduled', () => {
    const { result } = renderHook(() => useIdleTask());
    let left = 3;
    const task = vi.fn(() => --left === 0);
    result.current.schedule(task);
    result.current.schedule(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('gives each slice a few milliseconds at most', () => {
    const { result } = renderHook(() => useIdleTask());
    let slices = 0;
    result.current.schedule((hasTime) => {
      slices += 1;
      expect(hasTime()).toBe(true);
      vi.advanceTimersByTime(5);
      return !hasTime();
    });
    vi.runAllTimers();
    expect(slices).toBe(1);
  });

  it('drops pending work on unmount', () => {
    const { result, unmount } = renderHook(() => useIdleTask());
    const task = vi.fn(() => true);
    result.current.schedule(task);
    unmount();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
