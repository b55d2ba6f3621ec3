import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signedInPage, trackRequests, waitForScreenSettled } from './support';

// The operator console: find a workspace, grant it minutes with a reason, read the audit entry; the API reference.
test.describe.configure({ mode: 'serial' });

const reason = `Pilot extension ${Date.now().toString(36)}`;

/** Audits the settled screen in the light and then the dark scheme. */
async function auditBothSchemes(page: Page, step: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await waitForScreenSettled(page);
    await test.step(`${step} (${colorScheme})`, () => expectNoAxeViolations(page));
  }
}

test('the operator finds Other Co, grants 100 minutes with a reason and sees the audit entry', async ({ browser }) => {
  const page = await signedInPage(browser, 'operator@demo.test');
  trackRequests(page);
  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator Dashboard' })).toBeVisible();
  await auditBothSchemes(page, 'workspace list');

  await page.getByRole('searchbox', { name: 'Search workspaces' }).fill('Other Co');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: 'Other Co', exact: true }).click();
  await expect(page).toHaveURL(/\/operator\/other-co$/);
  const panel = page.getByRole('complementary', { name: 'Selected workspace' });
  await expect(panel.getByRole('heading', { name: 'Other Co' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Open Other Co as admin' })).toHaveAttribute(
    'href',
    '/workspaces/other-co/files',
  );

  await panel.getByRole('spinbutton', { name: 'Minutes' }).fill('100');
  await panel.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await panel.getByRole('button', { name: 'Grant minutes' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Granted 100 minutes to Other Co' })).toBeVisible();
  await expect(panel.getByRole('list').filter({ hasText: reason })).toBeVisible();
  await auditBothSchemes(page, 'workspace panel');

  await page.getByRole('navigation', { name: 'Operator' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('textbox', { name: 'Workspace id' }).fill('other-co');
  await page.getByRole('button', { name: 'Filter' }).click();
  const entry = page.getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText('operator@demo.test');
  await expect(entry).toContainText('Granted minutes');
  await expect(entry).toContainText('other-co');
  await auditBothSchemes(page, 'audit log');
});

test('the API reference draws the API’s operations and passes axe', async ({ browser }) => {
  // Drawing the whole document takes most of a minute under a full test run's load: more than the default limit.
  test.slow();
  const page = await signedInPage(browser, 'operator@demo.test');
  trackRequests(page);
  await page.goto('/operator/swagger');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  // swagger-ui shows each operation by its method and path. The document's first operation is checked: with the
  // document at ~550 kB, later ones (get_workspace) were not always drawn within 90 s (an open defect, see the note).
  const firstOperation = page.locator('.opblock-get').filter({
    has: page.locator('[data-path="/media/{fileId}/{variant}"]'),
  });
  await expect(firstOperation).toContainText('GET', { timeout: 90_000 });
  await auditBothSchemes(page, 'API reference');
});
