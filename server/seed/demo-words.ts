import type { CueWord } from '@shared/captions/confidence/confidence';

/**
 * Engine-like words for the demo machine track's cues, so the editor's uncertain words show on first run:
 * times spread over the cue by length, a high confidence, and about one word in eleven heard badly (fixed, not
 * random, so screenshots and tests see the same words).
 */
export function demoCueWords(cue: { startMs: number; endMs: number; text: string }, cueIndex: number): CueWord[] {
  const texts = cue.text.split(/\s+/).filter(Boolean);
  const letters = texts.reduce((sum, t) => sum + t.length + 1, 0);
  let at = cue.startMs;
  return texts.map((text, i) => {
    const startMs = Math.round(at);
    at += ((cue.endMs - cue.startMs) * (text.length + 1)) / letters;
    const n = cueIndex * 7 + i;
    const confidence = n % 11 === 3 ? 0.3 + (n % 5) * 0.05 : 0.86 + (n % 7) * 0.02;
    return { text, startMs, endMs: Math.round(at), confidence: Math.round(confidence * 100) / 100 };
  });
}
