import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Frame, type Page, request as apiRequest, test } from '@playwright/test';
import { EMBED_FRAME_SIZE, iframeSnippet } from '../shared/embed-frame';
import { DEMO_PASSWORD } from './support';

// A customer's course site on another origin (a tiny server started here, on its own port) embeds a file of
// ours: the script tag with the element's own player, and the iframe snippet as the file page hands it out.
// Everything the embed loads from the app's origin must be readable there: captions, downloads, the
// voiceover renditions and the audio description's manifest and clips.

const WORKSPACE = 'demo-university';
const SOURCE = 'jfk-rice-moon-speech';
const APP = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:8080').origin;

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let headers: Record<string, string>;
let host: Server;
let hostOrigin: string;
let video = '';
const made = { fileId: '', showcaseId: '', es: '', descriptions: '' };

async function idToken(email: string): Promise<string> {
  const { authEmulatorUrl } = (await (await api.get('/api/client-config')).json()) as { authEmulatorUrl: string };
  const signedIn = await api.post(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    { data: { email, password: DEMO_PASSWORD, returnSecureToken: true } },
  );
  return ((await signedIn.json()) as { idToken: string }).idToken;
}

async function call<T>(method: string, path: string, data?: unknown): Promise<T> {
  const res = await api.fetch(`/api${path}`, { method, headers, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? null : await res.json()) as T;
}

/** Orders machine work on the copy and waits until it is done. */
async function orderAndWait(kind: 'describe' | 'voiceover', trackId: string) {
  const { job } = await call<{ job: { id: string } }>('POST', `/workspaces/${WORKSPACE}/files/${made.fileId}/jobs`, {
    kind,
    trackId,
  });
  await expect
    .poll(async () => (await call<{ state: string }>('GET', `/workspaces/${WORKSPACE}/jobs/${job.id}`)).state, {
      message: `the ${kind} job to finish`,
      timeout: 150_000,
      intervals: [1000],
    })
    .toBe('succeeded');
}

/** The course page: the element with its own player, from the app's SDK. */
const coursePage = (fileId: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Week 3 · Space Policy 101</title>
<script type="module" src="${APP}/sdk/media-access.js"></script></head>
<body><main><h1>Week 3: Why the Moon?</h1><p>Watch the lecture, then answer in the forum.</p>
<transcript-embed workspace-id="${WORKSPACE}" file-id="${fileId}"></transcript-embed></main></body></html>`;

/** A page with the iframe snippet as the file page gives it, or with its script stripped (as some CMSs do). */
const framePage = (fileId: string, withScript: boolean) => {
  const snippet = iframeSnippet({
    origin: APP,
    src: `${APP}/embed/${WORKSPACE}/files/${fileId}`,
    title: 'Media with transcript',
    ...EMBED_FRAME_SIZE.file,
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Week 3</title></head>
<body style="margin:0"><main><h1>Week 3</h1>${withScript ? snippet : snippet.split('\n')[0]}</main></body></html>`;
};

test.beforeAll(async () => {
  test.setTimeout(400_000);
  api = await apiRequest.newContext({ baseURL: APP });
  headers = { Authorization: `Bearer ${await idToken('manager@demo.test')}` };
  // The JFK speech as a lecture video (a test pattern with the speech's sound, made here with ffmpeg), served by
  // the course site and added by link, so the media job downloads and processes it as it would a customer's; with
  // its captions, Spanish subtitles and descriptions, in a published showcase of its own that allows downloads.
  const workDir = mkdtempSync(path.join(tmpdir(), 'cross-origin-'));
  video = path.join(workDir, 'lecture.webm');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10'],
    ...['-i', fileURLToPath(new URL(`../server/seed/demo-media/${SOURCE}.opus`, import.meta.url))],
    ...['-map', '0:v', '-map', '1:a', '-shortest', '-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '150k'],
    ...['-c:a', 'copy', video],
  ]);
  host = createServer((req, res) => {
    const url = new URL(req.url!, 'http://host');
    if (url.pathname === '/lecture.webm') {
      res.writeHead(200, { 'Content-Type': 'video/webm' }).end(readFileSync(video));
      return;
    }
    const body =
      url.pathname === '/course.html'
        ? coursePage(made.fileId)
        : url.pathname === '/frame.html'
          ? framePage(made.fileId, url.searchParams.get('script') === 'yes')
          : null;
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  expect(hostOrigin).not.toBe(APP);

  const { file } = await call<{ file: { id: string } }>('POST', '/files/from_link', {
    workspaceId: WORKSPACE,
    url: `${hostOrigin}/lecture.webm`,
    name: `Week 3 lecture ${randomUUID().slice(0, 6)}`,
  });
  made.fileId = file.id;
  await expect
    .poll(
      async () =>
        (await call<{ file: { status: string } }>('GET', `/files/${file.id}?workspaceId=${WORKSPACE}`)).file.status,
      { message: 'the lecture to be processed', timeout: 150_000, intervals: [1000] },
    )
    .toBe('ready');
  for (const [language, kind] of [
    ['en', 'captions'],
    ['es', 'subtitles'],
    ['en', 'descriptions'],
  ] as const) {
    const { cues } = await call<{ cues: unknown[] }>(
      'GET',
      `/files/${SOURCE}/tracks/${SOURCE}-${language}-${kind}/cues?workspaceId=${WORKSPACE}`,
    );
    const { track } = await call<{ track: { id: string } }>(
      'POST',
      `/files/${file.id}/tracks?workspaceId=${WORKSPACE}`,
      {
        language,
        kind,
        label: `${language} ${kind}`,
      },
    );
    await call('PUT', `/files/${file.id}/tracks/${track.id}/cues?workspaceId=${WORKSPACE}`, { cues });
    if (kind === 'subtitles') made.es = track.id;
    if (kind === 'descriptions') made.descriptions = track.id;
  }
  const { showcase } = await call<{ showcase: { id: string } }>('POST', '/showcases', {
    workspaceId: WORKSPACE,
    title: 'Space Policy 101',
    options: { downloads: true },
    fileIds: [file.id],
  });
  made.showcaseId = showcase.id;
  await call('POST', `/showcases/${showcase.id}/publish?workspaceId=${WORKSPACE}`);
  await orderAndWait('describe', made.descriptions);
  await orderAndWait('voiceover', made.es);
});

test.afterAll(async () => {
  host?.close();
  if (video) rmSync(path.dirname(video), { recursive: true, force: true });
  if (made.showcaseId) await call('DELETE', `/showcases/${made.showcaseId}?workspaceId=${WORKSPACE}`);
  if (made.fileId) await call('DELETE', `/files/${made.fileId}?workspaceId=${WORKSPACE}`);
  await api?.dispose();
});

/** What a viewer would call broken: requests to the app the browser blocked (CORS) or that failed. */
function watchCrossOrigin(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => void (/CORS|Access-Control/.test(m.text()) && problems.push(m.text())));
  page.on('requestfailed', (r) => {
    // A media element drops the rest of a file it no longer needs (a switch, a pause): that is no failure.
    if (r.url().startsWith(APP) && r.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.push(`${r.failure()?.errorText}: ${r.url()}`);
    }
  });
  return problems;
}

test('on another site the embed plays captions, downloads, voiceovers and audio description from the app', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchCrossOrigin(page);
  await page.goto(`${hostOrigin}/course.html`);
  const embed = page.locator('transcript-embed');
  await expect(embed).toHaveAttribute('data-state', 'ready');
  const media = embed.locator('video[part="media"]');
  await expect(embed.getByRole('list', { name: 'Transcript text' })).toContainText('But why, some say, the Moon?');

  // Captions: over the video, in the language the viewer picks.
  await media.evaluate((v: HTMLVideoElement) => (v.currentTime = 4.6));
  await expect(embed.locator('[part~="captions"]')).toHaveText('But why, some say, the Moon?');
  await embed.getByRole('button', { name: 'Captions and language' }).click();
  await embed.getByRole('menuitemradio', { name: 'Spanish' }).click();
  await expect(embed.locator('[part~="captions"]')).toHaveText('Pero ¿por qué, dicen algunos, la Luna?');

  // Downloads: made in the browser from the track the API sent.
  const download = page.waitForEvent('download');
  await embed.getByRole('button', { name: 'More' }).click();
  await embed.getByRole('menuitem', { name: 'Download as WebVTT' }).click();
  expect(readFileSync((await (await download).path())!, 'utf8')).toMatch(/^WEBVTT[^]*Pero ¿por qué/);

  // Voiceover: the Spanish dub plays in place of the original sound, from the same moment.
  const rendition = page.waitForResponse((r) => r.url().includes(`/voiceover/${made.es}`));
  const audioMenu = embed.getByRole('combobox', { name: /^Audio/ });
  await audioMenu.selectOption({ label: 'Spanish (dubbed)' });
  expect((await rendition).status()).toBeLessThan(300);
  await media.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() =>
      embed.evaluate((el) => {
        const audio = (el as unknown as { audioTracks: { rendition: { audio: HTMLAudioElement } | null } }).audioTracks
          .rendition?.audio;
        return Boolean(audio && !audio.paused && audio.currentTime > 5);
      }),
    )
    .toBe(true);
  expect(await media.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await audioMenu.selectOption({ label: 'Original' });
  await media.evaluate((v: HTMLVideoElement) => v.pause());

  // Audio description: the manifest and the clips the describe job made, read across origins.
  const manifest = page.waitForResponse((r) => r.url().endsWith(`/tracks/${made.descriptions}/descriptions.json`));
  const describe = embed.getByRole('button', { name: 'Audio description' });
  await describe.click();
  await expect(describe).toHaveAttribute('aria-pressed', 'true');
  const answer = await manifest;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['access-control-allow-origin']).toBe('*');
  await expect(embed.getByText('Audio description on.')).toBeAttached();
  await expect(embed.locator('[part="notice"]')).toHaveCount(0);
  const clip = page.waitForResponse((r) => r.url().includes(`/tracks/${made.descriptions}/descriptions/`));
  // The first description starts at 0.1 s.
  await media.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 0;
    return v.play();
  });
  expect((await clip).status()).toBeLessThan(300);
  await media.evaluate((v: HTMLVideoElement) => v.pause());
  expect(problems).toEqual([]);
});

