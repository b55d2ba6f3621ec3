import { expect, test as setup } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, storageStatePath } from './support';

// Signs each demo account in once per run, through the auth page; every test then starts from its saved
// session (Firebase keeps it in IndexedDB) instead of signing in again.
for (const email of DEMO_ACCOUNTS) {
  setup(`sign in as ${email}`, async ({ page }) => {
    await page.goto('/auth');
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/auth/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.context().storageState({ path: storageStatePath(email), indexedDB: true });
  });
}
