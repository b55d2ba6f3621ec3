import type { SpeechGap } from '../schemas/description-analysis';
import { wordsThatFit } from './verdict';

/** Shorter silences hold no useful description (about four words at 160 a minute). */
export const MIN_GAP_MS = 1_500;

/**
 * The silences between stretches of speech from the start to `durationMs`, at least MIN_GAP_MS long, with how many
 * words of description fit in each. Stretches may overlap and come in any order.
 */
export function speechGaps(
  speech: readonly { startMs: number; endMs: number }[],
  durationMs: number,
  minGapMs = MIN_GAP_MS,
): SpeechGap[] {
  const gaps: SpeechGap[] = [];
  let from = 0;
  const add = (startMs: number, endMs: number) => {
    if (endMs - startMs >= minGapMs) gaps.push({ startMs, endMs, words: wordsThatFit(endMs - startMs) });
  };
  for (const s of [...speech].sort((a, b) => a.startMs - b.startMs)) {
    add(from, Math.min(s.startMs, durationMs));
    from = Math.max(from, s.endMs);
  }
  add(from, durationMs);
  return gaps;
}
