// The webhook deliverer (issue 34) against a receiver on 127.0.0.1: signatures that verify, retries after a 500
// and after a timeout on the documented schedule, order per resource, disabling after 3 days of failure with a
// mail to the admins, and rotation (both secrets for 24 hours, then only the new one).
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhook, Webhook, WebhookDeliveryList, WebhookEvent } from '@shared/schemas/webhooks';
import { verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from '@shared/webhooks/webhook-signature';
import { createdOrExistingJob, finishedRun, startedRun } from '../db/queries/jobs';
import { outbox } from '../db/schema-mail';
import { createOutboundFetch } from '../outbound/outbound-fetch';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { type ReceivedDelivery, startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { deliverDueWebhooks, webhookRetryDelayMs } from './deliver-webhooks';
import { emitEvent } from './emit-event';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let receiver: WebhookReceiver;
const W = 'demo-university';
const HOOKS = `/workspaces/${W}/webhooks`;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const call = (method: string, path: string, body?: unknown) =>
  env.request(method, path, { token: demo.admin.token, body });
/** Runs the deliverer as if it were `offsetMs` from now, with a 300 ms timeout. */
const deliverAt = (offsetMs: number) =>
  deliverDueWebhooks({
    db: env.database.db,
    fetch: createOutboundFetch({ allowPrivate: true }),
    now: () => new Date(Date.now() + offsetMs),
    timeoutMs: 300,
    log: () => {},
  });
const emit = (resourceId: string, data: unknown) => emitEvent(env.database.db, W, 'track.updated', resourceId, data);
const signatureOf = (delivery: ReceivedDelivery) => delivery.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
const dataOf = (delivery: ReceivedDelivery) => (JSON.parse(delivery.body) as WebhookEvent<{ n: number }>).data.n;
const deliveriesOf = async (webhookId: string) =>
  ((await (await call('GET', `${HOOKS}/${webhookId}/deliveries`)).json()) as WebhookDeliveryList).deliveries;

async function createHook(path: string) {
  const res = await call('POST', HOOKS, { url: receiver.url(path), events: ['track.updated'] });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedWebhook;
}

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  receiver.answerWith(() => ({ status: 200, body: 'ok' }));
  const { webhooks } = (await (await call('GET', HOOKS)).json()) as { webhooks: Webhook[] };
  for (const hook of webhooks) await call('DELETE', `${HOOKS}/${hook.id}`);
});
afterAll(async () => {
  await receiver.close();
  await env.close();
});

