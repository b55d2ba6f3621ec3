import { useNavigate } from 'react-router-dom';
import type { ProposedCorrection } from '@shared/schemas/contributions';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCorrections } from '../api/get-corrections';
import { useShortcuts } from './use-shortcuts';

const pendingFilters = { status: 'pending' } as const;

/**
 * Previous (k) and next (j) pending corrections, in the queue's order (newest first). Once this one is decided it
 * leaves the queue; its neighbours are then the pending ones received just before and after it.
 */
export function CorrectionNeighbours({
  workspaceId,
  correction,
}: {
  workspaceId: string;
  correction: ProposedCorrection;
}) {
  const navigate = useNavigate();
  const queue = useCorrections(workspaceId, pendingFilters);
  const items = queue.data?.pages.flatMap((page) => page.corrections) ?? [];
  const index = items.findIndex((c) => c.id === correction.id);
  const previous = index >= 0 ? items[index - 1] : items.findLast((c) => c.createdAt > correction.createdAt);
  const next = index >= 0 ? items[index + 1] : items.find((c) => c.createdAt < correction.createdAt);
  const open = (target: ProposedCorrection | undefined) =>
    target ? () => void navigate(paths.workspaceCorrection(workspaceId, target.fileId, target.id)) : undefined;

  useShortcuts({ k: open(previous), j: open(next) });

  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" disabled={!previous} onClick={open(previous)} aria-keyshortcuts="k">
        Previous correction
      </Button>
      <Button variant="outline" size="sm" disabled={!next} onClick={open(next)} aria-keyshortcuts="j">
        Next correction
      </Button>
    </div>
  );
}
