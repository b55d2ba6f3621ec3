// Screenshots of the SDK for docs/sdk.md, from a running server (demo data seeded):
// `npx tsx scripts/sdk-screenshots.ts http://localhost:8080` writes docs/images/sdk/<layout>-<theme>.png (each
// layout at 1000 px) and <audio|video>-<width>-<theme>.png (an audio and a video file in the auto layout at
// 375, 768 and 1280 px). e2e/sdk-visual.spec.ts compares the layouts (openShot) against its committed snapshots.
// The demo media are audio only: for the video shots the file's answer is rewritten to point at a test video
// made with ffmpeg (a test pattern with a tone), served by the browser's request interception.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** The docs' matrix: an audio and a video file, in the auto layout, at a phone's, a tablet's and a laptop's width. */
const WIDTHS = [
  { width: 375, height: 667 },
  { width: 768, height: 900 },
  { width: 1280, height: 800 },
];
const DOC_SHOTS = (['light', 'dark'] as const).flatMap((theme) =>
  (['audio', 'video'] as const).flatMap((media) =>
    WIDTHS.map((viewport) => ({
      shot: {
        name: `${media}-${viewport.width}-${theme}`,
        url: `${FILE}?theme=${theme}`,
        selector: 'transcript-embed' as const,
        theme,
      },
      media,
      viewport,
    })),
  ),
);

const VIDEO_PATH = '/__sdk-screenshots/test-pattern.webm';

function testVideo(): string {
  const file = path.join(tmpdir(), 'media-access-test-pattern.webm');
  if (!existsSync(file)) {
    execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=f=440', '-t', '50', '-c:v', 'libvpx', '-c:a', 'libopus', file],
    ]);
  }
  return file;
}

/** The demo file's answer says it is a video, which the interception then serves. */
async function serveAsVideo(page: Page) {
  const video = testVideo();
  await page.route(`**${VIDEO_PATH}`, (route) => route.fulfill({ path: video, contentType: 'video/webm' }));
  await page.route('**/api/embed/workspaces/*/files/jfk-rice-moon-speech', async (route) => {
    const response = await route.fetch();
    const file = await response.json();
    file.media = { type: 'url', url: VIDEO_PATH, mimeType: 'video/webm' };
    await route.fulfill({ response, json: file });
  });
}

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
    for (const { shot, media, viewport } of DOC_SHOTS) {
      const docPage = await browser.newPage({ baseURL: baseUrl, viewport });
      if (media === 'video') await serveAsVideo(docPage);
      await openShot(docPage, shot);
      // A video shows its first frame once it has one.
      if (media === 'video')
        await docPage.waitForFunction(() => {
          const root = document.querySelector('transcript-embed')?.shadowRoot;
          return (root?.querySelector('video')?.readyState ?? 0) >= 2;
        });
      // What a viewer sees of the /embed page at that size: the window, not the element's whole height.
      await docPage.screenshot({ path: path.join(outDir, `${shot.name}.png`), animations: 'disabled', caret: 'hide' });
      console.log(`docs/images/sdk/${shot.name}.png`);
      await docPage.close();
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(process.argv[2] ?? 'http://localhost:8080');
}
