import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type CaptionProblem,
  countByRule,
  QUALITY_RULES,
  type QualityRule,
  RULE_LABELS,
} from '@shared/captions/quality-problems';
import { Button } from '@/components/ui/button';
import { ProblemSource } from './problem-source';

interface ProblemsPanelProps {
  problems: readonly CaptionProblem[];
  onSelect(cueId: string): void;
  /** Absent for readers: the problems show without fix buttons. */
  onFix?(problem: CaptionProblem): void;
}

/** Problems listed at once; a long track shows more on request, so 10,000 problems never render together. */
const PAGE = 100;

/** The track's quality problems: counts by rule (each filters the list), each problem with "Go to cue" and its fix. */
export function ProblemsPanel({ problems, onSelect, onFix }: ProblemsPanelProps) {
  const headingId = useId();
  const [chosenRule, setRule] = useState<QualityRule | null>(null);
  const [shown, setShown] = useState(PAGE);
  const [announcement, setAnnouncement] = useState('');
  // After a fix its row goes: focus moves to the row that takes its place, not to the page.
  const refocus = useRef<{ index: number; fixedIn: readonly CaptionProblem[] } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const counts = useMemo(() => countByRule(problems), [problems]);
  // Once the last problem of the chosen rule is fixed, the list shows every problem again.
  const rule = chosenRule && counts[chosenRule] > 0 ? chosenRule : null;
  const visible = useMemo(() => (rule ? problems.filter((p) => p.rule === rule) : problems), [problems, rule]);

  useEffect(() => {
    const pending = refocus.current;
    if (!pending || pending.fixedIn === problems) return;
    refocus.current = null;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-slot="problem"]');
    const row = rows?.[Math.min(pending.index, rows.length - 1)];
    // Its fix when it has one (the last button), else its "Go to cue".
    const buttons = row?.querySelectorAll<HTMLElement>('button');
    (buttons?.[buttons.length - 1] ?? headingRef.current)?.focus();
  }, [problems]);

  const fix = (problem: CaptionProblem, index: number) => {
    setAnnouncement(`Fixed: ${problem.fixLabel}`);
    refocus.current = { index, fixedIn: problems };
    onFix?.(problem);
  };

  return (
    // `relative` makes the panel a paint layer of its own: the frames of a move between cues re-record the page's
    // root layer, which without it held the panel's hundred problems (0.8 ms of paint a move in the editor bench).
    <section aria-labelledby={headingId} className="relative grid gap-3">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        Problems ({problems.length})
      </h2>
      {problems.length === 0 ? (
        <p className="text-muted-foreground text-sm">No problems: every caption follows the workspace's rules.</p>
      ) : (
        <ul aria-label="Problems by rule" className="flex flex-wrap gap-2">
          {QUALITY_RULES.filter((r) => counts[r] > 0).map((r) => (
            <li key={r}>
              <Button
                variant={rule === r ? 'default' : 'outline'}
                size="sm"
                aria-pressed={rule === r}
                onClick={() => setRule(rule === r ? null : r)}
              >
                {RULE_LABELS[r]}: {counts[r]}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {visible.length > 0 ? (
        <ul ref={listRef} aria-label={rule ? `${RULE_LABELS[rule]} problems` : 'All problems'} className="grid gap-2">
          {visible.slice(0, shown).map((problem, index) => (
            <li
              key={`${problem.cueId}:${problem.rule}`}
              data-slot="problem"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b pb-2 text-sm"
            >
              {/* Grows from 12rem: in the narrow side panel the buttons wrap below the text, not squeeze it. */}
              <span className="min-w-0 grow basis-48">
                <span className="font-medium">Cue {problem.cueNumber}</span>
                <span className="text-muted-foreground"> · {RULE_LABELS[problem.rule]}: </span>
                {problem.message}
                <ProblemSource source={problem.source} />
              </span>
              <Button variant="ghost" size="sm" onClick={() => onSelect(problem.cueId)}>
                Go to cue {problem.cueNumber}
              </Button>
              {onFix && problem.fix ? (
                <Button variant="outline" size="sm" onClick={() => fix(problem, index)}>
                  {problem.fixLabel}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {visible.length > shown ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setShown(shown + PAGE)}>
          Show {Math.min(PAGE, visible.length - shown)} more of {visible.length - shown}
        </Button>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
