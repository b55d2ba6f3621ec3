import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditResponse } from '@shared/schemas/credit';
import type { ReferralsResponse } from '@shared/schemas/referrals';
import { balanceOf, debitedMinutes, grantedMinutes, ledgerSum } from '../db/queries/credit';
import { referralProgress } from '../db/queries/referrals';
import { newId } from '../db/new-id';
import { creditEntries } from '../db/schema-credit';
import { jobs } from '../db/schema-jobs';
import { planChanges } from '../db/schema-plans';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let people: Record<DemoAccount, TestUser>;
let code: string;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  people = await env.signInDemoAccounts();
  const res = await env.request('GET', '/workspaces/demo-university/referrals', { token: people.viewer.token });
  code = ((await res.json()) as ReferralsResponse).code;
});
afterAll(() => env.close());

const referrals = async (user: TestUser, workspaceId = 'demo-university') =>
  env.request('GET', `/workspaces/${workspaceId}/referrals`, { token: user.token });
const randomAddress = () => `203.0.${randomInt(256)}.${randomInt(256)}`;
/** Applies a code; each call from an address of its own unless `from` names one. */
const apply = (user: TestUser, workspaceId: string, body: unknown, from = randomAddress()) =>
  env.request('POST', `/workspaces/${workspaceId}/referral`, {
    token: user.token,
    body,
    headers: { 'X-Forwarded-For': from },
  });

