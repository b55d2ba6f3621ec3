import { type FormEvent, useId, useState } from 'react';
import {
  type CreatedWebhook,
  createWebhookBodySchema,
  type Webhook,
  type WebhookEventType,
} from '@shared/schemas/webhooks';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { EventCheckboxes } from './event-checkboxes';
import { WebhookSecret } from './webhook-secret';

interface WebhookDialogProps {
  workspaceId: string;
  /** The endpoint to edit; none to add one. */
  webhook?: Webhook;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Settings › Webhooks › Add endpoint (then its secret, once) or Edit: address and events. */
export function WebhookDialog({ workspaceId, webhook, open, onOpenChange }: WebhookDialogProps) {
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {created ? (
          <div className="grid gap-4">
            <DialogTitle>Copy the signing secret</DialogTitle>
            <p role="status">Endpoint {created.webhook.url} added.</p>
            <WebhookSecret secret={created.secret} />
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <WebhookForm
            key={webhook?.id ?? 'new'}
            workspaceId={workspaceId}
            webhook={webhook}
            onCreated={setCreated}
            onSaved={() => close(false)}
            onCancel={() => close(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface WebhookFormProps {
  workspaceId: string;
  webhook?: Webhook;
  onCreated: (created: CreatedWebhook) => void;
  onSaved: () => void;
  onCancel: () => void;
}

function WebhookForm({ workspaceId, webhook, onCreated, onSaved, onCancel }: WebhookFormProps) {
  const create = useCreateWebhook(workspaceId);
  const update = useUpdateWebhook(workspaceId);
  const saving = webhook ? update : create;
  const id = useId();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(webhook?.events ?? ['job.succeeded']);
  const [errors, setErrors] = useState<Partial<Record<'url' | 'events', string>>>({});
  const title = webhook ? 'Edit endpoint' : 'Add endpoint';

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createWebhookBodySchema.safeParse({ url, events });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof typeof errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    if (webhook) update.mutate({ webhookId: webhook.id, body: { url, events } }, { onSuccess: onSaved });
    else create.mutate({ url, events }, { onSuccess: onCreated });
  }

  return (
    <form aria-label={title} noValidate onSubmit={submit} className="grid gap-4">
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>
        Media Access sends a signed POST to this address when one of the chosen events happens in this workspace.
      </DialogDescription>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-url`}>Endpoint URL</Label>
        <Input
          id={`${id}-url`}
          type="url"
          value={url}
          placeholder="https://example.edu/hooks/media-access"
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={`${id}-url-hint`}
        />
        <p id={`${id}-url-hint`} className={errors.url ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'}>
          {errors.url ?? 'An https:// address your systems answer with a 2xx status.'}
        </p>
      </div>
      <EventCheckboxes value={events} onChange={setEvents} errorId={errors.events ? `${id}-events-error` : undefined} />
      {errors.events ? (
        <p id={`${id}-events-error`} className="text-destructive text-sm">
          {errors.events}
        </p>
      ) : null}
      {saving.isError ? <Alert variant="destructive">{saving.error.message}</Alert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? 'Saving…' : webhook ? 'Save' : 'Add endpoint'}
        </Button>
      </DialogFooter>
    </form>
  );
}
