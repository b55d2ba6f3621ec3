import { type FormEvent, useId, useState } from 'react';
import { API_KEY_SCOPES, type ApiKeyScope, createApiKeyBodySchema, type CreatedApiKey } from '@shared/schemas/api-keys';
import { CopyButton } from '@/components/copy-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateApiKey } from '../api/create-api-key';
import { SCOPE_DESCRIPTIONS } from './scope-descriptions';

interface CreateApiKeyDialogProps {
  workspaceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Settings › API › Create key: name, scopes and an optional expiry; then the secret, shown this once. */
export function CreateApiKeyDialog({ workspaceId, open, onOpenChange }: CreateApiKeyDialogProps) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        {created ? (
          <CreatedSecret created={created} onDone={() => close(false)} />
        ) : (
          <CreateForm workspaceId={workspaceId} onCreated={setCreated} onCancel={() => close(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateForm(props: { workspaceId: string; onCreated: (c: CreatedApiKey) => void; onCancel: () => void }) {
  const create = useCreateApiKey(props.workspaceId);
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'name' | 'scopes' | 'expiresAt', string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    // The key works until the end of the chosen day, in UTC, like the date the list shows.
    const body = { name, scopes, ...(expiresOn ? { expiresAt: `${expiresOn}T23:59:59Z` } : {}) };
    const parsed = createApiKeyBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof typeof errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(body, { onSuccess: props.onCreated });
  }

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  return (
    <form aria-label="Create API key" noValidate onSubmit={submit} className="grid gap-4">
      <DialogTitle>Create API key</DialogTitle>
      <DialogDescription>
        A key lets another system call the API for this workspace, with only the scopes you give it.
      </DialogDescription>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className="text-destructive text-sm">
            {errors.name}
          </p>
        ) : null}
      </div>
      <fieldset className="grid gap-2" aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Scopes</legend>
        {API_KEY_SCOPES.map((scope) => (
          <div key={scope} className="flex items-start gap-2">
            <input
              id={`${id}-${scope}`}
              type="checkbox"
              className="mt-1"
              checked={scopes.includes(scope)}
              onChange={(e) => toggle(scope, e.target.checked)}
              aria-describedby={`${id}-${scope}-hint`}
            />
            <div>
              <Label htmlFor={`${id}-${scope}`}>{scope}</Label>
              <p id={`${id}-${scope}-hint`} className="text-muted-foreground text-sm">
                {SCOPE_DESCRIPTIONS[scope]}
              </p>
            </div>
          </div>
        ))}
        {errors.scopes ? (
          <p id={`${id}-scopes-error`} className="text-destructive text-sm">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-expires`}>Expires on (optional)</Label>
        <Input
          id={`${id}-expires`}
          type="date"
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.target.value)}
          aria-invalid={errors.expiresAt ? true : undefined}
          aria-describedby={`${id}-expires-hint`}
        />
        <p id={`${id}-expires-hint`} className="text-muted-foreground text-sm">
          {errors.expiresAt ?? 'The key works until the end of this day (UTC). Leave empty for no expiry.'}
        </p>
      </div>
      {create.isError ? <Alert variant="destructive">{create.error.message}</Alert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function CreatedSecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const id = useId();
  return (
    <div className="grid gap-4">
      <DialogTitle>Copy your new key</DialogTitle>
      <p role="status">API key “{created.key.name}” created.</p>
      <Alert role="note">
        This is the only time the secret is shown: we keep only a fingerprint of it. Store it in your secret manager
        now. If you lose it, revoke the key and create another.
      </Alert>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-secret`}>Secret</Label>
        <div className="flex gap-2">
          <Input id={`${id}-secret`} readOnly value={created.secret} onFocus={(e) => e.target.select()} />
          <CopyButton value={created.secret} label="Copy the secret" />
        </div>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