/** A person with an address at a domain of their own (or `domain`), verified unless said otherwise. */
async function person(name: string, options: { domain?: string; verified?: boolean } = {}): Promise<TestUser> {
  const domain = options.domain ?? `${randomBytes(5).toString('hex')}.example`;
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${randomBytes(3).toString('hex')}@${domain}`;
  await env.auth.createUser({
    email,
    password: 'test-password',
    displayName: name,
    emailVerified: options.verified ?? true,
  });
  return env.signIn(email, 'test-password');
}

/** A new person and their new workspace (business unless said otherwise). */
async function newcomer(
  name: string,
  type: 'business' | 'other' = 'business',
  options: { domain?: string; verified?: boolean } = {},
) {
  const user = await person(name, options);
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
    expect(await res.json()).toEqual({ bonusMinutes: 500, credited: true });
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

describe('verified emails and caps (issue 27)', () => {
  it('keeps the welcome bonus of an unverified applicant until their email is verified, then credits it once', async () => {
    const { user, workspaceId } = await newcomer('Una', 'business', { verified: false });
    const res = await apply(user, workspaceId, { code });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ bonusMinutes: 500, credited: false });
    expect(await balanceOf(env.database.db, workspaceId)).toBe(0);
    const read = () => env.request('GET', `/workspaces/${workspaceId}/credit`, { token: user.token });
    expect((await (await read()).json()) as CreditResponse).toMatchObject({ balance: 0 });

    await env.auth.updateUser(user.uid, { emailVerified: true });
    await Promise.all([read(), read(), read()]);
    // The welcome bonus and, now that an admin is verified, the Free plan's 60 minutes.
    expect((await rewardsOf(workspaceId)).map((r) => r.minutes)).toEqual([500]);
    expect(await balanceOf(env.database.db, workspaceId)).toBe(560);
  });

  it('refers each person once, whatever the code', async () => {
    const { user, workspaceId } = await newcomer('Pia');
    expect((await apply(user, workspaceId, { code })).status).toBe(201);
    const elsewhere = await env.request('GET', '/workspaces/other-co/referrals', { token: people.outsider.token });
    const otherCode = ((await elsewhere.json()) as ReferralsResponse).code;
    const second = await env.request('POST', '/workspaces', { token: user.token, body: { name: 'Pia two' } });
    const { workspace } = (await second.json()) as { workspace: { workspaceId: string } };
    const refused = await apply(user, workspace.workspaceId, { code: otherCode });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { details: { reason: 'person_cap' } } });
    expect(await balanceOf(env.database.db, workspace.workspaceId)).toBe(0);
  });

  it('pays a referrer for at most 3 workspaces from one email domain', async () => {
    const domain = `${randomBytes(5).toString('hex')}.example`;
    for (const name of ['Ann', 'Ben', 'Cat']) {
      const { user, workspaceId } = await newcomer(name, 'business', { domain });
      expect((await apply(user, workspaceId, { code })).status).toBe(201);
    }
    const fourth = await newcomer('Dan', 'business', { domain });
    const refused = await apply(fourth.user, fourth.workspaceId, { code });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'conflict', details: { reason: 'domain_cap' } } });
    expect(await balanceOf(env.database.db, fourth.workspaceId)).toBe(0);
    const elsewhere = await newcomer('Eve');
    expect((await apply(elsewhere.user, elsewhere.workspaceId, { code })).status).toBe(201);
  });

  it('accepts at most 2 codes from one client address in 30 days, an IPv6 /64 counting as one address', async () => {
    const network = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    const first = await newcomer('Fay');
    expect((await apply(first.user, first.workspaceId, { code }, `${network}::1`)).status).toBe(201);
    const second = await newcomer('Gus');
    expect((await apply(second.user, second.workspaceId, { code }, `${network}:0:0:0:abcd`)).status).toBe(201);
    const third = await newcomer('Hal');
    const refused = await apply(third.user, third.workspaceId, { code }, `${network}:ffff::2`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { details: { reason: 'address_cap' } } });
    expect((await apply(third.user, third.workspaceId, { code }, randomAddress())).status).toBe(201);
  });
});

describe('referralProgress: the referrer is paid after the first paid usage', () => {
  it('pays nothing for transcriptions paid with free minutes, then 500 + 500 once, after minutes beyond them', async () => {
    const { user, workspaceId } = await newcomer('Uma');
    expect((await apply(user, workspaceId, { code })).status).toBe(201);
    const db = env.database.db;
    const before = await balanceOf(db, 'demo-university');

    await transcribed(workspaceId, 40);
    await transcribed(workspaceId, 21);
    await referralProgress(db, workspaceId);
    // 61 minutes transcribed, all out of the 500-minute welcome bonus: no paid usage yet.
    expect(await balanceOf(db, 'demo-university')).toBe(before);

    await grantedMinutes(db, { workspaceId, minutes: 1000, reason: 'Bought 1000 minutes' });
    await transcribed(workspaceId, 439);
    await referralProgress(db, workspaceId);
    expect(await balanceOf(db, 'demo-university')).toBe(before);
    await transcribed(workspaceId, 1);
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

  it('counts a paid plan in force as paid usage, and the job calling it as completed', async () => {
    const { user, workspaceId } = await newcomer('Vic');
    expect((await apply(user, workspaceId, { code })).status).toBe(201);
    const db = env.database.db;
    const jobId = newId();
    await db.insert(jobs).values({ id: jobId, workspaceId, kind: 'transcribe', state: 'running', singletonKey: jobId });
    const before = await balanceOf(db, 'demo-university');
    await referralProgress(db, workspaceId, jobId);
    expect(await balanceOf(db, 'demo-university')).toBe(before);

    await db.insert(planChanges).values({
      id: newId(),
      workspaceId,
      planId: 'starter',
      requestedAt: new Date(Date.now() - 60_000),
      effectiveAt: new Date(Date.now() - 1000),
    });
    await referralProgress(db, workspaceId);
    expect(await balanceOf(db, 'demo-university')).toBe(before);
    await referralProgress(db, workspaceId, jobId);
    expect(await balanceOf(db, 'demo-university')).toBe(before + 500);

    const otherBefore = await balanceOf(db, 'other-co');
    await transcribed('other-co', 5);
    await referralProgress(db, 'other-co');
    expect(await balanceOf(db, 'other-co')).toBe(otherBefore - 5);
  });

  it('pays nothing while the referred person’s email is unverified, even after paid usage', async () => {
    const { user, workspaceId } = await newcomer('Wes', 'business', { verified: false });
    expect((await apply(user, workspaceId, { code })).status).toBe(201);
    const db = env.database.db;
    await grantedMinutes(db, { workspaceId, minutes: 100, reason: 'Bought 100 minutes' });
    await transcribed(workspaceId, 100);
    const before = await balanceOf(db, 'demo-university');
    await referralProgress(db, workspaceId);
    expect(await balanceOf(db, 'demo-university')).toBe(before);

    await env.auth.updateUser(user.uid, { emailVerified: true });
    // Reading the balance settles what was waiting: the welcome bonus, the allowance and the referrer's reward.
    await env.request('GET', `/workspaces/${workspaceId}/credit`, { token: user.token });
    expect(await balanceOf(db, 'demo-university')).toBe(before + 1000);
  });
});
