// The track editor in headless Chromium with 10,000 cues: time from the data arriving to an interactive editor,
// and the main thread's work per frame while typing in a cue and moving through cues (goals from issue #14:
// open ≤ 1 s; frame time ≤ 16 ms at p95). Builds bench/editor-page (the real TrackEditor, generated cues, a
// fake player and a fake API) into a temporary directory with Vite first.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const CUES = 10_000;
const LOADS = 3;
const MOVES = 60;
const OPEN_GOAL_MS = 1000;
const FRAME_GOAL_MS = 16;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function buildPage(outDir: string) {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(root, 'bench', 'editor-page'),
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: [
        { find: /^@\/lib\/firebase$/, replacement: path.join(root, 'bench', 'editor-page', 'firebase-stub.ts') },
        { find: '@shared', replacement: path.join(root, 'shared') },
        { find: '@', replacement: path.join(root, 'admin', 'src') },
      ],
    },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

/** Serves the built page and answers the editor's calls as a quiet server would. */
function serve(dir: string): Promise<{ url: string; close: () => void }> {
  let version = 1;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname.startsWith('/api/')) {
      if (url.pathname.endsWith('/editing'))
        return req.method === 'DELETE' ? res.writeHead(204).end() : json(200, { editors: [] });
      if (req.method === 'PATCH' && url.pathname.endsWith('/cues')) {
        version += 1;
        return json(200, {
          version,
          updatedAt: new Date().toISOString(),
          merged: false,
          theirs: { upsert: [], delete: [] },
        });
      }
      return json(404, { error: { code: 'not_found', message: 'Not in the bench' } });
    }
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(dir)) return res.writeHead(404).end();
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return res.writeHead(404).end();
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    res.writeHead(200, { 'Content-Type': type }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

/** Mounts the editor on a fresh page: ms from the data being in memory to the first cue painted and the thread free. */
async function open(page: Page, url: string): Promise<{ openMs: number; rows: number }> {
  await page.goto(url);
  return page.evaluate(async (count) => {
    const started = window.mountEditor(count);
    while (!document.querySelector('textarea[aria-label="Cue 1 text"]')) await new Promise((r) => setTimeout(r, 0));
    // The frame that paints it, then the next task: the editor answers input from here on.
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return {
      openMs: performance.now() - started,
      rows: document.querySelectorAll('textarea[aria-label$=" text"]').length,
    };
  }, CUES);
}

/**
 * Starts recording, per key press, the main thread's work for the frame it causes: the event's handling (keydown to
 * the end of its input/keydown dispatch, React's render included) plus that frame's rendering (rAF to the task after
 * it: style, layout, paint). Also every animation frame's interval, and long animation frames (≥ 50 ms) from any cause
 * (the debounced commit, autosave, scrolling).
 */
async function record(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { samples: number[]; intervals: number[]; long: number[]; stop: boolean };
    w.samples = [];
    w.intervals = [];
    w.long = [];
    w.stop = false;
    let keyAt = 0;
    let handledAt = 0;
    const handled = () => (handledAt = performance.now());
    window.addEventListener(
      'keydown',
      () => {
        keyAt = performance.now();
        handledAt = keyAt;
        requestAnimationFrame(() => {
          const frameAt = performance.now();
          setTimeout(() => w.samples.push(handledAt - keyAt + (performance.now() - frameAt)), 0);
        });
      },
      true,
    );
    window.addEventListener('keydown', handled);
    window.addEventListener('input', handled);
    let last = performance.now();
    const tick = (now: number) => {
      w.intervals.push(now - last);
      last = now;
      if (!w.stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.long.push(entry.duration);
    }).observe({ type: 'long-animation-frame' });
  });
}

async function collect(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { samples: number[]; intervals: number[]; long: number[]; stop: boolean };
    w.stop = true;
    const p = (values: number[], q: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
    };
    return {
      keys: w.samples.length,
      workMedian: p(w.samples, 0.5),
      workP95: p(w.samples, 0.95),
      intervalP95: p(w.intervals.slice(5), 0.95),
      longFrames: w.long.length,
      longestFrame: Math.max(0, ...w.long),
    };
  });
}

async function typing(page: Page) {
  await record(page);
  for (const n of [3, 4, 5]) {
    await page.getByRole('textbox', { name: `Cue ${n} text`, exact: true }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and the words typed into it one key at a time', { delay: 35 });
    // Past the commit delay: the edit reaches the model (undo step, problems, autosave).
    await page.waitForTimeout(500);
  }
  return collect(page);
}

async function moving(page: Page) {
  await page.getByRole('textbox', { name: 'Cue 1 text', exact: true }).click();
  await record(page);
  for (let i = 0; i < MOVES; i++) {
    await page.keyboard.press('Alt+ArrowDown');
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(300);
  const figures = await collect(page);
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  if (focused !== `Cue ${MOVES + 1} text`) throw new Error(`Moving through cues ended on "${focused}"`);
  return figures;
}

export default async function (): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'editor-bench-'));
  await buildPage(outDir);
  const server = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // tsx compiles the evaluated functions with esbuild's keepNames, which calls a `__name` helper.
    await page.addInitScript('window.__name = (f) => f');
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    const loads: { openMs: number; rows: number }[] = [];
    for (let i = 0; i < LOADS; i++) loads.push(await open(page, server.url));
    const openMs = loads.map((l) => l.openMs).sort((a, b) => a - b)[Math.floor(LOADS / 2)]!;
    const verdict = (value: number, goal: number) => (value <= goal ? 'meets' : 'MISSES');
    console.log(`\nTrack editor, ${CUES.toLocaleString('en')} cues, headless Chromium (1280×900):`);
    console.log(
      `  data → interactive editor       ${openMs.toFixed(0)} ms median of ${LOADS} (goal ≤ ${OPEN_GOAL_MS} ms: ${verdict(openMs, OPEN_GOAL_MS)}); ${loads[0]!.rows} rows in the DOM`,
    );
    for (const [name, run] of [
      ['typing in a cue', typing],
      ['moving through cues', moving],
    ] as const) {
      const f = await run(page);
      console.log(
        `  ${name.padEnd(31)} work per frame median ${f.workMedian.toFixed(1)} ms, p95 ${f.workP95.toFixed(1)} ms (goal ≤ ${FRAME_GOAL_MS} ms: ${verdict(f.workP95, FRAME_GOAL_MS)}) over ${f.keys} keys; frame interval p95 ${f.intervalP95.toFixed(1)} ms; ${f.longFrames} frames ≥ 50 ms (longest ${f.longestFrame.toFixed(0)} ms)`,
      );
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
