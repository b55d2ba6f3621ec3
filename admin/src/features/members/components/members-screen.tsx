import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROLES, type Role } from '@shared/constants';
import { canManageMembers } from '@shared/permissions/workspace';
import type { Member } from '@shared/schemas/members';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { useWorkspaceMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member-role';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';
import { ROLE_NAMES } from './role-names';

interface MembersScreenProps {
  workspaceId: string;
  /** The caller's role (operators act as admin). */
  role: Role;
  currentUserId: string;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Settings › Members: the people in the workspace, their roles, invitations, and leaving. */
export function MembersScreen({ workspaceId, role, currentUserId }: MembersScreenProps) {
  const members = useWorkspaceMembers(workspaceId);
  const manages = canManageMembers(role);
  const showEmails = members.data?.members.some((m) => m.email !== undefined) ?? false;
  return (
    <section className="space-y-8">
      <div>
        <h1 className="mb-2 text-2xl font-semibold">Members</h1>
        <p className="text-muted-foreground">The people in this workspace and what each may do.</p>
      </div>
      {members.isError ? <QueryErrorAlert error={members.error} onRetry={() => void members.refetch()} /> : null}
      {members.data ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Members</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4 font-medium">
                Name
              </th>
              {showEmails ? (
                <th scope="col" className="py-2 pr-4 font-medium">
                  Email
                </th>
              ) : null}
              <th scope="col" className="py-2 pr-4 font-medium">
                Role
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Joined
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.data.members.map((member) => (
              <MemberRow
                key={member.userId}
                workspaceId={workspaceId}
                member={member}
                manages={manages}
                showEmail={showEmails}
                isSelf={member.userId === currentUserId}
              />
            ))}
          </tbody>
        </table>
      ) : members.isPending ? (
        <p role="status">Loading members…</p>
      ) : null}
      {manages ? (
        <>
          <InviteForm workspaceId={workspaceId} />
          <PendingInvitations workspaceId={workspaceId} />
        </>
      ) : null}
    </section>
  );
}

interface MemberRowProps {
  workspaceId: string;
  member: Member;
  manages: boolean;
  showEmail: boolean;
  isSelf: boolean;
}

function MemberRow({ workspaceId, member, manages, showEmail, isSelf }: MemberRowProps) {
  const updateRole = useUpdateMemberRole(workspaceId);
  const remove = useRemoveMember(workspaceId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const name = member.name || member.email || 'Unnamed member';

  const confirm = () =>
    remove.mutate(member.userId, {
      onSuccess: async () => {
        setConfirming(false);
        if (isSelf) {
          // The workspace is gone from this person's list: refresh everything and leave its pages.
          await queryClient.invalidateQueries();
          navigate(paths.home, { replace: true });
        }
      },
    });

  return (
    <tr className="border-b align-middle">
      <td className="py-2 pr-4">
        {name}
        {isSelf ? <span className="text-muted-foreground"> (you)</span> : null}
      </td>
      {showEmail ? <td className="py-2 pr-4">{member.email}</td> : null}
      <td className="py-2 pr-4">
        {manages ? (
          <NativeSelect
            aria-label={`Role of ${name}`}
            value={member.role}
            disabled={updateRole.isPending}
            onChange={(event) => updateRole.mutate({ userId: member.userId, role: event.target.value as Role })}
            className="h-8 w-44"
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </NativeSelect>
        ) : (
          ROLE_NAMES[member.role]
        )}
      </td>
      <td className="py-2 pr-4">{dateFormat.format(new Date(member.joinedAt))}</td>
      <td className="py-2 text-right">
        {manages || isSelf ? (
          confirming ? (
            <span className="inline-flex items-center gap-2">
              <span>{isSelf ? 'Leave this workspace?' : `Remove ${name}?`}</span>
              <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={confirm}>
                {isSelf ? 'Leave' : 'Remove'}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </span>
          ) : (
            <Button
              size="sm"
              variant="outline"
              aria-label={isSelf ? 'Leave workspace' : `Remove ${name}`}
              onClick={() => setConfirming(true)}
            >
              {isSelf ? 'Leave' : 'Remove'}
            </Button>
          )
        ) : null}
      </td>
    </tr>
  );
}
