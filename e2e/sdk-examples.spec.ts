import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

// What a browser computes for an empty file: never the SDK's hash.
const EMPTY_FILE_SHA384 = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';
const LAYOUTS = ['Auto (the default)', 'Stacked', 'Side by side', 'Compact', 'Transcript only'];

async function openChooser(page: Page) {
  await page.goto('/examples/');
  await expect(page.locator('#layouts > section')).toHaveCount(LAYOUTS.length);
  await page.waitForFunction(() => Boolean(customElements.get('transcript-embed')));
  await page.waitForLoadState('networkidle');
}

test('the examples chooser shows each layout live beside its pinned snippet, axe-clean in light and dark', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/sdk/manifest.json')).json()) as {
    version: string;
    integrity: Record<string, string>;
  };
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await openChooser(page);
    for (const title of LAYOUTS) {
      const layout = page.getByRole('region', { name: title, exact: true });
      await expect(layout.locator('transcript-embed')).toBeVisible();
      await expect(layout.getByRole('button', { name: /Copy the Script tag/ })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Stacked', exact: true }).locator('pre').first()).toContainText(
      `src="${new URL(page.url()).origin}/sdk/${manifest.version}/media-access.js" integrity="${manifest.integrity['media-access.js']}" crossorigin="anonymous"`,
    );
    await expectNoAxeViolations(page);
  }
});

test('the playground updates the preview and every snippet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openChooser(page);
  const playground = page.getByRole('region', { name: 'Playground', exact: true });
  await playground.getByLabel('Layout', { exact: true }).selectOption('compact');
  await playground.getByLabel('Theme', { exact: true }).selectOption('dark');
  await playground.getByLabel('Accent colour', { exact: true }).fill('#aa3300');
  const preview = page.locator('#playground-preview');
  await expect(preview).toHaveAttribute('layout', 'compact');
  await expect(preview).toHaveAttribute('theme', 'dark');
  await expect(preview).toHaveAttribute('accent', '#aa3300');
  const snippets = playground.locator('pre');
  await expect(snippets.nth(0)).toContainText('layout="compact" theme="dark" accent="#aa3300"></transcript-embed>');
  await expect(snippets.nth(1)).toContainText('?layout=compact&theme=dark&accent=%23aa3300');
  await expect(snippets.nth(2)).toContainText(encodeURIComponent('?layout=compact&theme=dark&accent=%23aa3300'));
  await playground.getByRole('button', { name: 'Copy the Iframe for your settings' }).click();
  await expect(page.locator('#copy-status')).toHaveText('Copied the Iframe for your settings.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippets.nth(1).textContent());
});

test('the pinned script tag loads with its integrity hash, and a wrong hash is refused', async ({ page }) => {
  await openChooser(page);
  const tag = (await page
    .getByRole('region', { name: 'Compact', exact: true })
    .locator('pre')
    .first()
    .textContent())!.split('\n')[0]!;
  // A fresh document on the same origin holding only the snippet's script tag.
  const load = async (scriptTag: string) => {
    await page.goto('/sdk/manifest.json');
    await page.setContent(`<!doctype html><title>t</title>${scriptTag}`);
    await page.waitForLoadState('load');
    return page.evaluate(() => Boolean(customElements.get('transcript-embed')));
  };
  expect(await load(tag)).toBe(true);
  expect(await load(tag.replace(/integrity="[^"]+"/, `integrity="${EMPTY_FILE_SHA384}"`))).toBe(false);
});
