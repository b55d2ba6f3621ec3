import { describe, expect, it } from 'vitest';
import { measuredAccuracy, sampleWords, totalErrors, wilsonInterval } from './accuracy';

describe('wilsonInterval', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", table I, method 3 (Wilson).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [8, 10, 0.4902, 0.9433],
    [400, 400, 0.9905, 1],
    [398, 400, 0.982, 0.9986],
  ])('%i of %i → [%f, %f]', (successes, trials, low, high) => {
    const [l, h] = wilsonInterval(successes, trials);
    expect(l).toBeCloseTo(low, 4);
    expect(h).toBeCloseTo(high, 4);
  });

  it('is the whole range with no trials', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe('sampleWords', () => {
  it.each([
    [0.99, 400], // 381 would prove 99 % when flawless; the floor is 400
    [0.995, 765],
    [0.999, 3838],
    [0.9, 400],
  ])('target %f → %i words', (target, words) => {
    expect(sampleWords(target)).toBe(words);
  });

  it('is enough for a flawless sample to reach the target', () => {
    for (const target of [0.95, 0.99, 0.995, 0.999]) {
      const n = sampleWords(target);
      expect(wilsonInterval(n, n)[0]).toBeGreaterThanOrEqual(target);
    }
  });
});

describe('measuredAccuracy', () => {
  it.each([
    // words, errors, formatted, target → accuracy, low, verified
    [400, 0, 0, 0.99, 1, 0.9905, true],
    [400, 2, 5, 0.99, 0.995, 0.982, false],
    [1000, 2, 4, 0.99, 0.998, 0.9927, true],
    [10, 30, 30, 0.99, 0, 0, false],
    [0, 0, 0, 0.99, 0, 0, false],
  ])('%i words, %i errors (%i formatted) at %f', (words, errors, formattedErrors, target, accuracy, low, verified) => {
    const result = measuredAccuracy({ words, errors, formattedErrors }, target);
    expect(result.accuracy).toBeCloseTo(accuracy, 4);
    expect(result.interval[0]).toBeCloseTo(low, 4);
    expect(result.verified).toBe(verified);
    expect(result.formattedErrorRate).toBeCloseTo(words === 0 ? 0 : Math.min(1, formattedErrors / words), 6);
  });

  it('adds segments up', () => {
    expect(
      totalErrors([
        { words: 3, errors: 1, formattedErrors: 2 },
        { words: 5, errors: 0, formattedErrors: 1 },
      ]),
    ).toEqual({ words: 8, errors: 1, formattedErrors: 3 });
  });
});
