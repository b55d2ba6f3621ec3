import { BellIcon, InboxIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { badgeLabel } from '@/lib/access';
import { usePendingCorrections } from '../api/get-pending-corrections';
import { usePendingRequests } from '../api/get-pending-requests';

function PendingLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  const badge = badgeLabel(count);
  return (
    <Link
      to={to}
      aria-label={badge ? `${label}: ${badge}` : label}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'relative' })}
    >
      {icon}
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="pending-count"
          className="bg-destructive text-destructive-foreground absolute -top-1 -right-1 rounded-full px-1.5 text-xs leading-5 font-semibold"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}

/** The pending corrections bell; a failed or missing count just shows no badge. */
export function CorrectionsBell({ workspaceId }: { workspaceId: string }) {
  const corrections = usePendingCorrections(workspaceId);
  return (
    <PendingLink
      to={paths.workspaceCorrections(workspaceId)}
      label="Pending corrections"
      count={corrections.data?.corrections.length ?? 0}
      icon={<BellIcon aria-hidden="true" className="size-4" />}
    />
  );
}

/** The pending accessibility requests icon; a failed or missing count just shows no badge. */
export function RequestsIcon({ workspaceId }: { workspaceId: string }) {
  const requests = usePendingRequests(workspaceId);
  return (
    <PendingLink
      to={paths.workspaceRequests(workspaceId)}
      label="Pending accessibility requests"
      count={requests.data?.requests.length ?? 0}
      icon={<InboxIcon aria-hidden="true" className="size-4" />}
    />
  );
}
