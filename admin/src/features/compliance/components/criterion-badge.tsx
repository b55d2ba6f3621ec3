import { CRITERION_STATUS_SYMBOL, CRITERION_STATUS_TEXT, type CriterionStatus } from '@shared/compliance/criteria';
import { cn } from '@/lib/utils';

const TONE: Record<CriterionStatus, string> = {
  met: 'border-green-700 text-green-800 dark:border-green-400 dark:text-green-300',
  not_met: 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-300',
  needs_review: 'border-amber-700 text-amber-900 dark:border-amber-400 dark:text-amber-200',
  not_applicable: 'text-muted-foreground',
  unknown: 'text-muted-foreground border-dashed',
};

/** "1.2.2 ✓ Met": a criterion and its status. */
export function CriterionBadge({ criterion, status }: { criterion: string; status: CriterionStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONE[status],
      )}
    >
      <span>{criterion}</span>
      <span aria-hidden="true">{CRITERION_STATUS_SYMBOL[status]}</span>
      <span>{CRITERION_STATUS_TEXT[status]}</span>
    </span>
  );
}
