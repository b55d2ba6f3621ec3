import { BellIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PENDING_BADGE_LIMIT } from '@shared/constants';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { badgeLabel } from '@/lib/access';
import { usePendingCorrections } from '../api/get-pending-corrections';
import { usePendingRequests } from '../api/get-pending-requests';

interface NotificationsMenuProps {
  workspaceId: string;
  /** Which queues the caller works on (`showsCorrections`/`showsRequests` in lib/access). */
  corrections: boolean;
  requests: boolean;
}

/**
 * One "Notifications" menu for what waits in the review queues: pending corrections and accessibility requests,
 * each with its count (20+ for a full page). A count not (yet) known shows no number. The count is part of the
 * button's name, after the word it shows (WCAG 2.5.3).
 */
export function NotificationsMenu({ workspaceId, corrections, requests }: NotificationsMenuProps) {
  const pendingCorrections = usePendingCorrections(workspaceId, corrections);
  const pendingRequests = usePendingRequests(workspaceId, requests);
  // Unknown (loading, failed, or not the caller's queue) is undefined: no number rather than a wrong 0.
  const correctionCount = corrections ? pendingCorrections.data?.corrections.length : undefined;
  const requestCount = requests ? pendingRequests.data?.requests.length : undefined;
  // Either list full means there may be more than the two counts add up to.
  const full = (correctionCount ?? 0) >= PENDING_BADGE_LIMIT || (requestCount ?? 0) >= PENDING_BADGE_LIMIT;
  const total = full ? `${PENDING_BADGE_LIMIT}+` : badgeLabel((correctionCount ?? 0) + (requestCount ?? 0));
  const headingId = useId();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1.5">
          <BellIcon aria-hidden="true" className="size-4" />
          <span className="sr-only lg:not-sr-only">Notifications</span>{' '}
          {total ? (
            <span
              data-testid="pending-count"
              className="bg-destructive text-destructive-foreground rounded-full px-1.5 text-xs leading-5 font-semibold"
            >
              {total} <span className="sr-only">pending</span>
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel id={headingId} className="text-muted-foreground text-xs font-semibold uppercase">
          Waiting for review
        </DropdownMenuLabel>
        <DropdownMenuGroup aria-labelledby={headingId}>
          {corrections ? (
            <QueueItem
              to={paths.workspaceCorrections(workspaceId)}
              label="Pending corrections"
              count={correctionCount}
            />
          ) : null}
          {requests ? (
            <QueueItem to={paths.workspaceRequests(workspaceId)} label="Accessibility requests" count={requestCount} />
          ) : null}
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function QueueItem({ to, label, count }: { to: string; label: string; count: number | undefined }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to} className="flex justify-between gap-2">
        {label}{' '}
        {count === undefined ? null : (
          <span className="text-muted-foreground tabular-nums">{badgeLabel(count) ?? '0'}</span>
        )}
      </Link>
    </DropdownMenuItem>
  );
}
