import { useState } from 'react';
import { ssoProviderMetadataPath } from '@shared/api/sso';
import type { SsoProvider } from '@shared/schemas/sso';
import { CopyButton } from '@/components/copy-button';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { apiClient } from '@/lib/api-client';
import { useDeleteSsoProvider } from '../api/delete-sso-provider';
import { useSsoProviders } from '../api/get-sso-providers';
import { useStartTestSignIn } from '../api/start-test-sign-in';
import { useToggleSsoProvider } from '../api/toggle-sso-provider';
import { useVerifySsoDomain } from '../api/verify-sso-domain';
import { AddSsoProviderForm } from './add-sso-provider-form';

interface ScreenProps {
  workspaceId: string;
  /** Operators may verify a domain without DNS. */
  isOperator: boolean;
}

/** Settings › Single sign-on: the workspace's SAML identity providers (admins, `sso` flag). */
export function SsoProvidersScreen({ workspaceId, isOperator }: ScreenProps) {
  const providers = useSsoProviders(workspaceId);
  const [adding, setAdding] = useState(false);
  return (
    <section className="max-w-3xl space-y-6">
      <div>
        <h1 className="mb-2 text-2xl font-semibold">Single sign-on</h1>
        <p className="text-muted-foreground">
          People whose email is at a verified domain sign in through your identity provider (SAML 2.0) and join this
          workspace with the role you choose. Give your IdP administrator our SP metadata.
        </p>
      </div>
      {providers.isError ? <QueryErrorAlert error={providers.error} onRetry={() => void providers.refetch()} /> : null}
      {providers.isPending ? <p role="status">Loading identity providers…</p> : null}
      {providers.isSuccess ? (
        providers.data.providers.length === 0 ? (
          <p>No identity provider yet.</p>
        ) : (
          <ul className="grid gap-3">
            {providers.data.providers.map((provider) => (
              <ProviderCard key={provider.id} workspaceId={workspaceId} provider={provider} isOperator={isOperator} />
            ))}
          </ul>
        )
      ) : null}
      {adding ? (
        <AddSsoProviderForm workspaceId={workspaceId} onDone={() => setAdding(false)} />
      ) : (
        <Button onClick={() => setAdding(true)}>Add identity provider</Button>
      )}
    </section>
  );
}

function ProviderCard({ workspaceId, provider, isOperator }: ScreenProps & { provider: SsoProvider }) {
  const toggle = useToggleSsoProvider(workspaceId);
  const remove = useDeleteSsoProvider(workspaceId);
  const testSignIn = useStartTestSignIn();
  const [confirming, setConfirming] = useState(false);
  const headingId = `sso-provider-${provider.id}`;
  const verified = provider.domains.filter((d) => d.verifiedAt !== null);
  return (
    <li className="space-y-3 rounded-md border p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="flex-1 font-medium">
          {provider.name}
        </h2>
        <Badge variant={provider.enabled ? 'default' : 'outline'}>{provider.enabled ? 'On' : 'Off'}</Badge>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">IdP entity ID</dt>
        <dd className="break-all">{provider.entityId}</dd>
        <dt className="text-muted-foreground">Sign-in URL</dt>
        <dd className="break-all">{provider.ssoUrl}</dd>
        <dt className="text-muted-foreground">Our ACS URL</dt>
        <dd className="break-all">{provider.acsUrl}</dd>
        <dt className="text-muted-foreground">Our entity ID</dt>
        <dd className="break-all">{provider.spEntityId}</dd>
        <dt className="text-muted-foreground">New members</dt>
        <dd>{provider.defaultRole}</dd>
      </dl>
      <DomainList workspaceId={workspaceId} provider={provider} isOperator={isOperator} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ id: provider.id, enabled: !provider.enabled })}
        >
          {provider.enabled ? `Turn off ${provider.name}` : `Turn on ${provider.name}`}
        </Button>
        <a
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
          href={apiClient.baseUrl + ssoProviderMetadataPath(provider.id)}
          download
        >
          Download SP metadata
        </a>
        <Button
          size="sm"
          variant="outline"
          disabled={!provider.enabled || verified.length === 0 || testSignIn.isPending}
          onClick={() => testSignIn.mutate({ providerId: provider.id, domain: verified[0]!.domain })}
        >
          Test sign-in
        </Button>
        {confirming ? (
          <span className="inline-flex items-center gap-2 text-sm">
            Remove {provider.name}?
            <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(provider)}>
              Remove
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            Remove {provider.name}
          </Button>
        )}
      </div>
    </li>
  );
}

function DomainList({ workspaceId, provider, isOperator }: ScreenProps & { provider: SsoProvider }) {
  const verify = useVerifySsoDomain(workspaceId);
  return (
    <ul className="grid gap-2" aria-label={`Email domains of ${provider.name}`}>
      {provider.domains.map((d) => (
        <li key={d.domain} className="rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{d.domain}</span>
            <Badge variant={d.verifiedAt ? 'default' : 'outline'}>
              {d.verifiedAt ? `Verified${d.verifiedBy === 'operator' ? ' by an operator' : ' by DNS'}` : 'Not verified'}
            </Badge>
          </div>
          {d.verifiedAt ? null : (
            <div className="mt-2 space-y-2">
              <p>Add this TXT record at {d.domain}, then check it:</p>
              <div className="flex flex-wrap items-center gap-2">
                <code className="bg-muted rounded px-2 py-1 break-all">{d.txtRecord}</code>
                <CopyButton value={d.txtRecord} label={`Copy the TXT record for ${d.domain}`} />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={verify.isPending}
                  onClick={() => verify.mutate({ providerId: provider.id, domain: d.domain, method: 'dns' })}
                >
                  Check DNS for {d.domain}
                </Button>
                {isOperator ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={verify.isPending}
                    onClick={() => verify.mutate({ providerId: provider.id, domain: d.domain, method: 'operator' })}
                  >
                    Verify {d.domain} as operator
                  </Button>
                ) : null}
              </div>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
