import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/new-id';
import { invitations, memberships, users, workspaces } from '../db/schema';
import { outbox } from '../db/schema-mail';
import { planChanges } from '../db/schema-plans';
import { startMailSender, type MailSender } from '../mail/sender';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';
import { INVITATIONS_PER_RECIPIENT, INVITATIONS_PER_WORKSPACE } from './invitations';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

/** A workspace ("Acme" unless named) with one admin ("Ada Admin" unless named). */
async function workspaceWithAdmin(
  name = 'Acme',
  adminName = 'Ada Admin',
): Promise<{ workspaceId: string; admin: TestUser }> {
  const admin = await env.createUser(adminName);
  const workspaceId = `ws-${randomBytes(6).toString('hex')}`;
  const { db } = env.database;
  await db.insert(workspaces).values({ id: workspaceId, name, type: 'business' });
  await db.insert(users).values({ id: admin.uid, email: admin.email, name: adminName });
  await db.insert(memberships).values({ workspaceId, userId: admin.uid, role: 'admin' });
  return { workspaceId, admin };
}

/** The newest queued mail to `to`, and the join link's token in it. */
async function mailTo(to: string) {
  const [mail] = await env.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(desc(outbox.seq))
    .limit(1);
  if (!mail) throw new Error(`No mail to ${to}`);
  const link = /http\S+\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.textBody);
  return { mail, link: link?.[0], token: link?.[1] ?? '' };
}

async function invite(workspaceId: string, admin: TestUser, email: string, role = 'transcript-editor') {
  const res = await env.request('POST', `/workspaces/${workspaceId}/invitations`, {
    token: admin.token,
    body: { email, role },
  });
  expect(res.status).toBe(201);
  return (await res.json()).invitation as { id: string; expiresAt: string };
}

const preview = (workspaceId: string, user: TestUser, token: string) =>
  env.request('GET', `/workspaces/${workspaceId}/join?token=${token}`, { token: user.token });
const join = (workspaceId: string, user: TestUser, token: string) =>
  env.request('POST', `/workspaces/${workspaceId}/join`, { token: user.token, body: { token } });

