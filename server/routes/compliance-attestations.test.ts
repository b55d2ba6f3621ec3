// Attesting that audio description is not needed (issue 29): managers only, another workspace's 404, bad input's
// 400, the criterion turning not_applicable with who and why, and the attestation and its withdrawal as evidence.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceAsset, ComplianceAttestation } from '@shared/schemas/compliance';
import { complianceEvidence } from '../db/schema-compliance';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const FILE = 'gettysburg-address';
let assetId: string;
let path: string;

const call = (method: string, url: string, who: DemoAccount, body?: unknown) =>
  env.request(method, url, { token: demo[who].token, body });
const asset = async () => {
  const res = await call('GET', `/workspaces/${W}/compliance/assets?fileId=${FILE}`, 'viewer');
  return ((await res.json()) as { assets: ComplianceAsset[] }).assets[0]!;
};
const evidence = () =>
  env.database.db
    .select({
      action: complianceEvidence.action,
      actorId: complianceEvidence.actorId,
      criterion: complianceEvidence.criterion,
      statusFrom: complianceEvidence.statusFrom,
      statusTo: complianceEvidence.statusTo,
      details: complianceEvidence.details,
    })
    .from(complianceEvidence)
    .where(eq(complianceEvidence.workspaceId, W))
    .orderBy(asc(complianceEvidence.seq));
const noAd = { criterion: '1.2.5', status: 'not_applicable', reason: 'all_visual_information_spoken' };

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
  assetId = (await asset()).id;
  path = `/workspaces/${W}/compliance/assets/${assetId}/attestations`;
  // A video with sound, so audio description (1.2.3, 1.2.5) applies and fails.
  const declared = await call('PATCH', `/workspaces/${W}/compliance/assets/${assetId}`, 'manager', {
    hasAudio: true,
    hasVideo: true,
  });
  expect(declared.status).toBe(204);
});
afterAll(() => env.close());

describe('attesting that audio description is not needed', () => {
  it('is refused to viewers and editors with 403 and the error shape, and is 404 for another workspace', async () => {
    for (const who of ['viewer', 'editor'] as const) {
      const res = await call('POST', path, who, noAd);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
      expect((await call('DELETE', `${path}/1.2.5`, who)).status).toBe(403);
    }
    const outsider = await call('POST', path, 'outsider', noAd);
    expect(outsider.status).toBe(404);
    expect(((await outsider.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await call('DELETE', `${path}/1.2.5`, 'outsider')).status).toBe(404);
    expect((await call('POST', `/workspaces/${W}/compliance/assets/nope/attestations`, 'manager', noAd)).status).toBe(
      404,
    );
    expect((await asset()).criteria['1.2.5']?.status).toBe('not_met');
  });

  it('refuses bad input with 400 validation_error naming the field', async () => {
    const bad = [
      { ...noAd, criterion: '1.2.2' },
      { ...noAd, status: 'met' },
      { ...noAd, reason: 'too expensive' },
      { criterion: '1.2.5', status: 'not_applicable' },
      { ...noAd, note: 'extra' },
    ];
    for (const body of bad) {
      const res = await call('POST', path, 'manager', body);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; details: unknown } };
      expect(error.code).toBe('validation_error');
      expect(error.details).toBeDefined();
    }
    expect((await call('DELETE', `${path}/1.2.2`, 'manager')).status).toBe(400);
  });

  it('turns 1.2.3 and 1.2.5 not applicable with who and why, logged in the chain (content manager)', async () => {
    const before = (await evidence()).length;
    const res = await call('POST', path, 'manager', noAd);
    expect(res.status).toBe(201);
    const { attestation } = (await res.json()) as { attestation: ComplianceAttestation };
    expect(attestation).toMatchObject({
      assetId,
      criterion: '1.2.5',
      reason: 'all_visual_information_spoken',
      by: { type: 'user', id: demo.manager.uid, name: expect.any(String) },
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const judged = await asset();
    for (const c of ['1.2.3', '1.2.5'] as const) {
      expect(judged.criteria[c]?.status).toBe('not_applicable');
      expect(judged.criteria[c]?.evidence[0]).toMatchObject({ type: 'attestation', reason: noAd.reason });
    }
    const added = (await evidence()).slice(before);
    expect(added.map((e) => [e.action, e.criterion, e.statusFrom, e.statusTo])).toEqual(
      expect.arrayContaining([
        ['attestation_recorded', '1.2.3', 'not_met', 'not_applicable'],
        ['attestation_recorded', '1.2.5', 'not_met', 'not_applicable'],
      ]),
    );
    expect(added.every((e) => e.actorId === demo.manager.uid)).toBe(true);
    expect(added[0]?.details).toMatchObject({ reason: noAd.reason });
    const verify = await call('GET', `/workspaces/${W}/compliance/evidence/verify`, 'viewer');
    expect(await verify.json()).toMatchObject({ valid: true });
  });

  it('is withdrawn by an admin: judged from the media again, and the withdrawal is evidence too', async () => {
    const before = (await evidence()).length;
    expect((await call('DELETE', `${path}/1.2.5`, 'admin')).status).toBe(204);
    expect((await asset()).criteria['1.2.5']?.status).toBe('not_met');
    const added = (await evidence()).slice(before);
    expect(added.map((e) => [e.action, e.criterion, e.statusTo])).toContainEqual([
      'attestation_withdrawn',
      '1.2.5',
      'not_met',
    ]);
    expect(added.every((e) => e.actorId === demo.admin.uid)).toBe(true);
    expect((await call('DELETE', `${path}/1.2.5`, 'admin')).status).toBe(404);
  });
});
