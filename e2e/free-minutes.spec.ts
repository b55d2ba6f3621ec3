import { expect, test } from '@playwright/test';
import { toneWav } from '../server/testing/media-samples';
import { auditBothSchemes, trackRequests } from './support';

// Issue 28: a new workspace could not transcribe anything (0 minutes, "2 minutes short", no way forward). The plan's
// minutes are the balance once an admin's email is verified; sign-up mails the link.

/** Opens the verification link mailed at sign-up, as the person would from their inbox (the emulator keeps it). */
async function openVerificationLink(email: string) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run e2e through npm test or e2e-one');
  const res = await fetch(`http://${host}/emulator/v1/projects/demo-media-access/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const mailed = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
  expect(mailed.length).toBeGreaterThan(0);
  // What the link's page does: apply the code.
  const applied = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:update?key=e2e`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode: mailed.at(-1)!.oobCode }),
  });
  expect(applied.ok).toBe(true);
}

test('a new user signs up, verifies their email, creates a workspace and starts a transcription with the free minutes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  trackRequests(page);
  const email = `free-${Date.now()}@test.example`;
  await page.goto('/signup');
  await page.getByLabel('Your name').fill('Fran Fresh');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Workspace name').fill('Fresh Lectures');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Lectures' })).toBeVisible();
  const workspace = new URL(page.url()).pathname.replace(/\/files$/, '');

  // Before the email is verified the Plan page says why there are no free minutes, and how to get them.
  await page.goto(`${workspace}/settings/plan`);
  await expect(page.getByText('Verify your email to get 60 free minutes')).toBeVisible();
  await expect(page.getByText('Balance: 0 minutes')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Free.*No charge$/ })).toBeVisible();
  await auditBothSchemes(page, 'the Plan page of an unverified admin');

  await openVerificationLink(email);
  await page.getByRole('button', { name: 'I’ve verified my email' }).click();
  await expect(page.getByText('Balance: 60 minutes')).toBeVisible();
  await expect(page.getByText('Verify your email to get 60 free minutes')).toHaveCount(0);

  // A short lecture, uploaded and processed.
  await page.goto(`${workspace}/files`);
  await page.getByRole('button', { name: 'Add media' }).click();
  const upload = page.getByRole('dialog', { name: 'Add media' });
  const name = `welcome-${Date.now()}.wav`;
  await upload
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: 'audio/wav', buffer: toneWav(3) });
  await expect(upload.getByText('Complete', { exact: true })).toBeVisible({ timeout: 60_000 });
  await upload.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/files\/[^/?]+$/);
  // The page follows the file's processing live: Transcribe is enabled once it is ready, with no reload.
  const transcribe = page.getByRole('button', { name: 'Transcribe', exact: true });
  await expect(transcribe).toBeEnabled({ timeout: 60_000 });

  await transcribe.click();
  const dialog = page.getByRole('dialog', { name: 'Transcribe' });
  const balance = dialog.locator('dt', { hasText: 'Balance' }).locator('xpath=following-sibling::dd[1]');
  await expect(balance).toHaveText('60 minutes');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await auditBothSchemes(page, 'the Transcribe dialog with free minutes');
  await dialog.getByRole('button', { name: 'Spend 1 minute' }).click();
  await expect(dialog).toHaveCount(0);
  // The order went through: the ledger shows the minute it spent out of the 60 free ones.
  await page.goto(`${workspace}/settings/credit`);
  const ledger = page.getByRole('table');
  await expect(ledger.getByRole('row').filter({ hasText: 'Job' }).getByText('−1', { exact: true })).toBeVisible();
  await expect(
    ledger.getByRole('row').filter({ hasText: 'Plan minutes' }).getByText('+60', { exact: true }),
  ).toBeVisible();
});
