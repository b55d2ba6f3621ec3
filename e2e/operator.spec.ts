import { expect, test } from '@playwright/test';
import { auditBothSchemes, signedInPage, trackRequests } from './support';

// The operator console: find a workspace, grant it minutes with a reason, read the audit entry; the API reference.
test.describe.configure({ mode: 'serial' });

const reason = `Pilot extension ${Date.now().toString(36)}`;

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
  await expect(entry.getByRole('link', { name: 'Other Co' })).toHaveAttribute('href', '/operator/other-co');
  // What changed, in words: no raw JSON.
  await expect(entry).toContainText(/Balance: [\d,]+ minutes →.*[\d,]+ minutes/);
  await expect(entry).toContainText('Minutes granted: 100 minutes');
  await expect(entry).not.toContainText('{');
  await auditBothSchemes(page, 'audit log');
});

test('an operator opening Demo University as admin is told so on every screen, audited, and finds the mail sent', async ({
  browser,
}) => {
  test.slow();
  const page = await signedInPage(browser, 'operator@demo.test', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  trackRequests(page);
  await page.goto('/operator/demo-university');
  const panel = page.getByRole('complementary', { name: 'Selected workspace' });
  await panel.getByRole('link', { name: 'Open Demo University as admin' }).click();
  const banner = page.getByRole('region', { name: 'Operator view' });
  await expect(banner).toContainText('Viewing Demo University as operator');
  await auditBothSchemes(page, 'files as operator');

  // The banner stays while the operator works here: they assign the editor a task (operators act as admin).
  const task = `Operator check ${Date.now().toString(36)}`;
  await page.goto('/workspaces/demo-university/files/gettysburg-address');
  await expect(banner).toContainText('Viewing Demo University as operator');
  await page.getByRole('button', { name: 'Create Assignment' }).click();
  const create = page.getByRole('dialog', { name: 'Create Assignment' });
  await create.getByLabel('Title').fill(task);
  await create.getByLabel('Description').fill('Spot-check the captions.');
  await create.getByRole('checkbox', { name: /Edith Editor/ }).check();
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toBeHidden();

  await banner.getByRole('link', { name: 'Back to the operator console' }).click();
  await expect(page).toHaveURL(/\/operator\/demo-university$/);
  await expect(page.getByRole('region', { name: 'Operator view' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Operator' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('textbox', { name: 'Workspace id' }).fill('demo-university');
  await page.getByRole('button', { name: 'Filter' }).click();
  const visit = page.getByRole('row').filter({ hasText: 'Opened as admin' });
  await expect(visit).toHaveCount(1);
  await expect(visit).toContainText('operator@demo.test');
  await expect(visit.getByRole('link', { name: 'Demo University' })).toBeVisible();

  // The mail that told the editor, as an operator reads it where no mail leaves (locally).
  await page.getByRole('navigation', { name: 'Operator' }).getByRole('link', { name: 'Mail outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Recipient' }).fill('editor@demo.test');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const message = page.getByRole('listitem').filter({ hasText: `Assigned to you: ${task}` });
  await expect(message).toContainText('To editor@demo.test');
  await expect(message).toContainText(/Queued|Failed|Sent/);
  await auditBothSchemes(page, 'mail outbox');

  await message.getByRole('link', { name: `Assigned to you: ${task}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Assigned to you: ${task}` })).toBeVisible();
  const links = page.getByRole('region', { name: 'Links' });
  const link = links.getByRole('link', { name: /\/workspaces\/demo-university\/assignments\// });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  await links.getByRole('button', { name: /^Copy link/ }).click();
  await expect(links.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
  await auditBothSchemes(page, 'mail message');
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
