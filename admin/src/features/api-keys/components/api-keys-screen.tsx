import { useState } from 'react';
import type { ApiKey } from '@shared/schemas/api-keys';
import { QueryErrorAlert } from '@/components/query-error-alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { SCOPE_DESCRIPTIONS } from './scope-descriptions';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** Settings › API: the workspace's API keys, creating one and revoking one (admins). */
export function ApiKeysScreen({ workspaceId }: { workspaceId: string }) {
  const keys = useApiKeys(workspaceId);
  const revoke = useRevokeApiKey(workspaceId);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <section className="max-w-4xl space-y-4" aria-labelledby="api-keys-heading">
      <div>
        <h1 id="api-keys-heading" className="mb-2 text-2xl font-semibold">
          API keys
        </h1>
        <p className="text-muted-foreground">
          Keys let your own systems, such as a nightly sync from your LMS, call the Media Access API for this workspace.
          Send one as <code>Authorization: Bearer ma_live_…</code>; see the API documentation.
        </p>
      </div>
      <Button onClick={() => setCreating(true)}>Create key</Button>
      {keys.isError ? <QueryErrorAlert error={keys.error} onRetry={() => void keys.refetch()} /> : null}
      {keys.isPending ? <p role="status">Loading API keys…</p> : null}
      {keys.isSuccess && keys.data.keys.length === 0 ? <p>No API keys yet.</p> : null}
      {keys.isSuccess && keys.data.keys.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">API keys</caption>
            <thead>
              <tr className="border-b">
                {['Name', 'Key', 'Scopes', 'Created by', 'Last used', 'Expires'].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-4 font-medium">
                    {h}
                  </th>
                ))}
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.keys.map((key) => (
                <tr key={key.id} className="border-b align-top">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {key.name}
                  </th>
                  <td className="py-2 pr-4">
                    <code>{key.prefix}…</code>
                  </td>
                  <td className="py-2 pr-4">
                    {key.scopes.map((scope) => (
                      <abbr key={scope} title={SCOPE_DESCRIPTIONS[scope]} className="mr-2 no-underline">
                        {scope}
                      </abbr>
                    ))}
                  </td>
                  <td className="py-2 pr-4">{key.createdBy.name}</td>
                  <td className="py-2 pr-4">
                    {key.lastUsedAt
                      ? `${timeFormat.format(new Date(key.lastUsedAt))}${key.lastUsedIp ? ` from ${key.lastUsedIp}` : ''}`
                      : 'Never'}
                  </td>
                  <td className="py-2 pr-4">
                    <Expiry at={key.expiresAt} listedAt={keys.dataUpdatedAt} />
                  </td>
                  <td className="py-2">
                    <Button size="sm" variant="outline" onClick={() => setRevoking(key)}>
                      Revoke {key.name}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <CreateApiKeyDialog workspaceId={workspaceId} open={creating} onOpenChange={setCreating} />
      <AlertDialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Revoke “{revoking?.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Every call made with this key is refused from now on, so whatever uses it stops working. This cannot be
            undone.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() => revoking && revoke.mutate(revoking, { onSettled: () => setRevoking(null) })}
            >
              {revoke.isPending ? 'Revoking…' : 'Revoke'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

/** The expiry day, marked when it had passed by the time the list was fetched (`listedAt`, ms). */
function Expiry({ at, listedAt }: { at: string | null; listedAt: number }) {
  if (!at) return <>Never</>;
  const day = dayFormat.format(new Date(at));
  return <>{Date.parse(at) <= listedAt ? `Expired ${day}` : day}</>;
}
