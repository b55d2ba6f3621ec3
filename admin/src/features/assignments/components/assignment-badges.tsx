import type { AssignmentSummary } from '@shared/schemas/assignments';
import { Badge } from '@/components/ui/badge';
import { formatDate, PRIORITY_LABELS, STATUS_LABELS } from '../format';

/** Due date, status and priority of an assignment, as text (not colour alone). */
export function AssignmentMeta({ assignment }: { assignment: AssignmentSummary }) {
  return (
    <span className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
      <span>{assignment.dueDate === null ? 'No due date' : `Due ${formatDate(assignment.dueDate)}`}</span>
      <Badge variant="outline">{STATUS_LABELS[assignment.status]}</Badge>
      <Badge variant="outline">{PRIORITY_LABELS[assignment.priority]} priority</Badge>
    </span>
  );
}
