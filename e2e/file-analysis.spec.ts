import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signedInPage, trackRequests, waitForScreenSettled } from './support';

// File analysis: the manager opens the Gettysburg Address's analysis page and sees its caption quality figures.

/** Audits the settled screen in the light and then the dark scheme. */
async function auditBothSchemes(page: Page, step: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await waitForScreenSettled(page);
    await test.step(`${step} (${colorScheme})`, () => expectNoAxeViolations(page));
  }
}

test('a manager opens the analysis of gettysburg-address and sees its quality figures', async ({ browser }) => {
  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  await page.goto('/workspaces/demo-university/files/gettysburg-address/analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'File analysis' })).toBeVisible();
  await expect(page.getByText('en captions, ', { exact: false })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Reading speed per minute/ })).toContainText(
    /Highest: [\d.]+ characters per second\./,
  );
  await expect(page.getByRole('figure', { name: /Completeness per language/ })).toContainText('en captions 100%');
  await expect(page.getByRole('figure', { name: /Embed engagement per day/ })).toContainText(/Plays \d+/);
  await auditBothSchemes(page, 'file analysis');
});
