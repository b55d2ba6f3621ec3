// The workspace's WCAG target (issue 29): admins only, 404 for another workspace, 400 for a level that is not one,
// every asset judged against the new target, and the change as one evidence entry.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceAsset, ComplianceSummary } from '@shared/schemas/compliance';
import { complianceEvidence } from '../db/schema-compliance';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const SETTINGS = `/workspaces/${W}/compliance/settings`;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const call = (method: string, url: string, who: DemoAccount, body?: unknown) =>
  env.request(method, url, { token: demo[who].token, body });
const summary = async () =>
  (await (await call('GET', `/workspaces/${W}/compliance`, 'viewer')).json()) as ComplianceSummary;
const targetEntries = () =>
  env.database.db
    .select({ actorId: complianceEvidence.actorId, details: complianceEvidence.details })
    .from(complianceEvidence)
    .where(eq(complianceEvidence.action, 'target_changed'))
    .orderBy(asc(complianceEvidence.seq));

describe('the workspace target', () => {
  it('is set by admins only: 403 with the error shape for others, 404 for another workspace, 400 for bad input', async () => {
    for (const who of ['manager', 'editor', 'viewer'] as const) {
      const res = await call('PATCH', SETTINGS, who, { target: 'AAA' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    expect((await call('PATCH', SETTINGS, 'outsider', { target: 'AAA' })).status).toBe(404);
    for (const bad of [{ target: 'AAAA' }, {}, { target: 'A', other: 1 }]) {
      const res = await call('PATCH', SETTINGS, 'admin', bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    }
    expect((await summary()).target).toBe('AA');
  });

  it('judges every asset against the new target and logs the change once', async () => {
    const res = await call('PATCH', SETTINGS, 'admin', { target: 'AAA' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ target: 'AAA' });
    expect((await summary()).target).toBe('AAA');
    const { assets } = (await (await call('GET', `/workspaces/${W}/compliance/assets`, 'viewer')).json()) as {
      assets: ComplianceAsset[];
    };
    expect(assets.every((a) => a.criteria['1.2.8'] !== undefined)).toBe(true);
    expect(await targetEntries()).toEqual([
      { actorId: demo.admin.uid, details: expect.objectContaining({ from: 'AA', to: 'AAA' }) },
    ]);

    expect((await call('PATCH', SETTINGS, 'admin', { target: 'AAA' })).status).toBe(200);
    expect(await targetEntries()).toHaveLength(1);

    expect((await call('PATCH', SETTINGS, 'admin', { target: 'A' })).status).toBe(200);
    const levelA = (await (await call('GET', `/workspaces/${W}/compliance/assets`, 'viewer')).json()) as {
      assets: ComplianceAsset[];
    };
    expect(levelA.assets.every((a) => a.criteria['1.2.5'] === undefined)).toBe(true);
    const verify = await call('GET', `/workspaces/${W}/compliance/evidence/verify`, 'viewer');
    expect(await verify.json()).toMatchObject({ valid: true });
  });
});
