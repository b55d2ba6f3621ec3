import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OperatorAuditResponse,
  OperatorGrantResponse,
  OperatorWorkspaceDetail,
  OperatorWorkspacesResponse,
} from '@shared/schemas/operator';
import type { OutboxMessage, OutboxResponse } from '@shared/schemas/review';
import { ledgerSum } from '../db/queries/credit';
import { insertedMail, markedFailed, markedSent } from '../db/queries/outbox';
import { files, workspaces } from '../db/schema';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  // Twelve more workspaces named so that name order, created order and file counts all differ.
  const db = env.database.db;
  await db.insert(workspaces).values(
    Array.from({ length: 12 }, (_, i) => ({
      id: `zz-listed-${String(i).padStart(2, '0')}`,
      name: `Listed ${String.fromCharCode(76 - i)}`,
      type: i % 2 ? 'business' : 'other',
      createdAt: new Date(Date.UTC(2021, 0, 1 + i)),
    })),
  );
  await db
    .insert(files)
    .values(
      Array.from({ length: 5 }, (_, i) => ({ id: `listed-file-${i}`, workspaceId: 'zz-listed-03', name: `File ${i}` })),
    );
});
afterAll(() => env.close());

const get = <T>(user: TestUser, path: string) =>
  env
    .request('GET', path, { token: user.token })
    .then(async (res) => ({ status: res.status, body: (await res.json()) as T }));
const post = (user: TestUser, path: string, body: unknown) =>
  env.request('POST', path, { token: user.token, body: JSON.stringify(body) });

/** Every page of a listing, following nextCursor. */
async function allPages(query: string, limit: number) {
  const names: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await get<OperatorWorkspacesResponse>(
      demo.operator,
      `/operator/workspaces?${query}&limit=${limit}${suffix}`,
    );
    expect(res.status).toBe(200);
    names.push(...res.body.workspaces.map((w) => w.workspaceName));
    cursor = res.body.nextCursor;
    if (!cursor) return names;
  }
  throw new Error('The list never ended');
}

describe('GET /operator/workspaces', () => {
  it('lists every workspace with its counts', async () => {
    const res = await get<OperatorWorkspacesResponse>(demo.operator, '/operator/workspaces?q=other');
    expect(res.status).toBe(200);
    const otherCo = res.body.workspaces.find((w) => w.workspaceId === 'other-co');
    expect(otherCo).toMatchObject({ workspaceName: 'Other Co', balance: 60, minutesThisMonth: 0 });
    expect(otherCo!.members).toBeGreaterThan(0);
  });

  it('searches by name or id, case-insensitively, with % and _ taken literally', async () => {
    expect((await allPages('q=LISTED%20l', 5)).sort()).toEqual(['Listed L']);
    expect(await allPages('q=zz-listed-0', 100)).toHaveLength(10);
    expect(await allPages('q=%25', 100)).toEqual([]);
  });

  it('pages through every row exactly once in each order', async () => {
    const listed = Array.from({ length: 12 }, (_, i) => `Listed ${String.fromCharCode(76 - i)}`);
    expect(await allPages('q=listed&sort=name', 5)).toEqual([...listed].sort());
    expect(await allPages('q=listed&sort=-name', 5)).toEqual([...listed].sort().reverse());
    expect(await allPages('q=listed&sort=created', 5)).toEqual(listed);
    expect(await allPages('q=listed&sort=-created', 4)).toEqual([...listed].reverse());
    const byFiles = await allPages('q=listed&sort=-files', 3);
    expect(byFiles[0]).toBe('Listed I');
    expect([...byFiles].sort()).toEqual([...listed].sort());
  });

  it('refuses a cursor made for another order, and bad input, with 400', async () => {
    const first = await get<OperatorWorkspacesResponse>(
      demo.operator,
      '/operator/workspaces?q=listed&sort=name&limit=2',
    );
    const other = await env.request('GET', `/operator/workspaces?q=listed&sort=files&cursor=${first.body.nextCursor}`, {
      token: demo.operator.token,
    });
    expect(other.status).toBe(400);
    expect((await other.json()).error.code).toBe('validation_error');
    expect((await env.request('GET', '/operator/workspaces?sort=colour', { token: demo.operator.token })).status).toBe(
      400,
    );
    expect(
      (await env.request('GET', '/operator/workspaces?cursor=nonsense', { token: demo.operator.token })).status,
    ).toBe(400);
  });
});

