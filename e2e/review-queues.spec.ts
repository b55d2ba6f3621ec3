import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { auditBothSchemes, signedInPage, trackRequests, waitForScreenSettled } from './support';

// One story, in order: a viewer's correction reaches the editor's Notifications and is accepted into the embed; a
// viewer's request is started and fulfilled, and its requester is mailed once.
test.describe.configure({ mode: 'serial' });

const ws = '/workspaces/demo-university';
const EMBED = '/embed/demo-university/showcases/welcome-week/files/gettysburg-address';
const FIRST_CUE = 'Four score and seven years ago our fathers brought forth on this continent,';
const token = Date.now().toString(36);
const proposed = `Four score and seven years ago our fathers brought forth upon this continent, ${token}`;
const accepted = `Four score and seven years ago our fathers brought forth, on this continent, ${token}`;
const requester = `requester-${token}@example.test`;

// `npm test` starts the app with SMTP_URL=smtp://127.0.0.1:<E2E_SMTP_PORT>; this spec is the server listening there.
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer | undefined;

test.beforeAll(async () => {
  if (!smtpPort) return;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp!.once('error', reject);
    smtp!.listen(smtpPort, '127.0.0.1', () => resolve());
  });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const mailTo = (address: string) => received.filter((m) => m.to.includes(address));

test('a viewer’s correction raises the editor’s Notifications count without a reload; edited and accepted, the embed shows it', async ({
  browser,
}) => {
  test.slow();
  const editor = await signedInPage(browser, 'editor@demo.test');
  trackRequests(editor);
  await editor.goto(`${ws}/files`);
  // An editor's notifications hold only the corrections, so their count is the button's.
  const notifications = editor.getByRole('button', { name: /^Notifications/ });
  await expect(notifications).toBeVisible();
  await waitForScreenSettled(editor);
  const label = (await notifications.textContent()) ?? '';
  expect(label, 'the count must be able to rise (a full page shows 20+)').not.toContain('20+');
  const before = Number(/(\d+) pending/.exec(label)?.[1] ?? 0);
  // A reload would drop this mark: the count must change in the same document.
  await editor.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  const viewer = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await viewer.goto(EMBED);
  await expect(viewer.getByText(FIRST_CUE).first()).toBeVisible();
  await viewer.getByRole('button', { name: 'More' }).click();
  await viewer.getByRole('menuitem', { name: 'Suggest a correction' }).click();
  const form = viewer.getByRole('dialog', { name: 'Suggest a correction' });
  await form.getByLabel('Corrected text').fill(proposed);
  await form.getByLabel('Note (optional)').fill('The Bliss copy says upon');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Your correction was sent to the owner for review.')).toBeVisible();

  // The nav bar asks again every 30 s; the safety net leaves room for a loaded machine.
  await expect(notifications).toHaveAccessibleName(`Notifications ${before + 1} pending`, { timeout: 45_000 });
  expect(await editor.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  await notifications.click();
  await editor.getByRole('menuitem', { name: `Pending corrections ${before + 1}` }).click();
  await expect(editor.getByRole('heading', { name: 'Pending corrections', level: 1 })).toBeVisible();
  const row = editor.getByRole('row').filter({ hasText: token });
  // Words added and removed are told by <ins>/<del> and hidden words, not by colour.
  await expect(row.locator('ins').first()).toHaveText('added: upon');
  await expect(row.locator('del').first()).toHaveText('removed: on');
  await auditBothSchemes(editor, 'corrections list');

  await row.getByRole('link', { name: /^Review the correction/ }).click();
  await expect(editor.getByRole('heading', { name: 'Proposed correction' })).toBeVisible();
  await expect(editor.getByRole('list', { name: 'The cue in context' })).toContainText(FIRST_CUE);
  await auditBothSchemes(editor, 'correction review');

  await editor.getByRole('button', { name: 'Edit and accept' }).click();
  await editor.getByLabel('Text for the cue').fill(accepted);
  await editor.getByRole('button', { name: 'Accept this text' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Accepted.' })).toContainText(accepted);

  await viewer.context().close();
  // Browsers may keep the track for a minute (Cache-Control: max-age=60); a new visitor gets it from the server.
  const nextViewer = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await nextViewer.goto(EMBED);
  await expect(nextViewer.getByText(accepted).first()).toBeVisible();
  await nextViewer.context().close();
});

test('a request with an email is started (an assignment appears), fulfilled, and mailed exactly once', async ({
  browser,
}) => {
  test.slow();
  expect(smtpPort, 'start the app with SMTP_URL=smtp://127.0.0.1:<port> and set E2E_SMTP_PORT=<port>').toBeGreaterThan(
    0,
  );
  const viewer = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await viewer.goto(EMBED);
  await viewer.getByRole('button', { name: 'More' }).click();
  await viewer.getByRole('menuitem', { name: 'Request accessibility' }).click();
  const form = viewer.getByRole('dialog', { name: 'Request accessibility' });
  await form.getByLabel('What do you need?').selectOption('audio_description');
  await form.getByLabel('Your email (optional, for a reply)').fill(requester);
  await form.getByLabel('Message (optional)').fill(`For a blind classmate ${token}`);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Your request was sent to the owner.')).toBeVisible();
  await viewer.context().close();

  const manager = await signedInPage(browser, 'manager@demo.test');
  trackRequests(manager);
  await manager.goto(`${ws}/requests`);
  const row = manager.getByRole('row').filter({ hasText: requester });
  await expect(row).toContainText('Audio description');
  await auditBothSchemes(manager, 'requests list');

  await row.getByRole('link', { name: 'Audio description' }).click();
  await expect(manager.getByRole('heading', { name: 'Audio description requested' })).toBeVisible();
  await auditBothSchemes(manager, 'request detail');

  await manager.getByRole('button', { name: 'Start' }).click();
  const status = manager.getByRole('status').filter({ hasText: 'Started.' });
  await expect(status).toContainText('created');
  const assignmentTitle = /Assignment “(.+)” created/.exec((await status.textContent()) ?? '')![1]!;
  const assignmentLink = manager.getByRole('link', { name: assignmentTitle });
  await expect(assignmentLink).toBeVisible();
  await assignmentLink.click();
  await expect(manager.getByRole('button', { name: new RegExp(assignmentTitle) })).toBeVisible();
  await manager.goBack();

  await manager.getByRole('button', { name: 'Fulfil' }).click();
  await expect(manager.getByRole('status').filter({ hasText: 'Fulfilled.' })).toContainText(requester);

  await expect.poll(() => mailTo(requester).length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(mailTo(requester)).toHaveLength(1);
  expect(mailTo(requester)[0]!.raw).toContain('Subject: Your request for');
});

test('the operator’s request analytics have charts with tables and pass axe', async ({ browser }) => {
  test.slow();
  const operator = await signedInPage(browser, 'operator@demo.test');
  trackRequests(operator);
  await operator.goto('/operator/media-requests/analytics');
  const byDay = operator.getByRole('figure', { name: 'Requests by day and kind' });
  await expect(byDay).toBeVisible();
  await byDay.getByText('Data table').click();
  await expect(byDay.getByRole('row')).not.toHaveCount(1);
  await expect(operator.getByRole('region', { name: 'Files with the most requests' })).toContainText(
    'Gettysburg Address',
  );
  await auditBothSchemes(operator, 'request analytics');
  // Nothing mailed the requester twice while the rest of the story ran.
  expect(mailTo(requester)).toHaveLength(1);
});
