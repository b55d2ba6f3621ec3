// The track editor in headless Chromium, in two cases: 10,000 cues (goals from issue #14: open ≤ 1 s) and a 3-hour
// lecture of 2,500 cues and 30,000 words with its peaks file (issue #33: open ≤ 2 s). For each, the time from the
// data arriving to an interactive editor, and the main thread's work per frame while typing in a cue and moving
// through cues, read from a Chromium trace (editor-frames.ts; goal ≤ 16 ms at p95). Builds bench/editor-page (the
// real TrackEditor, generated cues, a fake player and a fake API) into a temporary directory with Vite first.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { CDPSession, Page } from 'playwright';
import { build } from 'vite';
import { frameFigures, KEY_MARK, printBreakdown, traceCategories } from './editor-frames';
import type { BenchShape } from './editor-page/main';
import { LECTURE, lecturePeaks } from './editor-page/lecture';
import { launchChromium } from './headless-chromium';

const root = fileURLToPath(new URL('..', import.meta.url));
const LOADS = 3;
const MOVES = 60;
const FRAME_GOAL_MS = 16;

interface BenchCase {
  shape: BenchShape;
  title: string;
  cues: number;
  openGoalMs: number;
}

const CASES: BenchCase[] = [
  { shape: 'busy', title: 'Track editor, 10,000 cues', cues: 10_000, openGoalMs: 1000 },
  {
    shape: 'lecture',
    title: `3-hour lecture (#33), ${LECTURE.cues.toLocaleString('en')} cues, ${(LECTURE.cues * LECTURE.wordsPerCue).toLocaleString('en')} words, waveform from its peaks file`,
    cues: LECTURE.cues,
    openGoalMs: 2000,
  },
];
/** `EDITOR_BENCH_CASE=busy` or `=lecture`: only that case (for interleaved A/B runs). */
const ONLY = process.env.EDITOR_BENCH_CASE;
/**
 * `EDITOR_BENCH_TRACE=1`: also print, for moving through cues, the main thread's time by kind of work and which
 * functions forced a style or layout (from an unminified build). `EDITOR_BENCH_PROFILE=1`: that and a CPU profile
 * (self and total time per function). `EDITOR_BENCH_TRACE_FILE=path`: the moving trace is also written to `path`
 * (open it in DevTools' Performance panel).
 */
const PROFILE = process.env.EDITOR_BENCH_PROFILE === '1';
const TRACE_FILE = process.env.EDITOR_BENCH_TRACE_FILE;
const TRACE = PROFILE || process.env.EDITOR_BENCH_TRACE === '1' || Boolean(TRACE_FILE);
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
    // Unminified when profiling, so the profile names React's and the editor's functions.
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: !TRACE },
  });
}

/** Serves the built page and answers the editor's calls as a quiet server would. */
function serve(dir: string): Promise<{ url: string; close: () => void }> {
  let version = 1;
  const peaks = JSON.stringify(lecturePeaks());
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === `/api/media/${LECTURE.fileId}/peaks`)
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end(peaks);
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

interface Opened {
  openMs: number;
  rows: number;
  /** From the same start to the waveform's first canvas drawn from the peaks file (the lecture only). */
  waveformMs: number | null;
}

/** Mounts the editor on a fresh page: ms from the data being in memory to the first cue painted and the thread free. */
async function open(page: Page, url: string, { shape, cues }: BenchCase): Promise<Opened> {
  await page.goto(url);
  return page.evaluate(
    async ({ shape, cues }) => {
      const started = window.mountEditor(shape, cues);
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      while (!document.querySelector('textarea[aria-label="Cue 1 text"]')) await new Promise((r) => setTimeout(r, 0));
      // The frame that paints it, then the next task: the editor answers input from here on.
      await frame();
      const openMs = performance.now() - started;
      const rows = document.querySelectorAll('textarea[aria-label$=" text"]').length;
      if (shape !== 'lecture') return { openMs, rows, waveformMs: null };
      // wavesurfer draws into its shadow root; the note says when it has no peaks and draws a flat line instead.
      const drawn = () =>
        [...document.querySelectorAll('section[aria-label="Waveform"] div')].some((el) =>
          el.shadowRoot?.querySelector('canvas'),
        );
      while (!drawn()) await new Promise((r) => setTimeout(r, 5));
      await frame();
      if (document.body.textContent?.includes('No waveform for this media'))
        throw new Error('The lecture drew a flat line: its peaks file was not used');
      return { openMs, rows, waveformMs: performance.now() - started };
    },
    { shape, cues },
  );
}

/**
 * Marks every key that acts (for the trace to find), and records every animation frame's interval and the long
 * animation frames (≥ 50 ms) from any cause (the debounced commit, autosave, scrolling).
 */
async function record(page: Page) {
  await page.evaluate((mark) => {
    const w = window as unknown as {
      intervals: number[];
      long: number[];
      stop: boolean;
      recording?: boolean;
      phase?: number;
    };
    w.intervals = [];
    w.long = [];
    w.stop = false;
    // One frame loop per phase: the last phase's may still have a frame pending.
    const phase = (w.phase = (w.phase ?? 0) + 1);
    let last = performance.now();
    const tick = (now: number) => {
      if (w.stop || w.phase !== phase) return;
      w.intervals.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    // The listeners stay from one phase to the next (a second set would mark every key twice).
    if (w.recording) return;
    w.recording = true;
    window.addEventListener(
      'keydown',
      (event) => {
        // A modifier alone (the Alt of Alt+↓) does nothing: only the keys that act are samples.
        if (!['Alt', 'Control', 'Meta', 'Shift'].includes(event.key)) performance.mark(mark);
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!w.stop) w.long.push(entry.duration);
    }).observe({ type: 'long-animation-frame' });
  }, KEY_MARK);
  await page
    .context()
    .browser()!
    .startTracing(page, { categories: traceCategories(TRACE) });
}

