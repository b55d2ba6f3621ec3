import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimedMail } from '../db/queries/outbox';
import { files } from '../db/schema';
import { outbox } from '../db/schema-mail';
import { createTestEnv, type TestEnv } from '../testing/test-env';
import { enqueueMail } from './enqueue-mail';
import { type MailSender, startMailSender } from './sender';

interface Received {
  to: string[];
  messageId: string | undefined;
  raw: string;
}

let env: TestEnv;
let smtp: SMTPServer;
let smtpUrl: string;
let received: Received[] = [];
/** Recipients the test SMTP server refuses, to see a failed attempt recorded. */
const refused = new Set<string>();
const senders: MailSender[] = [];

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  // A real SMTP server process on a free port, as the issue asks: no fake transport.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        refused.has(address.address) ? Object.assign(new Error('No such user'), { responseCode: 550 }) : undefined,
      );
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1],
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await env.close();
});
beforeEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.stop()));
  received = [];
  await env.database.db.delete(outbox);
});

/** A sender as the process starts one; it polls only hourly here, so each test says when it runs. */
function start(): MailSender {
  const sender = startMailSender({
    db: env.database.db,
    smtpUrl,
    from: 'Media Access <no-reply@test.local>',
    messageIdDomain: 'test.local',
    pollMs: 3_600_000,
    log: () => {},
  });
  senders.push(sender);
  return sender;
}

const mail = (to: string) => ({ kind: 'test', to, subject: `For ${to}`, text: 'Hello' });
const rows = () => env.database.db.select().from(outbox);

describe('the outbox sender', () => {
  it("delivers a decision's mail exactly once, also after the process stopped between the commit and the send", async () => {
    // The decision commits while no sender runs: the process "crashed" after the commit, before sending.
    const manager = await env.signIn('manager@demo.test');
    await env.database.db
      .insert(files)
      .values({ id: 'mailed-file', workspaceId: 'demo-university', name: 'Mailed', embeddable: true });
    const asked = await env.request('POST', '/embed/workspaces/demo-university/files/mailed-file/requests', {
      body: { kind: 'captions', email: 'requester@example.com' },
      headers: { 'X-Forwarded-For': '192.0.2.200' },
    });
    const { id } = (await asked.json()) as { id: string };
    const fulfilled = await env.request('POST', `/workspaces/demo-university/requests/${id}/fulfil`, {
      token: manager.token,
    });
    expect(fulfilled.status).toBe(200);
    expect(received).toHaveLength(0);

    // The restarted process's sender finds it.
    const sender = start();
    await sender.runOnce();
    await sender.runOnce();
    expect(received).toHaveLength(1);
    const [row] = await rows();
    expect(received[0]).toMatchObject({ to: ['requester@example.com'], messageId: `<${row!.id}@test.local>` });
    expect(received[0]!.raw).toContain('Subject: Your request for captions is done');
    expect(row!.sentAt).not.toBeNull();

    // Another restart sends nothing again.
    await sender.stop();
    await start().runOnce();
    expect(received).toHaveLength(1);
  });

  it('leaves a message claimed by a sender that died alone until its lease ends, then delivers it once', async () => {
    await enqueueMail(env.database.db, mail('leased@example.com'));
    // A sender claimed it and died before sending.
    expect(await claimedMail(env.database.db, 20, 600_000)).toHaveLength(1);
    const sender = start();
    await sender.runOnce();
    expect(received).toHaveLength(0);

    await env.database.db.update(outbox).set({ claimedUntil: sql`now() - interval '1 second'` });
    await sender.runOnce();
    await sender.runOnce();
    expect(received.map((r) => r.to)).toEqual([['leased@example.com']]);
    expect((await rows())[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('delivers each message once when two senders run at the same time', async () => {
    const addresses = Array.from({ length: 6 }, (_, i) => `both-${i}@example.com`);
    for (const to of addresses) await enqueueMail(env.database.db, mail(to));
    const [a, b] = [start(), start()];
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(received.flatMap((r) => r.to).sort()).toEqual([...addresses].sort());
    expect((await rows()).every((r) => r.sentAt !== null)).toBe(true);
  });

  it('never sends mail queued by a transaction that rolled back', async () => {
    await expect(
      env.database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.com'));
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    await start().runOnce();
    expect(await rows()).toEqual([]);
    expect(received).toEqual([]);
  });

  it('keeps a refused message in the outbox with the error, to retry later', async () => {
    refused.add('nobody@example.com');
    const id = await enqueueMail(env.database.db, mail('nobody@example.com'));
    await start().runOnce();
    const [row] = await env.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: expect.stringContaining('No such user') });
    expect(row!.claimedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(received).toEqual([]);
  });
});