/** How many transcript lines the viewer sees inside the frame, and whether the frame's page scrolls. */
async function frameView(frame: Frame) {
  await frame.locator('transcript-embed[data-state="ready"]').waitFor();
  return frame.evaluate(() => {
    const embed = document.querySelector('transcript-embed')!;
    const list = embed.shadowRoot!.querySelector('[part="cues"]')!.getBoundingClientRect();
    const lines = [...embed.shadowRoot!.querySelectorAll('[part~="cue-button"]')].filter((line) => {
      const box = line.getBoundingClientRect();
      return box.height > 0 && box.top >= list.top && box.bottom <= Math.min(list.bottom, innerHeight) + 1;
    });
    return { lines: lines.length, pageScrolls: document.documentElement.scrollHeight > innerHeight };
  });
}

test('the iframe snippet at its suggested size shows transcript lines, and its script fits the frame to them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // As a CMS that strips scripts leaves it: the suggested size alone.
  await page.goto(`${hostOrigin}/frame.html?script=no`);
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveAttribute('height', String(EMBED_FRAME_SIZE.file.height));
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  await expect
    .poll(async () => (await frameView(frame)).lines, { message: 'transcript lines in view' })
    .toBeGreaterThanOrEqual(3);
  expect((await frameView(frame)).pageScrolls).toBe(false);
  // The whole snippet: the frame takes the height its content asks for, and nothing scrolls but the transcript.
  await page.goto(`${hostOrigin}/frame.html?script=yes`);
  await expect
    .poll(async () => Number(await page.locator('iframe').getAttribute('height')), { message: 'the frame resized' })
    .not.toBe(EMBED_FRAME_SIZE.file.height);
  const sized = (await (await page.locator('iframe').elementHandle())!.contentFrame())!;
  await expect.poll(async () => (await frameView(sized)).lines).toBeGreaterThanOrEqual(5);
  expect((await frameView(sized)).pageScrolls).toBe(false);
});
