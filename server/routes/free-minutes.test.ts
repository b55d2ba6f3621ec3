// A plan's minutes are the balance (issue 28): granted each period once an admin's email is verified, expired at
// the period's end, and every "not enough minutes" answer says what to do next.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditResponse, InsufficientCreditDetails } from '@shared/schemas/credit';
import type { PlanResponse } from '@shared/schemas/plans';
import { settledFreeMinutes } from '../billing/free-minutes';
import { balanceOf, debitedMinutes, grantedMinutes, ledgerSum } from '../db/queries/credit';
import { newId } from '../db/new-id';
import { files } from '../db/schema';
import { creditEntries } from '../db/schema-credit';
import { jobs } from '../db/schema-jobs';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());
const deps = () => ({ db: env.database.db, auth: env.auth });

/** Someone who signed up with a password and has not opened the verification link yet. */
async function unverifiedUser(name: string): Promise<TestUser> {
  const email = `new-${randomBytes(6).toString('hex')}@test.example`;
  await env.auth.createUser({ email, password: 'test-password', displayName: name, emailVerified: false });
  return env.signIn(email, 'test-password');
}

async function newWorkspace(admin: TestUser): Promise<string> {
  const res = await env.request('POST', '/workspaces', { token: admin.token, body: { name: 'Lecture Hall' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { workspace: { workspaceId: string } }).workspace.workspaceId;
}

/** A processed lecture, by default 81 seconds long: 2 minutes to transcribe. */
async function lecture(workspaceId: string, durationMs = 81_000): Promise<string> {
  const id = newId();
  await env.database.db.insert(files).values({
    id,
    workspaceId,
    name: 'Lecture 1',
    durationMs,
    probedDurationMs: durationMs,
    status: 'ready',
    media: { type: 'url', url: 'https://media.example/lecture-1.mp3' },
  });
  return id;
}

const credit = async (user: TestUser, workspaceId: string) => {
  const res = await env.request('GET', `/workspaces/${workspaceId}/credit`, { token: user.token });
  expect(res.status).toBe(200);
  return (await res.json()) as CreditResponse;
};
const transcribe = (user: TestUser, workspaceId: string, fileId: string) =>
  env.request('POST', `/workspaces/${workspaceId}/files/${fileId}/jobs`, {
    token: user.token,
    body: { kind: 'transcribe', language: 'en-US' },
  });
const entriesOf = (workspaceId: string, kind: 'allowance' | 'expiry') =>
  env.database.db
    .select({ minutes: creditEntries.minutes, reason: creditEntries.reason })
    .from(creditEntries)
    .where(and(eq(creditEntries.workspaceId, workspaceId), eq(creditEntries.kind, kind)));

describe('free minutes of a new workspace', () => {
  it('lets a verified admin transcribe at once with the Free plan’s 60 minutes, granted exactly once', async () => {
    const admin = await env.createUser('Vera Verified');
    const workspaceId = await newWorkspace(admin);
    const fileId = await lecture(workspaceId);

    const order = await transcribe(admin, workspaceId, fileId);
    expect(order.status).toBe(202);
    // Five reads at once (several tabs, two processes) still grant one allowance.
    const reads = await Promise.all(Array.from({ length: 5 }, () => credit(admin, workspaceId)));
    expect(reads.map((r) => r.balance)).toEqual([58, 58, 58, 58, 58]);
    expect(reads[0]!.freeMinutes).toMatchObject({ state: 'granted', planId: 'free', minutesPerPeriod: 60 });
    expect(await entriesOf(workspaceId, 'allowance')).toEqual([
      { minutes: 60, reason: expect.stringMatching(/^Free plan: 60 minutes for \w+ \d{4}$/) },
    ]);
    expect(await ledgerSum(env.database.db, workspaceId)).toBe(58);
  });

  it('grants nothing before an admin’s email is verified, says why, and grants on the first read after', async () => {
    const admin = await unverifiedUser('Nia New');
    const workspaceId = await newWorkspace(admin);
    const fileId = await lecture(workspaceId);

    const before = await credit(admin, workspaceId);
    expect(before).toMatchObject({ balance: 0, freeMinutes: { state: 'needs_verified_email' }, canChangePlan: true });
    const refused = await transcribe(admin, workspaceId, fileId);
    expect(refused.status).toBe(402);
    const body = (await refused.json()) as { error: { message: string; details: InsufficientCreditDetails } };
    expect(body.error.message).toBe(
      'This needs 2 minutes but the workspace has 0: 2 short. Free minutes start once an admin of the workspace has verified their email address.',
    );
    expect(body.error.details).toMatchObject({
      required: 2,
      balance: 0,
      shortfall: 2,
      freeMinutes: { state: 'needs_verified_email', minutesPerPeriod: 60 },
      admins: [{ name: 'Nia New' }],
    });

    // The link in the verification mail was opened; the token in hand still says "unverified".
    await env.auth.updateUser(admin.uid, { emailVerified: true });
    const after = await credit(admin, workspaceId);
    expect(after).toMatchObject({ balance: 60, freeMinutes: { state: 'granted' } });
    expect((await transcribe(admin, workspaceId, fileId)).status).toBe(202);
  });

  it('tells a content manager which admins to ask, and an admin that they can change the plan', async () => {
    const long = await lecture('other-co', 10 * 3_600_000);
    const refused = await transcribe(demo.outsider, 'other-co', long);
    expect(refused.status).toBe(402);
    const { error } = (await refused.json()) as { error: { message: string; details: InsufficientCreditDetails } };
    expect(error.message).toMatch(
      /^This needs 600 minutes but the workspace has 60: 540 short\. The plan's 60 minutes come back on 1 \w+; an admin can choose a bigger plan in Settings → Plan\.$/,
    );
    expect(error.details.admins).toEqual([{ name: 'Otto Outsider' }]);
    expect((await credit(demo.outsider, 'other-co')).canChangePlan).toBe(true);
    const manager = await credit(demo.manager, 'demo-university');
    expect(manager).toMatchObject({ canChangePlan: false, admins: [{ name: 'Ada Admin' }] });
  });
});

describe('periods', () => {
  const monthName = (d: Date) =>
    new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
  const now = new Date();
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 0, 1));

  /** A verified admin's new workspace with this month's 60 minutes, 100 bought ones, and `spent` minutes used. */
  async function workspaceThatSpent(spent: number) {
    const admin = await env.createUser('Pat Period');
    const workspaceId = await newWorkspace(admin);
    const db = env.database.db;
    await settledFreeMinutes(deps(), workspaceId);
    await grantedMinutes(db, { workspaceId, minutes: 100, reason: 'Bought 100 minutes' });
    const jobId = newId();
    await db
      .insert(jobs)
      .values({ id: jobId, workspaceId, kind: 'transcribe', state: 'succeeded', singletonKey: jobId });
    await db.transaction((tx) =>
      debitedMinutes(tx, { workspaceId, minutes: spent, jobId, reason: 'test', actorId: null }),
    );
    expect(await balanceOf(db, workspaceId)).toBe(160 - spent);
    return workspaceId;
  }

  it('takes back what is left of the allowance at the period’s end and grants the next, each once', async () => {
    const workspaceId = await workspaceThatSpent(25);
    await Promise.all(Array.from({ length: 4 }, () => settledFreeMinutes(deps(), workspaceId, undefined, nextMonth)));
    await settledFreeMinutes(deps(), workspaceId, undefined, nextMonth);
    expect(await entriesOf(workspaceId, 'expiry')).toEqual([
      { minutes: -35, reason: `Unused Free minutes of ${monthName(now)} expired` },
    ]);
    expect((await entriesOf(workspaceId, 'allowance')).map((e) => e.reason)).toEqual([
      `Free plan: 60 minutes for ${monthName(now)}`,
      `Free plan: 60 minutes for ${monthName(nextMonth)}`,
    ]);
    // 160 - 25 spent - 35 expired + 60 new: the 100 bought minutes are all still there.
    expect(await balanceOf(env.database.db, workspaceId)).toBe(160);
    expect(await ledgerSum(env.database.db, workspaceId)).toBe(160);
  });

  it('spends the allowance first, so bought minutes never expire', async () => {
    const workspaceId = await workspaceThatSpent(80);
    await settledFreeMinutes(deps(), workspaceId, undefined, nextMonth);
    expect(await entriesOf(workspaceId, 'expiry')).toEqual([]);
    expect(await balanceOf(env.database.db, workspaceId)).toBe(80 + 60);
  });
});

describe('the demo', () => {
  it('puts Demo University on a plan its members fit, with that plan’s minutes', async () => {
    const res = await env.request('GET', '/workspaces/demo-university/plan', { token: demo.admin.token });
    const plan = (await res.json()) as PlanResponse;
    expect(plan).toMatchObject({ planId: 'starter', freeMinutes: { state: 'granted', minutesPerPeriod: 600 } });
    expect(plan.usage.members).toBe(4);
    expect(plan.usage.members).toBeLessThanOrEqual(10);
  });
});
