import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, overrideFlags, signedInPage } from './support';

const ws = '/workspaces/demo-university';

const PUBLIC_ROUTES = [
  '/auth',
  '/login',
  '/signup',
  '/licenses',
  '/caption-converter',
  '/auth/sso/callback',
  '/no/such/page',
];

const ADMIN_ROUTES = [
  `${ws}/files`,
  `${ws}/files/f1`,
  `${ws}/files/f1/analysis`,
  ...['panopto', 'youtube', 'brightcove', 'googledrive', 'box', 'kaltura'].flatMap((p) => [
    `${ws}/files/${p}`,
    `${ws}/files/${p}/v1`,
  ]),
  ...['general', 'members', 'integrations', 'analytics', 'credit', 'plan', 'referrals', 'showcases'].map(
    (s) => `${ws}/settings/${s}`,
  ),
  `${ws}/settings/showcases/s1`,
  `${ws}/settings/nothing-here`,
  `${ws}/search?q=test`,
  `${ws}/corrections`,
  `${ws}/corrections/f1/c1`,
  `${ws}/requests`,
  `${ws}/requests/f1/r1`,
  `${ws}/join`,
  '/workspaces/other-co/files',
  '/account',
  '/account/delete',
  '/operator',
  '/operator/swagger',
  '/operator/media-requests/analytics',
  '/licenses',
  '/caption-converter',
  '/no/such/page',
];

async function auditEach(page: Page, routes: string[]) {
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    await test.step(route, () => expectNoAxeViolations(page));
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every public route has no axe violations for a signed-out visitor (${colorScheme})`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await overrideFlags(page, { sso: true, panopto: true, brightcove: true });
    await auditEach(page, PUBLIC_ROUTES);
  });
}

// Split so the two workers share the load; beta-only integrations are switched on so their pages render.
const CHUNK = 4;
for (let start = 0; start < ADMIN_ROUTES.length; start += CHUNK) {
  const routes = ADMIN_ROUTES.slice(start, start + CHUNK);
  test(`admin routes ${start + 1}–${start + routes.length} have no axe violations (light and dark)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, 'admin@demo.test');
    await overrideFlags(page, { panopto: true, brightcove: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await auditEach(page, routes);
    await page.emulateMedia({ colorScheme: 'dark' });
    await auditEach(page, routes.slice(0, 1));
  });
}

test('open menus and the tooltip have no axe violations', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.goto(`${ws}/files`);
  for (const name of ['Account menu', 'Feature flags', 'Help']) {
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Assignments' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
