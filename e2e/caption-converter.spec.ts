import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support';

const SRT =
  '1\n00:00:01,000 --> 00:00:02,500\nHello from the converter\n\n2\n00:00:03,000 --> 00:00:04,000\nSecond cue\n';
const FILES_LABEL = 'Caption files (drop them here or choose)';

test('converts an SRT file to WebVTT in the browser and downloads it', async ({ page }) => {
  await page.goto('/caption-converter');
  await expect(page.getByRole('heading', { name: 'Caption converter' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByLabel(FILES_LABEL)
    .setInputFiles({ name: 'talk.srt', mimeType: 'text/plain', buffer: Buffer.from(SRT) });
  const group = page.getByRole('group', { name: 'talk.srt' });
  await expect(group.getByTestId('detected-format')).toHaveText('SubRip (SRT)');
  await expect(group.getByTestId('cue-count')).toHaveText('2');
  await expect(group.getByText('Hello from the converter')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Read talk.srt' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Target format').selectOption('webvtt');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Convert and download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('talk.vtt');
  const text = await readFile((await download.path()) as string, 'utf8');
  expect(text.startsWith('WEBVTT')).toBe(true);
  expect(text).toContain('00:00:01.000 --> 00:00:02.500\nHello from the converter');
  await expect(page.getByRole('status').filter({ hasText: 'Converted: talk.vtt is downloading.' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('converts two files into one zip', async ({ page }) => {
  await page.goto('/caption-converter');
  await page.getByLabel(FILES_LABEL).setInputFiles([
    { name: 'one.srt', mimeType: 'text/plain', buffer: Buffer.from(SRT) },
    { name: 'two.vtt', mimeType: 'text/vtt', buffer: Buffer.from('WEBVTT\n\n00:05.000 --> 00:06.000\nFrom WebVTT\n') },
  ]);
  await expect(page.getByRole('group', { name: 'two.vtt' }).getByTestId('cue-count')).toHaveText('1');
  await page.getByLabel('Target format').selectOption('srt');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Convert 2 files (zip)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('captions.zip');
  const entries = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
  expect(Object.keys(entries).sort()).toEqual(['one.srt', 'two.srt']);
  expect(strFromU8(entries['one.srt'] as Uint8Array)).toContain(
    '00:00:01,000 --> 00:00:02,500\nHello from the converter',
  );
  expect(strFromU8(entries['two.srt'] as Uint8Array)).toBe('1\n00:00:05,000 --> 00:00:06,000\nFrom WebVTT\n\n');
  await expect(page.getByRole('progressbar', { name: 'Conversion progress' })).toHaveAttribute('value', '1');
  await expectNoAxeViolations(page);
});

test('converts audio descriptions to a W3C DAPT script in the worker and reads it back', async ({ page }) => {
  await page.goto('/caption-converter');
  const vtt =
    'WEBVTT\n\nNOTE extended: the media pauses while this description is spoken\n\n' +
    '00:00:01.000 --> 00:00:03.000\nA sail on the horizon.\n';
  await page.getByLabel(FILES_LABEL).setInputFiles({ name: 'ad.vtt', mimeType: 'text/vtt', buffer: Buffer.from(vtt) });
  await expect(page.getByRole('group', { name: 'ad.vtt' }).getByTestId('cue-count')).toHaveText('1');
  await page.getByLabel('Target format').selectOption('dapt');
  await page.getByLabel('The cues are (DAPT)').selectOption('descriptions');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await test.step(`DAPT options (${colorScheme})`, () => expectNoAxeViolations(page));
  }
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Convert and download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('ad.dapt.ttml');
  const dapt = await readFile((await download.path()) as string, 'utf8');
  expect(dapt).toContain('ttp:contentProfiles="http://www.w3.org/ns/ttml/profile/dapt1.0/content"');
  expect(dapt).toContain('daptm:scriptRepresents="visual.nonText"');
  expect(dapt).toContain('mam:extended="true"');

  await page.getByRole('button', { name: 'Remove ad.vtt' }).click();
  await page
    .getByLabel(FILES_LABEL)
    .setInputFiles({ name: 'ad.dapt.ttml', mimeType: 'application/ttml+xml', buffer: Buffer.from(dapt) });
  const group = page.getByRole('group', { name: 'ad.dapt.ttml' });
  await expect(group.getByTestId('detected-format')).toHaveText('W3C DAPT');
  await expect(group.getByText('A sail on the horizon.')).toBeVisible();
  await page.getByLabel('Target format').selectOption('webvtt');
  const backPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Convert and download' }).click();
  const back = await readFile((await (await backPromise).path()) as string, 'utf8');
  expect(back).toBe(`${vtt}\n`);
});
