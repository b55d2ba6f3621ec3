import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralsResponse } from '@shared/schemas/referrals';
import { balanceOf, debitedMinutes, ledgerSum } from '../db/queries/credit';
import { referralProgress } from '../db/queries/referrals';
import { newId } from '../db/new-id';
import { creditEntries } from '../db/schema-credit';
import { jobs } from '../db/schema-jobs';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let people: Record<DemoAccount, TestUser>;
let code: string;

beforeAll(async () => {
  env = await createTestEnv();
  await env.seed();
  people = await env.signInDemoAccounts();
  const res = await env.request('GET', '/workspaces/demo-university/referrals', { token: people.viewer.token });
  code = ((await res.json()) as ReferralsResponse).code;
});
afterAll(() => env.close());

const referrals = async (user: TestUser, workspaceId = 'demo-university') =>
  env.request('GET', `/workspaces/${workspaceId}/referrals`, { token: user.token });
const apply = (user: TestUser, workspaceId: string, body: unknown) =>
  env.request('POST', `/workspaces/${workspaceId}/referral`, { token: user.token, body });

/** A new person and their new workspace (business unless said otherwise). */
async function newcomer(name: string, type: 'business' | 'other' = 'business') {
  const user = await env.createUser(name);
  const res = await env.request('POST', '/workspaces', { token: user.token, body: { name: `${name}'s team`, type } });
  expect(res.status).toBe(201);
  const { workspace } = (await res.json()) as { workspace: { workspaceId: string } };
  return { user, workspaceId: workspace.workspaceId };
}

/** A transcribe job of `workspaceId` that succeeded after paying `minutes`. */
async function transcribed(workspaceId: string, minutes: number) {
  const jobId = newId();
  const db = env.database.db;
  await db.insert(jobs).values({ id: jobId, workspaceId, kind: 'transcribe', state: 'succeeded', singletonKey: jobId });
  await db.transaction(async (tx) => {
    const debit = await debitedMinutes(tx, { workspaceId, minutes, jobId, reason: 'test', actorId: null });
    expect(debit.ok).toBe(true);
  });
  return jobId;
}

const rewardsOf = async (workspaceId: string) =>
  env.database.db
    .select({ minutes: creditEntries.minutes })
    .from(creditEntries)
    .where(and(eq(creditEntries.workspaceId, workspaceId), eq(creditEntries.kind, 'referral_reward')));

describe('GET /workspaces/{workspaceId}/referrals', () => {
  it('gives every member the same 8-character code and a sign-up link carrying it', async () => {
    const [a, b] = await Promise.all([referrals(people.admin), referrals(people.editor)]);
    const first = (await a.json()) as ReferralsResponse;
    const second = (await b.json()) as ReferralsResponse;
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(second.code).toBe(first.code);
    expect(first.link).toMatch(new RegExp(`/signup\\?ref=${first.code}$`));
    expect((await referrals(people.outsider)).status).toBe(404);
    expect((await env.request('GET', '/workspaces/demo-university/referrals')).status).toBe(401);
  });
});

