// The arithmetic of a verification by sampling (issue 30): how many words to sample, and what the corrections
// say about the whole track's word accuracy, with a 95 % Wilson score interval (docs/editor-api.md, "Verification").
import type { WordErrors } from './alignment';

/** The normal quantile for a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

/** A workspace's accuracy target unless it sets another: the interval's lower bound must reach 99 %. */
export const DEFAULT_VERIFICATION_TARGET = 0.99;

/** Never fewer words than this, whatever the target: a few dozen words say little about a speaker or a topic. */
export const MIN_SAMPLE_WORDS = 400;

/**
 * The Wilson score interval for `successes` out of `trials` (Wilson 1927; Newcombe 1998, method 3): unlike the
 * normal approximation it stays inside 0..1 and is honest near 100 %, where accuracy lives. [0, 1] for no trials.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * Words to sample for `target`: the fewest in which a flawless sample's lower bound reaches it
 * (n / (n + z²) ≥ target, so n ≥ z²·target / (1 − target): 381 for 99 %), and never under `MIN_SAMPLE_WORDS`.
 */
export function sampleWords(target: number): number {
  return Math.max(MIN_SAMPLE_WORDS, Math.ceil((Z_95 * Z_95 * target) / (1 - target)));
}

export interface MeasuredAccuracy {
  words: number;
  errors: number;
  formattedErrors: number;
  /** 1 − errors / words, never below 0 (insertions can outnumber the words). */
  accuracy: number;
  /** formattedErrors / words: errors of formatting (case, punctuation, tags) counted too. */
  formattedErrorRate: number;
  /** The 95 % Wilson interval of the word accuracy, each word one trial. */
  interval: [number, number];
  target: number;
  /** The interval's lower bound reached the target. */
  verified: boolean;
}

/** The verdict on a sample whose segments' errors add up to `totals`. */
export function measuredAccuracy(totals: WordErrors, target: number): MeasuredAccuracy {
  const { words, errors, formattedErrors } = totals;
  const correct = Math.max(0, words - errors);
  const interval = wilsonInterval(correct, words);
  return {
    words,
    errors,
    formattedErrors,
    accuracy: words === 0 ? 0 : correct / words,
    formattedErrorRate: words === 0 ? 0 : Math.min(1, formattedErrors / words),
    interval,
    target,
    verified: words > 0 && interval[0] >= target,
  };
}

/** The errors of every segment added up. */
export const totalErrors = (segments: readonly WordErrors[]): WordErrors =>
  segments.reduce(
    (sum, s) => ({
      words: sum.words + s.words,
      errors: sum.errors + s.errors,
      formattedErrors: sum.formattedErrors + s.formattedErrors,
    }),
    { words: 0, errors: 0, formattedErrors: 0 },
  );
