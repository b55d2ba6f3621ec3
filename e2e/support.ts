import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/** axe-core with the WCAG 2.x A/AA rules (2.2 included): zero violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Signs in through the auth page the way a person does. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedInStates = new Map<string, StorageState>();

/**
 * A page already signed in as `email`. The first call per worker signs in through the auth page; later
 * ones reuse the Firebase session from IndexedDB, which keeps the suite fast.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const baseURL = test.info().project.use.baseURL;
  let state = signedInStates.get(email);
  if (!state) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/auth');
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/auth/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    state = await context.storageState({ indexedDB: true });
    signedInStates.set(email, state);
    await context.close();
  }
  const context = await browser.newContext({ baseURL, ...options, storageState: state });
  return context.newPage();
}

/** Sets feature-flag overrides in local storage before the app loads. */
export async function overrideFlags(page: Page, overrides: Record<string, boolean>) {
  await page.addInitScript((value) => {
    localStorage.setItem('media-access:flag-overrides', value);
  }, JSON.stringify(overrides));
}
