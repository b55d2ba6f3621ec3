import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support';

interface Expected {
  email: string;
  workspace: string;
  tabs: string[];
  /** The queues in the Notifications menu; none means no menu. */
  queues: string[];
  settings: boolean;
}

const ACCOUNTS: Expected[] = [
  {
    email: 'admin@demo.test',
    workspace: 'demo-university',
    // Admins and content managers also get the workspace's Assignments and its Compliance ledger.
    tabs: ['Transcripts', 'YouTube', 'Kaltura', 'Assignments', 'Compliance'],
    queues: ['Pending corrections', 'Accessibility requests'],
    settings: true,
  },
  {
    email: 'manager@demo.test',
    workspace: 'demo-university',
    tabs: ['Transcripts', 'YouTube', 'Kaltura', 'Assignments', 'Compliance'],
    queues: ['Pending corrections', 'Accessibility requests'],
    settings: false,
  },
  {
    email: 'editor@demo.test',
    workspace: 'demo-university',
    // Every member browses the connected platforms (importing is for managers).
    tabs: ['Transcripts', 'YouTube', 'Kaltura'],
    queues: ['Pending corrections'],
    settings: false,
  },
  {
    email: 'viewer@demo.test',
    workspace: 'demo-university',
    // Every member browses the connected platforms (importing is for managers).
    tabs: ['Transcripts', 'YouTube', 'Kaltura'],
    queues: [],
    settings: false,
  },
  // Other Co is an `other`-type workspace: no review queues, so no notifications, even for its admin.
  {
    email: 'outsider@demo.test',
    workspace: 'other-co',
    tabs: ['Transcripts', 'Assignments', 'Compliance'],
    queues: [],
    settings: true,
  },
];

// Demo University's tabs for everyone, then an admin's own: the workspace's assignments and compliance ledger.
const PLATFORM_TABS = ['Transcripts', 'YouTube', 'Kaltura'];
const MANAGER_TABS = ['Assignments', 'Compliance'];
const workspaceTabs = (page: Page) => page.getByRole('navigation', { name: 'Workspace' }).getByRole('link');

for (const account of ACCOUNTS) {
  test(`the nav bar as ${account.email} sees it`, async ({ browser }) => {
    const page = await signedInPage(browser, account.email);
    await page.goto('/');
    await expect(page).toHaveURL(`/workspaces/${account.workspace}/files`);
    await expect(workspaceTabs(page)).toHaveText(account.tabs);
    await expect(page.getByText('LOCAL', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Refer & earn' })).toBeVisible();
    await expect(page.getByRole('search').getByLabel('Search transcripts')).toBeVisible();
    const notifications = page.getByRole('button', { name: /^Notifications/ });
    await expect(notifications).toHaveCount(account.queues.length ? 1 : 0);
    if (account.queues.length) {
      await notifications.click();
      const queues = page.getByRole('group', { name: 'Waiting for review' }).getByRole('menuitem');
      await expect(queues).toHaveText(account.queues.map((queue) => new RegExp(`^${queue}`)));
      await page.keyboard.press('Escape');
    }

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(account.email)).toBeVisible();
    await expect(menu.getByRole('menuitemradio')).toHaveCount(1);
    await expect(menu.getByRole('menuitemradio', { checked: true })).toContainText(
      account.workspace === 'other-co' ? 'Other Co' : 'Demo University',
    );
    for (const item of ['Create a workspace', 'My account', 'Sign out', 'Privacy', 'Terms', 'Licenses']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Workspace settings' })).toHaveCount(account.settings ? 1 : 0);
    await expect(menu.getByRole('menuitem', { name: 'Operator dashboard' })).toHaveCount(0);
  });
}

test('the account menu shows the display name and role, and signs out', async ({ browser }) => {
  const page = await signedInPage(browser, 'manager@demo.test');
  await page.goto('/workspaces/demo-university/files');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Manuel Manager')).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: /Demo University.*content-manager/ })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth');
});

test('a member opens Create a workspace from the account menu', async ({ browser }) => {
  const page = await signedInPage(browser, 'viewer@demo.test');
  await page.goto('/workspaces/demo-university/files');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Create a workspace' }).click();
  await expect(page).toHaveURL('/workspaces/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a workspace' })).toBeVisible();
  // Not submitted: a second workspace would change where the shared demo accounts land in other specs.
  await expect(page.getByLabel('Workspace name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create workspace' })).toBeEnabled();
});