describe('invitation links', () => {
  it('mails a link that shows the invitation and, accepted by the invited address, makes a member', async () => {
    const { workspaceId, admin } = await workspaceWithAdmin();
    const newcomer = await env.createUser('Nina Newcomer');
    await invite(workspaceId, admin, newcomer.email);

    const { mail, link, token } = await mailTo(newcomer.email);
    expect(mail.kind).toBe('workspace_invitation');
    expect(mail.subject).toBe('Join “Acme” on Media Access');
    expect(link).toMatch(new RegExp(`^http://localhost/workspaces/${workspaceId}/join\\?token=`));
    expect(mail.textBody).toContain('“Ada Admin” has invited you');

    const shown = await preview(workspaceId, newcomer, token);
    expect(shown.status).toBe(200);
    expect((await shown.json()).invitation).toEqual({
      workspaceId,
      workspaceName: 'Acme',
      email: newcomer.email,
      role: 'transcript-editor',
      status: 'pending',
      expiresAt: expect.any(String),
    });

    const joined = await join(workspaceId, newcomer, token);
    expect(joined.status).toBe(200);
    expect((await joined.json()).workspace).toMatchObject({ workspaceId, role: 'transcript-editor' });
    expect((await (await preview(workspaceId, newcomer, token)).json()).invitation.status).toBe('accepted');
    const again = await join(workspaceId, newcomer, token);
    expect(again.status).toBe(410);
    expect((await again.json()).error.message).toBe('This invitation has already been accepted');
  });

  it('stores only a hash of the token', async () => {
    const { workspaceId, admin } = await workspaceWithAdmin();
    const email = `hashed-${randomBytes(4).toString('hex')}@example.com`;
    const { id } = await invite(workspaceId, admin, email);
    const { token } = await mailTo(email);
    const [row] = await env.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
  });

  it('names the invited address to someone signed in with another, and does not let them join', async () => {
    const { workspaceId, admin } = await workspaceWithAdmin();
    const invited = `invited-${randomBytes(4).toString('hex')}@example.com`;
    const other = await env.createUser('Somebody Else');
    await invite(workspaceId, admin, invited);
    const { token } = await mailTo(invited);

    expect((await (await preview(workspaceId, other, token)).json()).invitation.email).toBe(invited);
    const res = await join(workspaceId, other, token);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(
      `This invitation is for ${invited}: sign in with that address to accept it`,
    );
    const members = await env.database.db.select().from(memberships).where(eq(memberships.workspaceId, workspaceId));
    expect(members).toHaveLength(1);
  });

  it('refuses an expired link with 410, and lets the admin resend it with a new link', async () => {
    const { workspaceId, admin } = await workspaceWithAdmin();
    const newcomer = await env.createUser();
    const { id } = await invite(workspaceId, admin, newcomer.email);
    const { token: oldToken } = await mailTo(newcomer.email);
    await env.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));

    expect((await (await preview(workspaceId, newcomer, oldToken)).json()).invitation.status).toBe('expired');
    const expired = await join(workspaceId, newcomer, oldToken);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.message).toBe('This invitation has expired: ask for a new one');
    // Without a token, an expired invitation does not count either.
    expect((await env.request('POST', `/workspaces/${workspaceId}/join`, { token: newcomer.token })).status).toBe(404);

    const resent = await env.request('POST', `/workspaces/${workspaceId}/invitations/${id}/resend`, {
      token: admin.token,
    });
    expect(resent.status).toBe(200);
    expect(Date.parse((await resent.json()).invitation.expiresAt)).toBeGreaterThan(Date.now());
    const { token: newToken } = await mailTo(newcomer.email);
    expect(newToken).not.toBe(oldToken);
    expect((await preview(workspaceId, newcomer, oldToken)).status).toBe(404);
    expect((await join(workspaceId, newcomer, newToken)).status).toBe(200);
  });

  it('says a revoked link was withdrawn, and lets the address be invited again', async () => {
    const { workspaceId, admin } = await workspaceWithAdmin();
    const newcomer = await env.createUser();
    const { id } = await invite(workspaceId, admin, newcomer.email);
    const { token } = await mailTo(newcomer.email);
    const revoked = await env.request('DELETE', `/workspaces/${workspaceId}/invitations/${id}`, { token: admin.token });
    expect(revoked.status).toBe(204);

    expect((await (await preview(workspaceId, newcomer, token)).json()).invitation.status).toBe('revoked');
    const res = await join(workspaceId, newcomer, token);
    expect(res.status).toBe(410);
    expect((await res.json()).error.message).toBe('This invitation was withdrawn');
    const list = await env.request('GET', `/workspaces/${workspaceId}/invitations`, { token: admin.token });
    expect((await list.json()).invitations).toEqual([]);
    await invite(workspaceId, admin, newcomer.email);
  });

  it('lets an expired invitation give way to a new one for the same address', async () => {
    const { workspaceId, admin } = await workspaceWithAdmin();
    const email = `again-${randomBytes(4).toString('hex')}@example.com`;
    const { id } = await invite(workspaceId, admin, email);
    await env.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    const second = await invite(workspaceId, admin, email, 'viewer');
    expect(second.id).not.toBe(id);
  });

  it('answers an unknown token, or a token used on another workspace, with 404', async () => {
    const { workspaceId, admin } = await workspaceWithAdmin();
    const { workspaceId: otherId } = await workspaceWithAdmin();
    const newcomer = await env.createUser();
    await invite(workspaceId, admin, newcomer.email);
    const { token } = await mailTo(newcomer.email);
    expect((await preview(otherId, newcomer, token)).status).toBe(404);
    expect((await join(otherId, newcomer, token)).status).toBe(404);
    expect((await preview(workspaceId, newcomer, 'x'.repeat(32))).status).toBe(404);
    const bad = await preview(workspaceId, newcomer, 'short');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('token: This invitation link is incomplete');
  });

  it('forbids non-admins to resend', async () => {
    const { workspaceId, admin } = await workspaceWithAdmin();
    const editor = await env.createUser();
    await env.database.db.insert(users).values({ id: editor.uid, email: editor.email, name: 'E' });
    await env.database.db.insert(memberships).values({ workspaceId, userId: editor.uid, role: 'transcript-editor' });
    const { id } = await invite(workspaceId, admin, `r-${randomBytes(4).toString('hex')}@example.com`);
    const res = await env.request('POST', `/workspaces/${workspaceId}/invitations/${id}/resend`, {
      token: editor.token,
    });
    expect(res.status).toBe(403);
  });
});

