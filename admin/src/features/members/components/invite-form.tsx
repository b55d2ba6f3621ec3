import { type FormEvent, useState } from 'react';
import { ROLES, type Role } from '@shared/constants';
import { inviteMemberBodySchema } from '@shared/schemas/members';
import { PlanLimitLink } from '@/components/billing/plan-limit-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useInviteMember } from '../api/invite-member';
import { ROLE_NAMES } from './role-names';

/** Invite by email with a role; the invitation is mailed with a link that expires. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const invite = useInviteMember(workspaceId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteMemberBodySchema.safeParse({ email, role });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
      return;
    }
    setFieldError(null);
    invite.mutate(parsed.data, { onSuccess: () => setEmail('') });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite someone
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-64 flex-1 gap-1">
          <Label htmlFor="invite-email">Email</Label>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'invite-email-error' : undefined}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="invite-role">Role</Label>
          <NativeSelect
            id="invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            className="w-48"
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
      {fieldError ? (
        <p id="invite-email-error" className="text-destructive text-sm">
          {fieldError}
        </p>
      ) : null}
      {invite.isError ? (
        <Alert variant="destructive">
          <p>{invite.error.message}</p>
          <PlanLimitLink error={invite.error} workspaceId={workspaceId} />
        </Alert>
      ) : null}
    </form>
  );
}
