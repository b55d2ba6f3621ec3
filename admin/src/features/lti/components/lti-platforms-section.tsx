import { useState } from 'react';
import type { LtiPlatformKind, LtiToolConfig } from '@shared/schemas/lti';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeleteLtiPlatform } from '../api/delete-lti-platform';
import { useLtiPlatforms } from '../api/get-lti-platforms';
import { LtiPlatformForm } from './lti-platform-form';

const TOOL_URLS: { key: keyof LtiToolConfig; label: string }[] = [
  { key: 'loginUrl', label: 'Login (OIDC initiation) URL' },
  { key: 'launchUrl', label: 'Launch / redirect URL' },
  { key: 'deepLinkingUrl', label: 'Deep linking URL' },
  { key: 'jwksUrl', label: 'Public keys (JWKS) URL' },
  { key: 'canvasConfigUrl', label: 'Canvas configuration (JSON URL)' },
];

/** Settings › Integrations › LMS: the tool URLs to give an LMS, and the platforms registered to launch us. */
export function LtiPlatformsSection({ workspaceId }: { workspaceId: string }) {
  const platforms = useLtiPlatforms(workspaceId);
  const remove = useDeleteLtiPlatform(workspaceId);
  const [adding, setAdding] = useState<LtiPlatformKind | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section className="max-w-3xl space-y-4" aria-labelledby="lti-heading">
      <div>
        <h2 id="lti-heading" className="text-xl font-semibold">
          Learning platforms (LTI 1.3)
        </h2>
        <p className="text-muted-foreground">
          Let instructors add showcases and files from inside Canvas, Moodle, Blackboard or D2L. Give the platform these
          URLs, then register it here with the values it gives you.
        </p>
      </div>
      {platforms.isError ? <QueryErrorAlert error={platforms.error} onRetry={() => void platforms.refetch()} /> : null}
      {platforms.isPending ? <p role="status">Loading learning platforms…</p> : null}
      {platforms.isSuccess ? (
        <>
          <div className="grid gap-2 rounded-md border p-4">
            {TOOL_URLS.map(({ key, label }) => (
              <div key={key} className="grid gap-1">
                <Label htmlFor={`lti-tool-${key}`}>{label}</Label>
                <Input
                  id={`lti-tool-${key}`}
                  readOnly
                  value={platforms.data.tool[key]}
                  onFocus={(e) => e.target.select()}
                />
              </div>
            ))}
          </div>
          <ul className="grid gap-3" aria-label="Registered learning platforms">
            {platforms.data.platforms.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-3 rounded-md border p-4">
                <div className="min-w-0 flex-1">
                  <h3 className="font-medium">{p.name}</h3>
                  <p className="text-muted-foreground text-sm break-all">
                    {p.issuer} · client {p.clientId} · {p.deploymentIds.length} deployment
                    {p.deploymentIds.length === 1 ? '' : 's'}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-expanded={editing === p.id}
                  onClick={() => setEditing((id) => (id === p.id ? null : p.id))}
                >
                  Edit {p.name}
                </Button>
                <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(p)}>
                  Remove {p.name}
                </Button>
                {editing === p.id ? (
                  <div className="basis-full">
                    <LtiPlatformForm
                      workspaceId={workspaceId}
                      kind={p.kind}
                      platform={p}
                      onDone={() => setEditing(null)}
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {adding ? (
            <LtiPlatformForm key={adding} workspaceId={workspaceId} kind={adding} onDone={() => setAdding(null)} />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setAdding('canvas')}>
                Register Canvas
              </Button>
              <Button variant="outline" onClick={() => setAdding('generic')}>
                Register an LTI 1.3 platform
              </Button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
