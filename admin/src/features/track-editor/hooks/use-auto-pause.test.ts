import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakePlayer } from '../testing/fake-player';
import { RESUME_AFTER_MS, REWIND_MS, useAutoPause } from './use-auto-pause';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAutoPause', () => {
  it('pauses on typing and resumes a second earlier after a pause in typing', () => {
    const player = new FakePlayer();
    player.play();
    player.advanceTo(10_000);
    const { result } = renderHook(() => useAutoPause(player, true));
    act(() => result.current());
    expect(player.paused()).toBe(true);
    act(() => vi.advanceTimersByTime(RESUME_AFTER_MS / 2));
    act(() => result.current());
    act(() => vi.advanceTimersByTime(RESUME_AFTER_MS - 1));
    expect(player.paused()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(player.paused()).toBe(false);
    expect(player.currentTimeMs()).toBe(10_000 - REWIND_MS);
  });

  it('never resumes playback the person paused, and does nothing when off', () => {
    const paused = new FakePlayer();
    const { result } = renderHook(() => useAutoPause(paused, true));
    act(() => result.current());
    act(() => vi.advanceTimersByTime(RESUME_AFTER_MS * 2));
    expect(paused.paused()).toBe(true);

    const playing = new FakePlayer();
    playing.play();
    const off = renderHook(() => useAutoPause(playing, false));
    act(() => off.result.current());
    expect(playing.paused()).toBe(false);
  });
});
