import { expect, test } from '@playwright/test';
import { auditBothSchemes, signedInPage } from './support';

// The operator's Engines page: reached from the operator menu by keyboard, the engine per language and the whisper
// models with their trade-offs, accessible in both colour schemes. (Downloads are covered against a local file
// server in server/routes/whisper-models.test.ts: this machine has no route to Hugging Face.)

test('an operator opens Engines by keyboard and sees what each language uses and what to install', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'operator@demo.test');
  await page.goto('/operator');
  const link = page.getByRole('navigation', { name: 'Operator' }).getByRole('link', { name: 'Engines' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/operator\/engines$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Engines' })).toBeVisible();
  const perLanguage = page.getByRole('list', { name: 'Engine per language' });
  await expect(perLanguage.getByRole('listitem').first()).toContainText('English → pocketsphinx (draft quality)');
  const baseEn = page
    .getByRole('list', { name: 'Available models' })
    .getByRole('listitem', { name: 'base.en', exact: true });
  await expect(baseEn).toContainText('148 MB download · 388 MB memory · 16× large’s speed');
  await expect(baseEn.getByRole('button', { name: 'Install base.en', exact: true })).toBeEnabled();
  await auditBothSchemes(page);
});

test('workspace people do not see the Engines page', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.goto('/operator/engines');
  await expect(page.getByRole('heading', { level: 1, name: 'Engines' })).toHaveCount(0);
});
