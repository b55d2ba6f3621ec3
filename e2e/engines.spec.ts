import { expect, type Page, test } from '@playwright/test';
import { auditBothSchemes, signedInPage, trackRequests } from './support';

// fdr-first-inaugural is 46 s of speech: one minute of credit, and pocketsphinx takes one to three minutes
// to transcribe it on a loaded 2-core machine (docs/engines.md), hence the long safety-net timeout.
const FILE = '/workspaces/demo-university/files/fdr-first-inaugural';

// These tests spend Demo University's minutes and one reads the balance before and after its own order, so
// they run one after another (in one worker) rather than beside each other.
test.describe.configure({ mode: 'default' });

/** Opens the Transcribe dialog and reads the balance it shows. */
async function openTranscribe(page: Page) {
  await page.getByRole('button', { name: 'Transcribe', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Transcribe' });
  const balance = dialog.locator('dt', { hasText: 'Balance' }).locator('xpath=following-sibling::dd[1]');
  await expect(balance).toHaveText(/^\d+ minutes?$/);
  return { dialog, balance: Number.parseInt((await balance.textContent())!, 10) };
}

test('a content manager transcribes a file: provider, cost and balance, progress, the new track, the balance drop', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  await page.goto(FILE);
  await expect(page.getByRole('heading', { name: 'Machine work' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transcribe', exact: true })).toBeEnabled();

  const { dialog, balance } = await openTranscribe(page);
  await expect(dialog).toContainText(/Provider\s*PocketSphinx/i);
  await expect(dialog).toContainText(/Cost\s*1 minute/);
  await auditBothSchemes(page, 'the Transcribe dialog');
  await dialog.getByRole('button', { name: 'Spend 1 minute' }).click();
  await expect(dialog).toBeHidden();

  const ordered = page.getByRole('list', { name: 'Ordered work' });
  // While it runs it says what it does in words ("Transcribing… 40%"), never the raw step name.
  await expect(ordered).toContainText(/Transcribing|Done/);
  await expect(ordered).toContainText('Done: a machine captions track was added.', { timeout: 540_000 });
  // The label, then how the track was made (the file page's provenance line).
  await expect(
    page.getByRole('cell', { name: /^en-US \(machine, pocketsphinx\)\s*Machine: PocketSphinx/ }),
  ).toBeVisible();

  const after = await openTranscribe(page);
  // At least this order's minute: another spec (the audio description journey) may spend the same workspace's
  // minutes meanwhile. The exact debit is the server tests' (server/routes/file-jobs.test.ts).
  expect(after.balance).toBeLessThanOrEqual(balance - 1);
  await after.dialog.getByRole('button', { name: 'Cancel' }).click();
  await auditBothSchemes(page, 'the file page after the job');
});

test('a content manager translates English captions into Spanish and sees the new track', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  // The seed gives this file only English captions, so a Spanish track can only come from this order. It is in no
  // showcase: a file of a published showcase would show the new language in the showcase's screenshots, taken by
  // sdk-visual.spec.ts in parallel.
  await page.goto(FILE);
  await expect(page.getByRole('button', { name: 'Translate', exact: true })).toBeEnabled();
  const spanish = page.getByRole('cell', { name: /^es \(machine, apertium\)\s*Machine: Apertium/ });
  const before = await spanish.count();

  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Translate' });
  // The seed's track (the transcription test before this one adds a machine track to the file).
  await dialog.getByLabel('Track').selectOption('fdr-first-inaugural-en-captions');
  await dialog.getByLabel('Translate into').selectOption('es');
  await expect(dialog).toContainText(/Provider\s*Apertium/i);
  await dialog.getByRole('button', { name: 'Spend 1 minute' }).click();
  await expect(dialog).toBeHidden();

  const ordered = page.getByRole('list', { name: 'Ordered work' });
  await expect(ordered).toContainText('Done: a translated track was added.', { timeout: 150_000 });
  await expect(spanish).toHaveCount(before + 1);
  await expect(spanish.last()).toBeVisible();
});

// A page of the customer's own, on the app's origin: its audio element and the transcript that follows it.
const EXTENDED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Extended description</title>
<script type="module" src="/sdk/media-access.js"></script></head>
<body><main><h1>Extended description</h1>
<audio id="speech" controls preload="auto" src="/media/demo/jfk-rice-moon-speech.opus"></audio>
<transcript-embed workspace-id="demo-university" file-id="jfk-rice-moon-speech" for="speech" extended-descriptions></transcript-embed>
</main></body></html>`;

test('audio description made for a file pauses the media in an extended-descriptions embed while a clip plays', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  // The seed's descriptions track starts with a cue at 0.1 s, so the first clip is due as soon as playback starts.
  await page.goto('/workspaces/demo-university/files/jfk-rice-moon-speech');
  await page.getByRole('button', { name: 'Audio description', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Audio description' });
  await expect(dialog.getByLabel('Track')).toHaveValue('jfk-rice-moon-speech-en-descriptions');
  await dialog.getByRole('button', { name: 'Spend 1 minute' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Ordered work' })).toContainText(
    'Done: audio description clips were made.',
    {
      timeout: 150_000,
    },
  );

  // jfk-rice-moon-speech is in the published Welcome Week showcase, so any page may embed it.
  const viewer = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await viewer.route('**/e2e-extended-descriptions.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: EXTENDED_PAGE }),
  );
  const clips: string[] = [];
  viewer.on('request', (r) => void (r.url().endsWith('.ogg') && clips.push(r.url())));
  await viewer.goto('/e2e-extended-descriptions.html');
  const embed = viewer.locator('transcript-embed');
  await expect(embed).toHaveAttribute('data-state', 'ready');
  const manifest = viewer.waitForResponse((r) => r.url().endsWith('/descriptions.json') && r.status() === 200);
  await embed.getByRole('button', { name: 'Audio description', pressed: false }).click();
  await manifest;
  await expect(embed.getByText('Audio description on.')).toBeAttached();

  const media = viewer.locator('#speech');
  const paused = () => media.evaluate((a: HTMLAudioElement) => a.paused);
  // Ticking the box was the user activation that lets the media, and then each clip, play.
  await media.evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(paused, { message: 'the media to pause for the first clip', timeout: 30_000 }).toBe(true);
  expect(clips).not.toHaveLength(0);
  const pausedAt = await media.evaluate((a: HTMLAudioElement) => a.currentTime);
  expect(pausedAt).toBeLessThan(5);
  await expect.poll(paused, { message: 'the media to resume after the clip', timeout: 30_000 }).toBe(false);
  await expect
    .poll(() => media.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(pausedAt);
  await viewer.close();
});

test('a content manager renders the described audio of a file by keyboard and downloads it', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  // jfk-rice-moon-speech is audio with a seed descriptions track: described audio, but no extended video.
  await page.goto('/workspaces/demo-university/files/jfk-rice-moon-speech');
  const render = page.getByRole('button', { name: 'Described audio', exact: true });
  await expect(render).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Extended video', exact: true })).toBeDisabled();
  await expect(page.getByText('Extended video: Needs a video: this file is audio only')).toBeVisible();
  await render.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Described audio' });
  await expect(dialog.getByLabel('Track')).toHaveValue('jfk-rice-moon-speech-en-descriptions');
  await dialog.getByRole('button', { name: 'Spend 1 minute' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const ordered = page.getByRole('list', { name: 'Ordered work' });
  await expect(ordered).toContainText('Done: the programme’s audio with its descriptions mixed in was rendered.', {
    timeout: 150_000,
  });
  await expect(ordered).toContainText('It is listed under Renders.');
  const link = page
    .getByRole('region', { name: 'Renders' })
    .getByRole('link', { name: 'Download the described audio (M4A)' });
  await expect(link).toHaveAttribute('download', 'described-audio-jfk-rice-moon-speech-en-descriptions.m4a');
  const href = (await link.getAttribute('href'))!;
  const answer = await page.request.get(href, { headers: { Range: 'bytes=0-15' } });
  expect(answer.status()).toBe(206);
  expect(answer.headers()['content-type']).toBe('audio/mp4');
  await auditBothSchemes(page, 'the finished render and its download link');
});
