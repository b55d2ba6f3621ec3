import { expect, test } from '@playwright/test';
import { auditBothSchemes, signedInPage, trackRequests } from './support';

// File analysis: the manager opens the Gettysburg Address's analysis page and sees its caption quality figures.

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

test('an editor steps through the uncertain words of the machine-made FDR track, confirms one cue, and a manager’s analysis counts what is left', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'editor@demo.test');
  trackRequests(page);
  await page.goto('/workspaces/demo-university/files/fdr-first-inaugural');
  const cue = (n: number) => page.getByRole('textbox', { name: `Cue ${n} text`, exact: true });
  await expect(cue(1)).toBeVisible({ timeout: 30_000 });
  const row = (n: number) => page.locator(`[role="listitem"][data-cue-id="c${n}"]`);
  await expect(row(1).locator('mark')).toHaveText('the?');
  await expect(row(1)).toContainText('(uncertain: 45 %)');
  await auditBothSchemes(page, 'editor with uncertain words');

  await cue(1).click();
  // The start of the text, not of the visual line: in the workspace's cue pane the text wraps.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Alt+U');
  await expect(cue(1)).toBeFocused();
  expect(await cue(1).evaluate((f: HTMLTextAreaElement) => f.value.slice(f.selectionStart, f.selectionEnd))).toBe(
    'the',
  );
  await page.keyboard.press('Alt+U');
  await expect(cue(3)).toBeFocused();

  const before = (await page.locator('mark').allTextContents()).length;
  await row(1).getByRole('button', { name: 'Confirm words of cue 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cue 1 confirmed' })).toBeAttached();
  await expect(row(1).locator('mark')).toHaveCount(0);
  await page.reload();
  await expect(cue(1)).toBeVisible({ timeout: 30_000 });
  await expect(row(1).locator('mark')).toHaveCount(0);
  expect(before).toBeGreaterThan(1);

  // The analysis page is for managers.
  const manager = await signedInPage(browser, 'manager@demo.test');
  trackRequests(manager);
  await manager.goto('/workspaces/demo-university/files/fdr-first-inaugural/analysis');
  const table = manager.getByRole('table', { name: /Uncertain words/ });
  await expect(table.getByRole('row', { name: /en captions/ })).toContainText(/\d+\.\d%/);
  await auditBothSchemes(manager, 'analysis with uncertain words');
});
