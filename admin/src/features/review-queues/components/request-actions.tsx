import { type FormEvent, useState } from 'react';
import { LIMITS } from '@shared/constants';
import type { MediaRequest } from '@shared/schemas/contributions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useDeclineRequest } from '../api/decline-request';
import { useFulfilRequest } from '../api/fulfil-request';
import { useStartRequest } from '../api/start-request';
import { describeError } from './describe-error';

/** Start (pending only), Fulfil and Decline with a message, while the request is open. */
export function RequestActions({
  workspaceId,
  request,
  onAnnounce,
}: {
  workspaceId: string;
  request: MediaRequest;
  onAnnounce: (message: string) => void;
}) {
  const start = useStartRequest(workspaceId);
  const fulfil = useFulfilRequest(workspaceId);
  const decline = useDeclineRequest(workspaceId);
  const [declining, setDeclining] = useState(false);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = start.isPending || fulfil.isPending || decline.isPending;
  const mailed = request.email ? ` ${request.email} will get an email.` : '';
  const onError = (cause: unknown) => setError(describeError(cause));

  function onDecline(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '').trim();
    if (!message) return setMessageError('Write a message for the requester.');
    setMessageError(null);
    decline.mutate(
      { id: request.id, message },
      {
        onSuccess: () => {
          setDeclining(false);
          onAnnounce(`Declined.${mailed}`);
        },
        onError,
      },
    );
  }

  return (
    <div className="space-y-3">
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div role="group" aria-label="Decide" className="flex flex-wrap gap-2">
        {request.status === 'pending' ? (
          <Button
            disabled={busy}
            onClick={() =>
              start.mutate(request.id, {
                onSuccess: (result) => onAnnounce(`Started. Assignment “${result.assignment.title}” created.`),
                onError,
              })
            }
          >
            Start
          </Button>
        ) : null}
        <Button
          variant={request.status === 'pending' ? 'outline' : 'default'}
          disabled={busy}
          onClick={() => fulfil.mutate(request.id, { onSuccess: () => onAnnounce(`Fulfilled.${mailed}`), onError })}
        >
          Fulfil
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => setDeclining(true)}>
          Decline
        </Button>
      </div>
      {declining ? (
        <form noValidate onSubmit={onDecline} className="grid gap-2" aria-label="Decline">
          <Label htmlFor="decline-message">Message to the requester</Label>
          <Textarea
            id="decline-message"
            name="message"
            autoFocus
            required
            maxLength={LIMITS.requestMessage}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? 'decline-message-error' : undefined}
          />
          {messageError ? (
            <p id="decline-message-error" className="text-destructive text-sm">
              {messageError}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              Decline request
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