/** Stops recording: the trace's figures, with the page's frame intervals and long frames. */
async function collect(page: Page, traceFile?: string) {
  const trace = await page.context().browser()!.stopTracing();
  if (traceFile) writeFileSync(traceFile, trace);
  const inPage = await page.evaluate(() => {
    const w = window as unknown as { intervals: number[]; long: number[]; stop: boolean };
    w.stop = true;
    return { intervals: w.intervals.slice(5), long: w.long };
  });
  return { frames: frameFigures(trace), ...inPage };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};

async function typing(page: Page) {
  await record(page);
  for (const n of [3, 4, 5]) {
    // Focused, not clicked: the cue being typed in grows over the rows below it (one-line rows open to their
    // full text while focused), so the next cue's field is under it.
    await page.getByRole('textbox', { name: `Cue ${n} text`, exact: true }).focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' and the words typed into it one key at a time', { delay: 35 });
    // Past the commit delay: the edit reaches the model (undo step, problems, autosave).
    await page.waitForTimeout(500);
  }
  return collect(page);
}

async function moving(page: Page) {
  await page.getByRole('textbox', { name: 'Cue 1 text', exact: true }).click();
  const profiler = PROFILE ? await startProfile(page) : null;
  await record(page);
  for (let i = 0; i < MOVES; i++) {
    await page.keyboard.press('Alt+ArrowDown');
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(300);
  const figures = await collect(page, TRACE_FILE);
  if (profiler) await printProfile(await profiler.stop());
  if (TRACE) printBreakdown('moving', figures.frames);
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  if (focused !== `Cue ${MOVES + 1} text`) throw new Error(`Moving through cues ended on "${focused}"`);
  return figures;
}

async function startProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return { stop: async () => (await cdp.send('Profiler.stop')).profile };
}

type CpuProfile = Awaited<ReturnType<CDPSession['send']>> & {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
};

/** Self time per function, and total (inclusive) time of the frames, over the recorded profile. */
async function printProfile(profile: unknown) {
  const { nodes, samples, timeDeltas } = profile as CpuProfile;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  samples.forEach((id, i) => {
    const ms = (timeDeltas[i] ?? 0) / 1000;
    self.set(name(id), (self.get(name(id)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = name(at);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  });
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([key, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${key}`);
  console.log(`  CPU profile of moving, self time:\n${top(self).join('\n')}`);
  console.log(`  total (inclusive) time:\n${top(total).join('\n')}`);
}

const verdict = (value: number, goal: number) => (value <= goal ? 'meets' : 'MISSES');
const median = (values: number[]) => quantile(values, 0.5);

/** One case: opened `LOADS` times (the median is the figure), then typing and moving on the last load. */
async function measure(page: Page, url: string, benchCase: BenchCase) {
  const loads: Opened[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await open(page, url, benchCase));
  const openMs = median(loads.map((l) => l.openMs));
  const goal = benchCase.openGoalMs;
  console.log(`\n${benchCase.title}, headless Chromium (1280×900):`);
  console.log(
    `  data → interactive editor       ${openMs.toFixed(0)} ms median of ${LOADS} (goal ≤ ${goal} ms: ${verdict(openMs, goal)}); ${loads[0]!.rows} rows in the DOM`,
  );
  const waveform = loads.map((l) => l.waveformMs).filter((ms) => ms !== null);
  if (waveform.length > 0) {
    const waveformMs = median(waveform);
    console.log(
      `  data → waveform drawn (peaks)   ${waveformMs.toFixed(0)} ms median of ${LOADS} (goal ≤ ${goal} ms: ${verdict(waveformMs, goal)})`,
    );
  }
  for (const [name, run] of [
    ['typing in a cue', typing],
    ['moving through cues', moving],
  ] as const) {
    const { frames, intervals, long } = await run(page);
    const p95 = quantile(frames.perKey, 0.95);
    console.log(
      `  ${name.padEnd(31)} work per frame median ${median(frames.perKey).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal ≤ ${FRAME_GOAL_MS} ms: ${verdict(p95, FRAME_GOAL_MS)}), worst ${Math.max(...frames.perKey).toFixed(1)} ms over ${frames.perKey.length} keys; main-thread CPU ${frames.cpuPerKey.toFixed(1)} ms a key (rendering ${frames.renderingPerKey.toFixed(1)} ms); frame interval p95 ${quantile(intervals, 0.95).toFixed(1)} ms; ${long.length} frames ≥ 50 ms (longest ${Math.max(0, ...long).toFixed(0)} ms)`,
    );
  }
}

export default async function (): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'editor-bench-'));
  await buildPage(outDir);
  const server = await serve(outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // tsx compiles the evaluated functions with esbuild's keepNames, which calls a `__name` helper.
    await page.addInitScript('window.__name = (f) => f');
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    for (const benchCase of CASES.filter((c) => !ONLY || c.shape === ONLY)) await measure(page, server.url, benchCase);
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
