// Screenshots of the SDK for docs/sdk.md, from a running server (demo data seeded):
// `npx tsx scripts/sdk-screenshots.ts http://localhost:8080` writes docs/images/sdk/<layout>-<theme>.png (each
// layout at 1000 px) and <audio|video>-<width>-<theme>.png (an audio and a video file in the auto layout at
// 375, 768 and 1280 px). e2e/sdk-visual.spec.ts compares the layouts (openShot) against its committed snapshots.
// The demo media are audio only: for the video shots (side by side, which stacks an audio file, and the matrix's
// video column) the file's answer points at a test video made with ffmpeg (a test pattern with a tone), served by the
// browser's request interception.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
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
  /** The demo file served as a video (its media are audio only): side by side stacks an audio file. */
  video?: boolean;
}

const FILE = '/embed/demo-university/files/jfk-rice-moon-speech';
const SHOWCASE = '/embed/demo-university/showcases/welcome-week';

export const SDK_SHOTS: Shot[] = (['light', 'dark'] as const).flatMap((theme) => [
  ...(['stacked', 'side-by-side', 'compact', 'transcript-only'] as const).map((layout) => ({
    name: `${layout}-${theme}`,
    url: `${FILE}?layout=${layout}&theme=${theme}`,
    selector: 'transcript-embed' as const,
    theme,
    video: layout === 'side-by-side',
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
        video: media === 'video',
      },
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
  const bytes = readFileSync(video);
  // Answered in ranges, as a media server would: a whole-file answer keeps Chromium's download (and its spinner) open.
  await page.route(`**${VIDEO_PATH}`, (route) => {
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers()['range'] ?? '');
    if (!range) return route.fulfill({ body: bytes, contentType: 'video/webm', headers: { 'Accept-Ranges': 'bytes' } });
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
    return route.fulfill({
      status: 206,
      body: bytes.subarray(start, end + 1),
      contentType: 'video/webm',
      headers: { 'Accept-Ranges': 'bytes', 'Content-Range': `bytes ${start}-${end}/${bytes.length}` },
    });
  });
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
  if (shot.video) await serveAsVideo(page);
  await page.goto(shot.url);
  await page.waitForFunction((tag) => Boolean(customElements.get(tag)), shot.selector);
  await page.waitForLoadState('networkidle');
  // Loaded: the element shows no loading skeleton or busy state any more.
  await page.waitForFunction((tag) => {
    const root = document.querySelector(tag)?.shadowRoot;
    return Boolean(root && root.childElementCount > 0 && !root.querySelector('[aria-busy="true"], [part~="skeleton"]'));
  }, shot.selector);
  // A video can play from its first frame and has stopped loading (until then Chromium draws a spinner over it).
  if (shot.video)
    await page.waitForFunction(() => {
      const video = document.querySelector('transcript-embed')?.shadowRoot?.querySelector('video');
      return Boolean(
        video && video.readyState >= video.HAVE_FUTURE_DATA && video.networkState !== video.NETWORK_LOADING,
      );
    });
  return page.locator(shot.selector);
}

/**
 * Chromium's controls hide their loading spinner only at the end of its current turn, after the video has loaded:
 * the docs' pictures wait that out (the e2e test masks the video instead).
 */
async function settleVideo(page: Page, shot: Shot) {
  if (shot.video) await page.waitForTimeout(2500);
}

async function main(baseUrl: string) {
  const outDir = fileURLToPath(new URL('../docs/images/sdk/', import.meta.url));
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    for (const shot of SDK_SHOTS) {
      // A page each, as in the e2e test: a video shot's interception stays with its page.
      const page = await browser.newPage({ baseURL: baseUrl, viewport: SHOT_VIEWPORT });
      const element = await openShot(page, shot);
      await settleVideo(page, shot);
      await element.screenshot({ path: path.join(outDir, `${shot.name}.png`), animations: 'disabled', caret: 'hide' });
      console.log(`docs/images/sdk/${shot.name}.png`);
      await page.close();
    }
    for (const { shot, viewport } of DOC_SHOTS) {
      const docPage = await browser.newPage({ baseURL: baseUrl, viewport });
      await openShot(docPage, shot);
      await settleVideo(docPage, shot);
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
