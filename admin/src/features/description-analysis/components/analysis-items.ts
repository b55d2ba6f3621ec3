import { clockTime, DESCRIPTION_WORDS_PER_MINUTE, wordsThatFit } from '@shared/describability/verdict';
import type { DescriptionAnalysis } from '@shared/schemas/description-analysis';

/** One thing the analysis found, as a row of the timeline's table and the description it suggests. */
export interface AnalysisItem {
  key: string;
  kind: 'gap' | 'scene' | 'text';
  atMs: number;
  /** When a description added here would end. */
  endMs: number;
  what: string;
  detail: string;
  /** The text a description added here starts with. */
  prefill: string;
}

function gapDetail(startMs: number, endMs: number, rate: number): string {
  const words = wordsThatFit(endMs - startMs, rate);
  return `${clockTime(startMs)}–${clockTime(endMs)}, about ${words} ${words === 1 ? 'word fits' : 'words fit'} at ${rate} words a minute`;
}

/** A description of `text` needs about this long at the description pace, and never less than two seconds. */
const spokenMs = (text: string) =>
  Math.max(2_000, Math.round((text.split(/\s+/).filter(Boolean).length / DESCRIPTION_WORDS_PER_MINUTE) * 60_000));

/**
 * Everything found, in time order: gaps, scene changes and on-screen text (unspoken text fills its gap's cue). A
 * gap's words are counted at `rate` (the descriptions track's), as the analysis counts them at the default.
 */
export function analysisItems(
  analysis: DescriptionAnalysis,
  durationMs: number,
  rate = DESCRIPTION_WORDS_PER_MINUTE,
): AnalysisItem[] {
  const unspokenIn = (from: number, to: number) =>
    analysis.onScreenText
      .filter((t) => !t.spoken && t.atMs >= from && t.atMs < to)
      .map((t) => t.text)
      .join(' ');
  const items: AnalysisItem[] = [
    ...analysis.gaps.map((g) => ({
      key: `gap-${g.startMs}`,
      kind: 'gap' as const,
      atMs: g.startMs,
      endMs: g.endMs,
      what: 'Speech gap',
      detail: gapDetail(g.startMs, g.endMs, rate),
      prefill: unspokenIn(g.startMs, g.endMs),
    })),
    ...analysis.scenes.map((s) => ({
      key: `scene-${s.atMs}`,
      kind: 'scene' as const,
      atMs: s.atMs,
      endMs: Math.min(durationMs, s.atMs + 3_000),
      what: 'Scene change',
      detail: 'The picture changes',
      prefill: unspokenIn(s.atMs, s.atMs + 1_000),
    })),
    ...analysis.onScreenText.map((t) => ({
      key: `text-${t.atMs}`,
      kind: 'text' as const,
      atMs: t.atMs,
      endMs: Math.min(durationMs, t.atMs + spokenMs(t.text)),
      what: 'On-screen text',
      detail: `“${t.text}”, ${t.spoken ? 'spoken' : 'never spoken'}`,
      prefill: t.text,
    })),
  ];
  const order = { gap: 0, scene: 1, text: 2 };
  return items.sort((a, b) => a.atMs - b.atMs || order[a.kind] - order[b.kind]);
}
