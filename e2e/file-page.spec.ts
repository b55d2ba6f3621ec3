import { expect, type Page, test } from '@playwright/test';
import { auditBothSchemes, signedInPage, toneWav, trackRequests } from './support';

// The file page around the editor: the content manager adds a track, copies, renames, exports and deletes it by
// keyboard, on fdr-first-inaugural (embeddable in the seed). Only tracks this test creates are changed.
const FILE = '/workspaces/demo-university/files/fdr-first-inaugural';

/** Opens a track's Actions menu from the keyboard and chooses an item. */
async function chooseAction(page: Page, track: string, item: 'Rename…' | 'Duplicate' | 'Delete…') {
  // A resting mouse pointer over the menu would move its focus: keep the pointer out of the way.
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: `Actions for ${track}` }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const order = ['Rename…', 'Duplicate', 'Delete…'] as const;
  await expect(menu.getByRole('menuitem', { name: order[0] })).toBeFocused();
  // One key at a time, each seen to land, so a key pressed while the menu settles is not lost.
  for (const name of order.slice(1, order.indexOf(item) + 1)) {
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name })).toBeFocused();
  }
  await page.keyboard.press('Enter');
}

async function deleteByKeyboard(page: Page, track: string) {
  await chooseAction(page, track, 'Delete…');
  const confirm = page.getByRole('alertdialog', { name: `Delete ${track}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete track' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Actions for ${track}` })).toHaveCount(0);
}

test('a content manager adds, copies, renames, exports and deletes a track by keyboard; axe clean', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  await page.goto(FILE);
  await expect(page.getByRole('heading', { level: 1, name: /The only thing we have to fear/ })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Embeddable' })).toBeChecked();
  await expect(page.getByText('Saved changes are live in embeds.')).toBeVisible();
  await expect(page.getByLabel('Script tag', { exact: true })).toContainText(
    '<transcript-embed workspace-id="demo-university"',
  );
  await auditBothSchemes(page, 'the file page');
  // A manager lands on the overview; the Edit tab is the workspace, with one speed control: the editor's.
  await page.getByRole('tab', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/[?&]tab=edit/);
  await expect(page.getByRole('group', { name: 'Playback' }).getByRole('combobox', { name: 'Speed' })).toBeEnabled();
  await expect(page.getByRole('combobox', { name: 'Speed' })).toHaveCount(1);
  await auditBothSchemes(page, 'the editing workspace');
  await page.getByRole('tab', { name: 'Overview' }).click();

  const label = `Keyboard ${Date.now().toString(36)}`;
  const track = `${label} (fr captions)`;
  await page.getByRole('button', { name: 'Add track' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a track' });
  await expect(dialog.getByLabel(/^Language/)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('fr');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Kind')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(label);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The new track is the one the editor shows.
  await expect(page.getByRole('button', { name: `Edit ${track}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]track=/);

  await chooseAction(page, track, 'Duplicate');
  const copy = `${label} (copy) (fr captions)`;
  await expect(page.getByRole('button', { name: `Actions for ${copy}` })).toBeVisible();

  await chooseAction(page, copy, 'Rename…');
  const rename = page.getByRole('dialog', { name: `Rename ${copy}` });
  await expect(rename.getByLabel('Label')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${label} renamed`);
  await page.keyboard.press('Enter');
  await expect(rename).toBeHidden();
  const renamed = `${label} renamed (fr captions)`;
  await expect(page.getByRole('button', { name: `Actions for ${renamed}` })).toBeVisible();

  await page.getByRole('button', { name: `Export ${renamed}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'WebVTT (.vtt)' })).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/\.fr\.captions\.vtt$/);

  await auditBothSchemes(page, 'the file page with the new tracks');
  await deleteByKeyboard(page, renamed);
  await deleteByKeyboard(page, track);
});

test('a new upload leads with Transcribe beside its media; once it has a track the editor is the next step and the embed code appears', async ({
  browser,
}) => {
  test.slow();
  const page = await signedInPage(browser, 'manager@demo.test', { viewport: { width: 1280, height: 900 } });
  trackRequests(page);
  await page.goto('/workspaces/demo-university/files');
  await page.getByRole('button', { name: 'Add media' }).click();
  const upload = page.getByRole('dialog', { name: 'Add media' });
  const name = `lecture-${Date.now()}.wav`;
  await upload
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: 'audio/wav', buffer: toneWav(3) });
  await upload.getByRole('button', { name: 'Done' }).click({ timeout: 30_000 });
  await expect(upload).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 45_000 });
  await row.getByRole('link', { name }).click();

  // No track yet: Transcribe is the primary action, next to the media; the paid Rev order comes after it.
  const next = page.getByRole('region', { name: 'Next step: transcribe' });
  const transcribe = next.getByRole('button', { name: 'Transcribe', exact: true });
  await expect(transcribe).toBeVisible();
  const media = await page.getByLabel(`Media of ${name}`).boundingBox();
  const step = await next.boundingBox();
  expect(step!.x).toBeGreaterThanOrEqual(media!.x + media!.width);
  expect(step!.y).toBeLessThan(media!.y + media!.height);
  const rev = page.getByRole('button', { name: 'Order a human transcript from Rev' });
  expect(
    await transcribe.evaluate(
      (button, other) => Boolean(button.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await rev.elementHandle(),
    ),
  ).toBe(true);
  // Nothing to embed yet: the switch, but no snippets.
  const embed = page.getByRole('region', { name: 'Embed' });
  await expect(embed).toContainText('appears here once it has captions or a transcript');
  await expect(embed.getByLabel('Script tag', { exact: true })).toHaveCount(0);
  await auditBothSchemes(page, 'a file without a track');

  await page.getByRole('button', { name: 'Add track' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a track' });
  await dialog.getByLabel(/^Language/).fill('en');
  await dialog.getByLabel('Label').fill('Lecture captions');
  await dialog.getByRole('button', { name: 'Add track' }).click();
  await expect(dialog).toBeHidden();

  // Now the next step is the editor, and the file can be embedded.
  const review = page.getByRole('region', { name: 'Next step: review the captions' });
  await review.getByRole('button', { name: 'Edit Lecture captions' }).click();
  await expect(page.getByRole('heading', { name: 'Editing Lecture captions (en captions)' })).toBeFocused();
  await expect(page).toHaveURL(/[?&]tab=edit/);
  // Embedding and the machine work are on the overview.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(embed.getByLabel('Script tag', { exact: true })).toContainText(`<transcript-embed`);
  await expect(page.getByRole('region', { name: 'Machine work' })).toBeVisible();
  await auditBothSchemes(page, 'a file with its first track');
});
