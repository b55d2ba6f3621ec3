import { expect, test } from '@playwright/test';
import { type PlatformEmulator, startPlatformEmulator } from '../server/lti/testing/platform-emulator';
import { expectNoAxeViolations, signedInPage, waitForScreenSettled } from './support';

// An emulated LMS (server/lti/testing/platform-emulator.ts) on its own port: an admin registers it in the
// integration settings, an instructor deep links a showcase from its editor, and its course page launches it.
let platform: PlatformEmulator;
/** Filled from the URLs the settings page shows, which follow the server's PUBLIC_URL. */
const tool = { loginUrl: '', launchUrl: '', jwks: async () => (await fetch(tool.jwksUrl)).json(), jwksUrl: '' };

test.beforeAll(async () => {
  platform = await startPlatformEmulator(tool);
});
test.afterAll(() => platform?.close());

test.describe.configure({ mode: 'serial' });

test('an admin registers the LMS in the integration settings', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin@demo.test');
  await admin.goto('/workspaces/demo-university/settings/integrations');
  await expect(admin.getByRole('heading', { name: 'Learning platforms (LTI 1.3)' })).toBeVisible();
  tool.loginUrl = await admin.getByLabel('Login (OIDC initiation) URL').inputValue();
  tool.launchUrl = await admin.getByLabel('Launch / redirect URL').inputValue();
  tool.jwksUrl = await admin.getByLabel('Public keys (JWKS) URL').inputValue();

  await admin.getByRole('button', { name: 'Register an LTI 1.3 platform' }).click();
  const form = admin.getByRole('form', { name: 'Register LTI 1.3 platform' });
  const fields = platform.registration;
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Issuer').fill(fields.issuer);
  await form.getByLabel('Client ID').fill(fields.clientId);
  await form.getByLabel('OIDC authorisation URL').fill(fields.authUrl);
  await form.getByLabel('Token URL').fill(fields.tokenUrl);
  await form.getByLabel('Public keys (JWKS) URL').fill(fields.jwksUrl);
  await form.getByLabel('Deployment IDs (one per line)').fill(fields.deploymentIds.join('\n'));
  await form.getByRole('button', { name: 'Register' }).click();
  const list = admin.getByRole('list', { name: 'Registered learning platforms' });
  await expect(list.getByText(`client ${fields.clientId}`, { exact: false })).toBeVisible();
  await waitForScreenSettled(admin);
  await expectNoAxeViolations(admin);
});

test('an instructor deep links a showcase from the LMS editor, and the course page shows it', async ({ browser }) => {
  test.slow();
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${platform.origin}/editor`);
  await page.getByRole('button', { name: 'Add from Media Access' }).click();
  const dialog = page.frameLocator('iframe[name="tool"]');
  await expect(dialog.getByRole('heading', { name: 'Add from Media Access' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }

  // By keyboard: Space picks the focused choice, Enter submits the form.
  await dialog.getByRole('radio', { name: 'Welcome Week' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'Welcome Week' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Added to the course' })).toBeVisible();
  await expect(dialog.getByText('Welcome Week')).toBeVisible();

  await dialog.getByRole('link', { name: 'Open the course page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Biology 101' })).toBeVisible();
  // The launch lands on the showcase's iframe page, with the course's title passed along.
  await expect
    .poll(() =>
      page
        .frames()
        .some((f) => /\/embed\/demo-university\/showcases\/welcome-week\?context=Biology\+101$/.test(f.url())),
    )
    .toBe(true);
  const embed = page.frameLocator('iframe[title="Welcome Week"]');
  await expect(embed.getByText('The Gettysburg Address', { exact: false }).first()).toBeVisible();
});

test('a refused launch is a clear, accessible page', async ({ page }) => {
  const response = await page.goto(
    `${tool.loginUrl}?iss=${encodeURIComponent('https://unknown.example')}&login_hint=x&target_link_uri=x`,
  );
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'This link could not be opened' })).toBeVisible();
  await expect(page.getByText(/No platform with issuer https:\/\/unknown\.example/)).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
});
