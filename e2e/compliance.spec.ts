import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, signedInPage, trackRequests, waitForScreenSettled } from './support';

// The compliance ledger's journey (issue 29): the demo's machine-made FDR captions need review; a transcript
// editor marks them reviewed in the editor; the ledger then shows 1.2.2 met. The demo media is audio only, so the
// manager first declares the file a video with sound, the way a person records what the server cannot probe.
test.describe.configure({ mode: 'serial' });

const WORKSPACE = 'demo-university';
const ws = `/workspaces/${WORKSPACE}`;
const FILE = 'fdr-first-inaugural';
const TRACK = 'fdr-first-inaugural-en-captions';

async function idTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const { authEmulatorUrl } = (await (await request.get('/api/client-config')).json()) as { authEmulatorUrl: string };
  const signedIn = await request.post(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    { data: { email, password: DEMO_PASSWORD, returnSecureToken: true } },
  );
  return ((await signedIn.json()) as { idToken: string }).idToken;
}

/** Audits the settled screen in the light and then the dark scheme. */
async function auditBothSchemes(page: Page, step: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await waitForScreenSettled(page);
    await test.step(`${step} (${colorScheme})`, () => expectNoAxeViolations(page));
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const assetRow = (page: Page) =>
  page.getByRole('list', { name: 'Assets' }).getByRole('listitem').filter({ hasText: 'FDR' }).first();

test('a machine track needs review; reviewed in the editor, the ledger shows 1.2.2 met', async ({
  browser,
  request,
}) => {
  test.slow();
  const headers = { Authorization: `Bearer ${await idTokenOf(request, 'manager@demo.test')}` };
  const listed = await request.get(`/api${ws}/compliance/assets?fileId=${FILE}`, { headers });
  const [asset] = ((await listed.json()) as { assets: { id: string }[] }).assets;
  const declared = await request.patch(`/api${ws}/compliance/assets/${asset!.id}`, {
    headers,
    data: { hasAudio: true, hasVideo: true },
  });
  expect(declared.status()).toBe(204);

  const manager = await signedInPage(browser, 'manager@demo.test');
  trackRequests(manager);
  await manager.goto(`${ws}/files`);
  await manager.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Compliance' }).click();
  await expect(manager.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
  await expect(assetRow(manager)).toContainText('1.2.2!Needs review');
  await expect(assetRow(manager).getByRole('link', { name: /^Review/ })).toBeVisible();
  await auditBothSchemes(manager, 'ledger with a track needing review');

  const editor = await signedInPage(browser, 'editor@demo.test');
  trackRequests(editor);
  await editor.goto(`${ws}/files/${FILE}?track=${TRACK}`);
  await expect(editor.getByText('Machine-made, not reviewed yet')).toBeVisible();
  await auditBothSchemes(editor, 'editor before the review');
  const mark = editor.getByRole('button', { name: 'Mark as reviewed' });
  await mark.focus();
  await editor.keyboard.press('Enter');
  await expect(editor.getByRole('status').filter({ hasText: /^Reviewed by / })).toBeVisible();
  await expect(mark).toBeHidden();
  await auditBothSchemes(editor, 'editor after the review');

  await manager.goto(`${ws}/compliance?criterion=1.2.2&status=met`);
  await expect(assetRow(manager)).toContainText('1.2.2✓Met');
  await expect(manager.getByLabel('Criterion')).toHaveValue('1.2.2');
  await auditBothSchemes(manager, 'ledger filtered to 1.2.2 met');
});

test('a manager attests that audio description is not needed, with a reason, and the asset meets the target', async ({
  browser,
}) => {
  test.slow();
  // The first journey left the FDR file a video with sound whose captions are reviewed: only audio description fails.
  const manager = await signedInPage(browser, 'manager@demo.test');
  trackRequests(manager);
  await manager.goto(`${ws}/compliance`);
  await expect(assetRow(manager)).toContainText('Fails the target');
  const attest = assetRow(manager).getByRole('button', { name: /^Attest audio description not needed/ });
  await attest.focus();
  await manager.keyboard.press('Enter');
  const dialog = manager.getByRole('dialog', { name: 'Attest audio description not needed' });
  await expect(dialog).toBeVisible();
  await auditBothSchemes(manager, 'attestation dialog');

  await dialog.getByRole('radio', { name: 'All visual information is spoken in the main soundtrack' }).check();
  await dialog.getByRole('button', { name: 'Attest not needed' }).click();
  await expect(dialog).toBeHidden();
  await expect(manager.getByRole('status').filter({ hasText: 'Audio description attested not needed' })).toBeVisible();
  await expect(assetRow(manager)).toContainText('Meets the target');
  await expect(assetRow(manager).getByRole('button', { name: /^Withdraw attestation/ })).toBeFocused();
  await expect(assetRow(manager).getByRole('listitem').filter({ hasText: '1.2.5' })).toContainText('Not applicable');
  await auditBothSchemes(manager, 'ledger after the attestation');
});
