import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createTestIdentityProvider, type TestIdentityProvider } from '../server/sso/testing/identity-provider';
import {
  expectNoAxeViolations,
  idTokenOf,
  overrideFlags,
  signedInPage,
  trackRequests,
  waitForScreenSettled,
} from './support';

// A local SAML IdP (samlify, signing with a key made for this run) behind a small HTTP server: its sign-in
// page reads our AuthnRequest and offers a button that posts a signed response to the ACS it names.
const DOMAIN = 'sso.demo.test';
const PROVIDER = 'Demo University IdP';
let idp: TestIdentityProvider;
let server: Server;

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function idpPage(url: URL, email: string): Promise<string> {
  const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(request)?.[1] ?? '';
  const issuer = /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(request)?.[1] ?? '';
  const acsUrl = attribute('AssertionConsumerServiceURL');
  const samlResponse = await idp.signedResponse({ spEntityId: issuer, acsUrl, email, inResponseTo: attribute('ID') });
  return `<!doctype html><html lang="en"><title>Test IdP</title><main><h1>Test identity provider</h1>
<form method="post" action="${escapeHtml(acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}">
<input type="hidden" name="RelayState" value="${escapeHtml(url.searchParams.get('RelayState') ?? '')}">
<button type="submit">Sign in as ${escapeHtml(email)}</button></form></main></html>`;
}

/** Who the IdP signs in next. */
let nextEmail = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://idp.local');
    if (url.pathname !== '/sso') return void res.writeHead(404).end();
    idpPage(url, nextEmail).then(
      (html) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  idp = await createTestIdentityProvider(`${base}/metadata`, `${base}/sso`);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function ssoPage(browser: Browser, email?: string): Promise<Page> {
  const page = email ? await signedInPage(browser, email) : await (await browser.newContext()).newPage();
  await overrideFlags(page, { sso: true });
  trackRequests(page);
  return page;
}

async function auditLightAndDark(page: Page, step: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The theme's colour transition must finish before contrast is measured.
    await waitForScreenSettled(page);
    await test.step(`${step} (${colorScheme})`, () => expectNoAxeViolations(page));
  }
}

test.describe.configure({ mode: 'serial' });

test('an admin adds the IdP in settings (accessible) and an operator verifies its domain', async ({ browser }) => {
  test.slow();
  const admin = await ssoPage(browser, 'admin@demo.test');
  await admin.goto('/workspaces/demo-university/settings/sso');
  await expect(admin.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
  await waitForScreenSettled(admin);
  // A rerun against the same server starts from no provider: a domain verifies for one provider only.
  for (const remove of await admin.getByRole('button', { name: /^Remove / }).all()) {
    await remove.click();
    await admin.getByRole('button', { name: 'Remove', exact: true }).click();
  }
  await expect(admin.getByText('No identity provider yet.')).toBeVisible();

  await admin.getByRole('button', { name: 'Add identity provider' }).click();
  await admin.getByLabel('Name').fill(PROVIDER);
  await admin.getByLabel('Email domains').fill(DOMAIN);
  await admin.getByLabel('Role for new members').selectOption('transcript-editor');
  await admin.getByLabel('IdP metadata XML').fill(idp.metadataXml);
  await auditLightAndDark(admin, 'add provider form');
  await admin.getByRole('button', { name: 'Add provider' }).click();
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: PROVIDER }) });
  await expect(card.getByText('Not verified')).toBeVisible();
  await expect(card.getByText(/^media-access-verification=/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download SP metadata' })).toHaveAttribute(
    'href',
    /\/api\/sso\/providers\/.+\/metadata$/,
  );
  await waitForScreenSettled(admin);
  await auditLightAndDark(admin, 'providers list');

  // The operator path of domain verification (no DNS here), with the operator's own ID token.
  const providerId = /providers\/([^/]+)\/metadata$/.exec(
    (await card.getByRole('link', { name: 'Download SP metadata' }).getAttribute('href'))!,
  )![1]!;
  const operatorToken = await idTokenOf(admin.request, 'operator@demo.test');
  const verified = await admin.request.post(
    `/api/workspaces/demo-university/sso/providers/${providerId}/domains/${DOMAIN}/verify`,
    { headers: { Authorization: `Bearer ${operatorToken}` }, data: { method: 'operator' } },
  );
  expect(verified.status()).toBe(200);
  await admin.reload();
  await expect(card.getByText('Verified by an operator')).toBeVisible();
});

test('a person at sso.demo.test signs in through the IdP and lands in Demo University with the provider role', async ({
  browser,
}) => {
  test.slow();
  nextEmail = `person-${randomBytes(4).toString('hex')}@${DOMAIN}`;
  const page = await ssoPage(browser);
  await page.goto('/login');
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByLabel('Email').fill(nextEmail);
  await auditLightAndDark(page, 'sign-in email step');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByRole('button', { name: `Sign in as ${nextEmail}` }).click();
  await expect(page).toHaveURL(/\/workspaces\/demo-university(\/files)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
  expect(page.url()).not.toContain('samlResponse');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(nextEmail)).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: /Demo University.*transcript-editor/ })).toBeVisible();
});

test('the callback explains a missing or refused response (accessible)', async ({ browser }) => {
  const page = await ssoPage(browser);
  await page.goto('/auth/sso/callback');
  await expect(page.getByText('This page received no sign-in response')).toBeVisible();
  await auditLightAndDark(page, 'callback without a response');
  // A fresh load: a fragment change alone would not reload the page.
  await page.goto('about:blank');
  await page.goto('/auth/sso/callback#samlResponse=PHNhbWxwOlJlc3BvbnNlLz4%3D&relayState=no-such-provider');
  await expect(page.getByText(/not started here or its provider was removed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  await auditLightAndDark(page, 'callback with a refused response');
});
