// Bulk actions on the ledger (issue 29): each action done per asset with a result per asset, a failing asset
// leaving the others done, every role's access, another workspace's 404, bad bodies' 400, evidence per asset.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@shared/schemas/assignments';
import type { ComplianceAsset } from '@shared/schemas/compliance';
import type { BulkComplianceResponse } from '@shared/schemas/compliance-bulk';
import { complianceAssets, complianceEvidence } from '../db/schema-compliance';
import { jobs } from '../db/schema-jobs';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const PATH = `/workspaces/${W}/compliance/bulk`;
let assets: ComplianceAsset[];
let ids: string[];

const call = (method: string, url: string, who: DemoAccount, body?: unknown) =>
  env.request(method, url, { token: demo[who].token, body });
const bulk = (who: DemoAccount, body: unknown) => call('POST', PATH, who, body);
const resultsOf = async (res: Response) => ((await res.json()) as BulkComplianceResponse).results;
const evidenceOf = (action: 'attestation_recorded' | 'exception_recorded') =>
  env.database.db
    .select({ assetId: complianceEvidence.assetId, actorId: complianceEvidence.actorId })
    .from(complianceEvidence)
    .where(
      and(
        eq(complianceEvidence.workspaceId, W),
        eq(complianceEvidence.action, action),
        inArray(complianceEvidence.assetId, ids),
      ),
    );

const attest = { action: 'attest', criterion: '1.2.3', reason: 'no_meaningful_visuals' };
const exception = { action: 'exception', type: 'third_party', note: 'Guest recordings on their own channels' };
const assign = () => ({ action: 'assign', assigneeId: demo.editor.uid, type: 'review_corrections' });

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
  const res = await call('GET', `/workspaces/${W}/compliance/assets?limit=3`, 'viewer');
  assets = ((await res.json()) as { assets: ComplianceAsset[] }).assets;
  ids = assets.map((a) => a.id);
  expect(ids).toHaveLength(3);
});
afterAll(() => env.close());

