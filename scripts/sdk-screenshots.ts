// Screenshots of each SDK layout in light and dark for docs/sdk.md, from a running server:
// `npx tsx scripts/sdk-screenshots.ts http://localhost:8080` writes docs/images/sdk/<layout>-<theme>.png.
// e2e/sdk-visual.spec.ts compares the same views (openShot) against its committed snapshots.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';

export interface Shot {
  name: string;
  /** An iframe page: one element, nothing of a host page around it. */
  url: string;
  selector: 'transcript-embed' | 'showcase-embed';
  theme: 'light' | 'dark';
}

const FILE = '/embed/demo-university/files/jfk-rice-moon-speech';
const SHOWCASE = '/embed/demo-university/showcases/welcome-week';

export const SDK_SHOTS: Shot[] = (['light', 'dark'] as const).flatMap((theme) => [
  ...(['stacked', 'side-by-side', 'compact', 'transcript-only'] as const).map((layout) => ({
    name: `${layout}-${theme}`,
    url: `${FILE}?layout=${layout}&theme=${theme}`,
    selector: 'transcript-embed' as const,
    theme,
  })),
  { name: `showcase-${theme}`, url: `${SHOWCASE}?theme=${theme}`, selector: 'showcase-embed' as const, theme },
]);

export const SHOT_VIEWPORT = { width: 1000, height: 900 };

/** Opens a shot's page and waits until its element has loaded its data and stopped changing. */
export async function openShot(page: Page, shot: Shot) {
  await page.emulateMedia({ colorScheme: shot.theme, reducedMotion: 'reduce' });
  await page.goto(shot.url);
  await page.waitForFunction((tag) => Boolean(customElements.get(tag)), shot.selector);
  await page.waitForLoadState('networkidle');
  // Loaded: the element shows no loading skeleton or busy state any more.
  await page.waitForFunction((tag) => {
    const root = document.querySelector(tag)?.shadowRoot;
    return Boolean(root && root.childElementCount > 0 && !root.querySelector('[aria-busy="true"], [part~="skeleton"]'));
  }, shot.selector);
  return page.locator(shot.selector);
}

async function main(baseUrl: string) {
  const outDir = fileURLToPath(new URL('../docs/images/sdk/', import.meta.url));
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ baseURL: baseUrl, viewport: SHOT_VIEWPORT });
    for (const shot of SDK_SHOTS) {
      const element = await openShot(page, shot);
      await element.screenshot({ path: path.join(outDir, `${shot.name}.png`), animations: 'disabled', caret: 'hide' });
      console.log(`docs/images/sdk/${shot.name}.png`);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(process.argv[2] ?? 'http://localhost:8080');
}
