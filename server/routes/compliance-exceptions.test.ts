// An admin's exception for an asset (issue 29): admins only, another workspace's 404, bad input's 400, the asset
// counted exempt rather than failing, and the exception and its removal as evidence.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceAsset, ComplianceException, ComplianceSummary } from '@shared/schemas/compliance';
import { complianceEvidence } from '../db/schema-compliance';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const FILE = 'gettysburg-address';
let path: string;

const call = (method: string, url: string, who: DemoAccount, body?: unknown) =>
  env.request(method, url, { token: demo[who].token, body });
const asset = async () => {
  const res = await call('GET', `/workspaces/${W}/compliance/assets?fileId=${FILE}`, 'viewer');
  return ((await res.json()) as { assets: ComplianceAsset[] }).assets[0]!;
};
const totals = async () =>
  ((await (await call('GET', `/workspaces/${W}/compliance`, 'viewer')).json()) as ComplianceSummary).totals;
const evidence = () =>
  env.database.db
    .select({
      action: complianceEvidence.action,
      actorId: complianceEvidence.actorId,
      details: complianceEvidence.details,
    })
    .from(complianceEvidence)
    .where(eq(complianceEvidence.workspaceId, W))
    .orderBy(asc(complianceEvidence.seq));
const thirdParty = { type: 'third_party', note: 'A guest lecturer’s recording on their own channel' };
const allTests = {
  createdBeforeComplianceDate: true,
  keptOnlyForReference: true,
  unalteredSinceArchived: true,
  inArchiveArea: true,
};

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
  const { id } = await asset();
  path = `/workspaces/${W}/compliance/assets/${id}/exception`;
  // A video with sound and no audio description: it fails the target.
  expect(
    (await call('PATCH', `/workspaces/${W}/compliance/assets/${id}`, 'manager', { hasAudio: true, hasVideo: true }))
      .status,
  ).toBe(204);
});
afterAll(() => env.close());

describe('exceptions', () => {
  it('are refused to content managers, editors and viewers (403) and 404 for another workspace', async () => {
    for (const who of ['manager', 'editor', 'viewer'] as const) {
      const res = await call('PUT', path, who, thirdParty);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
      expect((await call('DELETE', path, who)).status).toBe(403);
    }
    expect((await call('PUT', path, 'outsider', thirdParty)).status).toBe(404);
    expect((await call('DELETE', path, 'outsider')).status).toBe(404);
    expect((await call('PUT', `/workspaces/${W}/compliance/assets/nope/exception`, 'admin', thirdParty)).status).toBe(
      404,
    );
    expect((await asset()).exception).toBeNull();
  });

  it('refuse bad input with 400 validation_error', async () => {
    const bad = [
      { ...thirdParty, type: 'too_old' },
      { ...thirdParty, note: '   ' },
      { ...thirdParty, note: 'x'.repeat(1001) },
      { ...thirdParty, archiveTests: allTests },
      { type: 'archived', note: 'Old lecture', archiveTests: { ...allTests, inArchiveArea: false } },
      { type: 'archived', note: 'Old lecture' },
      { ...thirdParty, extra: 1 },
    ];
    for (const body of bad) {
      const res = await call('PUT', path, 'admin', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    }
  });

  it('take the asset out of the failing count into the exempt one, with who and why, logged in the chain', async () => {
    const before = await totals();
    const logged = (await evidence()).length;
    const res = await call('PUT', path, 'admin', { type: 'archived', note: 'Old lecture', archiveTests: allTests });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { exception: ComplianceException }).exception).toMatchObject({
      type: 'archived',
      note: 'Old lecture',
      archiveTests: allTests,
      by: { type: 'user', id: demo.admin.uid },
    });
    const judged = await asset();
    expect(judged).toMatchObject({ conforms: false, exception: { type: 'archived', note: 'Old lecture' } });
    expect(judged.criteria['1.2.5']?.status).toBe('not_met');
    const after = await totals();
    expect(after.failing).toBe(before.failing - 1);
    expect(after.exempt).toBe(before.exempt + 1);
    expect(after.conforming).toBe(before.conforming);
    const added = (await evidence()).slice(logged);
    expect(added).toEqual([
      expect.objectContaining({
        action: 'exception_recorded',
        actorId: demo.admin.uid,
        details: expect.objectContaining({ exception: 'archived', note: 'Old lecture' }),
      }),
    ]);
  });

  it('are removed by an admin: the asset fails again, and the removal is evidence', async () => {
    const before = await totals();
    expect((await call('DELETE', path, 'admin')).status).toBe(204);
    expect((await asset()).exception).toBeNull();
    expect((await totals()).failing).toBe(before.failing + 1);
    expect((await evidence()).at(-1)).toMatchObject({ action: 'exception_removed', actorId: demo.admin.uid });
    expect((await call('DELETE', path, 'admin')).status).toBe(404);
    const verify = await call('GET', `/workspaces/${W}/compliance/evidence/verify`, 'viewer');
    expect(await verify.json()).toMatchObject({ valid: true });
  });
});
