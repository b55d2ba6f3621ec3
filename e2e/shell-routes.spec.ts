import { expect, type Page, test } from '@playwright/test';
import { overrideFlags, signedInPage, signIn } from './support';

const SIGNED_IN_ONLY = [
  '/workspaces/demo-university/join',
  '/workspaces/demo-university',
  '/workspaces/demo-university/files',
  '/workspaces/demo-university/settings',
  '/workspaces/demo-university/settings/members',
  '/workspaces/demo-university/search',
  '/workspaces/demo-university/corrections',
  '/workspaces/demo-university/requests/f1/r1',
  '/workspaces/demo-university/files/youtube/v1',
  '/workspaces/demo-university/files/f1/analysis',
  '/account',
  '/account/delete',
  '/operator',
  '/operator/demo-university',
  '/operator/swagger',
  '/operator/media-requests/analytics',
];

/** The marketing site is not reachable from tests: answer for it. */
async function stubMarketingSite(page: Page) {
  await page.route('https://media-access.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Marketing</title><main><h1>Marketing</h1></main>' }),
  );
}

test('every signed-in-only route sends a signed-out visitor to /auth with `from`', async ({ page }) => {
  test.slow();
  for (const path of SIGNED_IN_ONLY) {
    await page.goto(`${path}?tab=1`);
    await expect(page).toHaveURL(`/auth?from=${encodeURIComponent(`${path}?tab=1`)}`);
  }
});

test('`/` sends a signed-out visitor to the auth page on a local host', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/auth');
});

test('/privacy and /terms redirect to the configured external pages', async ({ page }) => {
  await stubMarketingSite(page);
  await page.goto('/privacy');
  await expect(page).toHaveURL('https://media-access.example/privacy');
  await page.goto('/terms');
  await expect(page).toHaveURL('https://media-access.example/terms');
});

test('/auth/sso/callback exists only while the sso flag is on', async ({ page }) => {
  await page.goto('/auth/sso/callback');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await overrideFlags(page, { sso: true });
  await page.goto('/auth/sso/callback');
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
});

test('the email-first SSO path asks the server, then for the password', async ({ page }) => {
  await overrideFlags(page, { sso: true });
  await page.goto('/auth');
  const check = page.waitForResponse('**/api/sso/check');
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  expect(await (await check).json()).toEqual({ sso: false, providerId: null });
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/workspaces/demo-university/files');
});

test('`from` brings the user back after sign-in, but never to another site', async ({ page }) => {
  await page.goto('/workspaces/demo-university/settings/members?view=all');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL('/workspaces/demo-university/settings/members?view=all');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();

  const other = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
  await other.goto(`/auth?from=${encodeURIComponent('/\t/evil.example')}`);
  await signIn(other, 'viewer@demo.test');
  await expect(other).toHaveURL('/workspaces/demo-university/files');
  await other.close();
});

test('`/` sends an operator to /operator and a member to their workspace', async ({ browser }) => {
  const operator = await signedInPage(browser, 'operator@demo.test');
  await operator.goto('/');
  await expect(operator).toHaveURL('/operator');
  const outsider = await signedInPage(browser, 'outsider@demo.test');
  await outsider.goto('/');
  await expect(outsider).toHaveURL('/workspaces/other-co/files');
  await outsider.goto('/workspaces/other-co');
  await expect(outsider).toHaveURL('/workspaces/other-co/files');
});

test('switching workspace in the account menu updates where `/` goes', async ({ page, request }) => {
  test.slow();
  const email = `two-${Date.now()}@test.example`;
  await page.goto('/signup');
  await page.getByLabel('Your name').fill('Tess Two');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Workspace name').fill('First Space');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'First Space' })).toBeVisible();
  const token = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onsuccess = () => resolve(open.result);
    });
    const rows = await new Promise<{ value: { stsTokenManager: { accessToken: string } } }[]>((resolve) => {
      const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
      all.onsuccess = () => resolve(all.result);
    });
    return rows[0]!.value.stsTokenManager.accessToken;
  });
  const created = await request.post('/api/workspaces', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Second Space', type: 'other' },
  });
  const { workspace } = await created.json();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'First Space' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: /Second Space/ }).click();
  await expect(page).toHaveURL(`/workspaces/${workspace.workspaceId}/files`);
  await page.goto('/');
  await expect(page).toHaveURL(`/workspaces/${workspace.workspaceId}/files`);
});

test('a user with no workspace can create one; an outsider sees workspace-not-found', async ({ browser }) => {
  const page = await signedInPage(browser, 'outsider@demo.test');
  await page.goto('/workspaces/demo-university/files');
  await expect(page.getByRole('heading', { name: 'Workspace not found' })).toBeVisible();
  await expect(page.getByText(/may not have access.*invitation/)).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/workspaces/other-co/files');
});

test('role and workspace-type gates, and the settings not-found page', async ({ browser }) => {
  test.slow();
  const viewer = await signedInPage(browser, 'viewer@demo.test');
  await viewer.goto('/workspaces/demo-university/settings/members');
  await expect(viewer.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await viewer.goto('/workspaces/demo-university/corrections');
  await expect(viewer.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await viewer.goto('/operator');
  await expect(viewer.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await viewer.goto('/workspaces/demo-university/settings/referrals');
  await expect(viewer.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();

  const outsider = await signedInPage(browser, 'outsider@demo.test');
  await outsider.goto('/workspaces/other-co/corrections');
  await expect(outsider.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await outsider.goto('/workspaces/other-co/settings/nothing-here');
  await expect(outsider.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await outsider.goto('/workspaces/other-co/settings');
  await expect(outsider).toHaveURL('/workspaces/other-co/settings/general');
});

test('the error page shows when a screen breaks', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  // Simulate a browser fault inside the navigation bar.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (query.includes('min-width')) throw new Error('Simulated failure');
      return original(query);
    };
  });
  await page.goto('/workspaces/demo-university/files');
  await expect(page.getByRole('heading', { name: 'Sorry, something went wrong' })).toBeVisible();
  await expect(page.getByText('This may be temporary')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  const details = page.getByText(/Simulated failure/);
  await expect(details).toBeHidden();
  await page.getByText('Error details').click();
  await expect(details).toBeVisible();
  await page.getByRole('button', { name: 'Report a Problem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'not set up here' })).toBeVisible();
});

test('the load-failure alert shows while the session cannot load, and it recovers on its own', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.route('**/securetoken.googleapis.com/**', (route) => route.abort());
  await page.goto('/workspaces/demo-university/files');
  const alert = page.getByRole('alert').filter({ hasText: 'Unable to load Media Access' });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('Check your internet connection')).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await page.unroute('**/securetoken.googleapis.com/**');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible({ timeout: 12_000 });
});

test('/licenses lists what ships with its license texts', async ({ page }) => {
  await page.goto('/licenses');
  await expect(page.getByRole('heading', { name: 'Third-party licenses' })).toBeVisible();
  await page.locator('summary', { hasText: /^react \d/ }).click();
  await expect(page.locator('details[open] pre')).toContainText('MIT License');
});
