import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signedInPage, trackRequests, waitForScreenSettled } from './support';

// Issue 31: a descriptions track's voice and rate, chosen in the editor's top bar, and the descriptive transcript
// offered beside the embed snippets.

const FILE = '/workspaces/demo-university/files/jfk-rice-moon-speech';

async function auditBothSchemes(page: Page, step: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await waitForScreenSettled(page);
    await test.step(`${step} (${colorScheme})`, () => expectNoAxeViolations(page));
  }
}

test('an editor chooses how descriptions are read; the choice is kept, and the file page links the descriptive transcript', async ({
  browser,
}) => {
  const manager = await signedInPage(browser, 'manager@demo.test');
  trackRequests(manager);
  await manager.goto(FILE);
  const link = manager.getByRole('link', { name: 'Open the descriptive transcript' });
  await expect(link).toHaveAttribute(
    'href',
    /\/api\/embed\/workspaces\/demo-university\/files\/jfk-rice-moon-speech\/descriptive-transcript$/,
  );
  await auditBothSchemes(manager, 'the file page with the descriptive transcript');

  const page = await signedInPage(browser, 'editor@demo.test');
  trackRequests(page);
  await page.goto(`${FILE}?tab=edit&track=jfk-rice-moon-speech-en-descriptions`);
  const controls = page.getByRole('group', { name: 'How descriptions are read' });
  const rate = controls.getByRole('combobox', { name: 'Rate' });
  await expect(rate).toHaveValue('160');
  await expect(controls.getByRole('combobox', { name: 'Voice' })).toHaveValue('');
  const fit = page.getByRole('meter', { name: 'Cue 1 fit' });
  const before = await fit.getAttribute('aria-valuenow');
  await rate.selectOption('240');
  // Faster speech: the first description takes less of its gap.
  await expect.poll(async () => Number(await fit.getAttribute('aria-valuenow'))).toBeLessThan(Number(before));
  await controls.getByRole('combobox', { name: 'Voice' }).selectOption('en-gb');
  await auditBothSchemes(page, 'the descriptions editor with a voice and rate');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Rate' })).toHaveValue('240');
  await expect(page.getByRole('combobox', { name: 'Voice' })).toHaveValue('en-gb');
  // Put the seed's defaults back for the other specs.
  await page.getByRole('combobox', { name: 'Rate' }).selectOption('160');
  await page.getByRole('combobox', { name: 'Voice' }).selectOption('');
  await expect(page.getByRole('combobox', { name: 'Voice' })).toHaveValue('');
});