test('an operator lands on /operator without workspace tabs, and opens any workspace as admin', async ({ browser }) => {
  test.slow();
  const page = await signedInPage(browser, 'operator@demo.test');
  await page.goto('/');
  await expect(page).toHaveURL('/operator');
  await expect(page.getByRole('heading', { name: 'Operator dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Operator dashboard' })).toBeVisible();
  await expect(page.getByRole('menu').getByText('No workspaces yet')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Demo University', exact: true }).click();
  await expect(page).toHaveURL('/operator/demo-university');
  await page.getByRole('link', { name: 'Open Demo University as admin' }).click();
  await expect(page).toHaveURL('/workspaces/demo-university/files');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Workspace settings' })).toBeVisible();
});

test('the notifications add the queues up to 20, then show 20+, and each queue its own count', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  const item = (i: number) => ({
    id: `c${i}`,
    fileId: 'f1',
    fileName: 'Lecture',
    status: 'pending',
    createdAt: '2025-01-01T00:00:00Z',
    // The rest of a correction, so the corrections page the menu opens can show these.
    trackId: 't1',
    language: 'en',
    cueId: 'c1',
    cueStartMs: 1000,
    cueEndMs: 2000,
    originalText: 'Hello world',
    proposedText: 'Hello, world',
  });
  await page.route('**/api/list_proposed_corrections?*', (route) => {
    expect(new URL(route.request().url()).searchParams.get('limit')).toBe('20');
    return route.fulfill({ json: { corrections: Array.from({ length: 20 }, (_, i) => item(i)), nextCursor: 'next' } });
  });
  await page.route('**/api/media_requests/workspaces/demo-university?*', (route) =>
    route.fulfill({ json: { requests: [item(1), item(2), item(3)], nextCursor: null } }),
  );
  await page.goto('/workspaces/demo-university/files');
  await page.getByRole('button', { name: 'Notifications 20+ pending' }).click();
  await expect(page.getByRole('menuitem', { name: 'Accessibility requests 3' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Pending corrections 20+' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pending corrections' })).toBeVisible();
});

test('a missing count endpoint just shows no count', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.route('**/api/list_proposed_corrections?*', (route) => route.fulfill({ status: 404, json: {} }));
  await page.route('**/api/media_requests/workspaces/demo-university?*', (route) =>
    route.fulfill({ status: 404, json: {} }),
  );
  await page.goto('/workspaces/demo-university/files');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Pending corrections', exact: true })).toBeVisible();
});

test('Refer & earn: tooltip, stops drawing attention after a click, plain link on narrow screens', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'editor@demo.test');
  await page.goto('/workspaces/demo-university/files');
  const badge = page.getByRole('link', { name: 'Refer & earn' });
  await expect(badge).toHaveAttribute('data-attention', '');
  await badge.hover();
  await expect(page.getByRole('tooltip')).toContainText('500 to 1000 free transcription minutes');
  await badge.click();
  await expect(page).toHaveURL('/workspaces/demo-university/settings/referrals');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Refer & earn' })).not.toHaveAttribute('data-attention');

  await page.setViewportSize({ width: 600, height: 800 });
  const plain = page.getByRole('link', { name: 'Refer & earn' });
  await plain.hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(plain).toHaveClass(/underline/);
});

test('transcript search opens the search page with the query', async ({ browser }) => {
  const page = await signedInPage(browser, 'viewer@demo.test');
  await page.goto('/workspaces/demo-university/files');
  await page.getByLabel('Search transcripts').fill('photosynthesis');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/workspaces/demo-university/search?q=photosynthesis');
  // The search page runs the query at once (the demo transcripts never mention it) and keeps it in its own field.
  await expect(page.getByRole('status').filter({ hasText: 'No results for “photosynthesis”' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Transcripts' }).getByLabel('Search transcripts')).toHaveValue(
    'photosynthesis',
  );
});

test('dark mode follows the system setting, live', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test', { colorScheme: 'light' });
  await page.goto('/workspaces/demo-university/files');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/dark/);
});

test('flag overrides persist across reloads until reset', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.goto('/workspaces/demo-university/files');
  await expect(workspaceTabs(page)).toHaveText([...PLATFORM_TABS, ...MANAGER_TABS]);
  await page.getByRole('button', { name: 'Feature flags' }).click();
  const youtube = page.getByRole('menuitemcheckbox', { name: 'youtube' });
  await expect(youtube).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemcheckbox', { name: 'panopto' })).toHaveAttribute('aria-checked', 'false');
  await youtube.click();
  await expect(youtube).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect(workspaceTabs(page)).toHaveText(['Transcripts', 'Kaltura', ...MANAGER_TABS]);

  await page.reload();
  await expect(workspaceTabs(page)).toHaveText(['Transcripts', 'Kaltura', ...MANAGER_TABS]);
  await page.goto('/workspaces/demo-university/files/youtube');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await page.getByRole('button', { name: 'Feature flags' }).click();
  await page.getByRole('menuitem', { name: 'Reset to defaults' }).click();
  await expect(workspaceTabs(page)).toHaveText([...PLATFORM_TABS, ...MANAGER_TABS]);
  await page.reload();
  await expect(workspaceTabs(page)).toHaveText([...PLATFORM_TABS, ...MANAGER_TABS]);
  expect(await page.evaluate(() => localStorage.getItem('media-access:flag-overrides'))).toBeNull();
});

test('a corrupt stored value does not break the app', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.addInitScript(() => {
    localStorage.setItem('media-access:flag-overrides', '{not json');
    localStorage.setItem('media-access:referral-badge-clicked', '"yes"');
    localStorage.setItem('media-access:last-workspace:demo-admin', '42');
  });
  await page.goto('/');
  await expect(page).toHaveURL('/workspaces/demo-university/files');
  await expect(workspaceTabs(page)).toHaveText([...PLATFORM_TABS, ...MANAGER_TABS]);
});
