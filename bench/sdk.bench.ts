// The SDK's gzip size beside peers' published bundles, and in headless Chromium the time from connecting a
// <transcript-embed> to its first painted cue and the cost of a playback tick, for a 10,000-cue transcript.
// Needs the built SDK (`npx vite build --config vite.sdk.config.ts`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('..', import.meta.url));
const sdkDir = path.join(root, 'dist', 'sdk');
const CUES = 10_000;
const TICKS = 300;
// The same flags as the browser tests (web-test-runner.config.mjs).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Files `entry` loads: static imports only, or with `dynamic` every lazy chunk too. */
function moduleGraph(entry: string, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const pattern = dynamic
      ? /\bimport\s*(?:[\w$*{}\s,]+from\s*)?\(?\s*["'`]([^"'`]+\.js)["'`]/g
      : /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'`]([^"'`]+\.js)["'`]/g;
    for (const [, spec] of code.matchAll(pattern)) visit(path.resolve(path.dirname(file), spec!));
  };
  visit(entry);
  return seen;
}
const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gz(f), 0);

function sizes() {
  const entry = path.join(sdkDir, 'media-access.js');
  const critical = sum(moduleGraph(entry, false));
  const everything = moduleGraph(entry, true);
  for (const f of moduleGraph(path.join(sdkDir, 'embed.js'), true)) everything.add(f);
  everything.add(path.join(sdkDir, 'media-access-loader.js'));
  const nm = (p: string) => path.join(root, 'node_modules', p);
  const vidstackEntry = nm('vidstack/cdn/vidstack.js');
  const vidstackAll = new Set([
    ...moduleGraph(vidstackEntry, true),
    ...readdirSync(nm('vidstack/cdn/chunks')).map((f) => nm(`vidstack/cdn/chunks/${f}`)),
  ]);
  const rows: [string, string, string, string][] = [
    [
      'Media Access SDK',
      kb(critical),
      kb(sum(everything)),
      'media-access.js static graph / + every lazy chunk, embed.js, loader',
    ],
    [
      'media-chrome',
      kb(gz(nm('media-chrome/dist/iife/index.js'))),
      kb(gz(nm('media-chrome/dist/iife/all.js'))),
      'dist/iife/index.js (its one-file CDN script) / dist/iife/all.js (with extras); a control bar, no transcript',
    ],
    [
      'vidstack',
      kb(sum(moduleGraph(vidstackEntry, false))),
      kb(sum(vidstackAll)),
      'cdn/vidstack.js static graph / + every cdn/chunks file; a player, captions only, no transcript',
    ],
    [
      'hyperaudio-lite',
      kb(gz(nm('hyperaudio-lite/js/hyperaudio-lite.js'))),
      kb(gz(nm('hyperaudio-lite/js/hyperaudio-lite.js'))),
      'js/hyperaudio-lite.js, the only browser build (published unminified); interactive transcript, no player',
    ],
    ['ableplayer', '–', '–', 'not on the npm registry, so not measured'],
  ];
  console.log('\ngzip size (level 9)            critical      total');
  for (const [name, a, b, note] of rows)
    console.log(`${name.padEnd(20)} ${a.padStart(10)} ${b.padStart(10)}   ${note}`);
}

function fixtureServer(): Promise<{ url: string; close: () => void }> {
  const cues = Array.from({ length: CUES }, (_, i) => ({
    id: `c${i + 1}`,
    startMs: i * 1080,
    endMs: i * 1080 + 1000,
    text: `Sentence ${i + 1} of a three-hour lecture, long enough to wrap onto a second line on a narrow screen.`,
    ...(i % 20 === 0 ? { speaker: `Speaker ${(i / 20) % 3}` } : {}),
  }));
  const options = { search: true, downloads: true, suggestions: true, requests: true, accentColor: '#0b57d0' };
  const file = {
    id: 'lecture',
    name: 'A three-hour lecture',
    description: '',
    media: null,
    durationMs: CUES * 1080,
    options,
    tracks: [{ id: 'lecture-en', language: 'en', kind: 'captions', label: 'English' }],
  };
  const bodies: Record<string, string> = {
    '/api/embed/workspaces/w/files/lecture': JSON.stringify(file),
    '/api/embed/workspaces/w/files/lecture/tracks/lecture-en': JSON.stringify({
      id: 'lecture-en',
      language: 'en',
      kind: 'captions',
      cues,
    }),
  };
  const page = `<!doctype html><html lang="en"><head><title>bench</title>
<script type="module" src="/sdk/media-access.js"></script></head>
<body><audio id="player"></audio></body></html>`;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/') return res.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
    if (bodies[url.pathname]) {
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end(bodies[url.pathname]);
    }
    const file = path.join(sdkDir, url.pathname.replace(/^\/sdk\//, ''));
    if (url.pathname.startsWith('/sdk/') && file.startsWith(sdkDir) && existsSync(file)) {
      return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(readFileSync(file));
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

async function browserFigures() {
  const server = await fixtureServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const runs: { firstPaint: number; allCues: number; tickMedian: number; tickP95: number; frame: number }[] = [];
    for (let run = 0; run < 3; run++) {
      const page = await browser.newPage();
      // tsx compiles the evaluated function with esbuild's keepNames, which calls a `__name` helper.
      await page.addInitScript('window.__name = (f) => f');
      await page.goto(server.url);
      await page.waitForFunction(() => customElements.get('transcript-embed'));
      runs.push(
        await page.evaluate(
          async ({ ticks, cues }) => {
            const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
            const el = document.createElement('transcript-embed');
            el.setAttribute('workspace-id', 'w');
            el.setAttribute('file-id', 'lecture');
            el.setAttribute('api-base', '/api');
            el.setAttribute('for', 'player');
            const started = performance.now();
            document.body.append(el);
            // First cue in the DOM, then the frame that paints it.
            while (!el.shadowRoot?.querySelector('button[data-index]')) await new Promise((r) => setTimeout(r, 1));
            await frame();
            const firstPaint = performance.now() - started;
            while (el.shadowRoot!.querySelectorAll('button[data-index]').length < cues) {
              await new Promise((r) => setTimeout(r, 5));
            }
            const allCues = performance.now() - started;
            const audio = document.getElementById('player') as HTMLAudioElement;
            // A fake clock: the adapter reads currentTime on each timeupdate event, as during playback.
            let now = 0;
            Object.defineProperty(audio, 'currentTime', { get: () => now, set: (v: number) => (now = v) });
            const costs: number[] = [];
            let frames = 0;
            for (let i = 0; i < ticks; i++) {
              now = 1.08 * (i * 29 + 7);
              const t0 = performance.now();
              audio.dispatchEvent(new Event('timeupdate'));
              costs.push(performance.now() - t0);
              if (i % 10 === 0) {
                const f0 = performance.now();
                await frame();
                frames += performance.now() - f0;
              }
            }
            costs.sort((a, b) => a - b);
            return {
              firstPaint,
              allCues,
              tickMedian: costs[Math.floor(costs.length / 2)]!,
              tickP95: costs[Math.floor(costs.length * 0.95)]!,
              frame: frames / Math.ceil(ticks / 10),
            };
          },
          { ticks: TICKS, cues: CUES },
        ),
      );
      await page.close();
    }
    const median = (key: keyof (typeof runs)[number]) => runs.map((r) => r[key]).sort((a, b) => a - b)[1]!;
    console.log(`\n${CUES.toLocaleString('en')} cues in headless Chromium (median of ${runs.length} page loads):`);
    console.log(
      `  connect → first cue painted     ${median('firstPaint').toFixed(0)} ms (includes fetching the track)`,
    );
    console.log(
      `  connect → all cues in the DOM   ${median('allCues').toFixed(0)} ms (built in chunks after the first paint)`,
    );
    console.log(
      `  playback tick (script)          median ${(median('tickMedian') * 1000).toFixed(0)} µs, p95 ${(median('tickP95') * 1000).toFixed(0)} µs (${TICKS} ticks, far-apart cues)`,
    );
    console.log(`  tick → next frame rendered      ${median('frame').toFixed(1)} ms`);
  } finally {
    await browser.close();
    server.close();
  }
}

export default async function (): Promise<void> {
  if (!existsSync(path.join(sdkDir, 'media-access.js'))) {
    throw new Error('Build the SDK first: npx vite build --config vite.sdk.config.ts');
  }
  sizes();
  await browserFigures();
}
