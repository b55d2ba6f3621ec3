import { expect, test } from '@playwright/test';
import { auditBothSchemes, expectNoAxeViolations, signedInPage, trackRequests } from './support';

// One story across four people, in order: the editor assigns the manager, who works on it; the manager assigns the
// editor, who is told and works on a task they cannot rewrite; the manager checks everyone's work; the viewer looks.
test.describe.configure({ mode: 'serial' });

const FILE_PAGE = '/workspaces/demo-university/files/gettysburg-address';
// Editors and viewers open a file on its Edit tab; the file's assignments are on the overview.
const FILE_OVERVIEW = `${FILE_PAGE}?tab=overview`;
const FILE_NAME = /The Gettysburg Address/;
const stamp = Date.now().toString(36);
const title = `Review the Gettysburg captions ${stamp}`;
const given = `Check the speaker names ${stamp}`;

test('a transcript editor creates an assignment for the content manager', async ({ browser }) => {
  test.slow();
  const page = await signedInPage(browser, 'editor@demo.test');
  await page.goto(FILE_OVERVIEW);
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
});

test('the manager finds it in the assignments popover, naming its file, and tracks time on its task page', async ({
  browser,
}) => {
  test.slow();
  const page = await signedInPage(browser, 'manager@demo.test');
  await page.goto('/workspaces/demo-university/files');
  await page.getByRole('button', { name: 'Assignments' }).click();
  const item = page.getByRole('link', { name: new RegExp(title) });
  await expect(item).toContainText(FILE_NAME);
  await expectNoAxeViolations(page);

  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const total = page.getByText(/^Total:/);
  await expect(total).toHaveText('Total: 00:00:00');
  await page.getByRole('button', { name: 'Start Timer' }).click();
  // Starting on a pending assignment moves it to in progress.
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  const timer = page.getByRole('timer', { name: 'Timer' });
  // Let the clock pass a whole second before stopping, so the recorded entry cannot round to zero.
  await expect(timer).not.toHaveText(/^00:00:0[01]$/);
  await page.getByRole('button', { name: 'Stop Timer' }).click();
  await expect(total).not.toHaveText('Total: 00:00:00');
  await expect(page.getByRole('cell', { name: 'Manuel Manager', exact: true })).toBeVisible();
  // The manager may change the task itself.
  await expect(page.getByRole('button', { name: 'Edit assignment' })).toBeVisible();

  await page.getByRole('link', { name: 'Open the file in the editor' }).click();
  await expect(page).toHaveURL(/\/workspaces\/demo-university\/files\/gettysburg-address$/);
});

test('the editor is told of work the manager gives them, in the nav, naming the file', async ({ browser }) => {
  test.slow();
  // The editor has the app open: what is in their list now is not news.
  const editor = await signedInPage(browser, 'editor@demo.test');
  trackRequests(editor);
  await editor.goto('/workspaces/demo-university/files');
  const trigger = editor.getByRole('button', { name: 'Assignments' });
  await expect(trigger).toHaveAccessibleDescription(/^\d+ open$/);

  const manager = await signedInPage(browser, 'manager@demo.test');
  await manager.goto(FILE_PAGE);
  await manager.getByRole('button', { name: 'Create Assignment' }).click();
  const create = manager.getByRole('dialog', { name: 'Create Assignment' });
  await create.getByLabel('Title').fill(given);
  await create.getByLabel('Description').fill('Name each speaker the first time they speak.');
  await create.getByRole('checkbox', { name: /Edith Editor/ }).check();
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toBeHidden();
  await manager.close();

  // The nav asks again (every 30 s, or now on a reload) and says what is new.
  await editor.reload();
  await expect(trigger).toHaveAccessibleDescription(/, 1 new$/);
  await trigger.click();
  const item = editor.getByRole('link', { name: new RegExp(given) });
  await expect(item).toContainText('New');
  await expect(item).toContainText(FILE_NAME);
  await expectNoAxeViolations(editor);
  await item.click();
  await expect(editor).toHaveURL(/\/workspaces\/demo-university\/assignments\/[\w-]+$/);
  await expect(editor.getByRole('heading', { level: 1, name: given })).toBeVisible();
});

test('the editor works on the task they were given, which they cannot rewrite, and marks it done', async ({
  browser,
}) => {
  test.slow();
  const editor = await signedInPage(browser, 'editor@demo.test');
  trackRequests(editor);
  await editor.goto('/workspaces/demo-university/files');
  await editor.getByRole('button', { name: 'Assignments' }).click();
  await editor.getByRole('link', { name: new RegExp(given) }).click();

  await expect(editor.getByRole('heading', { level: 1, name: given })).toBeVisible();
  await expect(editor.getByText('Name each speaker the first time they speak.')).toBeVisible();
  await expect(editor.getByRole('link', { name: FILE_NAME })).toBeVisible();
  await expect(editor.getByRole('link', { name: 'Open the file in the editor' })).toHaveAttribute(
    'href',
    '/workspaces/demo-university/files/gettysburg-address',
  );
  // The task, not a form: nothing to rewrite, no Delete.
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Edit assignment' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await auditBothSchemes(editor, 'task page');

  await editor.getByRole('button', { name: 'Start Timer' }).click();
  await expect(editor.getByText('In progress', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Stop Timer' }).click();
  await editor.getByRole('button', { name: 'Mark as done' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Marked as done' })).toBeAttached();
  await expect(editor.getByText('Completed', { exact: true })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Reopen' })).toBeVisible();
});

test('the manager sees everyone’s work, filtered by person, status and due date', async ({ browser }) => {
  test.slow();
  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  await page.goto('/workspaces/demo-university/files');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Assignments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
  // Open work by default: the editor's finished task is not among it, the manager's own is.
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: given })).toHaveCount(0);

  await page.getByLabel('Person').selectOption({ label: 'Edith Editor' });
  await page.getByLabel('Status').selectOption('completed');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/assignee=demo-editor&status=completed/);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: given }) });
  await expect(row).toContainText('Assigned to Edith Editor');
  await expect(row).toContainText('Completed');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await auditBothSchemes(page, 'workspace assignments');

  await page.getByLabel('Due').selectOption('overdue');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No assignments match these filters.')).toBeVisible();
});

test('a viewer sees the assignment as a task but cannot change it', async ({ browser }) => {
  const page = await signedInPage(browser, 'viewer@demo.test');
  await page.goto(FILE_OVERVIEW);
  await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Assignment' })).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(title) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('You can read this assignment but not change it.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Start Timer' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Mark as done' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
