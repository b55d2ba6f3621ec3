import type { BulkCorrectionsResponse } from '@shared/schemas/review';
import { Button } from '@/components/ui/button';
import { useDecideCorrectionsInBulk } from '../api/decide-corrections-in-bulk';
import { describeError } from './describe-error';

function outcome(action: 'reject' | 'spam', result: BulkCorrectionsResponse) {
  const done = `${result.decided.length} ${action === 'reject' ? 'rejected' : 'marked as spam'}`;
  return result.skipped.length > 0
    ? `${done}; ${result.skipped.length} already decided or gone, left alone.`
    : `${done}.`;
}

/** Reject or mark as spam every selected correction in one call; says what happened in `onDone`. */
export function BulkCorrectionActions({
  workspaceId,
  selected,
  onDone,
}: {
  workspaceId: string;
  selected: ReadonlySet<string>;
  onDone: (message: string) => void;
}) {
  const bulk = useDecideCorrectionsInBulk(workspaceId);
  const count = selected.size;

  function decide(action: 'reject' | 'spam') {
    bulk.mutate(
      { ids: [...selected], action },
      { onSuccess: (result) => onDone(outcome(action, result)), onError: (error) => onDone(describeError(error)) },
    );
  }

  return (
    <div role="group" aria-label="Selected corrections" className="mb-3 flex flex-wrap items-center gap-2">
      <span className="text-sm">{count === 1 ? '1 selected' : `${count} selected`}</span>
      <Button variant="outline" size="sm" disabled={count === 0 || bulk.isPending} onClick={() => decide('reject')}>
        Reject selected
      </Button>
      <Button variant="outline" size="sm" disabled={count === 0 || bulk.isPending} onClick={() => decide('spam')}>
        Mark selected as spam
      </Button>
    </div>
  );
}
