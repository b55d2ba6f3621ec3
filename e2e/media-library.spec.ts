import { expect, test } from '@playwright/test';
import { auditBothSchemes, signedInPage, toneWav, trackRequests } from './support';

const FILES = '/workspaces/demo-university/files';

test('a content manager uploads a short audio file, sees its progress, then the file ready with its duration', async ({
  browser,
}) => {
  test.slow();
  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  await page.goto(FILES);
  await expect(page.getByRole('table', { name: 'Files' })).toBeVisible();
  await auditBothSchemes(page, 'the Transcripts tab');

  await page.getByRole('button', { name: 'Add media' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add media' });
  await expect(dialog.getByRole('button', { name: /browse files/i })).toBeVisible();
  await auditBothSchemes(page, 'the upload dashboard');

  // Slow the upload down (16 KB/s for 48 KB) so its progress is on screen long enough to be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 16 * 1024,
  });
  const name = `tone-${Date.now()}.wav`;
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: 'audio/wav', buffer: toneWav(3) });
  await expect(dialog.getByText('Uploading', { exact: false }).first()).toBeVisible();
  await expect(dialog.getByText(name)).toBeVisible();
  await expect(dialog.getByText('Complete', { exact: true })).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Uppy's Done, shown once every upload is through, closes the dialog.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toBeVisible();
  // Processing runs on the server (probe, peaks); the list follows it live or by polling.
  await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(row.getByRole('cell', { name: '0:03' })).toBeVisible();
  await page.context().close();
});

test('a viewer sees the files but no way to upload', async ({ browser }) => {
  const page = await signedInPage(browser, 'viewer@demo.test');
  await page.goto(FILES);
  await expect(page.getByRole('link', { name: /Gettysburg Address/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add media' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await page.context().close();
});

test('a new workspace opens on an empty state that teaches, with no axe violations', async ({ page }) => {
  test.slow();
  trackRequests(page);
  await page.goto('/signup');
  await page.getByLabel('Your name').fill('Nora New');
  await page.getByLabel('Email').fill(`empty-${Date.now()}@test.example`);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Workspace name').fill('Empty Space');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empty Space' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No media yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add media' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'embedding examples' })).toHaveAttribute('href', '/examples/');
  await auditBothSchemes(page, 'the empty state');
});
