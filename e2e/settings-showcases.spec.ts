import { expect, type Locator, type Page, test } from '@playwright/test';
import { auditBothSchemes, signedInPage, trackRequests } from './support';

const ws = '/workspaces/demo-university';
const GETTYSBURG = 'The Gettysburg Address (Lincoln, 1863) — excerpt';
const APOLLO = 'Apollo 11: "The Eagle has landed" (1969) — air-to-ground excerpt';

/** Ticks a file in the Add files dialog, found by searching its name. */
async function pickFile(page: Page, search: string, name: string) {
  await page.getByLabel('Search by name').fill(search);
  await page.getByRole('checkbox', { name }).check();
}

/** Whether `locator`'s centre is what the page shows there: nothing else is drawn over it. */
/** What a click at the element's centre would hit: 'itself', or the element on top of it. */
async function whatIsOnTop(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (top !== null && element.contains(top)) return 'itself';
    return top ? `${top.tagName.toLowerCase()}.${top.className} "${top.textContent?.slice(0, 40)}"` : 'nothing';
  });
}

test('the admin creates a showcase, adds two files, reorders them by keyboard, previews the draft and publishes it at its readable address; the embed API keeps that order', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'admin@demo.test', { viewport: { width: 1280, height: 900 } });
  trackRequests(page);
  await page.goto(`${ws}/settings/showcases`);
  await expect(page.getByRole('heading', { level: 1, name: 'Showcases' })).toBeVisible();
  await auditBothSchemes(page, 'showcases list');

  const title = `Speeches ${Date.now().toString(36)}`;
  await page.getByLabel('New showcase title').fill(title);
  await page.getByRole('button', { name: 'Create showcase' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const showcaseId = decodeURIComponent(page.url().split('/showcases/')[1]!);
  const slug = `speeches-${title.split(' ')[1]}`;
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(slug);

  // Gettysburg first, then Apollo: ticked in that order, they are added in that order.
  await page.getByRole('button', { name: 'Add files' }).click();
  await pickFile(page, 'Gettysburg', GETTYSBURG);
  await pickFile(page, 'Apollo', APOLLO);
  await page.getByRole('button', { name: 'Add 2 files' }).click();
  const rows = page.getByRole('list', { name: 'Files in display order' }).getByRole('listitem');
  await expect(rows).toHaveText([new RegExp(GETTYSBURG.slice(0, 20)), /Apollo 11/]);

  // At 1280 px nothing overlaps: the files stay in their column, Add files is not covered, and Delete is alone
  // in the danger zone at the bottom, after the preview.
  const files = await page.getByRole('region', { name: 'Files' }).boundingBox();
  const publishing = await page.getByRole('region', { name: 'Publishing' }).boundingBox();
  expect(files!.x + files!.width).toBeLessThanOrEqual(publishing!.x);
  for (const name of ['Add files', 'Delete showcase']) {
    await page.getByRole('button', { name }).scrollIntoViewIfNeeded();
    expect(await whatIsOnTop(page.getByRole('button', { name })), name).toBe('itself');
  }
  const danger = page.getByRole('region', { name: 'Danger zone' });
  await expect(danger.getByRole('button', { name: 'Delete showcase' })).toBeVisible();
  const preview = await page.getByRole('region', { name: 'Draft preview' }).boundingBox();
  expect((await danger.boundingBox())!.y).toBeGreaterThan(preview!.y + preview!.height);
  expect((await danger.boundingBox())!.y).toBeGreaterThan(files!.y + files!.height);

  // Before publishing, the preview is the real embed showing the draft; nobody else can see it.
  const embedElement = page.locator('showcase-embed');
  await expect(embedElement.getByRole('heading', { name: title })).toBeVisible();
  await expect(embedElement.getByRole('link', { name: /Gettysburg Address/ })).toBeVisible();
  expect((await page.request.get(`/api/embed/workspaces/demo-university/showcases/${slug}`)).status()).toBe(404);
  await auditBothSchemes(page, 'showcase editor');

  // Keyboard: focus Apollo's handle, pick it up with Space, move it up, drop it with Space.
  await page.emulateMedia({ colorScheme: 'light' });
  const handle = page.getByRole('button', { name: `Move ${APOLLO}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/moved to position 1 of 2/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(/dropped at position 1 of 2/)).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();
  await expect(rows).toHaveText([/Apollo 11/, new RegExp(GETTYSBURG.slice(0, 20))]);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Unpublishing hides it from the embeds at once')).toBeVisible();

  // Published at its readable address; the id keeps working too.
  await expect(page.getByLabel('Iframe URL', { exact: true })).toContainText(
    `/embed/demo-university/showcases/${slug}`,
  );
  for (const address of [slug, showcaseId]) {
    const embed = await page.request.get(`/api/embed/workspaces/demo-university/showcases/${address}`);
    expect(embed.status()).toBe(200);
    const body = (await embed.json()) as { title: string; files: { id: string }[] };
    expect(body.title).toBe(title);
    expect(body.files.map((f) => f.id)).toEqual(['apollo-11-eagle-has-landed', 'gettysburg-address']);
  }
  await expect(page.getByRole('region', { name: 'Preview', exact: true })).toBeVisible();
  await auditBothSchemes(page, 'published showcase with its preview');

  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await visitor.goto(`/embed/demo-university/showcases/${slug}`);
  await expect(visitor.locator('showcase-embed').getByRole('heading', { name: title })).toBeVisible();
  await visitor.close();
});

for (const [section, heading] of [
  ['credit', 'Credit'],
  ['plan', 'Plan'],
  ['referrals', 'Referrals'],
  ['analytics', 'Analytics'],
] as const) {
  test(`${heading} has no axe violations, light and dark`, async ({ browser }) => {
    const page = await signedInPage(browser, 'admin@demo.test');
    trackRequests(page);
    await page.goto(`${ws}/settings/${section}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await auditBothSchemes(page, section);
  });
}
