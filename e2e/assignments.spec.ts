import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signedInPage } from './support';

// One story across three people, in order: the editor assigns, the manager works, the viewer looks.
test.describe.configure({ mode: 'serial' });

const FILE_PAGE = '/workspaces/demo-university/files/gettysburg-address';
const title = `Review the Gettysburg captions ${Date.now()}`;

test('a transcript editor creates an assignment for the content manager', async ({ browser }) => {
  test.slow();
  const page = await signedInPage(browser, 'editor@demo.test');
  await page.goto(FILE_PAGE);
  await page.getByRole('button', { name: 'Create Assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Assignment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Check speaker names and line breaks against the source.');
  await dialog.getByRole('checkbox', { name: /Manuel Manager/ }).check();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await page.context().close();
});

test('the manager finds it in the assignments popover and tracks time on it', async ({ browser }) => {
  test.slow();
  const page = await signedInPage(browser, 'manager@demo.test');
  await page.goto('/workspaces/demo-university/files');
  await page.getByRole('button', { name: 'Assignments' }).click();
  const item = page.getByRole('button', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await expectNoAxeViolations(page);

  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Assignment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Jump to File' })).toBeVisible();
  await expectNoAxeViolations(page);

  const total = dialog.getByText(/^Total:/);
  await expect(total).toHaveText('Total: 00:00:00');
  await dialog.getByRole('button', { name: 'Start Timer' }).click();
  // Starting on a pending assignment moves it to in progress; the form follows the server.
  await expect(dialog.getByLabel('Status')).toHaveValue('in_progress');
  const timer = dialog.getByRole('timer', { name: 'Timer' });
  // Let the clock pass a whole second before stopping, so the recorded entry cannot round to zero.
  await expect(timer).not.toHaveText(/^00:00:0[01]$/);
  await dialog.getByRole('button', { name: 'Stop Timer' }).click();
  await expect(total).not.toHaveText('Total: 00:00:00');
  await expect(dialog.getByRole('cell', { name: 'Manuel Manager', exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Jump to File' }).click();
  await expect(page).toHaveURL(/\/workspaces\/demo-university\/files\/gettysburg-address$/);
  await page.context().close();
});

test('a viewer sees the assignment but cannot change it', async ({ browser }) => {
  const page = await signedInPage(browser, 'viewer@demo.test');
  await page.goto(FILE_PAGE);
  await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Assignment' })).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(title) }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Assignment' });
  await expect(dialog.getByLabel('Title')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Start Timer' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.context().close();
});