describe('GET /operator/workspaces/{workspaceId}', () => {
  it('answers details, members, jobs, ledger and integrations', async () => {
    const res = await get<OperatorWorkspaceDetail>(demo.operator, '/operator/workspaces/other-co');
    expect(res.status).toBe(200);
    expect(res.body.workspace).toMatchObject({ workspaceId: 'other-co', workspaceName: 'Other Co', planId: 'free' });
    expect(res.body.members.length).toBeGreaterThan(0);
    expect(res.body.ledger.map((e) => e.reason)).toContainEqual(expect.stringMatching(/^Free plan: 60 minutes for /));
    expect(Array.isArray(res.body.recentJobs) && Array.isArray(res.body.integrations)).toBe(true);
  });

  it('answers 404 for no such workspace', async () => {
    expect((await get(demo.operator, '/operator/workspaces/no-such')).status).toBe(404);
  });
});

describe('operator writes', () => {
  it('grants minutes through the ledger and records who, what and why', async () => {
    const res = await post(demo.operator, '/operator/workspaces/zz-listed-05/grants', {
      minutes: 100,
      reason: 'Pilot',
    });
    expect(res.status).toBe(201);
    const granted = (await res.json()) as OperatorGrantResponse;
    expect(granted.balance).toBe(100);
    expect(granted.entry).toMatchObject({ kind: 'grant', minutes: 100, reason: 'Pilot', actorId: demo.operator.uid });
    expect(await ledgerSum(env.database.db, 'zz-listed-05')).toBe(100);

    const audit = await get<OperatorAuditResponse>(demo.operator, '/operator/audit?workspaceId=zz-listed-05');
    expect(audit.body.entries).toEqual([
      expect.objectContaining({
        actorId: demo.operator.uid,
        actorEmail: demo.operator.email,
        action: 'grant_minutes',
        before: { balance: 0 },
        after: expect.objectContaining({ balance: 100, minutes: 100 }),
        reason: 'Pilot',
        workspaceName: 'Listed G',
      }),
    ]);
  });

  it('refuses a grant without a reason or with a bad amount, and writes nothing', async () => {
    for (const body of [{ minutes: 10, reason: ' ' }, { minutes: 0, reason: 'x' }, { minutes: 1.5, reason: 'x' }, {}]) {
      const res = await post(demo.operator, '/operator/workspaces/zz-listed-06/grants', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('validation_error');
    }
    expect(await ledgerSum(env.database.db, 'zz-listed-06')).toBe(0);
    expect(
      (await get<OperatorAuditResponse>(demo.operator, '/operator/audit?workspaceId=zz-listed-06')).body.entries,
    ).toEqual([]);
  });

  it('changes the plan (from next month) and the type, each audited with before and after', async () => {
    const plan = await post(demo.operator, '/operator/workspaces/zz-listed-04/plan', { planId: 'team' });
    expect(plan.status).toBe(200);
    const planRes = await env.request('GET', '/workspaces/zz-listed-04/plan', { token: demo.operator.token });
    expect((await planRes.json()).pendingChange).toMatchObject({ planId: 'team', requestedBy: demo.operator.uid });

    const type = await post(demo.operator, '/operator/workspaces/zz-listed-04/type', { type: 'business' });
    expect(type.status).toBe(200);
    const row = await get<OperatorWorkspaceDetail>(demo.operator, '/operator/workspaces/zz-listed-04');
    expect(row.body.workspace.type).toBe('business');

    const audit = await get<OperatorAuditResponse>(
      demo.operator,
      `/operator/audit?workspaceId=zz-listed-04&actor=${demo.operator.email}`,
    );
    expect(audit.body.entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['change_type', { type: 'other' }, { type: 'business' }],
      ['change_plan', { planId: 'free', pendingPlanId: null }, { planId: 'free', pendingPlanId: 'team' }],
    ]);
    expect((await post(demo.operator, '/operator/workspaces/zz-listed-04/plan', { planId: 'gold' })).status).toBe(400);
    expect((await post(demo.operator, '/operator/workspaces/no-such/type', { type: 'other' })).status).toBe(404);
  });

  it('pages the audit log newest first', async () => {
    for (const reason of ['one', 'two', 'three']) {
      await post(demo.operator, '/operator/workspaces/zz-listed-08/grants', { minutes: 1, reason });
    }
    const first = await get<OperatorAuditResponse>(demo.operator, '/operator/audit?workspaceId=zz-listed-08&limit=2');
    expect(first.body.entries.map((e) => e.reason)).toEqual(['three', 'two']);
    const next = await get<OperatorAuditResponse>(
      demo.operator,
      `/operator/audit?workspaceId=zz-listed-08&limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(next.body).toMatchObject({ entries: [expect.objectContaining({ reason: 'one' })], nextCursor: null });
  });
});

describe('POST /operator/workspaces/{workspaceId}/visits', () => {
  it('records an operator opening a workspace as admin, once an hour, named in the audit log', async () => {
    const first = await post(demo.operator, '/operator/workspaces/zz-listed-09/visits', undefined);
    expect(first.status).toBe(201);
    const entry = (await first.json()) as OperatorAuditResponse['entries'][number];
    expect(entry).toMatchObject({
      action: 'open_workspace',
      actorEmail: demo.operator.email,
      workspaceId: 'zz-listed-09',
      workspaceName: 'Listed C',
      after: { name: 'Listed C' },
    });
    // A reload within the hour is the same visit.
    const again = await post(demo.operator, '/operator/workspaces/zz-listed-09/visits', undefined);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(entry.id);
    const audit = await get<OperatorAuditResponse>(demo.operator, '/operator/audit?workspaceId=zz-listed-09');
    expect(audit.body.entries.map((e) => [e.action, e.workspaceName])).toEqual([['open_workspace', 'Listed C']]);
  });

  it('answers 404 for no such workspace and writes nothing', async () => {
    expect((await post(demo.operator, '/operator/workspaces/no-such/visits', undefined)).status).toBe(404);
    const audit = await get<OperatorAuditResponse>(demo.operator, '/operator/audit?workspaceId=no-such');
    expect(audit.body.entries).toEqual([]);
  });
});

describe('the mail outbox', () => {
  const db = () => env.database.db;
  const mail = (to: string, subject: string) =>
    insertedMail(db(), { kind: 'test', to, subject, text: `Body of ${subject}` });
  let sent: string, failed: string, queued: string;
  beforeAll(async () => {
    sent = await mail('Sent-Person@outbox.test', 'Was sent');
    failed = await mail('failing@outbox.test', 'Keeps failing');
    queued = await mail('waiting@outbox.test', 'Still waiting');
    await markedSent(db(), sent);
    await markedFailed(db(), failed, 'connect ECONNREFUSED 127.0.0.1:2525', 60_000);
  });
  const list = (query: string) => get<OutboxResponse>(demo.operator, `/operator/outbox?to=outbox.test&${query}`);
  const subjects = (body: OutboxResponse) => body.messages.map((m) => m.subject);

  it('lists messages by state, newest first, with the recipient, subject, time and error', async () => {
    expect(subjects((await list('status=all')).body)).toEqual(['Still waiting', 'Keeps failing', 'Was sent']);
    expect(subjects((await list('status=pending')).body)).toEqual(['Still waiting', 'Keeps failing']);
    expect(subjects((await list('status=queued')).body)).toEqual(['Still waiting']);
    expect(subjects((await list('status=sent')).body)).toEqual(['Was sent']);
    const [failing] = (await list('status=failed')).body.messages;
    expect(failing).toMatchObject({
      id: failed,
      to: 'failing@outbox.test',
      state: 'failed',
      willRetry: true,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      sentAt: null,
    });
    expect(Date.parse(failing!.createdAt)).not.toBeNaN();
  });

  it('finds messages by part of the address, in any case', async () => {
    const found = await get<OutboxResponse>(demo.operator, '/operator/outbox?status=all&to=SENT-person');
    expect(subjects(found.body)).toEqual(['Was sent']);
    expect((await get(demo.operator, '/operator/outbox?status=everything')).status).toBe(400);
  });

  it('opens one message with its text', async () => {
    const res = await get<OutboxMessage>(demo.operator, `/operator/outbox/${queued}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subject: 'Still waiting', text: 'Body of Still waiting', state: 'queued' });
    expect((await get(demo.operator, '/operator/outbox/no-such-message')).status).toBe(404);
  });
});