describe('bulk compliance actions', () => {
  it('refuses roles the action is not theirs with 403, and another workspace with 404', async () => {
    for (const who of ['viewer', 'editor'] as const) {
      expect((await bulk(who, { ...attest, assetIds: ids })).status).toBe(403);
      expect((await bulk(who, { ...exception, assetIds: ids })).status).toBe(403);
    }
    expect((await bulk('manager', { ...exception, assetIds: ids })).status).toBe(403);
    expect((await bulk('viewer', { ...assign(), assetIds: ids })).status).toBe(403);
    const outsider = await bulk('outsider', { ...attest, assetIds: ids });
    expect(outsider.status).toBe(404);
    expect(((await outsider.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect(await evidenceOf('attestation_recorded')).toEqual([]);
  });

  it('refuses bad bodies with 400 validation_error', async () => {
    const bad = [
      { ...attest },
      { ...attest, assetIds: [] },
      { ...attest, assetIds: Array.from({ length: 501 }, (_, i) => `a${i}`) },
      { ...attest, assetIds: ids, criterion: '1.2.2' },
      { ...attest, assetIds: ids, extra: true },
      { action: 'delete', assetIds: ids },
      { ...exception, assetIds: ids, note: '' },
      { ...exception, assetIds: ids, type: 'archived' },
      { ...assign(), assetIds: ids, type: 'custom' },
      { ...assign(), assetIds: ids, dueDate: 'tomorrow' },
    ];
    for (const body of bad) {
      const res = await bulk('admin', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    }
  });

  it('attests every asset (content manager), one evidence entry or more per asset, an unknown id failing alone', async () => {
    const res = await bulk('manager', { ...attest, assetIds: [ids[0], 'no-such-asset', ids[1], ids[2]] });
    expect(res.status).toBe(200);
    expect(await resultsOf(res)).toEqual([
      { assetId: ids[0], ok: true },
      { assetId: 'no-such-asset', ok: false, code: 'not_found', message: expect.any(String) },
      { assetId: ids[1], ok: true },
      { assetId: ids[2], ok: true },
    ]);
    const logged = await evidenceOf('attestation_recorded');
    expect(new Set(logged.map((e) => e.assetId))).toEqual(new Set(ids));
    expect(logged.every((e) => e.actorId === demo.manager.uid)).toBe(true);
    const verify = await call('GET', `/workspaces/${W}/compliance/evidence/verify`, 'viewer');
    expect(await verify.json()).toMatchObject({ valid: true });
  });

  it('records an exception for every asset (admin), exempting each', async () => {
    const res = await bulk('admin', { ...exception, assetIds: [...ids, 'no-such-asset'] });
    expect(res.status).toBe(200);
    const results = await resultsOf(res);
    expect(results.filter((r) => r.ok).map((r) => r.assetId)).toEqual(ids);
    expect(results.at(-1)).toMatchObject({ assetId: 'no-such-asset', ok: false, code: 'not_found' });
    const logged = await evidenceOf('exception_recorded');
    expect(new Set(logged.map((e) => e.assetId))).toEqual(new Set(ids));
    const listed = await call('GET', `/workspaces/${W}/compliance/assets?exception=third_party&limit=100`, 'viewer');
    const exempt = ((await listed.json()) as { assets: ComplianceAsset[] }).assets.map((a) => a.id);
    expect(exempt).toEqual(expect.arrayContaining(ids));
  });

  it("assigns a review of each asset's library file to a member with a due date (editor may, as for one file)", async () => {
    const dueDate = Date.UTC(2027, 0, 15);
    const res = await bulk('editor', { ...assign(), assetIds: [...ids, 'no-such-asset'], dueDate });
    expect(res.status).toBe(200);
    const results = await resultsOf(res);
    expect(results.slice(0, 3)).toEqual(ids.map((assetId) => ({ assetId, ok: true })));
    expect(results[3]).toMatchObject({ ok: false, code: 'not_found' });
    for (const asset of assets) {
      const listed = await call('GET', `/assignments?workspaceId=${W}&fileId=${asset.fileId}`, 'admin');
      const { assignments } = (await listed.json()) as { assignments: Assignment[] };
      expect(assignments).toContainEqual(
        expect.objectContaining({
          type: 'review_corrections',
          dueDate,
          title: `Review corrections: ${asset.title}`,
          assignees: [demo.editor.uid],
        }),
      );
    }
  });

  it('fails an asset that is no library file for assign, the others still assigned', async () => {
    // A platform asset whose imported file was deleted keeps its row, unlinked.
    await env.database.db
      .insert(complianceAssets)
      .values({ id: 'platform-only', workspaceId: W, source: 'youtube', platformItemId: 'yt-1', title: 'On YouTube' });
    const res = await bulk('admin', { ...assign(), assetIds: ['platform-only', ids[0]] });
    expect(await resultsOf(res)).toEqual([
      { assetId: 'platform-only', ok: false, code: 'no_file', message: expect.any(String) },
      { assetId: ids[0], ok: true },
    ]);
  });

  it('fails each asset, not the call, when the assignee is not a member', async () => {
    const res = await bulk('admin', { ...assign(), assigneeId: demo.outsider.uid, assetIds: ids.slice(0, 2) });
    expect(res.status).toBe(200);
    expect(await resultsOf(res)).toEqual(
      ids.slice(0, 2).map((assetId) => ({ assetId, ok: false, code: 'not_member', message: expect.any(String) })),
    );
  });

  it('orders machine transcription of each library file, paid in minutes; a repeat is a conflict per asset', async () => {
    expect((await bulk('editor', { action: 'transcribe', language: 'en-US', assetIds: ids })).status).toBe(403);
    const missing = await bulk('manager', { action: 'transcribe', assetIds: ids });
    expect(missing.status).toBe(400);
    const balance = async () =>
      ((await (await call('GET', `/workspaces/${W}/credit`, 'manager')).json()) as { balance: number }).balance;
    const before = await balance();
    const minutes = assets.reduce((sum, a) => sum + Math.max(1, Math.ceil((a.durationMs ?? 0) / 60_000)), 0);

    const res = await bulk('manager', { action: 'transcribe', language: 'en-US', assetIds: [...ids, 'platform-only'] });
    expect(res.status).toBe(200);
    expect(await resultsOf(res)).toEqual([
      ...ids.map((assetId) => ({ assetId, ok: true })),
      { assetId: 'platform-only', ok: false, code: 'no_file', message: expect.any(String) },
    ]);
    expect(await balance()).toBe(before - minutes);
    const fileIds = assets.map((a) => a.fileId);
    const queued = await env.database.db
      .select({ fileId: jobs.fileId, kind: jobs.kind })
      .from(jobs)
      .where(and(eq(jobs.workspaceId, W), eq(jobs.kind, 'transcribe'), inArray(jobs.fileId, fileIds as string[])));
    expect(queued.map((j) => j.fileId).sort()).toEqual([...fileIds].sort());

    // Still queued: ordering again refuses each asset and spends nothing.
    const again = await resultsOf(await bulk('admin', { action: 'transcribe', language: 'en-US', assetIds: ids }));
    expect(again).toEqual(
      ids.map((assetId) => ({ assetId, ok: false, code: 'conflict', message: expect.any(String) })),
    );
    expect(await balance()).toBe(before - minutes);
  });
});
