import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

test('admin signs in and lands in Demo University', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Media Access' })).toBeVisible();
  await expectNoAxeViolations(page);

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/workspaces\/demo-university\/files$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('admin@demo.test')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a signed-out visitor is sent to sign in and brought back', async ({ page }) => {
  await page.goto('/workspaces/demo-university/files');
  await expect(page).toHaveURL(/\/auth\?from=%2Fworkspaces%2Fdemo-university%2Ffiles$/);
  await signIn(page, 'viewer@demo.test');
  await expect(page).toHaveURL(/\/workspaces\/demo-university\/files$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();
});

test('a wrong password is explained next to the field', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@demo.test', 'not-the-password');
  const password = page.getByLabel('Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  // The emulator says wrong-password; a project with email-enumeration protection says invalid-credential.
  const description = page.locator(`#${await password.getAttribute('aria-describedby')}`);
  await expect(description).toHaveText(/password is not right|do not match an account/);
  await expectNoAxeViolations(page);
});

test('an empty form says what is missing, next to each field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Use at least 6 characters')).toBeVisible();
});

test('an outsider cannot see Demo University', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, 'outsider@demo.test');
  await expect(page).toHaveURL(/\/workspaces\/other-co\/files$/);
  await page.goto('/workspaces/demo-university/files');
  await expect(page.getByRole('heading', { name: 'Workspace not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a new user signs up and creates their first workspace', async ({ page }) => {
  test.slow();
  const email = `new-${Date.now()}@test.example`;
  await page.goto('/signup');
  await page.getByLabel('Your name').fill('Nia New');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your first workspace' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Workspace name').fill('Nia Media');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nia Media' })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
