import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { auditBothSchemes, idTokenOf, signedInPage, trackRequests } from './support';

// The track editor: keyboard edits, autosave, reload, the embed API, restoring a version and two people editing
// at once. Each test edits its own copy of gettysburg-address (a new file, deleted afterwards): other specs read
// that file's text (workspace search counts its hits, the analysis page its figures, the showcase embed its
// cues), so editing it, or adding a track to it, would change what they see when they run alongside.

const WORKSPACE = 'demo-university';
const SOURCE_FILE = 'gettysburg-address';

interface Cue {
  id: string;
  startMs: number;
  endMs: number;
  text: string;
  speaker?: string;
}

interface Copy {
  fileId: string;
  trackId: string;
  cues: Cue[];
  page: string;
}

const created: { request: APIRequestContext; token: string; fileId: string }[] = [];

/**
 * As the manager, copies gettysburg-address into a new embeddable file with one English captions track holding
 * the address's first half-minute of cues (the words other specs search for come later).
 */
async function copyOfGettysburg(request: APIRequestContext): Promise<Copy> {
  const token = await idTokenOf(request, 'manager@demo.test');
  const headers = { Authorization: `Bearer ${token}` };
  const query = `workspaceId=${WORKSPACE}`;
  const source = await (await request.get(`/api/files/${SOURCE_FILE}?${query}`, { headers })).json();
  // The seeded words, not the demo track's current ones: another spec accepts a viewer's correction to it.
  const seed = JSON.parse(
    readFileSync(new URL(`../server/seed/demo-media/${SOURCE_FILE}.json`, import.meta.url), 'utf8'),
  ) as { tracks: { cues: Omit<Cue, 'id'>[] }[] };
  const cues = seed.tracks[0]!.cues.filter((cue) => cue.endMs <= 30_000).map((cue, i) => ({ ...cue, id: `c${i + 1}` }));

  const file = await request.post('/api/files', {
    headers,
    data: {
      workspaceId: WORKSPACE,
      // Not "Gettysburg Address": other specs find the demo file by that name.
      name: `Lincoln at Gettysburg, editor test ${randomUUID().slice(0, 8)}`,
      media: source.file.media,
      durationMs: source.file.durationMs,
      embeddable: true,
    },
  });
  expect(file.status()).toBe(201);
  const fileId = ((await file.json()) as { file: { id: string } }).file.id;
  created.push({ request, token, fileId });
  const added = await request.post(`/api/files/${fileId}/tracks?${query}`, {
    headers,
    data: { language: 'en', kind: 'captions', label: 'English' },
  });
  expect(added.status()).toBe(201);
  const trackId = ((await added.json()) as { track: { id: string } }).track.id;
  const put = await request.put(`/api/files/${fileId}/tracks/${trackId}/cues?${query}`, { headers, data: { cues } });
  expect(put.status()).toBe(200);
  return { fileId, trackId, cues, page: `/workspaces/${WORKSPACE}/files/${fileId}` };
}

