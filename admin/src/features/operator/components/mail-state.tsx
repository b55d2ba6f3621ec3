import type { OutboxMessage } from '@shared/schemas/review';
import { Badge } from '@/components/ui/badge';

/** An ISO time as `2026-11-27 20:31 UTC`, the way the operator pages write times. */
export const utcTime = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;

const STATE_LABELS: Record<OutboxMessage['state'], string> = { queued: 'Queued', failed: 'Failed', sent: 'Sent' };

/** Where a message is, in words: sent when, or failed how and whether it will be tried again. */
export function MailState({ message }: { message: OutboxMessage }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={message.state === 'failed' ? 'destructive' : 'outline'}>{STATE_LABELS[message.state]}</Badge>
      {message.state === 'sent' && message.sentAt ? (
        <span>
          at <time dateTime={message.sentAt}>{utcTime(message.sentAt)}</time>
        </span>
      ) : null}
      {message.state === 'failed' ? (
        <span className="break-words">
          {message.attempts} attempt{message.attempts === 1 ? '' : 's'},{' '}
          {message.willRetry ? 'will be tried again' : 'given up'}: {message.lastError}
        </span>
      ) : null}
    </div>
  );
}
