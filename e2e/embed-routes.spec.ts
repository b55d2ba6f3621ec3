import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

const ROUTES = [
  '/embed/demo-university/showcases/welcome-week',
  '/embed/demo-university/showcases/welcome-week/search?q=moon',
  '/embed/demo-university/showcases/welcome-week/files/jfk-rice-moon-speech?t=10&lang=es',
  '/embed/demo-university/files/fdr-first-inaugural',
];

/** Collects what a customer would call broken: script errors, our own failed requests, CSP refusals. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // Third-party players cannot load on a closed network; only our own requests must succeed.
    if (new URL(r.url()).origin === new URL(page.url() || r.url()).origin) problems.push(`failed: ${r.url()}`);
  });
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (r.status() >= 400 && url.pathname.startsWith('/sdk/')) problems.push(`${r.status()}: ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) problems.push(`CSP: ${m.text()}`);
  });
  return problems;
}

/** Waits until every custom element tag on the page and in its frames is defined; returns the tags. */
async function expectDefined(page: Page) {
  const found: string[] = [];
  for (const frame of page.frames()) {
    await frame.waitForLoadState('domcontentloaded');
    const tags = await frame.evaluate(() => [
      ...new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.includes('-'))),
    ]);
    for (const tag of tags)
      await frame.waitForFunction((t) => Boolean(customElements.get(t)), tag, { timeout: 10_000 });
    found.push(...tags);
  }
  return found;
}

for (const route of ROUTES) {
  test(`iframe page ${route} loads cleanly and passes axe`, async ({ page }) => {
    const problems = watch(page);
    await page.goto(route);
    expect(await expectDefined(page)).not.toHaveLength(0);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

test('an address that names nothing says so in the viewer’s language (?ui=, else the browser’s)', async ({ page }) => {
  await page.goto('/embed/no-such-kind/of-page?ui=es');
  await expect(page.getByRole('alert')).toHaveText(
    'Este enlace de inserción no es válido. Comprueba la dirección que te dieron.',
  );
  await page.goto('/embed/no-such-kind/of-page?ui=ar');
  await expect(page.getByRole('alert')).toHaveAttribute('dir', 'rtl');
  await page.goto('/embed/no-such-kind/of-page?ui=en');
  await expect(page.getByRole('alert')).toHaveText('This embed link is not valid. Check the address you were given.');
});

test('a file iframe shows the transcript and tells the parent its height', async ({ page }) => {
  await page.goto('/examples/iframe.html');
  const frame = page.frameLocator('iframe').first();
  await expect(frame.locator('transcript-embed, showcase-embed').first()).toBeVisible();
  await expect
    .poll(async () =>
      Number(
        await page
          .locator('iframe')
          .first()
          .evaluate((f) => (f as HTMLIFrameElement).height || f.clientHeight),
      ),
    )
    .toBeGreaterThan(150);
});

test('the iframe page carries the transcript for crawlers and oEmbed discovery', async ({ page, request }) => {
  await page.goto('/embed/demo-university/files/fdr-first-inaugural');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data.transcript).toContain('fear itself');
  const oembedHref = await page.locator('link[type="application/json+oembed"]').getAttribute('href');
  const oembed = await (await request.get(oembedHref!)).json();
  expect(oembed.type).toBe('rich');
  expect(oembed.html).toContain('<iframe src=');
});

test('the descriptive transcript page reads in time order and passes axe in light, dark and print', async ({
  page,
}) => {
  const problems = watch(page);
  const path = '/api/embed/workspaces/demo-university/files/jfk-rice-moon-speech/descriptive-transcript';
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, media: 'screen' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'We choose to go to the Moon (JFK, 1962) — excerpt',
    );
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
    // The stadium is described before the first words, set apart from them.
    const first = page.locator('main p').nth(1);
    await expect(first).toContainText('[Description] A sunlit stadium');
    const styles = await first.evaluate((p) => getComputedStyle(p).borderInlineStartWidth);
    expect(styles).toBe('4px');
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(0, 0, 0)');
  expect(problems).toEqual([]);
});

test('an unpublished showcase looks exactly like an unknown one', async ({ page }) => {
  const draft = await page.goto('/embed/demo-university/showcases/draft-orientation');
  expect(draft?.status()).toBe(404);
  const draftHtml = await draft?.text();
  const unknown = await page.goto('/embed/demo-university/showcases/no-such-showcase');
  expect(unknown?.status()).toBe(404);
  expect(await unknown?.text()).toBe(draftHtml);
});

// Every page in examples/ (except index.html, which links them), one test each, as a customer's page.
const EXAMPLES = readdirSync(fileURLToPath(new URL('../examples', import.meta.url))).filter(
  (name) => name.endsWith('.html') && name !== 'index.html',
);

for (const name of EXAMPLES) {
  test(`example ${name} loads cleanly and passes axe`, async ({ page }) => {
    const problems = watch(page);
    await page.goto(`/examples/${name}`);
    await page.waitForLoadState('load');
    expect(await expectDefined(page)).not.toHaveLength(0);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

test('the examples index links every example', async ({ page }) => {
  await page.goto('/examples/');
  const links = await page.locator('a[href$=".html"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.map((l) => l?.replace(/^\.\//, '')).sort()).toEqual([...EXAMPLES].sort());
});
