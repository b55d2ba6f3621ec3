import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createWorkspaceBodySchema } from '@shared/schemas/workspaces';
import { ApiError } from '@shared/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { applyStoredReferral } from '@/lib/referral-code';
import { useCreateWorkspace } from '../api/create-workspace';

/** Creates a workspace (the person's first, or another from the account menu) and opens it. */
export function CreateWorkspaceForm() {
  const navigate = useNavigate();
  const create = useCreateWorkspace();
  const [nameError, setNameError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createWorkspaceBodySchema.safeParse({ name: new FormData(event.currentTarget).get('name') });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Check the name');
      return;
    }
    setNameError(null);
    create.mutate(parsed.data, {
      onSuccess: async ({ workspace }) => {
        const bonus = await applyStoredReferral(workspace.workspaceId);
        if (bonus)
          toast.success(
            bonus.credited
              ? `Referral applied: ${bonus.bonusMinutes} bonus transcription minutes`
              : `Referral applied: ${bonus.bonusMinutes} bonus transcription minutes once you verify your email address`,
          );
        navigate(paths.workspaceFiles(workspace.workspaceId));
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-sm gap-3">
      {create.error ? (
        <Alert variant="destructive">
          {create.error instanceof ApiError ? create.error.message : 'Could not create the workspace. Try again.'}
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="workspace-name">Workspace name</Label>
        <Input
          id="workspace-name"
          name="name"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'workspace-name-error' : undefined}
        />
        {nameError ? (
          <p id="workspace-name-error" className="text-destructive text-sm">
            {nameError}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create workspace'}
      </Button>
    </form>
  );
}
