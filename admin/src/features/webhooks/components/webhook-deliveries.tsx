import type { WebhookDelivery } from '@shared/schemas/webhooks';
import { LoadMore } from '@/components/load-more';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useRedeliverWebhook } from '../api/redeliver-webhook';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

const STATUS_LABELS: Record<WebhookDelivery['status'], string> = {
  pending: 'Pending',
  succeeded: 'Delivered',
  failed: 'Failed',
};

/** One endpoint's delivery log, newest first, with Redeliver on each row. */
export function WebhookDeliveries({
  workspaceId,
  webhookId,
  url,
}: {
  workspaceId: string;
  webhookId: string;
  url: string;
}) {
  const deliveries = useWebhookDeliveries(workspaceId, webhookId);
  const redeliver = useRedeliverWebhook(workspaceId, webhookId);
  const rows = deliveries.data?.pages.flatMap((page) => page.deliveries) ?? [];
  if (deliveries.isError) return <QueryErrorAlert error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.isPending) return <p role="status">Loading deliveries…</p>;
  if (rows.length === 0) return <p>No deliveries yet: events appear here as they happen.</p>;
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Deliveries to {url}</caption>
          <thead>
            <tr className="border-b">
              {['Time', 'Event', 'Status', 'Attempts', 'Response', 'Latency', 'Answer'].map((h) => (
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
            {rows.map((delivery) => (
              <tr key={delivery.id} className="border-b align-top">
                <td className="py-2 pr-4 whitespace-nowrap">{timeFormat.format(new Date(delivery.createdAt))}</td>
                <th scope="row" className="py-2 pr-4 font-normal">
                  <code>{delivery.type}</code>
                </th>
                <td className="py-2 pr-4">
                  <Badge variant={delivery.status === 'failed' ? 'destructive' : 'outline'}>
                    {STATUS_LABELS[delivery.status]}
                  </Badge>
                  {delivery.status === 'pending' && delivery.attempts > 0 && delivery.nextAttemptAt ? (
                    <span className="text-muted-foreground block text-xs">
                      Next try {timeFormat.format(new Date(delivery.nextAttemptAt))}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-4">{delivery.attempts}</td>
                <td className="py-2 pr-4">{delivery.lastStatusCode ?? '—'}</td>
                <td className="py-2 pr-4">{delivery.latencyMs === null ? '—' : `${delivery.latencyMs} ms`}</td>
                <td className="max-w-xs py-2 pr-4">
                  {delivery.responseExcerpt ? (
                    <code className="line-clamp-3 break-all">{delivery.responseExcerpt}</code>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="py-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={redeliver.isPending}
                    onClick={() => redeliver.mutate(delivery.id)}
                    aria-label={`Redeliver ${delivery.type} of ${timeFormat.format(new Date(delivery.createdAt))}`}
                  >
                    Redeliver
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore query={deliveries} count={rows.length} noun={['delivery', 'deliveries']} />
    </div>
  );
}
