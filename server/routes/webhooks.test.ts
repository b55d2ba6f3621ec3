// Webhooks (issue 34): admins manage endpoints; the secret is shown once; https only; other roles 403, other
// workspaces 404; a change made through the API reaches the endpoint, and a delivery can be sent again.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhook, Webhook, WebhookDeliveryList, WebhookEvent } from '@shared/schemas/webhooks';
import { verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from '@shared/webhooks/webhook-signature';
import { files } from '../db/schema';
import { createOutboundFetch } from '../outbound/outbound-fetch';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { deliverDueWebhooks } from '../webhooks/deliver-webhooks';
import { requireDeliverableUrl } from '../webhooks/webhook-url';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let receiver: WebhookReceiver;
const W = 'demo-university';
const HOOKS = `/workspaces/${W}/webhooks`;

const call = (method: string, path: string, who: DemoAccount = 'admin', body?: unknown) =>
  env.request(method, path, { token: demo[who].token, body });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const deliver = () =>
  deliverDueWebhooks({ db: env.database.db, fetch: createOutboundFetch({ allowPrivate: true }), log: () => {} });

async function createHook(path: string, events: string[] = ['track.created']) {
  const res = await call('POST', HOOKS, 'admin', { url: receiver.url(path), events });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedWebhook;
}

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  const { webhooks } = (await (await call('GET', HOOKS)).json()) as { webhooks: Webhook[] };
  for (const hook of webhooks) await call('DELETE', `${HOOKS}/${hook.id}`);
});
afterAll(async () => {
  await receiver.close();
  await env.close();
});

describe('managing endpoints', () => {
  it('shows the whsec_ secret once and lists the endpoint without it; PATCH changes events and enabling', async () => {
    const { webhook, secret } = await createHook('/manage', ['track.updated', 'file.ready']);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(webhook).toMatchObject({
      url: receiver.url('/manage'),
      events: ['file.ready', 'track.updated'],
      enabled: true,
      failingSince: null,
      createdBy: { id: demo.admin.uid, name: 'Ada Admin' },
    });
    const listed = await (await call('GET', HOOKS)).text();
    expect(listed).toContain(webhook.id);
    expect(listed).not.toContain(secret);

    const off = await call('PATCH', `${HOOKS}/${webhook.id}`, 'admin', { enabled: false, events: ['job.failed'] });
    expect(((await off.json()) as { webhook: Webhook }).webhook).toMatchObject({
      enabled: false,
      disabledReason: 'manual',
      events: ['job.failed'],
    });
    const on = await call('PATCH', `${HOOKS}/${webhook.id}`, 'admin', { enabled: true });
    expect(((await on.json()) as { webhook: Webhook }).webhook).toMatchObject({ enabled: true, disabledReason: null });

    expect((await call('DELETE', `${HOOKS}/${webhook.id}`)).status).toBe(204);
    expect((await call('DELETE', `${HOOKS}/${webhook.id}`)).status).toBe(404);
  });

  it('refuses an address that is not https, an unknown event and no events with 400 in our error shape', async () => {
    for (const body of [
      { url: 'ftp://example.edu/hooks', events: ['track.created'] },
      { url: 'not a url', events: ['track.created'] },
      { url: 'https://example.edu/hooks', events: ['track.deleted'] },
      { url: 'https://example.edu/hooks', events: [] },
    ]) {
      const res = await call('POST', HOOKS, 'admin', body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'validation_error' });
    }
    const res = await call('POST', HOOKS, 'admin', { url: 'ftp://example.edu/hooks', events: ['track.created'] });
    expect((await errorOf(res)).message).toBe('url: Use an https:// address');
  });

  it('outside tests, allows only public https addresses', () => {
    expect(requireDeliverableUrl('https://hooks.example.edu/in', false)).toBe('https://hooks.example.edu/in');
    for (const url of [
      'http://hooks.example.edu/in',
      'https://127.0.0.1/in',
      'https://10.1.2.3/',
      'https://localhost/',
    ]) {
      expect(() => requireDeliverableUrl(url, false)).toThrow();
    }
  });

  it('refuses other roles with 403 and another workspace with 404', async () => {
    for (const who of ['manager', 'editor', 'viewer'] as const) {
      expect((await call('GET', HOOKS, who)).status).toBe(403);
      expect((await call('POST', HOOKS, who, { url: receiver.url('/x'), events: ['job.failed'] })).status).toBe(403);
    }
    expect((await call('GET', HOOKS, 'outsider')).status).toBe(404);
    const theirs = await call('POST', '/workspaces/other-co/webhooks', 'outsider', {
      url: receiver.url('/theirs'),
      events: ['job.failed'],
    });
    const { webhook } = (await theirs.json()) as CreatedWebhook;
    for (const [method, path] of [
      ['PATCH', `${HOOKS}/${webhook.id}`],
      ['DELETE', `${HOOKS}/${webhook.id}`],
      ['GET', `${HOOKS}/${webhook.id}/deliveries`],
      ['POST', `${HOOKS}/${webhook.id}/rotate-secret`],
    ] as const) {
      expect((await call(method, path, 'admin', method === 'PATCH' ? { enabled: false } : undefined)).status).toBe(404);
    }
    await call('DELETE', `/workspaces/other-co/webhooks/${webhook.id}`, 'outsider');
  });
});

