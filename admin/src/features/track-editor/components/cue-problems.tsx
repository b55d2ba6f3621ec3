import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { type CaptionProblem, RULE_LABELS } from '@shared/captions/quality-problems';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Button } from '@/components/ui/button';
import { ProblemSource } from './problem-source';

interface CueProblemsProps {
  /** This cue's problems (all with the same cue). */
  problems: readonly CaptionProblem[];
  /** Absent for readers: the problems show without fix buttons. */
  onFix?(problem: CaptionProblem): void;
}

/**
 * In a cue's row: a small badge with the count that opens the problems' messages and one-click fixes. A popover, not
 * lines under the text, so a row keeps one height whether or not it is selected and the list stays dense.
 */
export function CueProblems({ problems, onFix }: CueProblemsProps) {
  const [open, setOpen] = useState(false);
  const first = problems[0];
  if (!first) return null;
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`;
  const name = `Cue ${first.cueNumber}: ${count}`;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={name}
          title={problems.map((problem) => RULE_LABELS[problem.rule]).join(', ')}
          className="bg-destructive text-destructive-foreground focus-visible:ring-ring inline-flex h-6 min-w-6 items-center justify-center gap-0.5 rounded-full px-1.5 text-xs font-semibold tabular-nums focus-visible:ring-2 focus-visible:ring-offset-1 focus-visible:outline-none"
        >
          <AlertTriangle aria-hidden="true" className="size-3" />
          {problems.length}
        </button>
      </PopoverTrigger>
      <PopoverContent data-slot="cue-problems" className="grid w-80 gap-2 p-3 text-xs">
        <p className="font-semibold">{name}</p>
        <ul aria-label={name} className="grid gap-2">
          {problems.map((problem) => (
            <li key={problem.rule} className="grid justify-items-start gap-1">
              <span>
                <span className="font-medium">{RULE_LABELS[problem.rule]}:</span> {problem.message}
                <ProblemSource source={problem.source} />
              </span>
              {onFix && problem.fix ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="h-7 px-2 text-xs"
                  onClick={() => {
                    setOpen(false);
                    onFix(problem);
                  }}
                >
                  {problem.fixLabel}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
