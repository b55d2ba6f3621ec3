import { type CaptionProblem, RULE_LABELS } from '@shared/captions/quality-problems';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProblemSource } from './problem-source';

interface CueProblemsProps {
  /** This cue's problems (all with the same cue). */
  problems: readonly CaptionProblem[];
  /** Absent for readers: the problems show without fix buttons. */
  onFix?(problem: CaptionProblem): void;
}

/** Beside a cue: a badge with the count, each problem's message and its one-click fix. */
export function CueProblems({ problems, onFix }: CueProblemsProps) {
  const first = problems[0];
  if (!first) return null;
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`;
  return (
    <div data-slot="cue-problems" className="mt-1 grid gap-1 text-xs">
      <Badge variant="destructive" className="justify-self-start">
        {count}
      </Badge>
      <ul aria-label={`Cue ${first.cueNumber}: ${count}`} className="grid gap-1">
        {problems.map((problem) => (
          <li key={problem.rule} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>
              <span className="font-medium">{RULE_LABELS[problem.rule]}:</span> {problem.message}
              <ProblemSource source={problem.source} />
            </span>
            {onFix && problem.fix ? (
              <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={() => onFix(problem)}>
                {problem.fixLabel}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
