import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  navigateInApp,
  overrideFlags,
  signedInPage,
  trackRequests,
  waitForScreenSettled,
} from './support';

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

/** Loads `routes[0]`, then moves through the rest inside the app; audits each settled screen in each theme. */
async function auditEach(page: Page, routes: string[], colorSchemes: readonly ('light' | 'dark')[]) {
  trackRequests(page);
  for (const [i, route] of routes.entries()) {
    if (i === 0) await page.goto(route);
    else await navigateInApp(page, route);
    for (const colorScheme of colorSchemes) {
      await page.emulateMedia({ colorScheme });
      await waitForScreenSettled(page);
      await test.step(`${route} (${colorScheme})`, () => expectNoAxeViolations(page));
    }
  }
}

// Each route is loaded fresh, as a signed-out visitor arrives; both themes are audited on the same load.
test('every public route has no axe violations for a signed-out visitor (light and dark)', async ({ browser }) => {
  test.slow();
  const baseURL = test.info().project.use.baseURL;
  for (const route of PUBLIC_ROUTES) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await overrideFlags(page, { sso: true, panopto: true, brightcove: true });
    await auditEach(page, [route], ['light', 'dark']);
    await context.close();
  }
});

// One app load per chunk, then in-app navigation; the chunks spread over the workers.
// Beta-only integrations are switched on so their pages render.
test.describe('admin routes', () => {
  const CHUNK = 5;
  for (let start = 0; start < ADMIN_ROUTES.length; start += CHUNK) {
    const routes = ADMIN_ROUTES.slice(start, start + CHUNK);
    test(`${start + 1}–${start + routes.length} have no axe violations (light and dark)`, async ({ browser }) => {
      test.slow();
      const page = await signedInPage(browser, 'admin@demo.test');
      await overrideFlags(page, { panopto: true, brightcove: true });
      await auditEach(page, routes, ['light', 'dark']);
    });
  }
});

test('open menus and the tooltip have no axe violations', async ({ browser }) => {
  test.slow(); // five audits
  const page = await signedInPage(browser, 'admin@demo.test');
  await page.goto(`${ws}/files`);
  for (const name of ['Notifications', 'Account menu', 'Feature flags', 'Help']) {
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Assignments' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
