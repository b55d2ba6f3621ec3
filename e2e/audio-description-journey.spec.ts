import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { auditBothSchemes, idTokenOf, signedInPage, trackRequests, waitForScreenSettled } from './support';

// Issue 31's journey: a manager analyses a video, adds two descriptions from the suggestions (one extended), previews
// one, makes the file embeddable and the clips, and a viewer's embed pauses for the extended one only.

const W = 'demo-university';
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const DURATION_S = 15;
/** What is said, when: a gap of 4.4 s after the welcome; the closing line follows the unspoken title closely. */
const SPOKEN = [
  { id: 's1', startMs: 200, endMs: 2_100, text: 'Welcome to the campus tour.' },
  { id: 's2', startMs: 6_500, endMs: 8_100, text: 'Thank you for watching.' },
  { id: 's3', startMs: 10_800, endMs: 12_300, text: 'Goodbye from all of us.' },
];
const UNSPOKEN = 'LIBRARY OPENS MONDAY';

/**
 * A 15-second WebM: red (titled WELCOME, which is said), blue, then green titled with text nobody says, cut at 5 s and
 * 10 s, with espeak-ng saying each line of SPOKEN at its time and silence between.
 */
function campusTour(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'ad-journey-'));
  try {
    SPOKEN.forEach((line, i) =>
      writeFileSync(
        path.join(dir, `line${i}.wav`),
        execFileSync('espeak-ng', ['-s', '160', '--stdin', '--stdout'], { input: line.text }),
      ),
    );
    const scene = (colour: string) => `color=c=${colour}:s=320x180:d=5:r=10`;
    const title = (text: string) =>
      `drawtext=fontfile=${FONT}:text='${text}':fontsize=20:fontcolor=white:x=(w-tw)/2:y=(h-th)/2`;
    const delays = SPOKEN.map((line, i) => `[${3 + i}:a]adelay=${line.startMs}:all=1[a${i}]`).join(';');
    execFileSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', scene('red'), '-f', 'lavfi', '-i', scene('blue'), '-f', 'lavfi', '-i', scene('green')],
        ...SPOKEN.flatMap((_, i) => ['-i', `line${i}.wav`]),
        '-filter_complex',
        `[0:v]${title('WELCOME')}[v0];[2:v]${title(UNSPOKEN)}[v2];[v0][1:v][v2]concat=n=3:v=1:a=0[v];${delays};` +
          `[a0][a1][a2]amix=inputs=3:duration=longest:normalize=0,apad,atrim=0:${DURATION_S}[a]`,
        ...['-map', '[v]', '-map', '[a]', '-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '300k'],
        ...['-c:a', 'libopus', '-t', String(DURATION_S), 'tour.webm'],
      ],
      { cwd: dir },
    );
    return readFileSync(path.join(dir, 'tour.webm'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** Uploads the video by tus as the manager, waits until it is processed, and gives it a timed English transcript. */
async function uploadedVideo(request: APIRequestContext, name: string): Promise<string> {
  const video = campusTour();
  const headers = { Authorization: `Bearer ${await idTokenOf(request, 'manager@demo.test')}` };
  const created = await request.post('/api/uploads', {
    headers: {
      ...headers,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(video.length),
      'Upload-Metadata': `workspaceId ${b64(W)},filename ${b64(name)},filetype ${b64('video/webm')}`,
    },
  });
  expect(created.status()).toBe(201);
  const fileId = created.headers()['media-access-file-id']!;
  const sent = await request.patch(created.headers().location!, {
    headers: {
      ...headers,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: video,
  });
  expect(sent.status()).toBe(204);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/files/${fileId}?workspaceId=${W}`, { headers })).json()) as {
            file: { status: string };
          }
        ).file.status,
      { message: 'the upload to be processed', timeout: 60_000 },
    )
    .toBe('ready');
  const track = await request.post(`/api/files/${fileId}/tracks?workspaceId=${W}`, {
    headers,
    data: { language: 'en', kind: 'captions', label: 'English' },
  });
  const trackId = ((await track.json()) as { track: { id: string } }).track.id;
  const cues = await request.put(`/api/files/${fileId}/tracks/${trackId}/cues?workspaceId=${W}`, {
    headers,
    data: { cues: SPOKEN },
  });
  expect(cues.status()).toBe(200);
  return fileId;
}

// The customer's page: its own video, and an embed that follows it (no `extended-descriptions`: only the cues
// marked extended may pause the video).
const viewerPage = (fileId: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Campus tour</title>
<script type="module" src="/sdk/media-access.js"></script></head>
<body><main><h1>Campus tour</h1>
<video id="tour" controls preload="auto" src="/api/media/${fileId}/original"></video>
<transcript-embed workspace-id="${W}" file-id="${fileId}" for="tour"></transcript-embed>
</main></body></html>`;

test('a manager analyses a video, adds two descriptions from its suggestions (one extended), previews, publishes, and the embed pauses only for the extended one', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const name = `Campus tour ${Date.now()}`;
  const fileId = await uploadedVideo(request, name);

  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  await page.goto(`/workspaces/${W}/files/${fileId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Audio description analysis' });
  await expect(panel).toContainText('This video has not been analysed yet.');
  await panel.getByRole('button', { name: 'Run analysis' }).click();
  await expect(panel).toContainText('Done: the video was analysed.', { timeout: 90_000 });
  await expect(panel).toContainText('Likely needs audio description');
  await expect(panel.getByRole('list', { name: 'Reasons' })).toContainText(/on-screen text at 0:1\d never spoken/);
  const found = panel.getByRole('table', { name: 'What the analysis found, in time order' });
  await expect(found.getByRole('row', { name: /Speech gap/ }).first()).toContainText('0:02–0:06, about 11 words fit');
  await expect(found.getByRole('row', { name: /Scene change/ })).toHaveCount(2);
  await expect(found.getByRole('row', { name: /On-screen text.*never spoken/ })).toContainText(UNSPOKEN);
  await auditBothSchemes(page, 'the analysis results');

  // The gap after the welcome: the description lands in the editor, empty, for the manager to write.
  await panel.getByRole('button', { name: 'Add description here, at 0:02 (speech gap)' }).click();
  await expect(page.getByRole('tab', { name: 'Edit', selected: true })).toBeVisible();
  const first = page.getByRole('textbox', { name: 'Cue 1 text' });
  await expect(first).toHaveValue('');
  await first.fill('A red title card, then a blue sky.');
  await first.press('Tab');

  // The unspoken title: prefilled with what OCR read; with the picture around it, too long for the quiet it has.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const titleRow = found.getByRole('row', { name: /On-screen text.*never spoken/ });
  await titleRow.getByRole('button', { name: /^Add description here/ }).click();
  await expect(page.getByRole('tab', { name: 'Edit', selected: true })).toBeVisible();
  const second = page.getByRole('textbox', { name: 'Cue 2 text' });
  await expect(second).toHaveValue(new RegExp(UNSPOKEN));
  await second.press('End');
  await second.pressSequentially(', on a sign above a green lawn full of students.');
  await second.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Cue 1 text' })).toHaveValue('A red title card, then a blue sky.');

  // Fit meters: the first fits its gap; the second does not, and only it offers the Extended switch.
  await expect(page.getByRole('meter', { name: 'Cue 1 fit' })).toHaveAttribute('aria-valuetext', /of 4\.4 s, fits$/);
  await expect(page.getByRole('meter', { name: 'Cue 2 fit' })).toHaveAttribute('aria-valuetext', /too long$/);
  const extended = page.getByRole('switch', { name: 'Extended: pause the media while this plays' });
  await expect(extended).toHaveCount(1);
  await extended.focus();
  await page.keyboard.press('Space');
  await expect(extended).toBeChecked();
  await expect(page.getByRole('meter', { name: 'Cue 2 fit' })).toHaveAttribute(
    'aria-valuetext',
    /extended: pauses the media for \d+\.\d s$/,
  );
  // The server's voice reads the cue and says how long it took.
  await page.getByRole('button', { name: 'Preview cue 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Spoken in \d+\.\d s$/ })).toBeVisible({ timeout: 30_000 });
  const saveStatus = page.locator('[data-slot="save-status"]');
  await expect(saveStatus).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
  await auditBothSchemes(page, 'the editor with the descriptions');

  // Publish: embeddable on any site, then the clips in the server's voice.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const embeddable = page.getByRole('switch', { name: 'Embeddable' });
  await embeddable.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Saved changes are live in embeds.')).toBeVisible();
  await page.getByRole('button', { name: 'Audio description', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Audio description' });
  await expect(dialog.getByLabel('Track')).toHaveValue(/.+/);
  await dialog.getByRole('button', { name: 'Spend 1 minute' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Ordered work' })).toContainText(
    'Done: audio description clips were made.',
    { timeout: 90_000 },
  );
  await waitForScreenSettled(page);

  // A viewer, signed out, on the customer's page.
  const viewer = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await viewer.route('**/e2e-campus-tour.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: viewerPage(fileId) }),
  );
  const clipsFetched: string[] = [];
  viewer.on('request', (r) => void (r.url().endsWith('.ogg') && clipsFetched.push(r.url())));
  await viewer.goto('/e2e-campus-tour.html');
  const embed = viewer.locator('transcript-embed');
  await expect(embed).toHaveAttribute('data-state', 'ready');
  const manifestResponse = viewer.waitForResponse((r) => r.url().endsWith('/descriptions.json') && r.status() === 200);
  await embed.getByRole('button', { name: 'Audio description', pressed: false }).click();
  const manifest = (await (await manifestResponse).json()) as {
    clips: { startMs: number; durationMs: number; extended?: boolean }[];
  };
  await expect(embed.getByText('Audio description on.')).toBeAttached();
  expect(manifest.clips.map((c) => c.extended === true)).toEqual([false, true]);
  const [gapClip, titleClip] = manifest.clips as [(typeof manifest.clips)[0], (typeof manifest.clips)[0]];

  // Every pause and play of the video, at the media's time and the page's clock.
  const video = viewer.locator('#tour');
  await video.evaluate((v: HTMLVideoElement) => {
    const log: { type: string; at: number; wall: number }[] = [];
    (window as unknown as { mediaLog: typeof log }).mediaLog = log;
    for (const type of ['pause', 'play'])
      v.addEventListener(type, () => log.push({ type, at: v.currentTime, wall: performance.now() }));
  });
  const mediaLog = () =>
    viewer.evaluate(() => (window as unknown as { mediaLog: { type: string; at: number; wall: number }[] }).mediaLog);
  // Switching audio description on was the user activation that lets the video, and then each clip, play.
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(async () => (await mediaLog()).filter((e) => e.type === 'pause').length, {
      message: 'the video to pause for the extended description',
      timeout: 30_000,
    })
    .toBe(1);
  await expect
    .poll(async () => (await mediaLog()).filter((e) => e.type === 'play').length, {
      message: 'the video to play on after the extended description',
      timeout: 30_000,
    })
    .toBe(2);
  const [, pause, resume] = await mediaLog();
  // It played through the first description (spoken over the gap) and paused only at the extended one's time.
  expect(pause!.type).toBe('pause');
  expect(Math.abs(pause!.at - titleClip.startMs / 1000)).toBeLessThan(0.3);
  expect(pause!.at).toBeGreaterThan(gapClip.startMs / 1000 + gapClip.durationMs / 1000);
  // It held for the clip's length, and played on from where it stopped.
  const heldMs = resume!.wall - pause!.wall;
  test.info().annotations.push({
    type: 'figures',
    description: `paused ${Math.round((pause!.at * 1000 - titleClip.startMs) * 10) / 10} ms after the cue; held ${Math.round(heldMs)} ms for a ${titleClip.durationMs} ms clip`,
  });
  expect(heldMs).toBeGreaterThan(titleClip.durationMs - 300);
  expect(heldMs).toBeLessThan(titleClip.durationMs + 1_500);
  expect(Math.abs(resume!.at - pause!.at)).toBeLessThan(0.1);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(pause!.at + 0.5);
  // Both descriptions were heard: the first over the playing video, the second while it held.
  expect(new Set(clipsFetched).size).toBe(2);
  await viewer.close();
});
