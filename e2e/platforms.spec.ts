import { expect, test } from '@playwright/test';
import { readCaptions } from '../shared/captions/api';
import { type FakeKaltura, startFakeKaltura } from '../server/platforms/testing/fake-kaltura';
import { type FakeYouTube, startFakeYouTube } from '../server/platforms/testing/fake-youtube';
import { auditBothSchemes, idTokenOf, signedInPage, signIn, trackRequests } from './support';

// Media platforms against the YouTube and Kaltura fakes. `npm test` starts the app with YOUTUBE_API_BASE_URL,
// YOUTUBE_OAUTH_* (and the fake's OAuth client) and KALTURA_API_BASE_URL pointing at 127.0.0.1:<E2E_YOUTUBE_PORT>
// and <E2E_KALTURA_PORT> (scripts/test.ts); this spec is the fakes listening there. One worker runs the tests in
// order: the fakes hold one port each, and the connection they make is the workspace's.

const WORKSPACE = 'demo-university';
const youtubePort = Number(process.env.E2E_YOUTUBE_PORT);
const kalturaPort = Number(process.env.E2E_KALTURA_PORT);
let youtube: FakeYouTube | undefined;
let kaltura: FakeKaltura | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  if (youtubePort) youtube = await startFakeYouTube({ port: youtubePort });
  if (kalturaPort) kaltura = await startFakeKaltura({ port: kalturaPort });
});

test.afterAll(async () => {
  await youtube?.close();
  await kaltura?.close();
});

test.afterEach(() => {
  // Every request the adapters made is one the fakes understand.
  expect(youtube?.unhandled ?? []).toEqual([]);
  expect(kaltura?.unhandled ?? []).toEqual([]);
});

interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}
const timesAndText = (cues: readonly Cue[]) => cues.map(({ startMs, endMs, text }) => ({ startMs, endMs, text }));

