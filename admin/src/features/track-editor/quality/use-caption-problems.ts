import { useDeferredValue, useMemo } from 'react';
import { checkTrackProblems, type GuardedTrack } from '@shared/captions/hallucination';
import type { CaptionProblem } from '@shared/captions/quality-problems';
import type { CaptionRules } from '@shared/schemas/settings';
import type { EditorCue } from '../model/cue-order';

const NO_PROBLEMS: readonly CaptionProblem[] = [];

export interface CaptionProblems {
  /** Every problem in cue order, from a check that may trail the latest keystroke by a render. */
  problems: CaptionProblem[];
  /** Each cue's problems, for the badge beside it; cues without problems are absent. */
  byCue: ReadonlyMap<string, CaptionProblem[]>;
  /** Ids of the cues with problems, in track order ("next problem"). */
  cueIds: readonly string[];
  /** True while the shown problems are for an older version of the cues. */
  stale: boolean;
}

/**
 * The track's quality problems, re-checked only when the cues, rules or track change: the caption rules' and, for
 * a machine-made track, the hallucination guards' (shared/captions/hallucination.ts). The check runs on a deferred
 * copy of the cues so typing never waits for it, and it re-measures only cues that changed (quality-problems.ts
 * keeps each unchanged cue's measurements).
 */
export function useCaptionProblems(
  cues: readonly EditorCue[],
  rules: CaptionRules,
  { origin, speechRegions }: GuardedTrack,
  /** Problems found elsewhere (a descriptions track's), listed with these in cue order. */
  extra: readonly CaptionProblem[] = NO_PROBLEMS,
): CaptionProblems {
  const deferred = useDeferredValue(cues);
  const { maxCharsPerLine, maxLines, maxCps, minDurationMs, maxDurationMs, minGapMs } = rules;
  const checked = useMemo(
    () =>
      checkTrackProblems(
        deferred,
        { maxCharsPerLine, maxLines, maxCps, minDurationMs, maxDurationMs, minGapMs },
        { origin, speechRegions },
      ),
    [deferred, maxCharsPerLine, maxLines, maxCps, minDurationMs, maxDurationMs, minGapMs, origin, speechRegions],
  );
  // A stable sort: each cue's own problems keep their order.
  const problems = useMemo(
    () => (extra.length === 0 ? checked : [...checked, ...extra].sort((a, b) => a.cueNumber - b.cueNumber)),
    [checked, extra],
  );
  const grouped = useMemo(() => {
    const byCue = new Map<string, CaptionProblem[]>();
    for (const problem of problems) {
      const list = byCue.get(problem.cueId);
      if (list) list.push(problem);
      else byCue.set(problem.cueId, [problem]);
    }
    return { byCue, cueIds: [...byCue.keys()] };
  }, [problems]);
  return { problems, ...grouped, stale: deferred !== cues };
}
