import { type FormEvent, useState } from 'react';
import { PLATFORM_TYPES, type PlatformType } from '@shared/constants';
import { connectIntegrationBodySchema, type Integration, PLATFORM_CREDENTIALS } from '@shared/schemas/integrations';
import type { PlatformOAuthClientsResponse } from '@shared/schemas/platform-oauth';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PLATFORM_LABELS } from '@/lib/access';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useConnectIntegration } from '../api/connect-integration';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { useIntegrations } from '../api/get-integrations';
import { useOAuthClients } from '../api/get-oauth-clients';
import { useStartPlatformOAuth } from '../api/start-platform-oauth';
import { OAuthResult } from './oauth-result';

const LABELS: Record<PlatformType, string> = { ...PLATFORM_LABELS, rev: 'Rev' };
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

type OAuthClient = PlatformOAuthClientsResponse['clients'][number];

/** Settings › Integrations: every platform whose flag is on, with connect and disconnect (admins). */
export function IntegrationsScreen({ workspaceId }: { workspaceId: string }) {
  const flags = useFeatureFlags();
  const integrations = useIntegrations(workspaceId);
  const oauthClients = useOAuthClients(workspaceId);
  const clients = new Map((oauthClients.data?.clients ?? []).map((c) => [c.platformType, c]));
  const platforms = PLATFORM_TYPES.filter((p) => flags[p]);
  const connected = new Map((integrations.data?.integrations ?? []).map((i) => [i.platformType, i]));
  return (
    <section className="max-w-3xl space-y-6">
      <div>
        <h1 className="mb-2 text-2xl font-semibold">Integrations</h1>
        <p className="text-muted-foreground">
          Connect the platforms your media lives on. Platforms that offer it connect by signing in there (“Connect with
          …”); the others take the API keys from the platform’s developer settings. Credentials are stored encrypted and
          never shown again.
        </p>
      </div>
      <OAuthResult />
      {integrations.isError ? (
        <QueryErrorAlert error={integrations.error} onRetry={() => void integrations.refetch()} />
      ) : null}
      {integrations.isPending ? <p role="status">Loading integrations…</p> : null}
      {integrations.isSuccess ? (
        <ul className="grid gap-3">
          {platforms.map((platform) => (
            <PlatformCard
              key={platform}
              workspaceId={workspaceId}
              platform={platform}
              integration={connected.get(platform)}
              oauthClient={clients.get(platform)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

interface PlatformCardProps {
  workspaceId: string;
  platform: PlatformType;
  integration: Integration | undefined;
  /** Only for sign-in platforms the server knows (undefined while loading: the server's answer then decides). */
  oauthClient: OAuthClient | undefined;
}

function PlatformCard({ workspaceId, platform, integration, oauthClient }: PlatformCardProps) {
  const label = LABELS[platform];
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectIntegration(workspaceId);
  const startOAuth = useStartPlatformOAuth(workspaceId);
  const headingId = `integration-${platform}`;
  const signsIn = PLATFORM_CREDENTIALS[platform].kind === 'oauth';
  // Without the server's OAuth client, pasting tokens from the platform's console is the only way left.
  const canSignIn = signsIn && oauthClient?.configured !== false;
  const formLabel = integration
    ? `Replace ${label} credentials`
    : signsIn
      ? `Paste ${label} tokens`
      : `Connect ${label}`;
  return (
    <li className="rounded-md border p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex-1">
          <h2 id={headingId} className="font-medium">
            {label}
          </h2>
          <p className="text-muted-foreground text-sm">
            {integration ? `Connected since ${dateFormat.format(new Date(integration.connectedAt))}` : 'Not connected'}
            {platform === 'rev' ? ' · A transcription vendor: it has no media tab.' : ''}
          </p>
        </div>
        {integration && confirming ? (
          <span className="inline-flex items-center gap-2 text-sm">
            Disconnect {label}?
            <Button
              size="sm"
              variant="destructive"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate({ platformType: platform, label })}
            >
              Disconnect
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </span>
        ) : (
          <>
            {canSignIn ? (
              <Button
                size="sm"
                variant={integration ? 'outline' : 'default'}
                disabled={startOAuth.isPending}
                onClick={() => startOAuth.mutate(platform)}
              >
                {startOAuth.isPending
                  ? `Opening ${label}…`
                  : integration
                    ? `Reconnect ${label}`
                    : `Connect with ${label}`}
              </Button>
            ) : (
              <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
                {formLabel}
              </Button>
            )}
            {integration ? (
              <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                Disconnect {label}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {signsIn && !canSignIn ? (
        <p className="text-muted-foreground mt-2 text-sm">
          Signing in with {label} is not set up on this server: it needs {oauthClient?.missing.join(' and ')}. Ask
          whoever runs Media Access to add them, or paste tokens from {label}’s developer console.
        </p>
      ) : null}
      {open ? (
        <CredentialsForm workspaceId={workspaceId} platform={platform} label={label} onDone={() => setOpen(false)} />
      ) : null}
    </li>
  );
}

function CredentialsForm(props: { workspaceId: string; platform: PlatformType; label: string; onDone: () => void }) {
  const { kind, fields } = PLATFORM_CREDENTIALS[props.platform];
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const connect = useConnectIntegration(props.workspaceId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = connectIntegrationBodySchema(props.platform).safeParse({ credentials: values });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[1]), i.message])));
      return;
    }
    setErrors({});
    connect.mutate(
      { platformType: props.platform, label: props.label, credentials: parsed.data.credentials },
      { onSuccess: props.onDone },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3" aria-label={`${props.label} credentials`}>
      <p className="text-muted-foreground text-sm">
        {kind === 'oauth'
          ? `${props.label} uses OAuth: paste an access token (and refresh token) created in its developer console.`
          : `Paste the API credentials from your ${props.label} account settings.`}
      </p>
      {fields.map((f) => {
        const id = `${props.platform}-${f.name}`;
        return (
          <div key={f.name} className="grid gap-1">
            <Label htmlFor={id}>{f.label}</Label>
            <Input
              id={id}
              type={f.secret ? 'password' : f.url ? 'url' : 'text'}
              autoComplete="off"
              value={values[f.name] ?? ''}
              onChange={(event) => setValues((v) => ({ ...v, [f.name]: event.target.value }))}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `${id}-error` : undefined}
            />
            {errors[f.name] ? (
              <p id={`${id}-error`} className="text-destructive text-sm">
                {errors[f.name]}
              </p>
            ) : null}
          </div>
        );
      })}
      {connect.isError ? <Alert variant="destructive">{connect.error.message}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Connecting…' : `Save and connect`}
        </Button>
        <Button type="button" variant="outline" onClick={props.onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
