import type { PlayerAdapter } from '@shared/players/player';

/** A player that only keeps state: tests move `timeMs` and read what the editor asked of it. */
export class FakePlayer implements PlayerAdapter {
  readonly kind = 'html5' as const;
  readonly ready = Promise.resolve();
  timeMs = 0;
  rate = 1;
  isPaused = true;
  private listeners = new Set<() => void>();

  currentTimeMs = () => this.timeMs;
  durationMs = () => 600_000;
  paused = () => this.isPaused;
  playbackRate = () => this.rate;
  seek = (ms: number) => {
    this.timeMs = ms;
    this.emit();
  };
  play = () => {
    this.isPaused = false;
    this.emit();
  };
  pause = () => {
    this.isPaused = true;
    this.emit();
  };
  setPlaybackRate = (rate: number) => {
    this.rate = rate;
    this.emit();
  };
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  destroy = () => this.listeners.clear();
  /** Moves the playhead as playback would. */
  advanceTo(ms: number) {
    this.timeMs = ms;
    this.emit();
  }
  private emit() {
    for (const listener of this.listeners) listener();
  }
}
