import type { Invitation } from '@shared/schemas/members';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { ROLE_NAMES } from './role-names';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Invitations not yet accepted, with resend (a new link) and revoke. */
export function PendingInvitations({ workspaceId }: { workspaceId: string }) {
  const invitations = useInvitations(workspaceId);
  const resend = useResendInvitation(workspaceId);
  const revoke = useRevokeInvitation(workspaceId);
  const list = invitations.data?.invitations ?? [];
  return (
    <section aria-labelledby="pending-heading" className="space-y-2">
      <h2 id="pending-heading" className="text-lg font-semibold">
        Pending invitations
      </h2>
      {invitations.isError ? (
        <QueryErrorAlert error={invitations.error} onRetry={() => void invitations.refetch()} />
      ) : null}
      {invitations.isSuccess && list.length === 0 ? (
        <p className="text-muted-foreground text-sm">No invitations are waiting for an answer.</p>
      ) : null}
      <ul className="divide-y">
        {list.map((invitation: Invitation) => {
          // Judged at the time of the answer, so rendering stays pure.
          const expired = Date.parse(invitation.expiresAt) <= invitations.dataUpdatedAt;
          return (
            <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="min-w-48 flex-1">
                {invitation.email} · {ROLE_NAMES[invitation.role]}
                <span className="text-muted-foreground block">
                  {expired ? 'Expired' : 'Link works until'} {dateFormat.format(new Date(invitation.expiresAt))}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Resend invitation to ${invitation.email}`}
                disabled={resend.isPending}
                onClick={() => resend.mutate(invitation.id)}
              >
                Resend
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Revoke invitation to ${invitation.email}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(invitation)}
              >
                Revoke
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