describe('delivering', () => {
  it('signs each delivery so verifyWebhook accepts it and rejects a tampered body', async () => {
    const { secret } = await createHook('/signed');
    await emit('track-a', { n: 1 });
    expect(await deliverAt(0)).toBe(1);
    const [arrived] = receiver.at('/signed');
    expect(arrived!.headers['content-type']).toBe('application/json');
    const event = await verifyWebhook<WebhookEvent>(arrived!.body, signatureOf(arrived!), secret);
    expect(event).toMatchObject({ type: 'track.updated', workspaceId: W, data: { n: 1 } });
    await expect(verifyWebhook(arrived!.body.replace('1', '2'), signatureOf(arrived!), secret)).rejects.toThrow(
      'No signature matches',
    );
  });

  it('retries after a 500 within a minute, then backs off, and records the answer', async () => {
    const { webhook } = await createHook('/flaky');
    receiver.answerWith(() => ({ status: 500, body: 'x'.repeat(5000) }));
    await emit('track-b', { n: 1 });
    expect(await deliverAt(0)).toBe(0);
    let [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(delivery!.responseExcerpt).toHaveLength(1024);
    const retryIn = Date.parse(delivery!.nextAttemptAt!) - Date.parse(delivery!.lastAttemptAt!);
    expect(retryIn).toBe(30_000);
    const [failing] = ((await (await call('GET', HOOKS)).json()) as { webhooks: Webhook[] }).webhooks;
    expect(failing!.failingSince).not.toBeNull();

    expect(await deliverAt(10_000)).toBe(0);
    expect(receiver.at('/flaky')).toHaveLength(1);
    receiver.answerWith(() => ({ status: 204 }));
    expect(await deliverAt(31_000)).toBe(1);
    [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, lastStatusCode: 204, nextAttemptAt: null });
    const [recovered] = ((await (await call('GET', HOOKS)).json()) as { webhooks: Webhook[] }).webhooks;
    expect(recovered!.failingSince).toBeNull();
    expect([1, 2, 3, 7, 8, 20].map(webhookRetryDelayMs)).toEqual([30_000, MINUTE, 2 * MINUTE, 32 * MINUTE, HOUR, HOUR]);
  });

  it('gives up on a receiver that does not answer within the timeout, and tries again later', async () => {
    const { webhook } = await createHook('/slow');
    receiver.answerWith(() => ({ status: 200, delayMs: 2000 }));
    await emit('track-c', { n: 1 });
    const started = Date.now();
    expect(await deliverAt(0)).toBe(0);
    expect(Date.now() - started).toBeLessThan(1500);
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(delivery!.responseExcerpt).toMatch(/did not answer within 0.3 s/);
    receiver.answerWith(() => ({ status: 200 }));
    expect(await deliverAt(31_000)).toBe(1);
  });

  it("keeps one resource's events in order: a later one waits while an earlier one is retried", async () => {
    await createHook('/ordered');
    let failFirst = true;
    receiver.answerWith((d) => {
      if (dataOf(d) === 1 && failFirst) {
        failFirst = false;
        return { status: 503 };
      }
      return { status: 200 };
    });
    await emit('track-d', { n: 1 });
    await emit('track-d', { n: 2 });
    await emit('track-e', { n: 3 });
    expect(await deliverAt(0)).toBe(1);
    expect(receiver.at('/ordered').map(dataOf)).toEqual([1, 3]);
    expect(await deliverAt(31_000)).toBe(1);
    expect(await deliverAt(32_000)).toBe(1);
    expect(receiver.at('/ordered').map(dataOf)).toEqual([1, 3, 1, 2]);
  });

  it('sends job.succeeded and job.failed with the job as the API shows it when a run ends for good', async () => {
    const res = await call('POST', HOOKS, { url: receiver.url('/jobs'), events: ['job.succeeded', 'job.failed'] });
    expect(res.status).toBe(201);
    for (const [id, outcome] of [
      ['job-hook-ok', { state: 'succeeded', result: { words: 3 } }],
      ['job-hook-ko', { state: 'failed', error: 'No speech found' }],
    ] as const) {
      await createdOrExistingJob(env.database.db, {
        id,
        workspaceId: W,
        fileId: null,
        kind: 'transcribe',
        input: {},
        singletonKey: id,
      });
      const started = await startedRun(env.database.db, id);
      await finishedRun(env.database.db, id, started!.attempts, outcome);
    }
    expect(await deliverAt(0)).toBe(2);
    const events = receiver.at('/jobs').map((d) => JSON.parse(d.body) as WebhookEvent<Record<string, unknown>>);
    expect(events.map((e) => [e.type, e.data.id])).toEqual([
      ['job.succeeded', 'job-hook-ok'],
      ['job.failed', 'job-hook-ko'],
    ]);
    expect(events[0]!.data).toMatchObject({ state: 'succeeded', progress: 1, result: { words: 3 } });
    expect(events[1]!.data).toMatchObject({ state: 'failed', error: 'No speech found' });
  });

  it('never sends a delivery twice when two deliverers run at once', async () => {
    await createHook('/pair');
    for (const n of [1, 2, 3, 4, 5]) await emit(`track-pair-${n}`, { n });
    const [a, b] = await Promise.all([deliverAt(0), deliverAt(0)]);
    expect(a + b).toBe(5);
    expect(receiver.at('/pair').map(dataOf).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('disables an endpoint failing for 3 days, fails its delivery and mails the admins; enabling clears it', async () => {
    const { webhook } = await createHook('/down');
    receiver.answerWith(() => ({ status: 500 }));
    await emit('track-f', { n: 1 });
    await deliverAt(0);
    await deliverAt(DAY);
    expect(((await (await call('GET', HOOKS)).json()) as { webhooks: Webhook[] }).webhooks[0]!.enabled).toBe(true);
    await deliverAt(3 * DAY + 2 * MINUTE);
    const [hook] = ((await (await call('GET', HOOKS)).json()) as { webhooks: Webhook[] }).webhooks;
    expect(hook).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 3 });
    const [mail] = await env.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'webhook_disabled'))
      .orderBy(desc(outbox.seq));
    expect(mail).toMatchObject({ toAddress: 'admin@demo.test' });
    expect(mail!.textBody).toContain(receiver.url('/down'));

    await emit('track-f', { n: 2 });
    expect(await deliverAt(4 * DAY)).toBe(0);
    expect(receiver.at('/down')).toHaveLength(3);
    const enabled = await call('PATCH', `${HOOKS}/${webhook.id}`, { enabled: true });
    expect(((await enabled.json()) as { webhook: Webhook }).webhook).toMatchObject({
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
    });
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const { webhook, secret: old } = await createHook('/rotated');
    const rotated = await call('POST', `${HOOKS}/${webhook.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const { secret, webhook: after } = (await rotated.json()) as CreatedWebhook;
    expect(secret).not.toBe(old);
    expect(Date.parse(after.previousSecretExpiresAt!) - Date.now()).toBeGreaterThan(23 * HOUR);

    await emit('track-g', { n: 1 });
    await deliverAt(0);
    const [soon] = receiver.at('/rotated');
    await expect(verifyWebhook(soon!.body, signatureOf(soon!), old)).resolves.toBeTruthy();
    await expect(verifyWebhook(soon!.body, signatureOf(soon!), secret)).resolves.toBeTruthy();

    await emit('track-g', { n: 2 });
    await deliverAt(25 * HOUR);
    const [, later] = receiver.at('/rotated');
    const nowSeconds = (Date.now() + 25 * HOUR) / 1000;
    await expect(verifyWebhook(later!.body, signatureOf(later!), secret, { nowSeconds })).resolves.toBeTruthy();
    await expect(verifyWebhook(later!.body, signatureOf(later!), old, { nowSeconds })).rejects.toThrow(
      'No signature matches',
    );
  });
});
