import { expect, test } from '@playwright/test';
import { auditBothSchemes, navigateInApp, signedInPage, trackRequests } from './support';

// Workspace search: a word from the Gettysburg Address, typed in the nav bar, lands on the grouped results;
// choosing the hit opens the file page at the cue's time.

test('a viewer searches the demo from the nav bar, sees the hit under its file and opens it at its time', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'viewer@demo.test');
  trackRequests(page);
  await page.goto('/workspaces/demo-university/files');
  const navSearch = page.getByRole('search').getByRole('searchbox', { name: 'Search transcripts' }).first();
  await navSearch.fill('consecrate');
  await navSearch.press('Enter');
  await expect(page).toHaveURL(/\/workspaces\/demo-university\/search\?q=consecrate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search transcripts' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 result in 1 file' })).toBeVisible();

  const results = page.getByRole('list', { name: 'Results by file' });
  await expect(results.getByRole('heading', { level: 2 })).toHaveText([/Gettysburg Address/]);
  const hit = results.getByRole('link', { name: /0:35.*we can not consecrate/ });
  await expect(hit.locator('mark')).toHaveText('consecrate');
  await auditBothSchemes(page, 'search results');

  await hit.click();
  await expect(page).toHaveURL(/\/workspaces\/demo-university\/files\/gettysburg-address\?t=35104&cue=/);
  await expect(page.getByLabel(/^Media of The Gettysburg Address/)).toHaveAttribute('src', /#t=35\.104$/);
});

test('the search page explains the query syntax and answers a phrase', async ({ browser }) => {
  const page = await signedInPage(browser, 'viewer@demo.test');
  trackRequests(page);
  await page.goto('/workspaces/demo-university/files');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await navigateInApp(page, `/workspaces/demo-university/search?q=${encodeURIComponent('"larger sense"')}`);
  await expect(page.getByRole('status').filter({ hasText: '1 result in 1 file' })).toBeVisible();
  await expect(page.getByRole('link', { name: /0:35.*larger sense/ })).toBeVisible();
  await page.getByText('Search syntax').click();
  await expect(page.getByText('nation OR liberty')).toBeVisible();
  await auditBothSchemes(page, 'syntax help');
});