describe('everyone but operators', () => {
  it('gets 404 from every operator call, and nothing is written', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/operator/workspaces'],
      ['GET', '/operator/workspaces/demo-university'],
      ['POST', '/operator/workspaces/demo-university/grants', { minutes: 5, reason: 'x' }],
      ['POST', '/operator/workspaces/demo-university/plan', { planId: 'team' }],
      ['POST', '/operator/workspaces/demo-university/type', { type: 'business' }],
      ['GET', '/operator/audit'],
      ['POST', '/operator/workspaces/demo-university/visits'],
      ['GET', '/operator/outbox?status=all'],
      ['GET', '/operator/outbox/any-message'],
    ];
    const before = await ledgerSum(env.database.db, 'demo-university');
    for (const account of ['admin', 'manager', 'editor', 'viewer', 'outsider'] as const) {
      for (const [method, path, body] of calls) {
        const res = await env.request(method, path, {
          token: demo[account].token,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status, `${account} ${method} ${path}`).toBe(404);
        expect((await res.json()).error.code).toBe('not_found');
      }
    }
    expect(await ledgerSum(env.database.db, 'demo-university')).toBe(before);
    expect(
      (await get<OperatorAuditResponse>(demo.operator, '/operator/audit?workspaceId=demo-university')).body.entries,
    ).toEqual([]);
    expect((await env.request('GET', '/operator/workspaces')).status).toBe(401);
  });
});
