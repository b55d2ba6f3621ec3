import { type FormEvent, useState } from 'react';
import { ROLES, type Role } from '@shared/constants';
import { createSsoProviderBodySchema } from '@shared/schemas/sso';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateSsoProvider } from '../api/create-sso-provider';

type Source = 'metadata' | 'fields';
type Field = 'name' | 'domains' | 'metadataXml' | 'entityId' | 'ssoUrl' | 'certificates';

const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  'content-manager': 'Content manager',
  'transcript-editor': 'Transcript editor',
  viewer: 'Viewer',
};

/** Adds a provider from pasted IdP metadata XML, or from its entity id, sign-in URL and certificate. */
export function AddSsoProviderForm({ workspaceId, onDone }: { workspaceId: string; onDone: () => void }) {
  const create = useCreateSsoProvider(workspaceId);
  const [source, setSource] = useState<Source>('metadata');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const domains = (data.domains ?? '').split(/[\s,]+/).filter(Boolean);
    const body =
      source === 'metadata'
        ? { metadataXml: data.metadataXml || undefined }
        : {
            entityId: data.entityId || undefined,
            ssoUrl: data.ssoUrl || undefined,
            certificates: data.certificate ? [data.certificate] : undefined,
          };
    const parsed = createSsoProviderBodySchema.safeParse({
      workspaceId,
      name: data.name,
      defaultRole: data.defaultRole,
      domains,
      ...body,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = (source === 'fields' && issue.path[0] === 'metadataXml' ? 'entityId' : issue.path[0]) as Field;
        next[key] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onDone });
  };

  const field = (id: Field, label: string, input: React.ReactNode, hint?: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`sso-${id}`}>{label}</Label>
      {hint ? (
        <p id={`sso-${id}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {input}
      {errors[id] ? (
        <p id={`sso-${id}-error`} className="text-destructive text-sm">
          {errors[id]}
        </p>
      ) : null}
    </div>
  );
  const describedBy = (id: Field, hint = false) =>
    [hint ? `sso-${id}-hint` : '', errors[id] ? `sso-${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const invalid = (id: Field) => (errors[id] ? true : undefined);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add an identity provider"
      className="space-y-4 rounded-md border p-4"
    >
      <h2 className="font-medium">Add an identity provider</h2>
      {field(
        'name',
        'Name',
        <Input id="sso-name" name="name" aria-invalid={invalid('name')} aria-describedby={describedBy('name')} />,
      )}
      {field(
        'domains',
        'Email domains',
        <Input
          id="sso-domains"
          name="domains"
          placeholder="example.edu"
          aria-invalid={invalid('domains')}
          aria-describedby={describedBy('domains', true)}
        />,
        'Separate several with commas. People at these domains sign in through this provider once a domain is verified.',
      )}
      <div className="grid gap-1">
        <Label htmlFor="sso-defaultRole">Role for new members</Label>
        <NativeSelect id="sso-defaultRole" name="defaultRole" defaultValue="viewer">
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Identity provider details</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['metadata', 'fields'] as const).map((value) => (
            <label key={value} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="source"
                value={value}
                checked={source === value}
                onChange={() => setSource(value)}
              />
              {value === 'metadata' ? 'Paste its metadata XML' : 'Enter its details'}
            </label>
          ))}
        </div>
      </fieldset>
      {source === 'metadata' ? (
        field(
          'metadataXml',
          'IdP metadata XML',
          <Textarea
            id="sso-metadataXml"
            name="metadataXml"
            rows={6}
            className="font-mono text-xs"
            aria-invalid={invalid('metadataXml')}
            aria-describedby={describedBy('metadataXml')}
          />,
        )
      ) : (
        <>
          {field(
            'entityId',
            'IdP entity ID',
            <Input
              id="sso-entityId"
              name="entityId"
              aria-invalid={invalid('entityId')}
              aria-describedby={describedBy('entityId')}
            />,
          )}
          {field(
            'ssoUrl',
            'Sign-in URL (HTTP-Redirect)',
            <Input
              id="sso-ssoUrl"
              name="ssoUrl"
              type="url"
              aria-invalid={invalid('ssoUrl')}
              aria-describedby={describedBy('ssoUrl')}
            />,
          )}
          {field(
            'certificates',
            'Signing certificate (PEM)',
            <Textarea
              id="sso-certificates"
              name="certificate"
              rows={5}
              className="font-mono text-xs"
              aria-invalid={invalid('certificates')}
              aria-describedby={describedBy('certificates')}
            />,
          )}
        </>
      )}
      {create.isError ? <Alert variant="destructive">{create.error.message}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add provider'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
