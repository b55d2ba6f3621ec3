// The problems of a descriptions track beside the caption rules' (issue 31): descriptions spoken over people, too
// long for their quiet, and the DCMP Description Key's style hints that text can check without false alarms.
import { fixLabel } from '../captions/quality-fixes';
import type { CaptionProblem, FixId, QualityRule } from '../captions/quality-problems';
import type { CaptionRules } from '../schemas/settings';
import { type DescriptionFit, descriptionFits, type FitContext, type TimedSpan } from './fit';
import { DESCRIPTION_KEY, leadingPronoun, pastTense, viewerPhrase } from './style-hints';
import { clockTime } from './verdict';

/** A pronoun-first description this long after the one before may no longer point at anyone the listener knows. */
export const RENAME_AFTER_MS = 30_000;

export interface DescriptionCue extends TimedSpan {
  id: string;
  text: string;
  extended?: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Every description problem in cue order (the cues sorted by start, as the editor keeps them), with the fits they
 * were judged by. Fit problems need the speech track's cues; without them only the next description and the
 * media's end bound a gap.
 */
export function descriptionProblems(
  cues: readonly DescriptionCue[],
  context: FitContext,
  rules: CaptionRules,
): { problems: CaptionProblem[]; fits: DescriptionFit[] } {
  const fits = descriptionFits(cues, context);
  const problems: CaptionProblem[] = [];
  cues.forEach((cue, i) => {
    const fit = fits[i]!;
    const found = (rule: QualityRule, message: string, fix: FixId | null = null) =>
      problems.push({
        cueId: cue.id,
        cueNumber: i + 1,
        rule,
        message,
        fix,
        fixLabel: fixLabel({ cueNumber: i + 1, fix }, rules),
        source: DESCRIPTION_KEY,
      });
    if (fit.overlapsSpeech)
      found('speech-overlap', `Its time overlaps speech near ${clockTime(cue.startMs)}: move it into a pause`);
    if (fit.status === 'too-long' && fit.gapMs !== null && fit.gapMs > 0) {
      found(
        'too-long-for-gap',
        `Takes ${seconds(fit.spokenMs)} to say; ${seconds(fit.gapMs)} until the next speech (about ${fit.wordsThatFit} words fit)`,
        'make-extended',
      );
    }
    const viewer = viewerPhrase(cue.text);
    if (viewer)
      found('we-see', `Says "${viewer}": describe what is there, not that it is seen or heard`, 'remove-we-see');
    const past = pastTense(cue.text);
    if (past) found('present-tense', `"${past}": describe in the present tense, as it happens`);
    const pronoun = leadingPronoun(cue.text);
    const before = cues[i - 1];
    if (pronoun && (!before || cue.startMs - before.startMs > RENAME_AFTER_MS)) {
      found(
        'name-people',
        before
          ? `Starts with "${pronoun}" ${Math.round((cue.startMs - before.startMs) / 1000)} s after the last description: say who`
          : `Starts with "${pronoun}" before anyone is introduced: name or describe the person`,
      );
    }
  });
  return { problems, fits };
}
