import { type FormEvent, useState } from 'react';
import {
  CANVAS_PLATFORM_DEFAULTS,
  type LtiPlatform,
  type LtiPlatformKind,
  ltiPlatformBodySchema,
} from '@shared/schemas/lti';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateLtiPlatform } from '../api/create-lti-platform';
import { useUpdateLtiPlatform } from '../api/update-lti-platform';

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'issuer', label: 'Issuer', type: 'url' },
  { name: 'clientId', label: 'Client ID', type: 'text' },
  { name: 'authUrl', label: 'OIDC authorisation URL', type: 'url' },
  { name: 'tokenUrl', label: 'Token URL', type: 'url' },
  { name: 'jwksUrl', label: 'Public keys (JWKS) URL', type: 'url' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

const EMPTY: Record<FieldName, string> = { name: '', issuer: '', clientId: '', authUrl: '', tokenUrl: '', jwksUrl: '' };

function initialValues(kind: LtiPlatformKind, platform: LtiPlatform | undefined): Record<FieldName, string> {
  if (platform) return Object.fromEntries(FIELDS.map((f) => [f.name, platform[f.name]])) as Record<FieldName, string>;
  return kind === 'canvas' ? { ...EMPTY, ...CANVAS_PLATFORM_DEFAULTS } : EMPTY;
}

interface LtiPlatformFormProps {
  workspaceId: string;
  kind: LtiPlatformKind;
  /** The registration to change; without it, the form registers a new one. */
  platform?: LtiPlatform;
  onDone: () => void;
}

/** Registers Canvas (its endpoints filled in) or any LTI 1.3 platform from the values its administrator gives. */
export function LtiPlatformForm(props: LtiPlatformFormProps) {
  const [values, setValues] = useState(() => initialValues(props.kind, props.platform));
  const [deployments, setDeployments] = useState(props.platform?.deploymentIds.join('\n') ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateLtiPlatform(props.workspaceId);
  const update = useUpdateLtiPlatform(props.workspaceId);
  const saving = props.platform ? update : create;
  const label = props.platform
    ? `Edit ${props.platform.name}`
    : `Register ${props.kind === 'canvas' ? 'Canvas' : 'LTI 1.3 platform'}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const deploymentIds = deployments
      .split(/[\s,]+/)
      .map((d) => d.trim())
      .filter(Boolean);
    const parsed = ltiPlatformBodySchema.safeParse({ kind: props.kind, ...values, deploymentIds });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    if (props.platform)
      update.mutate({ platformId: props.platform.id, body: parsed.data }, { onSuccess: props.onDone });
    else create.mutate(parsed.data, { onSuccess: props.onDone });
  };

  const idPrefix = `lti-${props.platform?.id ?? props.kind}`;
  const errorOf = (name: string, id: string) =>
    errors[name] ? (
      <p id={`${id}-error`} className="text-destructive text-sm">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string, id: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3" aria-label={label}>
      {FIELDS.map((f) => {
        const id = `${idPrefix}-${f.name}`;
        return (
          <div key={f.name} className="grid gap-1">
            <Label htmlFor={id}>{f.label}</Label>
            <Input
              id={id}
              type={f.type}
              autoComplete="off"
              value={values[f.name]}
              onChange={(event) => setValues((v) => ({ ...v, [f.name]: event.target.value }))}
              {...described(f.name, id)}
            />
            {errorOf(f.name, id)}
          </div>
        );
      })}
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-deployments`}>Deployment IDs (one per line)</Label>
        <Textarea
          id={`${idPrefix}-deployments`}
          value={deployments}
          onChange={(event) => setDeployments(event.target.value)}
          {...described('deploymentIds', `${idPrefix}-deployments`)}
        />
        {errorOf('deploymentIds', `${idPrefix}-deployments`)}
      </div>
      {saving.isError ? <Alert variant="destructive">{saving.error.message}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? 'Saving…' : props.platform ? 'Save' : 'Register'}
        </Button>
        <Button type="button" variant="outline" onClick={props.onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
