import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/** Every URL the page shows (full loads and history changes), as path + query, in order. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { pathname, search } = new URL(frame.url());
    const url = pathname + search;
    // One navigation can be reported more than once; a bounce always changes the URL.
    if (urls.at(-1) !== url) urls.push(url);
  });
  return urls;
}

/** The URLs from the auth page on: after signing in, the auth page must be followed by the destination alone. */
const fromAuthPage = (urls: string[]) => urls.slice(urls.findIndex((url) => url.startsWith('/auth')));

test('signing in goes straight from the auth page to `from`', async ({ page }) => {
  const urls = recordUrls(page);
  await page.goto('/workspaces/demo-university/files');
  await expect(page).toHaveURL(/\/auth\?from=/);
  await signIn(page, 'viewer@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
  expect(fromAuthPage(urls)).toEqual([
    '/auth?from=%2Fworkspaces%2Fdemo-university%2Ffiles',
    '/workspaces/demo-university/files',
  ]);
});

test('signing in without `from` goes straight to the home workspace, not through /', async ({ page }) => {
  const urls = recordUrls(page);
  await page.goto('/auth');
  await signIn(page, 'admin@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
  expect(urls).toEqual(['/auth', '/workspaces/demo-university/files']);
});

test('an operator goes straight to the dashboard', async ({ page }) => {
  const urls = recordUrls(page);
  await page.goto('/login');
  await signIn(page, 'operator@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: /Operator/ })).toBeVisible();
  expect(urls).toEqual(['/login', '/operator']);
});