describe('invitation mail as the SMTP server receives it', () => {
  let smtp: SMTPServer;
  let sender: MailSender;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    sender = startMailSender({
      db: env.database.db,
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      from: 'Media Access <no-reply@test.local>',
      messageIdDomain: 'test.local',
      pollMs: 3_600_000,
      log: () => {},
    });
  });
  afterAll(async () => {
    await sender.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  /** The decoded text and HTML parts of the message the server received for `to`. */
  function partsOf(to: string): { text: string; html: string } {
    const message = received.find((m) => m.to.includes(to));
    if (!message) throw new Error(`The SMTP server received nothing for ${to}`);
    const part = (type: string) => {
      const match = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)\\r?\\n--`, 'i').exec(message.raw);
      if (!match) throw new Error(`No ${type} part in: ${message.raw}`);
      const qp = match[1]!
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(qp, 'latin1').toString('utf8');
    };
    return { text: part('text/plain'), html: part('text/html') };
  }

  it('shows workspace and inviter names quoted, with nothing in them a mail client would make a link', async () => {
    const { workspaceId, admin } = await workspaceWithAdmin(
      'Click http://evil.example/login',
      'Visit www.evil.com now',
    );
    const email = `named-${randomBytes(4).toString('hex')}@example.com`;
    await invite(workspaceId, admin, email);
    // A run already going when the mail was queued does not see it; the next one does.
    for (let run = 0; run < 3 && !received.some((m) => m.to.includes(email)); run++) await sender.runOnce();
    const { text, html } = partsOf(email);
    for (const part of [text, html]) {
      expect(part).toContain('“Visit www[.]evil[.]com now” has invited you');
      expect(part).toContain('the workspace “Click http[:]//evil[.]example/login” on Media Access');
      expect(part).not.toMatch(/https?:\/\/evil|evil\.example|www\.evil|evil\.com/);
    }
    // The one link in the HTML part is the invitation's own.
    const links = [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]!.replace(/&#38;/g, '&'));
    expect(links).toEqual([
      expect.stringMatching(new RegExp(`^http://localhost/workspaces/${workspaceId}/join\\?token=`)),
    ]);
    expect(html).not.toMatch(/<(?!\/?(?:p|a|html|head|meta|title|body)\b|!doctype)/i);
  });
});

describe('invitation rate limits', () => {
  const resend = (workspaceId: string, admin: TestUser, id: string) =>
    env.request('POST', `/workspaces/${workspaceId}/invitations/${id}/resend`, { token: admin.token });

  async function expectLimited(res: Response, what: RegExp) {
    expect(res.status).toBe(429);
    const { error } = await res.json();
    expect(error).toEqual({ code: 'rate_limited', message: expect.stringMatching(what) });
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  }

  it(`mails one address at most ${INVITATIONS_PER_RECIPIENT.max} times an hour, from every workspace together`, async () => {
    const { workspaceId, admin } = await workspaceWithAdmin();
    const email = `often-${randomBytes(4).toString('hex')}@example.com`;
    const { id } = await invite(workspaceId, admin, email);
    for (let i = 1; i < INVITATIONS_PER_RECIPIENT.max; i++)
      expect((await resend(workspaceId, admin, id)).status).toBe(200);
    await expectLimited(await resend(workspaceId, admin, id), new RegExp(`invitations to ${email}`));
    const other = await workspaceWithAdmin();
    const elsewhere = await env.request('POST', `/workspaces/${other.workspaceId}/invitations`, {
      token: other.admin.token,
      body: { email, role: 'viewer' },
    });
    await expectLimited(elsewhere, /invitations to/);
  });

  it(`lets one workspace send at most ${INVITATIONS_PER_WORKSPACE.max} invitations and resends an hour`, async () => {
    const { workspaceId, admin } = await workspaceWithAdmin();
    // A plan with seats for every invitation, so the rate limit is what stops the next one.
    await env.database.db
      .insert(planChanges)
      .values({ id: newId(), workspaceId, planId: 'organisation', effectiveAt: new Date(0) });
    let last = { id: '' };
    for (let i = 0; i < INVITATIONS_PER_WORKSPACE.max; i++) {
      last = await invite(workspaceId, admin, `many-${i}-${randomBytes(3).toString('hex')}@example.com`);
    }
    const more = await env.request('POST', `/workspaces/${workspaceId}/invitations`, {
      token: admin.token,
      body: { email: `one-more-${randomBytes(3).toString('hex')}@example.com`, role: 'viewer' },
    });
    await expectLimited(more, /invitations from this workspace/);
    await expectLimited(await resend(workspaceId, admin, last.id), /invitations from this workspace/);
  });
});
