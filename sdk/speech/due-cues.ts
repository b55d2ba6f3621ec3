import type { PlayerAdapter } from '../../shared/players/player';

/** Look ahead this far for the next cue; nearer than this, a timer wakes up at its time. */
const LOOKAHEAD_MS = 1000;
/** How far a timer may wake before the media's clock says the cue's time. */
const JITTER_MS = 50;

/**
 * Calls `onDue` with each cue as playback reaches its `startMs`. Playback ticks alone come too late: Chromium
 * fires `timeupdate` only every 250 ms, and a pause for an extended description should start within 100 ms of the
 * cue's time (issue 31). So each tick also sets a timer for the next cue's time, cleared by the next tick (a pause,
 * a seek, a rate change all tick).
 */
export class DueCues<T extends { startMs: number }> {
  private last = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly player: PlayerAdapter,
    private readonly cues: readonly T[],
    private readonly onDue: (cue: T) => void,
  ) {}

  tick(now: number) {
    clearTimeout(this.timer);
    // A jump (seek) does not play everything skipped over. A step back of a few ms is no seek: the timer stood
    // for the cue's time and the media paused for it a hair before.
    if (this.last < 0 || now < this.last - JITTER_MS || now - this.last > 1500) {
      this.last = now;
    } else {
      const due = this.cues.find((c) => c.startMs > this.last && c.startMs <= now);
      this.last = Math.max(this.last, now);
      if (due) this.onDue(due);
    }
    const next = this.cues.find((c) => c.startMs > now);
    if (!next || next.startMs - now > LOOKAHEAD_MS || this.player.paused()) return;
    this.timer = setTimeout(
      // The timer may wake a few ms early: it stands for the cue's time.
      () => this.tick(Math.max(this.player.currentTimeMs(), next.startMs)),
      (next.startMs - now) / (this.player.playbackRate() || 1),
    );
  }

  stop() {
    clearTimeout(this.timer);
  }
}