describe('POST /workspaces/{workspaceId}/referral', () => {
  it('credits the new business 500 minutes once and lists it for the referrer as signed up', async () => {
    const { user, workspaceId } = await newcomer('Rita');
    const res = await apply(user, workspaceId, { code: code.toLowerCase() });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ bonusMinutes: 500 });
    expect(await balanceOf(env.database.db, workspaceId)).toBe(500);

    const again = await apply(user, workspaceId, { code });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'conflict', details: { reason: 'already_referred' } } });
    expect(await balanceOf(env.database.db, workspaceId)).toBe(500);

    const list = (await (await referrals(people.admin)).json()) as ReferralsResponse;
    expect(list.referred).toContainEqual(
      expect.objectContaining({ id: workspaceId, name: "Rita's team", state: 'signed_up', minutesEarned: 0 }),
    );
  });

  it('refuses self-referral: the workspace itself, or a workspace made by a member of the referrer', async () => {
    const own = await apply(people.admin, 'demo-university', { code });
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({ error: { details: { reason: 'self_referral' } } });

    const res = await env.request('POST', '/workspaces', {
      token: people.manager.token,
      body: { name: 'Side project', type: 'business' },
    });
    const { workspace } = (await res.json()) as { workspace: { workspaceId: string } };
    const side = await apply(people.manager, workspace.workspaceId, { code });
    expect(side.status).toBe(409);
    expect(await side.json()).toMatchObject({ error: { details: { reason: 'self_referral' } } });
    expect(await balanceOf(env.database.db, workspace.workspaceId)).toBe(0);
  });

  it('refuses a second workspace of the same person, non-business workspaces, unknown codes and non-admins', async () => {
    const { user, workspaceId } = await newcomer('Sam');
    expect((await apply(user, workspaceId, { code })).status).toBe(201);
    const second = await env.request('POST', '/workspaces', { token: user.token, body: { name: 'Sam again' } });
    const { workspace } = (await second.json()) as { workspace: { workspaceId: string } };
    const repeat = await apply(user, workspace.workspaceId, { code });
    expect(await repeat.json()).toMatchObject({ error: { details: { reason: 'repeat_referral' } } });

    const club = await newcomer('Chess club', 'other');
    const notBusiness = await apply(club.user, club.workspaceId, { code });
    expect(await notBusiness.json()).toMatchObject({ error: { details: { reason: 'not_business' } } });

    const unknown = await apply(club.user, club.workspaceId, { code: 'ZZZZZZZZ' });
    expect(unknown.status).toBe(400);
    expect((await apply(club.user, club.workspaceId, { code: 'short' })).status).toBe(400);
    expect((await apply(people.viewer, 'demo-university', { code })).status).toBe(403);
  });

  it('lets only one of two simultaneous applies for one workspace through', async () => {
    const { user, workspaceId } = await newcomer('Tia');
    env.alignTransactions(2);
    const answers = await Promise.all([apply(user, workspaceId, { code }), apply(user, workspaceId, { code })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await balanceOf(env.database.db, workspaceId)).toBe(500);
  });
});

describe('referralProgress', () => {
  it('pays the referrer 500 on the first completed transcription and 500 more past 60 minutes, each once under concurrency', async () => {
    const { user, workspaceId } = await newcomer('Uma');
    expect((await apply(user, workspaceId, { code })).status).toBe(201);
    const db = env.database.db;
    const before = await balanceOf(db, 'demo-university');

    // Nothing transcribed yet: nothing to pay.
    await referralProgress(db, workspaceId);
    expect(await balanceOf(db, 'demo-university')).toBe(before);

    await transcribed(workspaceId, 40);
    await Promise.all(Array.from({ length: 6 }, () => referralProgress(db, workspaceId)));
    expect(await balanceOf(db, 'demo-university')).toBe(before + 500);

    await transcribed(workspaceId, 21);
    await Promise.all(Array.from({ length: 6 }, () => referralProgress(db, workspaceId)));
    await referralProgress(db, workspaceId);
    expect(await balanceOf(db, 'demo-university')).toBe(before + 1000);
    expect(await ledgerSum(db, 'demo-university')).toBe(await balanceOf(db, 'demo-university'));
    // The referred workspace's own rewards are its welcome bonus only.
    expect((await rewardsOf(workspaceId)).map((r) => r.minutes)).toEqual([500]);

    const list = (await (await referrals(people.admin)).json()) as ReferralsResponse;
    expect(list.referred.find((r) => r.id === workspaceId)).toMatchObject({
      state: 'processed_minutes',
      minutesEarned: 1000,
    });
  });

  it('counts the job that is calling it as completed, and pays nothing for unreferred workspaces', async () => {
    const { user, workspaceId } = await newcomer('Vic');
    expect((await apply(user, workspaceId, { code })).status).toBe(201);
    const db = env.database.db;
    const jobId = newId();
    await db.insert(jobs).values({ id: jobId, workspaceId, kind: 'transcribe', state: 'running', singletonKey: jobId });
    const before = await balanceOf(db, 'demo-university');
    await referralProgress(db, workspaceId);
    expect(await balanceOf(db, 'demo-university')).toBe(before);
    await referralProgress(db, workspaceId, jobId);
    expect(await balanceOf(db, 'demo-university')).toBe(before + 500);

    const otherBefore = await balanceOf(db, 'other-co');
    await transcribed('other-co', 5);
    await referralProgress(db, 'other-co');
    expect(await balanceOf(db, 'other-co')).toBe(otherBefore - 5);
  });
});
