import nodemailer from 'nodemailer';
import type { Db } from '../db/open-database';
import { claimedMail, markedFailed, markedSent } from '../db/queries/outbox';

export interface MailSenderOptions {
  db: Db;
  /** `smtp://user:pass@host:port` or `smtps://…`, as nodemailer reads it. */
  smtpUrl: string;
  /** The From header, e.g. `Media Access <no-reply@media.example.edu>`. */
  from: string;
  /** The right-hand side of each Message-ID, e.g. the public host name. */
  messageIdDomain: string;
  /** How often to look for mail nobody woke us for (other processes' mail, retries). */
  pollMs?: number;
  /** How long a claimed message is held before another sender may take it over. */
  leaseMs?: number;
  log?: (line: string) => void;
}

export interface MailSender {
  /** Sends what is waiting now; answers how many were delivered. */
  runOnce(): Promise<number>;
  /** Looks for mail soon (after a commit that queued some). */
  wake(): void;
  /** Stops looking and waits for the message in hand. */
  stop(): Promise<void>;
}

const BATCH = 20;
const DEFAULT_POLL_MS = 5000;
const DEFAULT_LEASE_MS = 120_000;
/** SMTP gives up well before the lease ends, so a slow send is never taken over while still in flight. */
const SMTP_TIMEOUT_MS = 30_000;

/** Retry after 1, 4, 9 … minutes, at most an hour. */
const retryDelayMs = (attempt: number) => Math.min(attempt * attempt, 60) * 60_000;

/**
 * Delivers the outbox. Each message goes out with a Message-ID made from its outbox id, so if the process dies
 * after the SMTP server accepted it but before the row was marked, the one resend after the lease carries the same
 * Message-ID (at most one duplicate per such crash, recognisable as one). A message is never lost: it stays in
 * the outbox until a delivery is recorded.
 */
export function startMailSender(options: MailSenderOptions): MailSender {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const log = options.log ?? ((line: string) => console.log(`[mail] ${line}`));
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliver(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await claimedMail(options.db, BATCH, leaseMs);
      for (const mail of batch) {
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
            messageId: `<${mail.id}@${options.messageIdDomain}>`,
          });
        } catch (error) {
          log(`Sending mail ${mail.id} failed (attempt ${mail.attempts}): ${(error as Error).message}`);
          await markedFailed(options.db, mail.id, (error as Error).message, retryDelayMs(mail.attempts));
          continue;
        }
        await markedSent(options.db, mail.id);
        delivered += 1;
      }
      if (batch.length < BATCH || stopped) return delivered;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliver().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void runOnce().catch(report);
      }
    });
    return running;
  }

  const report = (error: Error) => log(`The mail sender failed: ${error.message}`);
  const tick = () => {
    if (stopped) return;
    runOnce()
      .catch(report)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      });
  };
  timer = setTimeout(tick, 0).unref();

  return {
    runOnce,
    wake() {
      if (!stopped) void runOnce().catch(report);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
      transport.close();
    },
  };
}
