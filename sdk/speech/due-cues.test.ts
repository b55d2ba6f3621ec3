import { expect } from '@esm-bundle/chai';
import type { PlayerAdapter } from '../../shared/players/player';
import { DueCues } from './due-cues';

// Chromium ticks every 250 ms; a pause for an extended description must start within 100 ms of its time, so each
// tick sets a timer for the next cue. The timers are caught here, so the test sees each delay exactly.

const CUES = [{ startMs: 1000 }, { startMs: 3000 }];

function setUp(options: { paused?: boolean; rate?: number; nowMs?: number } = {}) {
  const player = {
    paused: () => options.paused ?? false,
    playbackRate: () => options.rate ?? 1,
    currentTimeMs: () => options.nowMs ?? 0,
  } as PlayerAdapter;
  const due: number[] = [];
  return { due, cues: new DueCues(player, CUES, (cue) => due.push(cue.startMs)) };
}

let timers: { id: number; delay: number; run: () => void }[];
let cleared: number[];
const realSet = globalThis.setTimeout;
const realClear = globalThis.clearTimeout;
beforeEach(() => {
  timers = [];
  cleared = [];
  globalThis.setTimeout = ((run: () => void, delay: number) => {
    timers.push({ id: timers.length + 1, delay, run });
    return timers.length;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id: number | undefined) =>
    void (id !== undefined && cleared.push(id))) as typeof clearTimeout;
});
afterEach(() => {
  globalThis.setTimeout = realSet;
  globalThis.clearTimeout = realClear;
});

describe('DueCues', () => {
  it('wakes at the next cue’s time without waiting for the next tick, and plays it once', () => {
    const { due, cues } = setUp({ nowMs: 996 });
    cues.tick(880);
    expect(timers.map((t) => t.delay)).to.deep.equal([120]);
    // Woken 4 ms early by the clock: it stands for the cue's time.
    timers[0]!.run();
    expect(due).to.deep.equal([1000]);
    cues.tick(1010);
    expect(due, 'the tick after does not play it again').to.deep.equal([1000]);
  });

  it('does not play a cue twice when the media paused for it a hair before its time', () => {
    const { due, cues } = setUp({ nowMs: 996 });
    cues.tick(880);
    timers[0]!.run();
    // The pause for the description ticks at the media's own time, 4 ms before the cue's; playback goes on.
    cues.tick(996);
    cues.tick(1200);
    expect(due).to.deep.equal([1000]);
  });

  it('counts the playback rate: at 2× the next cue comes in half the time', () => {
    const { cues } = setUp({ rate: 2 });
    cues.tick(800);
    expect(timers.map((t) => t.delay)).to.deep.equal([100]);
  });

  it('sets no timer while paused, nor for a cue more than a second away', () => {
    setUp({ paused: true }).cues.tick(900);
    setUp().cues.tick(1500);
    expect(timers).to.deep.equal([]);
  });

  it('each tick clears the timer set by the one before (a pause, a seek, a rate change)', () => {
    const { due, cues } = setUp();
    cues.tick(900);
    cues.tick(5000);
    expect(cleared).to.include(timers[0]!.id);
    expect(due, 'a seek past a cue does not play it').to.deep.equal([]);
  });

  it('stop clears the pending timer', () => {
    const { cues } = setUp();
    cues.tick(2500);
    cues.stop();
    expect(cleared).to.include(timers[0]!.id);
  });
});
