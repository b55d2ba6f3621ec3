import { expect, test } from '@playwright/test';
import { navigateInApp, signedInPage } from './support';

// Screens load in their own chunks. A tab opened before a deploy asks for chunks the new build no longer has:
// the app reloads once into the new build, and a chunk that keeps failing ends on the error page, not in a loop.

const SEARCH_CHUNK = '**/assets/workspace-search-*.js';

test('a screen whose chunk is gone after a deploy reloads once and opens', async ({ browser }) => {
  const page = await signedInPage(browser, 'viewer@demo.test');
  await page.goto('/workspaces/demo-university/files');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
  let refused = 0;
  await page.route(SEARCH_CHUNK, (route) => {
    if (refused++ === 0) return route.fulfill({ status: 404, body: 'Not found' });
    return route.continue();
  });
  const reloaded = page.waitForEvent('load');
  await navigateInApp(page, '/workspaces/demo-university/search?q=consecrate');
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Search transcripts' })).toBeVisible();
  expect(refused).toBe(2);
});

test('a screen whose chunk never loads shows the error page without reloading again', async ({ browser }) => {
  const page = await signedInPage(browser, 'viewer@demo.test');
  await page.goto('/workspaces/demo-university/files');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
  let requests = 0;
  await page.route(SEARCH_CHUNK, (route) => {
    requests++;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  await navigateInApp(page, '/workspaces/demo-university/search?q=consecrate');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  // One reload into the "new build", which fails too; then it stays put.
  expect(requests).toBe(2);
});
