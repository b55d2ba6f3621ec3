import { expect, test } from '@playwright/test';
import { signedInPage } from './support';

// Demo University has YouTube and Kaltura active; every member browses them (importing is for managers). Admins
// and content managers also get the workspace's Assignments and its Compliance ledger.
const MANAGERS_TABS = ['Transcripts', 'YouTube', 'Kaltura', 'Assignments', 'Compliance'];
const ROLES = [
  { email: 'admin@demo.test', tabs: MANAGERS_TABS },
  { email: 'manager@demo.test', tabs: MANAGERS_TABS },
  { email: 'editor@demo.test', tabs: ['Transcripts', 'YouTube', 'Kaltura'] },
  { email: 'viewer@demo.test', tabs: ['Transcripts', 'YouTube', 'Kaltura'] },
];

for (const { email, tabs } of ROLES) {
  test(`${email} sees only the tabs they may open, and every one opens`, async ({ browser }) => {
    const page = await signedInPage(browser, email);
    await page.goto('/workspaces/demo-university/files');
    const links = page.getByRole('navigation', { name: 'Workspace' }).getByRole('link');
    await expect(links).toHaveText(tabs);
    for (const name of tabs) {
      await links.filter({ hasText: name }).click();
      await expect(links.filter({ hasText: name })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toHaveCount(0);
    }
    await page.context().close();
  });
}
