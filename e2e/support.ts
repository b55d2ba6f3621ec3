import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// The axe-core that @axe-core/playwright ships with, so both ways of running it apply the same rules.
const require = createRequire(import.meta.url);
const axeCore = createRequire(require.resolve('@axe-core/playwright'))('axe-core') as {
  source: string;
  getRules(tags: string[]): { ruleId: string; tags: string[] }[];
};
const axeSource = axeCore.source;
/**
 * axe leaves its experimental rules out unless asked; those that test a WCAG A/AA criterion (label in name,
 * 2.5.3; orientation; fake captions and headings) are switched on, the best-practice ones stay off.
 */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: Object.fromEntries(
    axeCore
      .getRules(['experimental'])
      .filter((rule) => rule.tags.some((tag) => AXE_TAGS.includes(tag)))
      .map((rule) => [rule.ruleId, { enabled: true }]),
  ),
};

/** axe-core with the WCAG 2.x A/AA rules (2.2 included), experimental ones too: zero violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  // Colours mid-transition (a fading alert, a button's colour change) are not what people read: let finite
  // animations and transitions end first (endless ones, such as a loading pulse, are left running). Two frames
  // first: a colour scheme just emulated reaches the admin's theme listener (a media query change event) at the next
  // rendering step, and only then does `<html class="dark">` start the buttons' colour transitions.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const results =
    page.frames().length === 1
      ? await axeInPage(page)
      : await new AxeBuilder({ page, axeSource }).options(AXE_OPTIONS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * axe in a page without frames, injected once per document. AxeBuilder injects it anew on every audit and
 * opens a blank page to merge frame results: seconds per audit on a busy machine, for nothing here.
 */
async function axeInPage(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate('typeof window.axe?.run === "function"'))) await page.evaluate(axeSource);
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    AXE_OPTIONS,
  );
}

/** A mono 16-bit PCM WAV of a 440 Hz tone: real audio the server's probe reads, made without any tool. */
export function toneWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = seconds * sampleRate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), 44 + i * 2);
  return wav;
}

/** Signs in through the auth page the way a person does. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Every demo account the seed creates; the setup project signs each in once per run. */
export const DEMO_ACCOUNTS = [
  'operator@demo.test',
  'admin@demo.test',
  'manager@demo.test',
  'editor@demo.test',
  'viewer@demo.test',
  'outsider@demo.test',
] as const;

/** Where the setup project keeps the signed-in session of `email`. */
export function storageStatePath(email: string) {
  return fileURLToPath(new URL(`../.test-output/e2e-auth/${email}.json`, import.meta.url));
}

const contextsOfTests = new Map<string, BrowserContext[]>();

/**
 * A page in a fresh context already signed in as `email` (one of DEMO_ACCOUNTS). The context is closed
 * when the worker's next test asks for one: a page left open keeps running the app (timers, refetches)
 * and slows every later test in the worker.
 */
export async function signedInPage(browser: Browser, email: string, options: BrowserContextOptions = {}) {
  const { testId, project } = test.info();
  for (const [id, contexts] of contextsOfTests) {
    if (id === testId) continue;
    contextsOfTests.delete(id);
    await Promise.all(contexts.map((context) => context.close()));
  }
  const context = await browser.newContext({
    baseURL: project.use.baseURL,
    ...options,
    storageState: storageStatePath(email),
  });
  contextsOfTests.set(testId, [...(contextsOfTests.get(testId) ?? []), context]);
  return context.newPage();
}

/** Sets feature-flag overrides in local storage before the app loads. */
export async function overrideFlags(page: Page, overrides: Record<string, boolean>) {
  await page.addInitScript((value) => {
    localStorage.setItem('media-access:flag-overrides', value);
  }, JSON.stringify(overrides));
}

interface RequestCounter {
  started: number;
  settled: number;
}
const counters = new WeakMap<Page, RequestCounter>();

/** Counts the page's fetch/XHR calls from now on, for `waitForScreenSettled`. */
function requestCounter(page: Page): RequestCounter {
  let counter = counters.get(page);
  if (!counter) {
    const created = { started: 0, settled: 0 };
    const isCall = (type: string) => type === 'fetch' || type === 'xhr';
    page.on('request', (r) => void (isCall(r.resourceType()) && created.started++));
    page.on('requestfinished', (r) => void (isCall(r.resourceType()) && created.settled++));
    page.on('requestfailed', (r) => void (isCall(r.resourceType()) && created.settled++));
    counters.set(page, created);
    counter = created;
  }
  return counter;
}

/** What the screen shows now, or null while it is still loading, busy or animating. */
function screenSnapshot(page: Page) {
  return page.evaluate(async () => {
    // Two frames let React commit what the last response or navigation scheduled.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const heading = document.querySelector('main h1');
    if (!heading?.checkVisibility()) return null;
    if (document.querySelector('[aria-busy="true"]')) return null;
    const moving = document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    if (moving) return null;
    return `${location.href}\n${document.documentElement.className}\n${document.body.innerHTML.length}`;
  });
}

/**
 * Waits until the screen has settled: a visible `main h1`, no API call in flight or started, nothing
 * `aria-busy`, no finite animation or transition running, and the same DOM on two looks in a row.
 * Call `trackRequests` before the page loads so that calls are counted from the start.
 */
export async function waitForScreenSettled(page: Page) {
  const counter = requestCounter(page);
  let previous: string | null = null;
  await expect
    .poll(
      async () => {
        const startedBefore = counter.started;
        const idle = counter.started === counter.settled;
        const snapshot = idle ? await screenSnapshot(page) : null;
        const settled = snapshot !== null && counter.started === startedBefore && snapshot === previous;
        previous = counter.started === startedBefore ? snapshot : null;
        return settled;
      },
      { message: 'the screen to settle', intervals: [50, 100, 100, 200], timeout: 30_000 },
    )
    .toBe(true);
}

/** Starts counting the page's API calls; call before the first `goto`. */
export function trackRequests(page: Page) {
  requestCounter(page);
}

/** Moves the single-page app to `route` without reloading it, as a link click would. */
export async function navigateInApp(page: Page, route: string) {
  await page.evaluate((to) => {
    const index = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: `e2e${index + 1}`, idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, route);
}

/** An ID token for a demo account from the Auth emulator, for calling the API as that person. */
export async function idTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const { authEmulatorUrl } = (await (await request.get('/api/client-config')).json()) as { authEmulatorUrl: string };
  const signedIn = await request.post(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    { data: { email, password: DEMO_PASSWORD, returnSecureToken: true } },
  );
  return ((await signedIn.json()) as { idToken: string }).idToken;
}

/** axe in light and then dark, each as its own step, leaving the page light. */
export async function auditBothSchemes(page: Page, step = 'axe') {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await waitForScreenSettled(page);
    await test.step(`${step} (${colorScheme})`, () => expectNoAxeViolations(page));
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
