import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './schema';

/**
 * Mail to send, written in the same transaction as what it reports, so a rollback never mails and a crash
 * never loses a message; the sender (`server/mail/sender.ts`) delivers and marks each row once.
 */
export const outbox = pgTable(
  'outbox',
  {
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    id: text('id').primaryKey(),
    /** What the message is about, e.g. `media_request_fulfilled`; for operators' eyes. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    /** A sender holds the row until then; after it, another may take it over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_unsent_idx')
      .on(t.seq)
      .where(sql`${t.sentAt} is null`),
  ],
);
