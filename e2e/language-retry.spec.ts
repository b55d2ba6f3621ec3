import { expect, type Page, test } from '@playwright/test';
import { auditBothSchemes, signedInPage, trackRequests } from './support';

// When the language catalogues fail to load, the selects that need them say so beside them and offer Try again.

/** Answers the catalogue calls with a 503 until the returned function is called. */
async function catalogueOutage(page: Page) {
  let down = true;
  await page.route(/\/api\/supported_(transcriptions|translations)\?/, (route) =>
    down
      ? route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'The service is briefly unavailable' } },
        })
      : route.continue(),
  );
  return () => {
    down = false;
  };
}

test('settings: a failed language load is shown beside the select, passes axe, and Try again loads them', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  trackRequests(page);
  const recover = await catalogueOutage(page);
  await page.goto('/workspaces/demo-university/settings/general');
  const select = page.getByLabel('Default transcription language');
  await expect(page.getByText('The languages could not be loaded.')).toBeVisible();
  await expect(select).toHaveAccessibleDescription(/The languages could not be loaded\./);
  await auditBothSchemes(page, 'settings with the languages unavailable');

  recover();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(select.getByRole('option', { name: 'English (United States)' })).toBeAttached();
  await expect(page.getByText('The languages could not be loaded.')).toBeHidden();
});

test('file page: the Transcribe dialog says the languages failed to load, passes axe, and Try again loads them', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  const recover = await catalogueOutage(page);
  await page.goto('/workspaces/demo-university/files/gettysburg-address');
  await expect(page.getByRole('button', { name: 'Transcribe', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Transcribe', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Transcribe' });
  await expect(dialog.getByText('The languages and voices could not be loaded.')).toBeVisible();
  await expect(dialog.getByLabel('Spoken language')).toHaveAccessibleDescription(
    'The languages and voices could not be loaded.',
  );
  await auditBothSchemes(page, 'the Transcribe dialog with the languages unavailable');

  recover();
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByLabel('Spoken language')).toHaveValue('en-US');
  await expect(dialog.getByText('The languages and voices could not be loaded.')).toBeHidden();
});
