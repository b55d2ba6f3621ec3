import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signedInPage, trackRequests, waitForScreenSettled } from './support';

// fdr-first-inaugural is 46 s of speech: one minute of credit, and pocketsphinx takes one to three minutes
// to transcribe it on a loaded 2-core machine (docs/engines.md), hence the long safety-net timeout.
const FILE = '/workspaces/demo-university/files/fdr-first-inaugural';

/** Audits the settled screen in both colour schemes. */
async function auditBothSchemes(page: Page, what: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await waitForScreenSettled(page);
    await test.step(`${what} (${colorScheme})`, () => expectNoAxeViolations(page));
  }
}

/** Opens the Transcribe dialog and reads the balance it shows. */
async function openTranscribe(page: Page) {
  await page.getByRole('button', { name: 'Transcribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transcribe' });
  const balance = dialog.locator('dt', { hasText: 'Balance' }).locator('xpath=following-sibling::dd[1]');
  await expect(balance).toHaveText(/^\d+ minutes?$/);
  return { dialog, balance: Number.parseInt((await balance.textContent())!, 10) };
}

test('a content manager transcribes a file: provider, cost and balance, progress, the new track, the balance drop', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  await page.goto(FILE);
  await expect(page.getByRole('heading', { name: 'Machine work' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transcribe' })).toBeEnabled();

  const { dialog, balance } = await openTranscribe(page);
  await expect(dialog).toContainText(/Provider\s*PocketSphinx/i);
  await expect(dialog).toContainText(/Cost\s*1 minute/);
  await auditBothSchemes(page, 'the Transcribe dialog');
  await dialog.getByRole('button', { name: 'Spend 1 minute' }).click();
  await expect(dialog).toBeHidden();

  const ordered = page.getByRole('list', { name: 'Ordered work' });
  await expect(ordered).toContainText('Transcribe:');
  await expect(ordered).toContainText('Transcribe: done', { timeout: 540_000 });
  await expect(page.getByRole('cell', { name: 'en-US (machine, pocketsphinx)' })).toBeVisible();

  const after = await openTranscribe(page);
  expect(after.balance).toBe(balance - 1);
  await after.dialog.getByRole('button', { name: 'Cancel' }).click();
  await auditBothSchemes(page, 'the file page after the job');
});
