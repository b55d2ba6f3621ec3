import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanResponse } from '@shared/schemas/plans';
import { planOfWorkspace } from '../db/queries/plans';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let people: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  people = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const plan = (user: TestUser, workspaceId = 'demo-university') =>
  env.request('GET', `/workspaces/${workspaceId}/plan`, { token: user.token });
const change = (user: TestUser, planId: unknown, workspaceId = 'demo-university') =>
  env.request('POST', `/workspaces/${workspaceId}/plan/change`, { token: user.token, body: { planId } });

describe('plan', () => {
  it('shows the demo on Starter with this month as the period and the members counted', async () => {
    const res = await plan(people.admin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PlanResponse;
    const now = new Date();
    expect(body).toMatchObject({ planId: 'starter', pendingChange: null, balance: 600 });
    expect(body.periodStart).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString());
    expect(body.periodEnd).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString());
    expect(body.usage.members).toBeGreaterThanOrEqual(4);
  });

  it('records a change for the next period: the plan in force stays until then', async () => {
    const res = await change(people.admin, 'team');
    expect(res.status).toBe(200);
    const body = (await res.json()) as PlanResponse;
    expect(body.planId).toBe('starter');
    expect(body.pendingChange).toMatchObject({
      planId: 'team',
      effectiveAt: body.periodEnd,
      requestedBy: people.admin.uid,
    });

    const nextMonth = new Date(Date.parse(body.periodEnd) + 60_000);
    expect((await planOfWorkspace(env.database.db, 'demo-university', nextMonth)).planId).toBe('team');

    // Asking for the plan in force again withdraws the pending change.
    const back = (await (await change(people.admin, 'starter')).json()) as PlanResponse;
    expect(back.pendingChange).toBeNull();
    expect((await planOfWorkspace(env.database.db, 'demo-university', nextMonth)).planId).toBe('starter');
  });

  it('is for admins only, 404 elsewhere, 400 for an unknown plan', async () => {
    expect((await plan(people.manager)).status).toBe(403);
    expect((await change(people.viewer, 'team')).status).toBe(403);
    expect((await plan(people.outsider)).status).toBe(404);
    const bad = await change(people.admin, 'platinum');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'validation_error' } });
  });
});

describe('credit warning', () => {
  const path = '/workspaces/demo-university/credit/warning';
  it('stores a threshold per workspace that admins set and content-managers read; null removes it', async () => {
    expect(await (await env.request('GET', path, { token: people.manager.token })).json()).toEqual({
      lowBalanceMinutes: null,
    });
    const set = await env.request('PUT', path, { token: people.admin.token, body: { lowBalanceMinutes: 120 } });
    expect(set.status).toBe(200);
    expect(await (await env.request('GET', path, { token: people.manager.token })).json()).toEqual({
      lowBalanceMinutes: 120,
    });
    const other = await env.request('GET', '/workspaces/other-co/credit/warning', { token: people.outsider.token });
    expect(await other.json()).toEqual({ lowBalanceMinutes: null });
    await env.request('PUT', path, { token: people.admin.token, body: { lowBalanceMinutes: null } });
    expect(await (await env.request('GET', path, { token: people.admin.token })).json()).toEqual({
      lowBalanceMinutes: null,
    });
  });

  it('refuses negative or fractional minutes and non-admin writers', async () => {
    for (const lowBalanceMinutes of [-1, 2.5, 'ten'])
      expect((await env.request('PUT', path, { token: people.admin.token, body: { lowBalanceMinutes } })).status).toBe(
        400,
      );
    expect(
      (await env.request('PUT', path, { token: people.manager.token, body: { lowBalanceMinutes: 5 } })).status,
    ).toBe(403);
    expect((await env.request('GET', path, { token: people.editor.token })).status).toBe(403);
  });
});
