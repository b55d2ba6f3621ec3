import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useOutboxMessage } from '../api/get-outbox-message';
import { MailState, utcTime } from './mail-state';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The text with its web addresses as links, never as HTML. */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  const urls = text.match(URL_PATTERN) ?? [];
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {urls[i] ? (
        <a href={urls[i]} className="break-all underline underline-offset-4">
          {urls[i]}
        </a>
      ) : null}
    </Fragment>
  ));
}

/** `/operator/outbox/:messageId`: one message as it was (or will be) sent, with its links to open or copy. */
export function OutboxMessageView({ messageId }: { messageId: string }) {
  const message = useOutboxMessage(messageId);
  const [copied, setCopied] = useState('');
  const back = (
    <Link to={paths.operatorOutbox} className="text-sm underline underline-offset-4">
      Back to the outbox
    </Link>
  );

  if (message.isPending) {
    return (
      <section aria-busy="true" className="grid max-w-3xl gap-3">
        {back}
        <h1 className="text-2xl font-semibold">Message</h1>
        <p role="status">Loading the message…</p>
      </section>
    );
  }
  if (message.isError) {
    const gone = message.error instanceof ApiError && message.error.status === 404;
    return (
      <section className="grid max-w-3xl gap-3">
        {back}
        <h1 className="text-2xl font-semibold">{gone ? 'Message not found' : 'Message'}</h1>
        <Alert variant="destructive">
          {gone ? 'There is no such message in the outbox.' : 'The message could not be loaded.'}
        </Alert>
      </section>
    );
  }

  const mail = message.data;
  const links = [...new Set(mail.text.match(URL_PATTERN) ?? [])];
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied');
    } catch {
      setCopied('The link could not be copied: select it in the text instead');
    }
  };

  return (
    <article aria-labelledby="message-subject" className="grid max-w-3xl gap-4">
      {back}
      <h1 id="message-subject" className="text-2xl font-semibold break-words">
        {mail.subject}
      </h1>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">To</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="text-muted-foreground">Kind</dt>
        <dd>{mail.kind}</dd>
        <dt className="text-muted-foreground">Queued</dt>
        <dd>
          <time dateTime={mail.createdAt}>{utcTime(mail.createdAt)}</time>
        </dd>
        <dt className="text-muted-foreground">State</dt>
        <dd>
          <MailState message={mail} />
        </dd>
      </dl>
      {links.length ? (
        <section aria-labelledby="message-links" className="grid gap-2">
          <h2 id="message-links" className="font-semibold">
            Links
          </h2>
          <ul className="grid gap-2">
            {links.map((url) => (
              <li key={url} className="flex flex-wrap items-center gap-2">
                <a href={url} className="text-sm break-all underline underline-offset-4">
                  {url}
                </a>
                <Button variant="outline" size="sm" aria-label={`Copy link ${url}`} onClick={() => void copy(url)}>
                  Copy link
                </Button>
              </li>
            ))}
          </ul>
          <p role="status" className="text-sm">
            {copied}
          </p>
        </section>
      ) : null}
      <section aria-labelledby="message-text" className="grid gap-2">
        <h2 id="message-text" className="font-semibold">
          Text
        </h2>
        <pre className="bg-muted/50 overflow-x-auto rounded-md border p-4 font-sans text-sm break-words whitespace-pre-wrap">
          <LinkedText text={mail.text} />
        </pre>
      </section>
    </article>
  );
}
