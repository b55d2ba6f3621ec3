import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '@shared/constants';
import { canManageFiles } from '@shared/permissions/file';
import type { RevOrder } from '@shared/schemas/rev';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { isOpenRevOrder, useRevOrders } from '../api/get-rev-orders';
import { usePlaceRevOrder } from '../api/place-rev-order';

interface Props {
  workspaceId: string;
  fileId: string;
  role: Role;
  /** Called when an order's transcript has arrived as a track, so the page can show it. */
  onReceived: () => void;
}

/** What a person reads for each order's state. */
function orderState(order: RevOrder): string {
  switch (order.status) {
    case 'submitting':
      return 'Being placed with Rev';
    case 'in_progress':
      return `With Rev${order.revStatus ? ` (${order.revStatus})` : ''}: the transcript arrives as a new track`;
    case 'complete':
      return order.trackId
        ? 'Arrived as the track “English (Rev, human)”'
        : 'Arrived; its track has since been deleted';
    case 'cancelled':
      return `Cancelled${order.error ? `: ${order.error}` : ''}`;
    case 'failed':
      return `Failed${order.error ? `: ${order.error}` : ''}`;
  }
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The file page's "Human transcript" panel: order captions from Rev and follow the orders until they arrive. */
export function RevOrdersPanel({ workspaceId, fileId, role, onReceived }: Props) {
  const orders = useRevOrders(workspaceId, fileId);
  const place = usePlaceRevOrder(workspaceId, fileId);
  const [comment, setComment] = useState('');
  const data = orders.data;
  const list = data?.orders ?? [];
  const open = list.some(isOpenRevOrder);

  // An order that was open and is now complete brought a track: let the page fetch the file again.
  const wasOpen = useRef(new Set<string>());
  useEffect(() => {
    if (!data) return;
    const arrived = data.orders.some((o) => o.status === 'complete' && wasOpen.current.has(o.id));
    wasOpen.current = new Set(data.orders.filter(isOpenRevOrder).map((o) => o.id));
    if (arrived) onReceived();
  }, [data, onReceived]);

  const error = place.error as (Error & { code?: string }) | null;
  return (
    <section aria-labelledby="rev-orders-heading" className="grid gap-3">
      <h2 id="rev-orders-heading" className="text-lg font-semibold">
        Human transcript
      </h2>
      {orders.isError ? <p role="alert">Rev orders could not be loaded: {orders.error.message}</p> : null}
      {canManageFiles(role) ? (
        <form
          className="grid max-w-prose gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            place.mutate(comment.trim() ? { comment: comment.trim() } : {}, { onSuccess: () => setComment('') });
          }}
        >
          <Label htmlFor="rev-comment">Notes for Rev’s transcriptionists (optional)</Label>
          <Textarea
            id="rev-comment"
            value={comment}
            maxLength={1000}
            onChange={(event) => setComment(event.target.value)}
            placeholder="Speaker names, terms, spellings"
          />
          <div>
            {/* Paid and slower than machine work: offered, never the page's primary action. */}
            <Button type="submit" variant="outline" disabled={place.isPending || open || !orders.data}>
              {place.isPending ? 'Ordering…' : 'Order a human transcript from Rev'}
            </Button>
          </div>
          {open ? <p className="text-muted-foreground text-sm">An order for this file is still open.</p> : null}
          {error ? (
            <p role="alert">
              {error.message}
              {error.code === 'platform_reconnect' || error.message.includes('not connected') ? (
                <>
                  {' '}
                  <Link className="underline" to={paths.workspaceSettings(workspaceId, 'integrations')}>
                    Open Settings → Integrations
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
        </form>
      ) : null}
      {list.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Rev orders">
          {list.map((o) => (
            <li key={o.id}>
              <span className="font-medium">{o.revOrderNumber ?? 'Rev order'}</span>,{' '}
              {dateTime.format(new Date(o.createdAt))}
              {o.orderedBy ? ` by ${o.orderedBy}` : ''}: {orderState(o)}
            </li>
          ))}
        </ul>
      ) : orders.data ? (
        <p className="text-muted-foreground text-sm">No Rev orders for this file yet.</p>
      ) : null}
    </section>
  );
}
