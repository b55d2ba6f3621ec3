import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@shared/schemas/review';
import { Alert } from '@/components/ui/alert';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { type OutboxFilters, useOutbox } from '../api/get-outbox';
import { MailState, utcTime } from './mail-state';

const STATUS_LABELS: Record<OutboxStatus, string> = {
  all: 'Any state',
  pending: 'Not sent yet',
  queued: 'Queued',
  failed: 'Failed',
  sent: 'Sent',
};
const SHOWN_STATUSES: OutboxStatus[] = ['all', 'queued', 'failed', 'sent'];

/**
 * `/operator/outbox`: every message the product mailed or will mail, newest first, by state and recipient; each
 * opens to its text (so an invitation link can be copied when no mail leaves, as locally).
 */
export function OutboxList() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: OutboxFilters = {
    status: OUTBOX_STATUSES.includes(status as OutboxStatus) ? (status as OutboxStatus) : 'all',
    to: params.get('to')?.trim() || undefined,
  };
  const outbox = useOutbox(filters);
  const messages = outbox.data?.pages.flatMap((p) => p.messages) ?? [];
  const sending = outbox.data?.pages[0]?.sending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    const chosen = String(data.get('status') ?? 'all');
    const to = String(data.get('to') ?? '').trim();
    if (chosen !== 'all') next.status = chosen;
    if (to) next.to = to;
    setParams(next);
  }

  return (
    <section className="max-w-5xl">
      <h1 className="mb-2 text-2xl font-semibold">Mail outbox</h1>
      <p className="text-muted-foreground mb-4">
        Every message the product sends (invitations, assignments, answers to requests), across workspaces.
      </p>
      {sending === false ? (
        <p className="mb-4 rounded-md border p-3 text-sm">
          This server sends no mail (SMTP_URL is not set): messages stay queued here. Open one to read or copy its
          links.
        </p>
      ) : null}
      <form
        key={params.toString()}
        aria-label="Filter the outbox"
        onSubmit={onSubmit}
        className="mb-4 grid gap-3 sm:flex sm:flex-wrap sm:items-end"
      >
        <div className="grid gap-1">
          <Label htmlFor="outbox-status">State</Label>
          <NativeSelect id="outbox-status" name="status" defaultValue={filters.status} className="sm:w-44">
            {SHOWN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="outbox-to">Recipient</Label>
          <Input
            id="outbox-to"
            name="to"
            type="search"
            defaultValue={filters.to ?? ''}
            placeholder="part of the address"
            className="sm:w-64"
          />
        </div>
        <Button type="submit" variant="outline">
          Apply filters
        </Button>
      </form>

      {outbox.isPending ? (
        <p aria-busy="true">Loading the outbox…</p>
      ) : outbox.isError ? (
        <Alert variant="destructive">The outbox could not be loaded. {outbox.error.message}</Alert>
      ) : messages.length === 0 ? (
        <p>No messages match these filters.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Messages, newest first">
          {messages.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </ul>
      )}
      <LoadMore query={outbox} count={messages.length} noun={['message', 'messages']} />
    </section>
  );
}

function MessageRow({ message }: { message: OutboxMessage }) {
  return (
    <li className="grid gap-1 rounded-md border p-3">
      <Link
        to={paths.operatorOutboxMessage(message.id)}
        className="justify-self-start font-medium break-words underline-offset-4 hover:underline"
      >
        {message.subject}
      </Link>
      <p className="text-sm break-all">To {message.to}</p>
      <p className="text-muted-foreground text-xs">
        <time dateTime={message.createdAt}>{utcTime(message.createdAt)}</time> · {message.kind}
      </p>
      <MailState message={message} />
    </li>
  );
}
