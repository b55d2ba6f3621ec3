import { useState } from 'react';
import type { CreatedWebhook, Webhook } from '@shared/schemas/webhooks';
import { QueryErrorAlert } from '@/components/query-error-alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useUpdateWebhook } from '../api/update-webhook';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookDialog } from './webhook-dialog';
import { WebhookSecret } from './webhook-secret';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Settings › Webhooks: the workspace's endpoints, their state and deliveries (admins). */
export function WebhooksScreen({ workspaceId }: { workspaceId: string }) {
  const webhooks = useWebhooks(workspaceId);
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [rotated, setRotated] = useState<CreatedWebhook | null>(null);
  const remove = useDeleteWebhook(workspaceId);
  const rotate = useRotateWebhookSecret(workspaceId);
  return (
    <section className="max-w-5xl space-y-4" aria-labelledby="webhooks-heading">
      <div>
        <h1 id="webhooks-heading" className="mb-2 text-2xl font-semibold">
          Webhooks
        </h1>
        <p className="text-muted-foreground">
          Endpoints receive a signed POST when something happens in this workspace, such as a transcript being ready, so
          your systems need not poll. Failed deliveries are retried for 3 days; see the API documentation.
        </p>
      </div>
      <Button onClick={() => setEditing('new')}>Add endpoint</Button>
      {webhooks.isError ? <QueryErrorAlert error={webhooks.error} onRetry={() => void webhooks.refetch()} /> : null}
      {webhooks.isPending ? <p role="status">Loading webhooks…</p> : null}
      {webhooks.isSuccess && webhooks.data.webhooks.length === 0 ? <p>No endpoints yet.</p> : null}
      <ul className="grid gap-4">
        {webhooks.data?.webhooks.map((webhook) => (
          <WebhookItem
            key={webhook.id}
            workspaceId={workspaceId}
            webhook={webhook}
            listedAt={webhooks.dataUpdatedAt}
            onEdit={() => setEditing(webhook)}
            onRotate={() => setRotating(webhook)}
            onDelete={() => setDeleting(webhook)}
          />
        ))}
      </ul>
      <WebhookDialog
        workspaceId={workspaceId}
        webhook={editing === 'new' || editing === null ? undefined : editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <AlertDialog open={rotating !== null} onOpenChange={(open) => !open && setRotating(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Rotate the signing secret of {rotating?.url}?</AlertDialogTitle>
          <AlertDialogDescription>
            You get a new secret. For 24 hours deliveries are signed with both, so your receiver can switch without
            losing any; after that the old secret no longer verifies.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={rotate.isPending}>Cancel</AlertDialogCancel>
            <Button
              disabled={rotate.isPending}
              onClick={() =>
                rotating && rotate.mutate(rotating.id, { onSuccess: setRotated, onSettled: () => setRotating(null) })
              }
            >
              {rotate.isPending ? 'Rotating…' : 'Rotate secret'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <Dialog open={rotated !== null} onOpenChange={(open) => !open && setRotated(null)}>
        <DialogContent>
          <DialogTitle>Copy the new signing secret</DialogTitle>
          <p role="status">The secret of {rotated?.webhook.url} was rotated.</p>
          {rotated ? <WebhookSecret secret={rotated.secret} /> : null}
          <DialogFooter>
            <Button type="button" onClick={() => setRotated(null)}>
              Done
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete {deleting?.url}?</AlertDialogTitle>
          <AlertDialogDescription>
            Nothing more is sent to it, and its delivery log is deleted too. This cannot be undone.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
            >
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

interface WebhookItemProps {
  workspaceId: string;
  webhook: Webhook;
  /** When the list was fetched (ms), to tell whether the previous secret still works. */
  listedAt: number;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
}

function WebhookItem({ workspaceId, webhook, listedAt, onEdit, onRotate, onDelete }: WebhookItemProps) {
  const update = useUpdateWebhook(workspaceId);
  const [showLog, setShowLog] = useState(false);
  const logId = `webhook-log-${webhook.id}`;
  return (
    <li className="rounded-lg border p-4" aria-labelledby={`webhook-${webhook.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`webhook-${webhook.id}`} className="font-medium break-all">
          {webhook.url}
        </h2>
        <WebhookState webhook={webhook} />
      </div>
      <p className="text-muted-foreground mt-1 text-sm">
        {webhook.events.map((type) => (
          <code key={type} className="mr-2 inline-block">
            {type}
          </code>
        ))}
      </p>
      <p className="text-muted-foreground text-sm">
        Added by {webhook.createdBy.name} on {timeFormat.format(new Date(webhook.createdAt))}
        {webhook.previousSecretExpiresAt && Date.parse(webhook.previousSecretExpiresAt) > listedAt
          ? `; the previous secret works until ${timeFormat.format(new Date(webhook.previousSecretExpiresAt))}`
          : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${webhook.url}`}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={update.isPending}
          onClick={() => update.mutate({ webhookId: webhook.id, body: { enabled: !webhook.enabled } })}
          aria-label={`${webhook.enabled ? 'Disable' : 'Enable'} ${webhook.url}`}
        >
          {webhook.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button size="sm" variant="outline" onClick={onRotate} aria-label={`Rotate secret of ${webhook.url}`}>
          Rotate secret
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete ${webhook.url}`}>
          Delete
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((shown) => !shown)}
          aria-label={`Deliveries to ${webhook.url}`}
        >
          Deliveries
        </Button>
      </div>
      <div id={logId} hidden={!showLog} className="mt-4">
        {showLog ? <WebhookDeliveries workspaceId={workspaceId} webhookId={webhook.id} url={webhook.url} /> : null}
      </div>
    </li>
  );
}

/** Enabled, failing since when, or disabled and why. */
function WebhookState({ webhook }: { webhook: Webhook }) {
  if (!webhook.enabled) {
    const why = webhook.disabledReason === 'failing' ? 'after 3 days of failed deliveries' : 'by an admin';
    return (
      <>
        <Badge variant="destructive">Disabled</Badge>
        <span className="text-sm">
          {why}
          {webhook.disabledAt ? ` on ${timeFormat.format(new Date(webhook.disabledAt))}` : ''}
        </span>
      </>
    );
  }
  if (webhook.failingSince) {
    return (
      <>
        <Badge variant="outline">Failing</Badge>
        <span className="text-sm">since {timeFormat.format(new Date(webhook.failingSince))}</span>
      </>
    );
  }
  return <Badge variant="outline">Enabled</Badge>;
}
