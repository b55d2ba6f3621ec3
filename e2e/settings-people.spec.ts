import { type APIRequestContext, expect, test } from '@playwright/test';
import { auditBothSchemes, DEMO_PASSWORD, signedInPage, signIn, trackRequests } from './support';

const SETTINGS = '/workspaces/demo-university/settings';

/** The join link in the newest mail to `to`, read from the outbox as an operator would (GET /operator/outbox). */
async function invitationLinkFor(request: APIRequestContext, to: string): Promise<string> {
  const { authEmulatorUrl } = (await (await request.get('/api/client-config')).json()) as { authEmulatorUrl: string };
  const signedIn = await request.post(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    { data: { email: 'operator@demo.test', password: DEMO_PASSWORD, returnSecureToken: true } },
  );
  const { idToken } = (await signedIn.json()) as { idToken: string };
  let link = '';
  await expect
    .poll(async () => {
      // With SMTP configured (npm test gives the app a server) the mail may already have been sent.
      const messages: { to: string; text: string }[] = [];
      for (const status of ['pending', 'sent']) {
        const answer = await request.get(`/api/operator/outbox?status=${status}`, {
          headers: { Authorization: `Bearer ${idToken}` },
        });
        messages.push(...((await answer.json()) as { messages: { to: string; text: string }[] }).messages);
      }
      const mail = messages.find((m) => m.to === to);
      link = /https?:\/\/\S+\/join\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

test('an admin invites a new address as transcript editor; the person signs up from the mailed link and joins', async ({
  browser,
  request,
}) => {
  test.slow();
  const admin = await signedInPage(browser, 'admin@demo.test');
  trackRequests(admin);
  await admin.goto(`${SETTINGS}/general`);
  await expect(admin.getByLabel('Workspace name')).toHaveValue('Demo University');
  await auditBothSchemes(admin, 'General settings');
  await admin.goto(`${SETTINGS}/integrations`);
  await expect(admin.getByRole('heading', { name: 'YouTube' })).toBeVisible();
  await auditBothSchemes(admin, 'Integrations settings');

  await admin.goto(`${SETTINGS}/members`);
  const email = `invited-${Date.now()}@test.example`;
  await admin.getByLabel('Email').fill(email);
  await admin.getByLabel('Role', { exact: true }).selectOption('transcript-editor');
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(admin.getByRole('button', { name: `Revoke invitation to ${email}` })).toBeVisible();
  await auditBothSchemes(admin, 'Members settings');

  const link = await invitationLinkFor(request, email);

  // Someone signed in with another address is told whom the invitation is for.
  const editor = await signedInPage(browser, 'editor@demo.test');
  trackRequests(editor);
  await editor.goto(link);
  await expect(editor.getByText(`This invitation is for ${email}`, { exact: false })).toBeVisible();
  await expect(editor.getByRole('button', { name: `Sign in as ${email}` })).toBeVisible();
  await auditBothSchemes(editor, 'the join page, wrong account');
  await editor.context().close();

  // The invited person has no account yet: the link leads to sign up, then back to the invitation.
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  trackRequests(newcomer);
  await newcomer.goto(link);
  await expect(newcomer).toHaveURL(/\/auth\?from=/);
  await newcomer.getByRole('tab', { name: 'Sign up' }).click();
  await newcomer.getByLabel('Your name').fill('Ines Invited');
  await newcomer.getByLabel('Email').fill(email);
  await newcomer.getByLabel('Password').fill('a-good-password');
  await newcomer.getByRole('button', { name: 'Create account' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Join Demo University' })).toBeVisible();
  await auditBothSchemes(newcomer, 'the join page');
  await newcomer.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(newcomer).toHaveURL(/\/workspaces\/demo-university\/files$/);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Demo University' })).toBeVisible();

  // The link is used up, and the admin sees the newcomer with the invited role.
  await newcomer.goto(link);
  await expect(newcomer.getByRole('heading', { name: 'Invitation already accepted' })).toBeVisible();
  await auditBothSchemes(newcomer, 'the join page, used link');
  await context.close();
  await admin.reload();
  await expect(admin.getByRole('combobox', { name: 'Role of Ines Invited' })).toHaveValue('transcript-editor');
  await admin.context().close();
});

test('a new user deletes their account and can no longer sign in', async ({ page }) => {
  test.slow();
  trackRequests(page);
  const email = `leaving-${Date.now()}@test.example`;
  await page.goto('/signup');
  await page.getByLabel('Your name').fill('Lee Leaving');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Workspace name')).toBeVisible();

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await auditBothSchemes(page, 'the account page');

  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delete my account' })).toBeVisible();
  await auditBothSchemes(page, 'the delete account page');
  await page.getByLabel('Type your email address to confirm').fill(email);
  await page.getByLabel('Your password').fill('a-good-password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();

  await page.goto('/login');
  await signIn(page, email, 'a-good-password');
  // The emulator says there is no such account; a project with email-enumeration protection says the details do
  // not match one.
  await expect(page.getByText(/no account with that email|do not match an account/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
