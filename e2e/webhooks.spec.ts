import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { verifyWebhook } from '../shared/webhooks/webhook-signature';
import { DEMO_PASSWORD, expectNoAxeViolations, signedInPage, trackRequests, waitForScreenSettled } from './support';

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

async function idTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const { authEmulatorUrl } = (await (await request.get('/api/client-config')).json()) as { authEmulatorUrl: string };
  const signedIn = await request.post(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    { data: { email, password: DEMO_PASSWORD, returnSecureToken: true } },
  );
  return ((await signedIn.json()) as { idToken: string }).idToken;
}

async function auditBothSchemes(page: Page, step: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await waitForScreenSettled(page);
    await test.step(`${step} (${colorScheme})`, () => expectNoAxeViolations(page));
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

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

  await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [delivery] = received;
  const event = await verifyWebhook<{ type: string; data: { id: string } }>(
    delivery!.body,
    delivery!.headers['media-access-signature'] as string,
    secret,
  );
  expect(event).toMatchObject({ type: 'track.created', data: { id: trackId } });

  await page.getByRole('button', { name: `Deliveries to ${url}` }).click();
  const log = page.getByRole('table', { name: `Deliveries to ${url}` });
  await expect(log.getByRole('row').filter({ hasText: 'track.created' })).toContainText('Delivered');
  await auditBothSchemes(page, 'delivery log');

  await page.getByRole('button', { name: `Delete ${url}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: url })).toHaveCount(0);
  await request.delete(`/api/files/${fileId}?workspaceId=${WORKSPACE}`, { headers });
});