test('YouTube: an admin connects by signing in; the manager browses, imports a video with its captions, edits a cue and publishes it back, YouTube receives the edited track, a later edit shows as changed, and an outage offers Retry', async ({
  browser,
  request,
}) => {
  test.slow();
  expect(youtube, 'start the app with the YouTube fake env (scripts/test.ts) and set E2E_YOUTUBE_PORT').toBeDefined();
  const fake = youtube!;

  // Connecting is an admin's work (Settings → Integrations): "Connect with YouTube" goes through the fake's
  // consent page (which approves at once) and back to the server's PUBLIC_URL, where the flow's cookie must be: so
  // the admin signs in at that origin, read from the consent URL the server builds.
  const adminToken = await idTokenOf(request, 'admin@demo.test');
  const started = await request.post(`/api/workspaces/${WORKSPACE}/integrations/youtube/oauth/start`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(started.status()).toBe(200);
  const consentUrl = new URL(((await started.json()) as { url: string }).url);
  const publicOrigin = new URL(consentUrl.searchParams.get('redirect_uri')!).origin;
  const admin = await (await browser.newContext({ baseURL: publicOrigin })).newPage();
  await admin.goto('/auth');
  await signIn(admin, 'admin@demo.test');
  await expect(admin).toHaveURL(/\/workspaces\//, { timeout: 30_000 });
  await admin.goto(`/workspaces/${WORKSPACE}/settings/integrations`);
  const youtubeRow = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'YouTube' }) });
  await youtubeRow.getByRole('button', { name: /^(Connect with|Reconnect) YouTube$/ }).click();
  await expect(admin.getByText('YouTube is connected.')).toBeVisible({ timeout: 30_000 });
  await admin.context().close();
  expect(fake.authorizations).toHaveLength(1);

  // The manager browses the channel: its uploads and its playlist as a folder.
  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  await page.goto(`/workspaces/${WORKSPACE}/files/youtube`);
  const table = page.getByRole('table', { name: 'YouTube media' });
  await expect(table.getByRole('row')).toHaveCount(6, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Playlists' }).getByRole('link', { name: /Week one/ })).toBeVisible();
  await auditBothSchemes(page, 'YouTube library');

  // Import Lecture 1 with its two caption tracks.
  await page.getByRole('checkbox', { name: 'Select Lecture 1' }).check();
  const importBar = page.getByRole('region', { name: 'Import' });
  await expect(importBar.getByRole('checkbox', { name: 'Also import captions' })).toBeChecked();
  await importBar.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import results' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Import results' })).toContainText('Lecture 1: Importing');
  const row = table.getByRole('row', { name: /Lecture 1/ });
  await expect(row.getByRole('link', { name: 'Lecture 1 in the library' })).toBeVisible();
  await expect(row).toContainText('2 tracks');

  // The item page: details, captions on YouTube, where it is in the library.
  await row.getByRole('link', { name: 'Lecture 1', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lecture 1' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Caption tracks on YouTube' }).getByRole('listitem')).toHaveCount(2);
  await auditBothSchemes(page, 'YouTube item');
  const fileHref = await page.getByRole('link', { name: 'Lecture 1 in the library' }).getAttribute('href');
  const fileId = fileHref!.split('/').at(-1)!;

  // Edit the first cue of the track the file page opens (its first captions track) in the editor.
  await page.getByRole('link', { name: 'Lecture 1 in the library' }).click();
  // A manager lands on the file's overview; editing is the Edit tab.
  await page.getByRole('tab', { name: 'Edit' }).click();
  const firstCue = page.getByRole('textbox', { name: 'Cue 1 text', exact: true });
  await expect(firstCue).toBeVisible({ timeout: 30_000 });
  const edited = 'Hello, edited in Media Access';
  await firstCue.fill(edited);
  const saveStatus = page.locator('[data-slot="save-status"]');
  await expect(saveStatus).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
  await expect(saveStatus).toHaveText(/^Saved at /);

  // Which track that was, and its cues as saved, from the API.
  const token = await idTokenOf(request, 'manager@demo.test');
  const headers = { Authorization: `Bearer ${token}` };
  const query = `workspaceId=${WORKSPACE}`;
  const { tracks } = (await (await request.get(`/api/files/${fileId}?${query}`, { headers })).json()) as {
    tracks: { id: string; label: string; language: string; kind: string }[];
  };
  let editedTrack: { id: string; label: string; language: string; kind: string; cues: Cue[] } | undefined;
  const findEdited = async () => {
    for (const track of tracks) {
      const answer = await request.get(`/api/files/${fileId}/tracks/${track.id}/cues?${query}`, { headers });
      const { cues } = (await answer.json()) as { cues: Cue[] };
      if (cues.some((cue) => cue.text === edited)) editedTrack = { ...track, cues };
    }
    return editedTrack !== undefined;
  };
  await expect.poll(findEdited, { message: 'the edited track is saved', timeout: 30_000 }).toBe(true);

  // Publish it back from the item page; the result is given per track.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Lecture 1' })).toBeVisible();
  const trackName = `${editedTrack!.label} (${editedTrack!.language}, ${editedTrack!.kind})`;
  const publishList = page.getByRole('list', { name: 'Tracks of the library file' });
  await publishList.getByRole('checkbox', { name: trackName }).check();
  await page.getByRole('button', { name: 'Publish captions back' }).click();
  await expect(page.getByRole('list', { name: 'Publish results' })).toContainText(`${trackName}: Published to YouTube`);
  await expect(publishList.getByRole('listitem').filter({ hasText: trackName })).toContainText(/Published .*\(version/);

  // YouTube received a caption file equal to the edited track.
  const received = fake.captions.filter((caption) => caption.videoId === 'vid1AbCdEf' && caption.body.includes(edited));
  expect(received).toHaveLength(1);
  const sent = readCaptions(received[0]!.body, { fileName: 'sent.vtt' }).track.cues;
  expect(timesAndText(sent)).toEqual(timesAndText(editedTrack!.cues));
  const publishedRow = publishList.getByRole('listitem').filter({ hasText: trackName });
  await expect(publishedRow.getByText('Changed since published')).toHaveCount(0);

  // A later edit marks the track "Changed since published" on the item page.
  await page.getByRole('link', { name: 'Lecture 1 in the library' }).click();
  await page.getByRole('tab', { name: 'Edit' }).click();
  await expect(firstCue).toBeVisible({ timeout: 30_000 });
  await firstCue.fill(`${edited} again`);
  await expect(saveStatus).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
  await expect(saveStatus).toHaveText(/^Saved at /);
  await page.goBack();
  await expect(publishedRow.getByText('Changed since published')).toBeVisible();

  // During an outage the library names YouTube and offers Retry, which lists it once YouTube answers again.
  // Listing the uploads is the library's own call (the item page asks for `videos` and `captions`); the app asks
  // twice (its queries retry once) before showing the outage.
  fake.failNext({ status: 503, body: 'Service Unavailable' }, { count: 2, pathPrefix: '/youtube/v3/playlistItems' });
  await page.goto(`/workspaces/${WORKSPACE}/files/youtube`);
  await expect(page.getByText('YouTube is not answering right now')).toBeVisible({ timeout: 30_000 });
  await auditBothSchemes(page, 'YouTube outage');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(table.getByRole('row')).toHaveCount(6, { timeout: 30_000 });
});

