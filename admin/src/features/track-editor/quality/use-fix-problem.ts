import { useCallback } from 'react';
import { applyFix } from '@shared/captions/quality-fixes';
import type { CaptionProblem } from '@shared/captions/quality-problems';
import type { CaptionRules } from '@shared/schemas/settings';
import type { TrackEditorState } from '../model/use-track-editor';

/**
 * Applies a problem's one-click fix as one undo step named for what it did ("Fit cue 4 to 17 characters per
 * second"); against the cues as they are by then, so a fix from a slightly stale check is still safe.
 */
export function useFixProblem(apply: TrackEditorState['apply'], rules: CaptionRules) {
  return useCallback(
    (problem: CaptionProblem) => {
      if (!problem.fix || !problem.fixLabel) return;
      apply(problem.fixLabel, (cues) => applyFix(cues, problem, rules));
    },
    [apply, rules],
  );
}
