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
  await expect(page.getByRole('heading', { level: 1, name: 'Operator dashboard' })).toBeVisible();
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

test('the API reference draws every operation, the last one too, and passes axe', async ({ browser }) => {
  const page = await signedInPage(browser, 'operator@demo.test');
  trackRequests(page);
  await page.goto('/operator/swagger');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  // swagger-ui shows each operation by its method and path. get_workspace is the document's 8th path and the
  // rev-orders media call its last: both lie beyond the first screen, which is all swagger-ui's virtualised list
  // (150+ tags and operations) kept in the page; all-operations.tsx draws the whole list instead.
  const operation = (method: string, path: string) =>
    page.locator(`.opblock-${method}`).filter({ has: page.locator(`[data-path="${path}"]`) });
  // Fetching and resolving the ~290 kB document takes seconds on a loaded machine: a wider limit as a safety net.
  await expect(operation('get', '/get_workspace')).toContainText('GET', { timeout: 30_000 });
  await expect(operation('get', '/rev-orders/{orderId}/media')).toContainText('GET');
  await auditBothSchemes(page, 'API reference');
});
