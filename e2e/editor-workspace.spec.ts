import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { idTokenOf, signedInPage, trackRequests } from './support';

// The editing workspace on a long track: the picture stays on screen while cue 30 is edited, with the edited
// caption drawn over it. The demo media are sound only, so the page gets an ffmpeg test video in their place.
const WORKSPACE = 'demo-university';

const inViewport = (box: { y: number; height: number } | null) =>
  box !== null && box.y >= 0 && box.y + box.height <= 800;

function testVideo(): Buffer {
  const file = path.join(tmpdir(), 'media-access-e2e-workspace.webm');
  if (!existsSync(file)) {
    execFileSync('ffmpeg', [
      ...['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-f', 'lavfi'],
      ...['-i', 'sine=f=440', '-t', '100', '-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libopus', file],
    ]);
  }
  return readFileSync(file);
}

test('an editor edits cue 30 of a 45-cue track while the video stays in view with the edited caption over it', async ({
  browser,
  request,
}) => {
  test.slow();
  const headers = { Authorization: `Bearer ${await idTokenOf(request, 'manager@demo.test')}` };
  const query = `workspaceId=${WORKSPACE}`;
  const source = (await (await request.get(`/api/files/gettysburg-address?${query}`, { headers })).json()) as {
    file: { media: { url: string } };
  };
  const made = await request.post('/api/files', {
    headers,
    data: {
      workspaceId: WORKSPACE,
      name: `Long lecture, workspace test ${randomUUID().slice(0, 8)}`,
      media: { type: 'url', url: source.file.media.url, mimeType: 'video/webm' },
      durationMs: 100_000,
    },
  });
  expect(made.status()).toBe(201);
  const fileId = ((await made.json()) as { file: { id: string } }).file.id;
  try {
    const added = await request.post(`/api/files/${fileId}/tracks?${query}`, {
      headers,
      data: { language: 'en', kind: 'captions', label: 'English' },
    });
    const trackId = ((await added.json()) as { track: { id: string } }).track.id;
    const cues = Array.from({ length: 45 }, (_, i) => ({
      id: `c${i + 1}`,
      startMs: i * 2000,
      endMs: i * 2000 + 1900,
      text: `Line ${i + 1} of the lecture`,
    }));
    const put = await request.put(`/api/files/${fileId}/tracks/${trackId}/cues?${query}`, { headers, data: { cues } });
    expect(put.status()).toBe(200);

    const page = await signedInPage(browser, 'editor@demo.test', { viewport: { width: 1280, height: 800 } });
    const video = testVideo();
    await page.route(`**${new URL(source.file.media.url, 'http://x').pathname}*`, (route) =>
      route.fulfill({ status: 200, contentType: 'video/webm', body: video }),
    );
    trackRequests(page);
    await page.goto(`/workspaces/${WORKSPACE}/files/${fileId}?track=${trackId}&cue=c30`);
    const field = page.getByRole('textbox', { name: 'Cue 30 text', exact: true });
    await expect(field).toBeVisible({ timeout: 30_000 });
    await field.click();
    await field.press('End');
    await page.keyboard.type(', edited in the workspace');

    const player = page.getByLabel(/^Media of /);
    const overlay = page.getByTestId('caption-overlay');
    await expect(overlay).toHaveText('Line 30 of the lecture, edited in the workspace');
    const videoBox = (await player.boundingBox())!;
    const fieldBox = (await field.boundingBox())!;
    const captionBox = (await overlay.locator('p').boundingBox())!;
    for (const box of [videoBox, fieldBox]) {
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
    }
    // The caption is drawn over the picture.
    expect(captionBox.y).toBeGreaterThan(videoBox.y);
    expect(captionBox.y + captionBox.height).toBeLessThanOrEqual(videoBox.y + videoBox.height);

    // Under the picture, the cue is measured as it is typed: its one line is now over the 42 characters allowed.
    const measures = page.getByRole('region', { name: 'Selected cue' });
    await expect(measures.getByRole('heading')).toHaveText(/^Cue 30 of 45/);
    await expect(measures.getByRole('definition').first()).toHaveText('47 / 42 (breaks the rule)');
    expect(inViewport(await measures.boundingBox())).toBe(true);

    // One screen holds the picture, at least twelve whole cues and the timeline: the page does not scroll.
    expect(inViewport(await page.getByRole('region', { name: 'Waveform' }).boundingBox())).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);
    const listBox = (await page.getByRole('list', { name: 'Cues' }).locator('xpath=..').boundingBox())!;
    const rowBoxes = await page
      .getByRole('list', { name: 'Cues' })
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().toJSON() as { y: number; height: number }));
    const whole = rowBoxes.filter(
      (box) => inViewport(box) && box.y >= listBox.y && box.y + box.height <= listBox.y + listBox.height,
    );
    expect(whole.length).toBeGreaterThanOrEqual(12);
  } finally {
    await request.delete(`/api/files/${fileId}?${query}`, { headers });
  }
});
