// The JSON report for auditors (issue 29): every member reads it, another workspace gets 404; it carries the
// target, totals, each asset, exceptions, attestations and the evidence chain's head and verification, dated, and
// matches the JSON Schema served beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceReportSchema, type ComplianceAsset, type ComplianceReport } from '@shared/schemas/compliance';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const REPORT = `/workspaces/${W}/compliance/report.json`;

const call = (method: string, url: string, who: DemoAccount, body?: unknown) =>
  env.request(method, url, { token: demo[who].token, body });

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
  const listed = await call('GET', `/workspaces/${W}/compliance/assets`, 'viewer');
  const [first, second] = ((await listed.json()) as { assets: ComplianceAsset[] }).assets;
  const asset = (id: string) => `/workspaces/${W}/compliance/assets/${id}`;
  expect((await call('PATCH', asset(first!.id), 'manager', { hasAudio: true, hasVideo: true })).status).toBe(204);
  const attested = await call('POST', `${asset(first!.id)}/attestations`, 'manager', {
    criterion: '1.2.5',
    status: 'not_applicable',
    reason: 'no_meaningful_visuals',
  });
  expect(attested.status).toBe(201);
  const excepted = await call('PUT', `${asset(second!.id)}/exception`, 'admin', { type: 'third_party', note: 'Guest' });
  expect(excepted.status).toBe(200);
});
afterAll(() => env.close());

describe('the JSON report', () => {
  it('is read by every member, 404 for another workspace, 401 without a token', async () => {
    for (const who of ['admin', 'manager', 'editor', 'viewer'] as const) {
      expect((await call('GET', REPORT, who)).status).toBe(200);
    }
    const outsider = await call('GET', REPORT, 'outsider');
    expect(outsider.status).toBe(404);
    expect(((await outsider.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await env.request('GET', REPORT)).status).toBe(401);
  });

  it('carries the target, totals, assets, exceptions, attestations and the verified chain head, dated', async () => {
    const res = await call('GET', REPORT, 'viewer');
    const day = /attachment; filename="compliance-demo-university-(\d{4}-\d\d-\d\d)\.json"/.exec(
      res.headers.get('Content-Disposition') ?? '',
    )?.[1];
    const report = (await res.json()) as ComplianceReport;
    expect(() => complianceReportSchema.parse(report)).not.toThrow();
    expect(report).toMatchObject({
      workspaceId: W,
      target: 'AA',
      criteria: ['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5'],
      evidence: { valid: true, head: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(report.generatedAt.slice(0, 10)).toBe(day);
    expect(report.assets).toHaveLength(report.totals.assets);
    expect(report.totals.exempt).toBeGreaterThanOrEqual(0);
    expect(report.exceptions).toEqual([expect.objectContaining({ type: 'third_party', note: 'Guest' })]);
    expect(report.attestations).toEqual([
      expect.objectContaining({
        criterion: '1.2.5',
        reason: 'no_meaningful_visuals',
        by: expect.objectContaining({ id: demo.manager.uid }),
      }),
    ]);
    const verify = await (await call('GET', `/workspaces/${W}/compliance/evidence/verify`, 'viewer')).json();
    expect(report.evidence).toEqual(verify);
  });

  it('has its JSON Schema served to anyone, naming every top-level field', async () => {
    const res = await env.request('GET', '/compliance/report.schema.json');
    expect(res.status).toBe(200);
    const schema = (await res.json()) as { type: string; required: string[]; properties: Record<string, unknown> };
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(
      expect.arrayContaining(['generatedAt', 'target', 'totals', 'evidence', 'exceptions', 'attestations', 'assets']),
    );
  });
});
