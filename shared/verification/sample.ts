// Which cues a verification asks a person to check: a stratified random sample, so every part of the track is
// heard (the start, the middle, the end, where speakers and topics differ), with a seeded generator so a sample
// can be drawn again from its seed and tests are deterministic.
import { wordCount } from './alignment';

export interface SampleCue {
  id: string;
  startMs: number;
  endMs: number;
  text: string;
}

/** A small, fast 32-bit generator (mulberry32) giving numbers in [0, 1); the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Whole cues adding up to at least `targetWords` words (every cue with words when the track has fewer), in time
 * order. The track's duration is cut into equal slices, about as many as the cues the target needs; each cue
 * belongs to the slice holding its midpoint; rounds then take one random cue from each slice, the slices in a
 * random order, until the words are enough.
 */
export function stratifiedSample<T extends SampleCue>(cues: readonly T[], targetWords: number, seed: number): T[] {
  const candidates = cues.map((cue) => ({ cue, words: wordCount(cue.text) })).filter((c) => c.words > 0);
  const total = candidates.reduce((sum, c) => sum + c.words, 0);
  if (total <= targetWords) return candidates.map((c) => c.cue).sort((a, b) => a.startMs - b.startMs);

  const random = seededRandom(seed);
  const count = Math.min(candidates.length, Math.ceil(targetWords / (total / candidates.length)));
  const from = Math.min(...candidates.map((c) => c.cue.startMs));
  const span = Math.max(1, Math.max(...candidates.map((c) => c.cue.endMs)) - from);
  const strata: (typeof candidates)[] = Array.from({ length: count }, () => []);
  for (const c of candidates) {
    const middle = (c.cue.startMs + c.cue.endMs) / 2 - from;
    strata[Math.min(count - 1, Math.floor((middle / span) * count))]!.push(c);
  }
  const queues = strata.filter((s) => s.length > 0).map((s) => shuffled(s, random));

  const taken: T[] = [];
  let words = 0;
  while (words < targetWords) {
    for (const queue of shuffled([...queues], random)) {
      const next = queue.pop();
      if (!next) continue;
      taken.push(next.cue);
      words += next.words;
      if (words >= targetWords) break;
    }
  }
  return taken.sort((a, b) => a.startMs - b.startMs);
}
