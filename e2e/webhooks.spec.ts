import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { verifyWebhook } from '../shared/webhooks/webhook-signature';
import { auditBothSchemes, idTokenOf, signedInPage, trackRequests } from './support';

// Webhooks (issue 34): an admin adds an endpoint in Settings › Webhooks (axe clean, light and dark), copies its
// secret, and once a track is created the test's receiver gets a signed track.created and the log shows it.
// Needs the app started with ALLOW_PRIVATE_MEDIA_LINKS=true, so that it may call this machine's receiver.

const WORKSPACE = 'demo-university';
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
  });
});

test.beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

test('an admin adds a webhook endpoint in Settings and sees the signed delivery of a new track', async ({
  browser,
  request,
}) => {
  test.slow();
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${Date.now().toString(36)}`;
  const page = await signedInPage(browser, 'admin@demo.test', { viewport: { width: 1280, height: 900 } });
  trackRequests(page);
  await page.goto(`/workspaces/${WORKSPACE}/settings/webhooks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await auditBothSchemes(page, 'webhooks list');

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('form', { name: 'Add endpoint' });
  await form.getByLabel('Endpoint URL').fill(url);
  await form.getByRole('checkbox', { name: 'job.succeeded' }).uncheck();
  await form.getByRole('checkbox', { name: 'track.created' }).check();
  await auditBothSchemes(page, 'add endpoint dialog');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText(`Endpoint ${url} added.`)).toBeVisible();
  const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await auditBothSchemes(page, 'secret shown once');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: url })).toBeVisible();

  const headers = { Authorization: `Bearer ${await idTokenOf(request, 'manager@demo.test')}` };
  const file = await request.post('/api/files', { headers, data: { workspaceId: WORKSPACE, name: 'Webhook e2e.mp4' } });
  const fileId = ((await file.json()) as { file: { id: string } }).file.id;
  const track = await request.post(`/api/files/${fileId}/tracks?workspaceId=${WORKSPACE}`, {
    headers,
    data: { language: 'en', kind: 'captions', label: 'English' },
  });
  const trackId = ((await track.json()) as { track: { id: string } }).track.id;

  // The endpoint hears the whole workspace, where tests running alongside create tracks too: find ours.
  const ours = () => received.find((d) => d.body.includes(trackId));
  await expect.poll(() => ours() !== undefined, { timeout: 20_000 }).toBe(true);
  const delivery = ours();
  const event = await verifyWebhook<{ type: string; data: { id: string } }>(
    delivery!.body,
    delivery!.headers['media-access-signature'] as string,
    secret,
  );
  expect(event).toMatchObject({ type: 'track.created', data: { id: trackId } });

  await page.getByRole('button', { name: `Deliveries to ${url}` }).click();
  const log = page.getByRole('table', { name: `Deliveries to ${url}` });
  await expect(
    log.getByRole('row').filter({ hasText: 'track.created' }).filter({ hasText: 'Delivered' }).first(),
  ).toBeVisible();
  await auditBothSchemes(page, 'delivery log');

  await page.getByRole('button', { name: `Delete ${url}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: url })).toHaveCount(0);
  await request.delete(`/api/files/${fileId}?workspaceId=${WORKSPACE}`, { headers });
});

test('an admin creates an API key in Settings; the key orders a job and the endpoint gets its job.succeeded', async ({
  browser,
  request,
}) => {
  test.slow();
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/jobs/${Date.now().toString(36)}`;
  const name = `Nightly LMS sync ${Date.now().toString(36)}`;
  const page = await signedInPage(browser, 'admin@demo.test', { viewport: { width: 1280, height: 900 } });
  trackRequests(page);
  await page.goto(`/workspaces/${WORKSPACE}/settings/api`);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await auditBothSchemes(page, 'API keys');
  await page.getByRole('button', { name: 'Create key' }).click();
  const form = page.getByRole('form', { name: 'Create API key' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('checkbox', { name: 'jobs' }).check();
  await auditBothSchemes(page, 'create key dialog');
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText(`API key “${name}” created.`)).toBeVisible();
  const key = await page.getByRole('textbox', { name: 'Secret' }).inputValue();
  expect(key).toMatch(/^ma_live_/);
  await auditBothSchemes(page, 'the key shown once');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();

  const admin = { Authorization: `Bearer ${await idTokenOf(request, 'admin@demo.test')}` };
  const endpoint = await request.post(`/api/workspaces/${WORKSPACE}/webhooks`, {
    headers: admin,
    data: { url, events: ['job.succeeded'] },
  });
  expect(endpoint.status()).toBe(201);
  const { webhook, secret } = (await endpoint.json()) as { webhook: { id: string }; secret: string };

  // The key (read and jobs) translates Apollo 11's English captions into Spanish: a quick job on Apertium.
  const bearer = { Authorization: `Bearer ${key}` };
  const FILE = 'apollo-11-eagle-has-landed';
  const file = await request.get(`/api/files/${FILE}?workspaceId=${WORKSPACE}`, { headers: bearer });
  const { tracks } = (await file.json()) as { tracks: { id: string; kind: string; language: string }[] };
  const captions = tracks.find((t) => t.kind === 'captions' && t.language.startsWith('en'))!;
  const ordered = await request.post(`/api/workspaces/${WORKSPACE}/files/${FILE}/jobs`, {
    headers: bearer,
    data: { kind: 'translate', trackId: captions.id, targetLanguage: 'es' },
  });
  expect(ordered.status()).toBe(202);
  const { job } = (await ordered.json()) as { job: { id: string } };

  const forJob = () => received.filter((r) => r.body.includes(job.id));
  await expect.poll(() => forJob().length, { timeout: 90_000 }).toBeGreaterThan(0);
  const [delivery] = forJob();
  const event = await verifyWebhook<{ type: string; data: { id: string; state: string; result: { trackId: string } } }>(
    delivery!.body,
    delivery!.headers['media-access-signature'] as string,
    secret,
  );
  expect(event).toMatchObject({ type: 'job.succeeded', data: { id: job.id, state: 'succeeded' } });

  await request.delete(`/api/files/${FILE}/tracks/${event.data.result.trackId}?workspaceId=${WORKSPACE}`, {
    headers: admin,
  });
  await request.delete(`/api/workspaces/${WORKSPACE}/webhooks/${webhook.id}`, { headers: admin });
});
