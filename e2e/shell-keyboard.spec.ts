import { expect, test } from '@playwright/test';
import { signedInPage, trackRequests, waitForScreenSettled } from './support';

test('the skip link is the first stop and moves focus to main', async ({ page }) => {
  trackRequests(page);
  await page.goto('/auth');
  // `goto` returns at the load event, before the app has drawn the page: a Tab then would land nowhere.
  await waitForScreenSettled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('the skip link passes the navigation bar of a signed-in screen', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.goto('/workspaces/demo-university/files');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('every menu opens, moves and closes by keyboard', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.goto('/workspaces/demo-university/files');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const name of ['Notifications', 'Feature flags', 'Help', 'Account menu']) {
    const trigger = page.getByRole('button', { name: new RegExp(`^${name}`) });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('role') + ':' + document.activeElement?.textContent);
    // Opening by keyboard focuses the first item; the arrow moves to the next.
    await expect.poll(focused).toMatch(/^menuitem/);
    const first = await focused();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).not.toBe(first);
    expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  }

  // A flag toggles by keyboard, and the menu stays open for the next one.
  await page.getByRole('button', { name: 'Feature flags' }).focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('menuitemcheckbox', { name: 'box', exact: true });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Space');
  await expect(box).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  const assignments = page.getByRole('button', { name: 'Assignments' });
  await assignments.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Assignments' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(assignments).toBeFocused();

  const badge = page.getByRole('link', { name: 'Refer & earn' });
  await badge.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
});