describe('events from the API', () => {
  it('delivers track.created, signed, when a track is added; redeliver sends the same event again', async () => {
    const { webhook, secret } = await createHook('/tracks');
    const file = (await (await call('POST', '/files', 'manager', { workspaceId: W, name: 'Hook.mp4' })).json()) as {
      file: { id: string };
    };
    const created = await call('POST', `/files/${file.file.id}/tracks?workspaceId=${W}`, 'manager', {
      language: 'en',
      kind: 'captions',
      label: 'English',
    });
    const { track } = (await created.json()) as { track: { id: string } };
    expect(await deliver()).toBe(1);

    const [arrived] = receiver.at('/tracks');
    const event = await verifyWebhook<WebhookEvent<{ id: string; fileId: string; label: string }>>(
      arrived!.body,
      arrived!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string,
      secret,
    );
    expect(event).toMatchObject({ type: 'track.created', workspaceId: W, data: { id: track.id, label: 'English' } });
    expect(event.data.fileId).toBe(file.file.id);
    expect(Object.keys(JSON.parse(arrived!.body) as object)).toEqual([
      'id',
      'type',
      'createdAt',
      'workspaceId',
      'data',
    ]);

    const log = (await (await call('GET', `${HOOKS}/${webhook.id}/deliveries`)).json()) as WebhookDeliveryList;
    expect(log.deliveries).toHaveLength(1);
    expect(log.deliveries[0]).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
      responseExcerpt: 'ok',
    });
    expect(log.deliveries[0]!.latencyMs).toBeGreaterThanOrEqual(0);

    const again = await call('POST', `${HOOKS}/${webhook.id}/deliveries/${log.deliveries[0]!.id}/redeliver`);
    expect(again.status).toBe(202);
    expect(await deliver()).toBe(1);
    const bodies = receiver.at('/tracks').map((d) => JSON.parse(d.body) as WebhookEvent);
    expect(bodies.map((b) => b.id)).toEqual([event.id, event.id]);
    const after = (await (
      await call('GET', `${HOOKS}/${webhook.id}/deliveries?limit=1`)
    ).json()) as WebhookDeliveryList;
    expect(after.deliveries).toHaveLength(1);
    expect(after.nextCursor).not.toBeNull();
    const older = await call('GET', `${HOOKS}/${webhook.id}/deliveries?limit=1&cursor=${after.nextCursor}`);
    expect(((await older.json()) as WebhookDeliveryList).deliveries[0]!.id).toBe(log.deliveries[0]!.id);
    expect((await call('POST', `${HOOKS}/${webhook.id}/deliveries/nope/redeliver`)).status).toBe(404);
  });

  it('delivers track.updated at the new version when cues are saved, and request.created when a viewer asks', async () => {
    await createHook('/changes', ['track.updated', 'request.created']);
    const fileId = 'hooked-lecture';
    await env.database.db.insert(files).values({ id: fileId, workspaceId: W, name: 'Hooked', embeddable: true });
    const created = await call('POST', `/files/${fileId}/tracks?workspaceId=${W}`, 'manager', {
      language: 'en',
      kind: 'captions',
      label: 'English',
    });
    const { track } = (await created.json()) as { track: { id: string } };
    const cues = [{ id: 'a', startMs: 0, endMs: 1500, text: 'Hello there' }];
    expect(
      (await call('PUT', `/files/${fileId}/tracks/${track.id}/cues?workspaceId=${W}`, 'editor', { cues })).status,
    ).toBe(200);
    const asked = await env.request('POST', `/embed/workspaces/${W}/files/${fileId}/requests`, {
      body: { kind: 'captions' },
      headers: { 'X-Forwarded-For': '192.0.2.77' },
    });
    expect(asked.status).toBe(201);
    expect(await deliver()).toBe(2);
    const events = receiver.at('/changes').map((d) => JSON.parse(d.body) as WebhookEvent<Record<string, unknown>>);
    expect(events.map((e) => e.type)).toEqual(['track.updated', 'request.created']);
    expect(events[0]!.data).toMatchObject({ id: track.id, fileId, version: 2 });
    expect(events[1]!.data).toMatchObject({ fileId, kind: 'captions', status: 'pending' });
  });

  it('sends nothing to an endpoint that does not subscribe to the type, or is disabled', async () => {
    const { webhook } = await createHook('/quiet', ['job.failed']);
    const off = await createHook('/off', ['track.created']);
    await call('PATCH', `${HOOKS}/${off.webhook.id}`, 'admin', { enabled: false });
    const file = (await (await call('POST', '/files', 'manager', { workspaceId: W, name: 'Quiet.mp4' })).json()) as {
      file: { id: string };
    };
    await call('POST', `/files/${file.file.id}/tracks?workspaceId=${W}`, 'manager', {
      language: 'en',
      kind: 'captions',
      label: 'English',
    });
    expect(await deliver()).toBe(0);
    expect(receiver.at('/quiet')).toHaveLength(0);
    expect(receiver.at('/off')).toHaveLength(0);
    const log = (await (await call('GET', `${HOOKS}/${webhook.id}/deliveries`)).json()) as WebhookDeliveryList;
    expect(log.deliveries).toEqual([]);
  });
});
