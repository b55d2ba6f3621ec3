import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditResponse } from '@shared/schemas/credit';
import type { EnginesResponse } from '@shared/schemas/engines';
import { balanceOf, grantedMinutes, ledgerSum } from '../db/queries/credit';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let people: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  people = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const credit = async (user: TestUser, workspaceId = 'demo-university', query = '') =>
  env.request('GET', `/workspaces/${workspaceId}/credit${query}`, { token: user.token });

describe('GET /workspaces/{workspaceId}/credit', () => {
  it('shows the seeded balances to admins and content-managers: this month’s plan allowance', async () => {
    for (const who of ['admin', 'manager'] as const) {
      const res = await credit(people[who]);
      expect(res.status).toBe(200);
      const body = (await res.json()) as CreditResponse;
      expect(body.balance).toBe(600);
      expect(body.entries[0]).toMatchObject({ kind: 'allowance', minutes: 600, jobId: null });
      expect(body.freeMinutes).toMatchObject({ state: 'granted', planId: 'starter', minutesPerPeriod: 600 });
    }
    const other = (await (await credit(people.outsider, 'other-co')).json()) as CreditResponse;
    expect(other.balance).toBe(60);
  });

  it('is 403 for editors and viewers, 404 for another workspace, 401 without a token', async () => {
    expect((await credit(people.editor)).status).toBe(403);
    expect((await credit(people.viewer)).status).toBe(403);
    expect((await credit(people.outsider)).status).toBe(404);
    expect((await env.request('GET', '/workspaces/demo-university/credit')).status).toBe(401);
    expect((await credit(people.admin, 'demo-university', '?cursor=%21%21')).status).toBe(400);
  });

  it('pages the entries newest first, and the balance row always equals the sum of the entries', async () => {
    const db = env.database.db;
    for (const minutes of [5, 7, 11])
      await grantedMinutes(db, { workspaceId: 'other-co', minutes, reason: `top-up ${minutes}` });
    const first = (await (await credit(people.outsider, 'other-co', '?limit=2')).json()) as CreditResponse;
    expect(first.balance).toBe(83);
    expect(first.entries.map((e) => e.minutes)).toEqual([11, 7]);
    const second = (await (
      await credit(people.outsider, 'other-co', `?limit=2&cursor=${first.nextCursor}`)
    ).json()) as CreditResponse;
    expect(second.entries.map((e) => e.minutes)).toEqual([5, 60]);
    expect(second.nextCursor).toBeNull();
    expect(await ledgerSum(db, 'other-co')).toBe(await balanceOf(db, 'other-co'));
  });
});

describe('GET /engines', () => {
  it('lists the embedded engines installed on this machine as available, and Google as unavailable with the reason', async () => {
    const res = await env.request('GET', '/engines', { token: people.viewer.token });
    expect(res.status).toBe(200);
    const { engines } = (await res.json()) as EnginesResponse;
    const find = (capability: string, provider: string) =>
      engines.find((e) => e.capability === capability && e.provider === provider);
    expect(find('transcribe', 'pocketsphinx')).toMatchObject({
      available: true,
      preferred: true,
      languages: ['en-US'],
    });
    expect(find('align', 'pocketsphinx')).toMatchObject({ available: true });
    expect(find('translate', 'apertium')).toMatchObject({ available: true, preferred: true });
    expect(find('translate', 'apertium')!.languages).toContain('es');
    expect(find('synthesize', 'espeak-ng')).toMatchObject({ available: true });
    expect(find('transcribe', 'google')).toMatchObject({
      available: false,
      preferred: false,
      reason: 'GOOGLE_CLOUD_PROJECT is not set',
    });
    expect(find('transcribe', 'whisper')).toMatchObject({ available: false });
    expect((await env.request('GET', '/engines')).status).toBe(401);
  });
});
