import { insertedMail, type NewMail } from '../db/queries/outbox';
import type { Db, Tx } from '../db/open-database';

export type { NewMail };

/**
 * Queues a message in the outbox. Call it with the transaction that makes the change the message reports:
 * the message then exists exactly when the change does, and the sender delivers it after the commit.
 */
export function enqueueMail(tx: Tx | Db, mail: NewMail): Promise<string> {
  return insertedMail(tx, mail);
}