test('Kaltura: an admin connects with the partner’s credentials; the manager browses a category, imports an entry with its media and captions, edits a cue and publishes it back, and Kaltura holds the edited track', async ({
  browser,
  request,
}) => {
  test.slow();
  expect(kaltura, 'start the app with KALTURA_API_BASE_URL (scripts/test.ts) and set E2E_KALTURA_PORT').toBeDefined();
  const fake = kaltura!;

  const admin = await signedInPage(browser, 'admin@demo.test');
  await admin.goto(`/workspaces/${WORKSPACE}/settings/integrations`);
  const kalturaRow = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'Kaltura' }) });
  await kalturaRow.getByRole('button', { name: /^(Connect Kaltura|Replace Kaltura credentials)$/ }).click();
  const form = admin.getByRole('form', { name: 'Kaltura credentials' });
  // KALTURA_API_BASE_URL sends the calls to the fake whatever the service URL says.
  await form.getByLabel('Service URL').fill('https://www.kaltura.com');
  await form.getByLabel('Partner ID').fill(fake.partnerId);
  await form.getByLabel('Admin secret').fill(fake.adminSecret);
  await form.getByRole('button', { name: 'Save and connect' }).click();
  await expect(form).toHaveCount(0);

  const page = await signedInPage(browser, 'manager@demo.test');
  trackRequests(page);
  await page.goto(`/workspaces/${WORKSPACE}/files/kaltura`);
  const table = page.getByRole('table', { name: 'Kaltura media' });
  await expect(table.getByRole('row')).toHaveCount(6, { timeout: 30_000 });
  await page
    .getByRole('region', { name: 'Categories' })
    .getByRole('link', { name: /Seminars 2026/ })
    .click();
  await expect(page.getByRole('navigation', { name: 'Folder path' }).getByText('Seminars 2026')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(table.getByRole('row')).toHaveCount(3);
  await auditBothSchemes(page, 'Kaltura category');

  await table.getByRole('link', { name: 'Seminar 1', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seminar 1' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Caption tracks on Kaltura' })).toContainText('English');
  await auditBothSchemes(page, 'Kaltura entry');

  // Import it: the media is downloaded from Kaltura through the media pipeline, the captions come in as tracks.
  await page.getByRole('button', { name: 'Import media' }).click();
  const inLibrary = page.getByRole('link', { name: 'Seminar 1 in the library' });
  await expect(inLibrary).toBeVisible({ timeout: 30_000 });
  const fileId = (await inLibrary.getAttribute('href'))!.split('/').at(-1)!;
  const token = await idTokenOf(request, 'manager@demo.test');
  const headers = { Authorization: `Bearer ${token}` };
  const query = `workspaceId=${WORKSPACE}`;
  const fileState = async () =>
    ((await (await request.get(`/api/files/${fileId}?${query}`, { headers })).json()) as { file: { status: string } })
      .file.status;
  await expect.poll(fileState, { message: 'the downloaded media is processed', timeout: 60_000 }).toBe('ready');

  // Edit the first cue of the imported English track.
  await inLibrary.click();
  await page.getByRole('tab', { name: 'Edit' }).click();
  const firstCue = page.getByRole('textbox', { name: 'Cue 1 text', exact: true });
  await expect(firstCue).toBeVisible({ timeout: 30_000 });
  const edited = 'Welcome, edited in Media Access';
  await firstCue.fill(edited);
  const saveStatus = page.locator('[data-slot="save-status"]');
  await expect(saveStatus).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
  const { tracks } = (await (await request.get(`/api/files/${fileId}?${query}`, { headers })).json()) as {
    tracks: { id: string; label: string; language: string; kind: string }[];
  };
  const track = tracks[0]!;
  const cuesNow = async () =>
    (
      (await (await request.get(`/api/files/${fileId}/tracks/${track.id}/cues?${query}`, { headers })).json()) as {
        cues: Cue[];
      }
    ).cues;
  await expect.poll(async () => (await cuesNow())[0]?.text, { timeout: 30_000 }).toBe(edited);

  // Publish it back: Kaltura's caption asset (SRT) is replaced with the edited track.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Seminar 1' })).toBeVisible();
  const trackName = `${track.label} (${track.language}, ${track.kind})`;
  await page
    .getByRole('list', { name: 'Tracks of the library file' })
    .getByRole('checkbox', { name: trackName })
    .check();
  await page.getByRole('button', { name: 'Publish captions back' }).click();
  await expect(page.getByRole('list', { name: 'Publish results' })).toContainText(`${trackName}: Published to Kaltura`);
  const asset = fake.captionAssets.find((c) => c.entryId === '1_entry1' && c.content.includes(edited));
  expect(asset, 'Kaltura holds a caption asset with the edited text').toBeDefined();
  const sent = readCaptions(asset!.content, { fileName: 'sent.srt' }).track.cues;
  expect(timesAndText(sent)).toEqual(timesAndText(await cuesNow()));
});
