import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signedInPage } from './support';

const alertOf = (page: Page) => page.getByRole('alert').filter({ hasText: 'Unable to load Media Access' });

test('when the client config does not load, the alert is accessible and Try Again recovers', async ({ page }) => {
  await page.route('**/api/client-config', (route) => route.abort());
  await page.goto('/auth');
  const alert = alertOf(page);
  await expect(alert).toContainText('Check your internet connection. We will keep trying.');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);

  await page.unroute('**/api/client-config');
  await alert.getByRole('button', { name: 'Try Again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('when the client config does not load, Log Out ends the stored session', async ({ browser }) => {
  const page = await signedInPage(browser, 'viewer@demo.test');
  await page.route('**/api/client-config', (route) => route.abort());
  await page.goto('/workspaces/demo-university/files');
  await expect(alertOf(page)).toBeVisible();
  await page.unroute('**/api/client-config');
  await alertOf(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goto('/workspaces/demo-university/files');
  await expect(page).toHaveURL(/\/auth\?from=/);
  await page.context().close();
});
