import { and, desc, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { OutboxMessage, OutboxStatus } from '@shared/schemas/review';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { outbox } from '../schema-mail';

type Queryable = Db | Tx;

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is about, e.g. `media_request_fulfilled`. */
  kind: string;
}

/** A claimed message, ready to hand to SMTP. */
export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Including this one. */
  attempts: number;
}

/** Gives up on a message after this many failed attempts; it stays listed with its last error. */
export const MAX_MAIL_ATTEMPTS = 10;

/** Adds a message to the outbox in the caller's transaction; answers its id. */
export async function insertedMail(db: Queryable, mail: NewMail): Promise<string> {
  const id = newId();
  await db.insert(outbox).values({
    id,
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  });
  return id;
}

/**
 * Takes up to `limit` unsent messages nobody holds, oldest first, holding them for `leaseMs`. `SKIP LOCKED`
 * keeps two senders from taking the same row at once; the lease hands a crashed sender's rows to the next.
 */
export async function claimedMail(db: Db, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    update ${outbox} set claimed_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1
    where id in (
      select id from ${outbox}
      where sent_at is null and attempts < ${MAX_MAIL_ATTEMPTS} and (claimed_until is null or claimed_until < now())
      order by seq limit ${limit}
      for update skip locked)
    returning id, to_address as "to", subject, text_body as "text", html_body as "html", attempts`);
  return (result as unknown as { rows: ClaimedMail[] }).rows;
}

/** Records delivery; only the first mark counts. */
export async function markedSent(db: Db, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: sql`now()`, claimedUntil: null, lastError: null })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
}

/** Records a failed attempt and keeps the row from being retried for `retryInMs`. */
export async function markedFailed(db: Db, id: string, error: string, retryInMs: number): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 1000), claimedUntil: sql`now() + make_interval(secs => ${retryInMs / 1000})` })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
}

type OutboxRow = typeof outbox.$inferSelect;

function toMessage(r: OutboxRow): OutboxMessage {
  const failed = r.sentAt === null && r.lastError !== null;
  return {
    id: r.id,
    kind: r.kind,
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    state: r.sentAt !== null ? 'sent' : failed ? 'failed' : 'queued',
    attempts: r.attempts,
    willRetry: failed && r.attempts < MAX_MAIL_ATTEMPTS,
    lastError: r.lastError,
  };
}

const byStatus: Record<OutboxStatus, SQL | undefined> = {
  pending: isNull(outbox.sentAt),
  queued: and(isNull(outbox.sentAt), isNull(outbox.lastError)),
  failed: and(isNull(outbox.sentAt), isNotNull(outbox.lastError)),
  sent: isNotNull(outbox.sentAt),
  all: undefined,
};

/** One page of the outbox, newest first, in one status and optionally to addresses holding `to`. */
export async function outboxPage(
  db: Queryable,
  filter: { status: OutboxStatus; to?: string; beforeSeq?: number; limit: number },
): Promise<{ items: OutboxMessage[]; lastSeq: number | null }> {
  const rows = await db
    .select()
    .from(outbox)
    .where(
      and(
        byStatus[filter.status],
        filter.to ? sql`strpos(lower(${outbox.toAddress}), ${filter.to.toLowerCase()}) > 0` : undefined,
        filter.beforeSeq === undefined ? undefined : lt(outbox.seq, filter.beforeSeq),
      ),
    )
    .orderBy(desc(outbox.seq))
    .limit(filter.limit + 1);
  return {
    items: rows.slice(0, filter.limit).map(toMessage),
    lastSeq: rows.length > filter.limit ? rows[filter.limit - 1]!.seq : null,
  };
}

/** One message of the outbox, or null. */
export async function outboxMessage(db: Queryable, id: string): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ? toMessage(row) : null;
}
