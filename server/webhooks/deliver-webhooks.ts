import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '@shared/webhooks/webhook-signature';
import type { Db } from '../db/open-database';
import {
  type AttemptOutcome,
  type ClaimedDelivery,
  claimedDeliveries,
  type DisabledEndpoint,
  deliveryFailed,
  deliverySucceeded,
  signingEndpoints,
} from '../db/queries/webhook-deliveries';
import type { NewMail } from '../db/queries/outbox';
import { OutboundError, type OutboundFetch } from '../outbound/outbound-fetch';

export interface DeliverWebhooksOptions {
  db: Db;
  /** The guarded outbound client (server/outbound/outbound-fetch.ts). */
  fetch: OutboundFetch;
  /** The clock, for tests. */
  now?: () => Date;
  /** How long a receiver may take to answer; default 10 s. */
  timeoutMs?: number;
  /** The site's origin, for the link in the mail that tells admins an endpoint was disabled. */
  publicUrl?: string;
  /** The mail sender, woken after an endpoint was disabled. */
  mail?: { wake(): void };
  log?: (line: string) => void;
  /** Stops after the delivery in hand (SIGTERM). */
  signal?: AbortSignal;
}

const BATCH = 20;
const DEFAULT_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Retried for this long after the event, and an endpoint failing this long is disabled. */
export const WEBHOOK_GIVE_UP_MS = 3 * DAY_MS;
/** How long a rotated-out secret keeps being signed with. */
export const PREVIOUS_SECRET_VALID_MS = DAY_MS;

/** 30 s, 1 min, 2 min, 4 min … at most an hour between attempts. */
export const webhookRetryDelayMs = (failedAttempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 60 * 60 * 1000);

/** The body as sent: the event's fields in their documented order. */
const bodyOf = ({ id, type, createdAt, workspaceId, data }: ClaimedDelivery['payload']) =>
  JSON.stringify({ id, type, createdAt, workspaceId, data });

function disabledMail(publicUrl: string | undefined) {
  return (to: string, endpoint: DisabledEndpoint): NewMail => {
    const settings = publicUrl ? `\n\nSee its deliveries and enable it again: ${publicUrl}/admin/settings\n` : '\n';
    return {
      kind: 'webhook_disabled',
      to,
      subject: `A webhook endpoint of ${endpoint.workspaceName} was disabled`,
      text: `Hello,\n\nDeliveries to ${endpoint.url} have failed for 3 days, so Media Access stopped sending events there.${settings}`,
    };
  };
}

/**
 * Sends every due delivery once: a signed POST of the event, 2xx counting as delivered and anything else retried
 * with backoff until 3 days after the event. Answers how many were delivered.
 */
export async function deliverDueWebhooks(options: DeliverWebhooksOptions): Promise<number> {
  const clock = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const log = options.log ?? ((line: string) => console.log(`[webhooks] ${line}`));
  let delivered = 0;
  for (;;) {
    const batch = await claimedDeliveries(options.db, clock(), BATCH, timeoutMs * 3);
    const endpoints = new Map(
      (await signingEndpoints(options.db, [...new Set(batch.map((d) => d.endpointId))])).map((e) => [e.id, e]),
    );
    for (const delivery of batch) {
      // What is left of the batch is taken over by the next deliverer once its lease ends.
      if (options.signal?.aborted) return delivered;
      const endpoint = endpoints.get(delivery.endpointId);
      if (!endpoint) continue;
      const now = clock();
      const secrets = [endpoint.secret];
      if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
        secrets.push(endpoint.previousSecret);
      }
      const outcome = await attempt(options.fetch, endpoint.url, bodyOf(delivery.payload), secrets, now, timeoutMs);
      if (outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300) {
        await deliverySucceeded(options.db, delivery, now, outcome);
        delivered += 1;
        continue;
      }
      const { disabled } = await deliveryFailed(
        options.db,
        delivery,
        now,
        outcome,
        {
          retryAt: new Date(now.getTime() + webhookRetryDelayMs(delivery.attempts)),
          giveUpAt: new Date(delivery.createdAt.getTime() + WEBHOOK_GIVE_UP_MS),
          disableBefore: new Date(now.getTime() - WEBHOOK_GIVE_UP_MS),
        },
        disabledMail(options.publicUrl),
      );
      if (disabled) {
        log(`Disabled ${disabled.url} of ${disabled.workspaceId}: failing for 3 days`);
        options.mail?.wake();
      }
    }
    if (batch.length < BATCH || options.signal?.aborted) return delivered;
  }
}

async function attempt(
  fetch: OutboundFetch,
  url: string,
  body: string,
  secrets: string[],
  now: Date,
  timeoutMs: number,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: await signWebhook(body, secrets, now.getTime() / 1000),
      },
      body,
      timeoutMs,
      maxBytes: 64 * 1024,
      // A redirect would resend the event to an address nobody registered.
      maxRedirects: 0,
    });
    const text = await response.text().catch(() => '');
    return {
      statusCode: response.status,
      latencyMs: latency(),
      responseExcerpt: text.slice(0, EXCERPT_CHARS),
      error: null,
    };
  } catch (error) {
    const message = error instanceof OutboundError ? error.message : 'The request failed';
    return { statusCode: null, latencyMs: latency(), responseExcerpt: null, error: message };
  }
}

export interface WebhookDeliverer {
  /** Stops looking and waits for the deliveries in hand. */
  stop(): Promise<void>;
}

/** Runs {@link deliverDueWebhooks} every `pollMs` (default 5 s) until stopped. */
export function startWebhookDeliverer(options: DeliverWebhooksOptions & { pollMs?: number }): WebhookDeliverer {
  const pollMs = options.pollMs ?? 5000;
  const log = options.log ?? ((line: string) => console.log(`[webhooks] ${line}`));
  const stopping = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = deliverDueWebhooks({ ...options, signal: stopping.signal })
      .catch((error: Error) => log(`Delivering webhooks failed: ${error.message}`))
      .finally(() => {
        if (!stopping.signal.aborted) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, pollMs);
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
