// Bulk orders from the ledger (issue 29, "Bulk actions from any filtered selection"): machine translation of each
// asset's captions, human captions from Rev (a fake that speaks Rev's API), and audio description work assigned
// to a person; each with a result per asset, roles and the API key's jobs scope.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@shared/schemas/assignments';
import type { ComplianceAsset } from '@shared/schemas/compliance';
import type { BulkComplianceResponse } from '@shared/schemas/compliance-bulk';
import { tracks } from '../db/schema';
import { jobs } from '../db/schema-jobs';
import { type FakeRev, startFakeRev } from '../platforms/testing/fake-rev';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fake: FakeRev;
const W = 'demo-university';
const PATH = `/workspaces/${W}/compliance/bulk`;
let assets: ComplianceAsset[];
let ids: string[];

const call = (method: string, url: string, who: DemoAccount, body?: unknown) =>
  env.request(method, url, { token: demo[who].token, body });
const bulk = (who: DemoAccount, body: unknown) => call('POST', PATH, who, body);
const resultsOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as BulkComplianceResponse).results;
};

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
  const res = await call('GET', `/workspaces/${W}/compliance/assets?source=library&limit=4`, 'viewer');
  assets = ((await res.json()) as { assets: ComplianceAsset[] }).assets;
  ids = assets.map((a) => a.id);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  fake = await startFakeRev();
  process.env.REV_API_BASE_URL = `${fake.baseUrl}/api/v1/`;
});
afterAll(async () => {
  delete process.env.REV_API_BASE_URL;
  await fake?.close();
  await env?.close();
});

describe('bulk translation', () => {
  it("translates each file's captions, a person's track first; a file without captions fails alone", async () => {
    expect((await bulk('editor', { action: 'translate', targetLanguage: 'es', assetIds: ids })).status).toBe(403);
    expect((await bulk('manager', { action: 'translate', assetIds: ids })).status).toBe(400);
    // One file loses its captions, so it has nothing to translate.
    const [bare, ...captioned] = assets;
    await env.database.db
      .update(tracks)
      .set({ kind: 'subtitles' })
      .where(and(eq(tracks.fileId, bare!.fileId!), eq(tracks.kind, 'captions')));

    const results = await resultsOf(
      await bulk('manager', { action: 'translate', targetLanguage: 'es', assetIds: ids }),
    );
    expect(results[0]).toEqual({ assetId: bare!.id, ok: false, code: 'no_captions', message: expect.any(String) });
    expect(results.slice(1)).toEqual(captioned.map((a) => ({ assetId: a.id, ok: true })));

    const queued = await env.database.db
      .select({ fileId: jobs.fileId, input: jobs.input })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'translate'),
          inArray(
            jobs.fileId,
            captioned.map((a) => a.fileId!),
          ),
        ),
      );
    expect(queued.map((j) => j.fileId).sort()).toEqual(captioned.map((a) => a.fileId).sort());
    for (const job of queued) {
      const [source] = await env.database.db
        .select({ fileId: tracks.fileId, kind: tracks.kind })
        .from(tracks)
        .where(eq(tracks.id, job.input.trackId as string));
      expect(source).toEqual({ fileId: job.fileId, kind: 'captions' });
      expect(job.input).toMatchObject({ targetLanguage: 'es' });
    }
  });
});

describe('bulk human captions from Rev', () => {
  it('says per asset that Rev is not connected, until it is', async () => {
    const results = await resultsOf(await bulk('manager', { action: 'order_human', assetIds: ids.slice(0, 1) }));
    expect(results).toEqual([{ assetId: ids[0], ok: false, code: 'conflict', message: expect.stringMatching(/Rev/) }]);
    expect(fake.orders).toHaveLength(0);
  });

  it('orders human captions of each library file with the comment; an open order is a conflict per asset', async () => {
    const connected = await call('PUT', `/workspaces/${W}/integrations/rev`, 'admin', {
      credentials: { clientApiKey: fake.clientApiKey, userApiKey: fake.userApiKey },
    });
    expect(connected.status).toBe(200);
    expect((await bulk('editor', { action: 'order_human', assetIds: ids })).status).toBe(403);
    const body = { action: 'order_human', comment: 'Speakers: Dr Ada Lovelace', assetIds: [...ids, 'no-such-asset'] };
    expect(await resultsOf(await bulk('manager', body))).toEqual([
      ...ids.map((assetId) => ({ assetId, ok: true })),
      { assetId: 'no-such-asset', ok: false, code: 'not_found', message: 'Asset not found' },
    ]);
    expect(fake.orders).toHaveLength(ids.length);
    expect(fake.orders.every((o) => o.comment === 'Speakers: Dr Ada Lovelace')).toBe(true);

    const again = await resultsOf(await bulk('admin', { action: 'order_human', assetIds: ids }));
    expect(again).toEqual(
      ids.map((assetId) => ({ assetId, ok: false, code: 'conflict', message: expect.any(String) })),
    );
    expect(fake.orders).toHaveLength(ids.length);
  });

  it('asks an API key for the jobs scope before ordering from Rev', async () => {
    const res = await call('POST', `/workspaces/${W}/api-keys`, 'admin', { name: 'bulk rev', scopes: ['write'] });
    const { secret } = (await res.json()) as { secret: string };
    const refused = await env.request('POST', PATH, { token: secret, body: { action: 'order_human', assetIds: ids } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'insufficient_scope', details: { scope: 'jobs' } } });
  });
});

describe('bulk audio description work', () => {
  it('assigns creating audio description for each file to a member, titled so', async () => {
    const body = { action: 'assign', type: 'create_audio_description', assigneeId: demo.editor.uid, assetIds: ids };
    expect(await resultsOf(await bulk('manager', body))).toEqual(ids.map((assetId) => ({ assetId, ok: true })));
    const res = await call('GET', `/workspaces/${W}/assignments?limit=100`, 'manager');
    const { assignments } = (await res.json()) as { assignments: Assignment[] };
    const made = assignments.filter((a) => a.type === 'create_audio_description' && a.title.startsWith('Create audio'));
    expect(made.map((a) => a.fileId).sort()).toEqual(assets.map((a) => a.fileId).sort());
    expect(made[0]!.title).toBe(`Create audio description: ${assets.find((a) => a.fileId === made[0]!.fileId)!.title}`);
  });
});