test.afterEach(async () => {
  for (const { request, token, fileId } of created.splice(0)) {
    await request.delete(`/api/files/${fileId}?workspaceId=${WORKSPACE}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  }
});

/** The cues anyone gets from the public embed API (the copy is embeddable). */
async function embedCues(request: APIRequestContext, copy: Copy): Promise<Cue[]> {
  const answer = await request.get(`/api/embed/workspaces/${WORKSPACE}/files/${copy.fileId}/tracks/${copy.trackId}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { cues: Cue[] }).cues;
}

const cueText = (page: Page, number: number) => page.getByRole('textbox', { name: `Cue ${number} text`, exact: true });
const saveStatus = (page: Page) => page.locator('[data-slot="save-status"]');

/** Waits until everything edited so far is on the server: autosave ran and nothing is left unsaved. */
async function expectAllSaved(page: Page) {
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
  await expect(saveStatus(page)).toHaveText(/^Saved at /);
}

/** Opens the file page on its Edit tab (managers land on the overview otherwise). */
async function openEditor(page: Page, path: string) {
  trackRequests(page);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}tab=edit`);
  // Generous: on a loaded machine the page, the track and the caption rules take a while to arrive.
  await expect(cueText(page, 1)).toBeVisible({ timeout: 30_000 });
}

test('an editor edits and splits cues and fixes a reading-speed problem by keyboard; it is saved, reloads, reaches the embed API, and a manager restores the previous version', async ({
  browser,
  request,
}) => {
  test.slow();
  const copy = await copyOfGettysburg(request);
  const page = await signedInPage(browser, 'editor@demo.test');
  await openEditor(page, copy.page);

  // Cue 2's text, by keyboard: from cue 1's field, Alt+↓ moves to the next cue; Ctrl+A selects the field's text.
  await cueText(page, 1).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(cueText(page, 2)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('a new nation, conceived in Liberty and edited by keyboard,');

  // Split cue 1 after "Four score and seven years ago ": back to it, caret to its start, 31 characters on.
  await page.keyboard.press('Alt+ArrowUp');
  await expect(cueText(page, 1)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 0; i < 31; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(cueText(page, 1)).toHaveValue(/^Four score and seven years ago\s*$/);
  await expect(cueText(page, 2)).toHaveValue(/^\s*our fathers brought forth on this continent,$/);
  await expect(cueText(page, 3)).toHaveValue('a new nation, conceived in Liberty and edited by keyboard,');

  // Every cue of the address reads faster than 17 characters per second, but only the copy's last one has room
  // to last longer (the others are followed closely by the next): its one-click fix is offered. Reach it by
  // keyboard: Alt+↓ moves down cue by cue (bringing the last into the virtualised list); at the last it stays.
  const last = cueText(page, copy.cues.length + 1);
  const lastLabel = `Cue ${copy.cues.length + 1} text`;
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  for (let n = 0; n <= copy.cues.length && (await focused()) !== lastLabel; n++) {
    await page.keyboard.press('Alt+ArrowDown');
  }
  await expect(last).toBeFocused();
  const fit = page.getByRole('button', { name: `Fit cue ${copy.cues.length + 1} to 17 characters per second` });
  await fit.first().focus();
  await page.keyboard.press('Enter');
  await expect(fit).toHaveCount(0);

  await expectAllSaved(page);
  await page.reload();
  await expect(cueText(page, 1)).toBeVisible({ timeout: 30_000 });
  await expect(cueText(page, 1)).toHaveValue(/^Four score and seven years ago\s*$/);
  await expect(cueText(page, 3)).toHaveValue('a new nation, conceived in Liberty and edited by keyboard,');

  const published = await embedCues(request, copy);
  expect(published).toHaveLength(copy.cues.length + 1);
  expect(published.map((cue) => cue.text)).toContain('a new nation, conceived in Liberty and edited by keyboard,');
  const fixedBefore = copy.cues.at(-1)!;
  const fixedNow = published.find((cue) => cue.id === fixedBefore.id)!;
  expect(fixedNow.endMs - fixedNow.startMs).toBeGreaterThan(fixedBefore.endMs - fixedBefore.startMs);

  // The manager restores the version before the last save.
  const manager = await signedInPage(browser, 'manager@demo.test');
  await openEditor(manager, copy.page);
  await manager.getByRole('tab', { name: 'History' }).click();
  const history = manager.getByRole('region', { name: 'Version history' });
  const versions = history.getByRole('list', { name: 'Versions' }).getByRole('button');
  await expect(versions.first()).toContainText('Edith Editor');
  const previous = versions.nth(1);
  const previousNumber = Number(/Version (\d+)/.exec((await previous.textContent()) ?? '')![1]);
  await previous.click();
  await expect(history.getByRole('heading', { name: `Version ${previousNumber} compared with now` })).toBeFocused();
  await expect(history.getByRole('list', { name: 'Differences' })).toBeVisible();
  await history.getByRole('button', { name: `Restore version ${previousNumber}` }).click();
  await manager
    .getByRole('alertdialog', { name: `Restore version ${previousNumber}?` })
    .getByRole('button', {
      name: 'Restore',
    })
    .click();
  await expect(
    history.getByRole('status').filter({ hasText: `Version ${previousNumber} restored as version` }),
  ).toBeVisible();

  const managerToken = await idTokenOf(request, 'manager@demo.test');
  const restoredCues = (await (
    await request.get(
      `/api/files/${copy.fileId}/tracks/${copy.trackId}/versions/${previousNumber}?workspaceId=${WORKSPACE}`,
      { headers: { Authorization: `Bearer ${managerToken}` } },
    )
  ).json()) as { cues: Cue[] };
  await expect
    .poll(async () => (await embedCues(request, copy)).map((cue) => cue.text))
    .toEqual(restoredCues.cues.map((cue) => cue.text));
  // The first rows (the list is virtualised: later ones render when scrolled to).
  for (const [index, cue] of restoredCues.cues.slice(0, 3).entries())
    await expect(cueText(manager, index + 1)).toHaveValue(cue.text);
  // The open History tab shows the restore as the newest version.
  await expect(versions.first()).toContainText(`Restored version ${previousNumber}`);
  await expect(versions.first()).toContainText('Manuel Manager');
});

test('two people edit different cues of one track at the same time; both changes survive', async ({
  browser,
  request,
}) => {
  test.slow();
  const copy = await copyOfGettysburg(request);
  const editor = await signedInPage(browser, 'editor@demo.test');
  await openEditor(editor, copy.page);
  const manager = await signedInPage(browser, 'manager@demo.test');
  await openEditor(manager, copy.page);

  // The soft lock: the manager, who opened second, is told who else is editing.
  await expect(manager.getByText('Edith Editor is also editing this track')).toBeVisible();

  // Both edit before either saves, so the second save is based on a version that is no longer current.
  await cueText(editor, 2).fill('Edited by Edith.');
  await cueText(manager, 5).fill('Edited by Manuel.');
  await cueText(editor, 2).press('ControlOrMeta+s');
  await expectAllSaved(editor);
  await cueText(manager, 5).press('ControlOrMeta+s');
  await expectAllSaved(manager);

  // The manager's save merged: the editor's change is in the manager's editor without a reload.
  await expect(cueText(manager, 2)).toHaveValue('Edited by Edith.');
  await expect(saveStatus(manager)).toContainText('another editor’s changes to cue 2');
  const texts = (await embedCues(request, copy)).map((cue) => cue.text);
  expect(texts).toContain('Edited by Edith.');
  expect(texts).toContain('Edited by Manuel.');
  await editor.reload();
  await expect(cueText(editor, 1)).toBeVisible({ timeout: 30_000 });
  await expect(cueText(editor, 5)).toHaveValue('Edited by Manuel.');
  await expect(cueText(editor, 2)).toHaveValue('Edited by Edith.');
});

test('two people change the same cue: the second is shown both versions and chooses, and nothing is lost', async ({
  browser,
  request,
}) => {
  test.slow();
  const copy = await copyOfGettysburg(request);
  const editor = await signedInPage(browser, 'editor@demo.test');
  await openEditor(editor, copy.page);
  const manager = await signedInPage(browser, 'manager@demo.test');
  await openEditor(manager, copy.page);

  await cueText(editor, 3).fill('Cue three as Edith wrote it.');
  await cueText(manager, 3).fill('Cue three as Manuel wrote it.');
  await cueText(manager, 4).fill('Cue four as Manuel wrote it.');
  await cueText(editor, 3).press('ControlOrMeta+s');
  await expectAllSaved(editor);
  await cueText(manager, 3).press('ControlOrMeta+s');

  // Cue 4 only Manuel changed; cue 3 both did, so Manuel sees both texts and picks.
  const dialog = manager.getByRole('alertdialog', { name: 'Someone else changed the cues you are editing' });
  await expect(dialog).toBeVisible();
  await expect(saveStatus(manager)).toHaveText('Someone else changed cue 3');
  const cue3 = dialog.getByRole('group', { name: 'Cue 3' });
  await expect(cue3.getByRole('radio', { name: /Keep mine.*Cue three as Manuel wrote it\./ })).toBeChecked();
  await cue3.getByRole('radio', { name: /Take theirs.*Cue three as Edith wrote it\./ }).check();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();

  await expectAllSaved(manager);
  await expect(cueText(manager, 3)).toHaveValue('Cue three as Edith wrote it.');
  const texts = (await embedCues(request, copy)).map((cue) => cue.text);
  expect(texts).toContain('Cue three as Edith wrote it.');
  expect(texts).toContain('Cue four as Manuel wrote it.');
  expect(texts).not.toContain('Cue three as Manuel wrote it.');
});

test('the file page with the editor, its version history and its shortcut sheet pass axe in light and dark', async ({
  browser,
  request,
}) => {
  test.slow();
  const copy = await copyOfGettysburg(request);
  const page = await signedInPage(browser, 'editor@demo.test');
  await openEditor(page, copy.page);
  await auditBothSchemes(page, 'file page with the editor');

  // Version history is a tab of the side panel, no longer a dialog from the top bar.
  await expect(page.getByRole('button', { name: 'Version history' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'Version history' });
  await history.getByRole('list', { name: 'Versions' }).getByRole('button').first().click();
  await expect(history.getByRole('heading', { name: /compared with now$/ })).toBeVisible();
  await auditBothSchemes(page, 'version history');

  await cueText(page, 1).focus();
  await page.keyboard.press('Alt+Slash');
  const sheet = page.getByRole('dialog', { name: /shortcuts/i });
  await expect(sheet).toBeVisible();
  await auditBothSchemes(page, 'shortcut sheet');
});
