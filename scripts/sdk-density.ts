// Density: visual lines of transcript text fully in view on the /embed file page of an audio file, at three
// viewports, from a running server: `npx tsx scripts/sdk-density.ts http://localhost:8080` (docs/sdk.md, Density).
import { chromium } from '@playwright/test';
const base = process.argv[2] ?? 'http://localhost:8080';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
for (const [width, height] of [
  [1280, 720],
  [800, 600],
  [375, 667],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  // The demo file is a 49 s excerpt: its track repeated 10 times stands for a full talk, so the count is what fits.
  await page.route(/\/tracks\/[^/]+$/, async (route) => {
    const response = await route.fetch();
    const track = await response.json();
    if (track.kind === 'chapters') return route.fulfill({ response });
    const span = track.cues.at(-1).endMs + 2000;
    track.cues = Array.from({ length: 10 }, (_, n) =>
      track.cues.map((c: { id: string; startMs: number; endMs: number }) => ({
        ...c,
        id: `${c.id}-${n}`,
        startMs: c.startMs + n * span,
        endMs: c.endMs + n * span,
      })),
    ).flat();
    await route.fulfill({ response, json: track });
  });
  await page.goto(`${base}/embed/demo-university/files/jfk-rice-moon-speech`);
  await page.waitForFunction(() => document.querySelector('transcript-embed')?.getAttribute('data-state') === 'ready');
  await page.waitForLoadState('networkidle');
  const lines = await page.evaluate(() => {
    const root = document.querySelector('transcript-embed')!.shadowRoot!;
    const list = root.querySelector('[part="cues"]')!;
    const box = list.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    const tops = new Set<number>();
    for (const text of list.querySelectorAll('[part="text"]')) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const r of range.getClientRects()) {
        if (r.height > 0 && r.top >= top - 1 && r.bottom <= bottom + 1) tops.add(Math.round(r.top));
      }
    }
    return tops.size;
  });
  console.log(`${width}x${height}: ${lines} lines`);
  await page.close();
}
await browser.close();
