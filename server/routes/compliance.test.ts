// The compliance ledger's API (issue 29): every role, another workspace's 404, a machine track reviewed by a
// person turning 1.2.2 met, the evidence chain and its tamper detection, the CSV report.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceAsset, ComplianceSummary, TrackReview } from '@shared/schemas/compliance';
import { complianceEvidence } from '../db/schema-compliance';
import { MACHINE_DEMO_TRACK } from '../seed/demo-data';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const FILE = 'fdr-first-inaugural';
const REVIEW = `/workspaces/${W}/tracks/${MACHINE_DEMO_TRACK}/review`;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const call = (method: string, path: string, who: DemoAccount, body?: unknown) =>
  env.request(method, path, { token: demo[who].token, body });
const assetOfFile = async (fileId = FILE) => {
  const res = await call('GET', `/workspaces/${W}/compliance/assets?fileId=${fileId}`, 'viewer');
  expect(res.status).toBe(200);
  return ((await res.json()) as { assets: ComplianceAsset[] }).assets[0]!;
};
const actions = async () =>
  (
    await env.database.db
      .select({ action: complianceEvidence.action, trackId: complianceEvidence.trackId })
      .from(complianceEvidence)
      .where(eq(complianceEvidence.workspaceId, W))
      .orderBy(asc(complianceEvidence.seq))
  ).map((e) => e.action);

describe('the compliance summary and assets', () => {
  it('are read by every member, 404 for another workspace and 401 without a token', async () => {
    for (const who of ['admin', 'manager', 'editor', 'viewer'] as const) {
      expect((await call('GET', `/workspaces/${W}/compliance`, who)).status).toBe(200);
      expect((await call('GET', `/workspaces/${W}/compliance/assets`, who)).status).toBe(200);
    }
    expect((await call('GET', `/workspaces/${W}/compliance`, 'outsider')).status).toBe(404);
    expect((await call('GET', `/workspaces/${W}/compliance/assets`, 'outsider')).status).toBe(404);
    expect((await env.request('GET', `/workspaces/${W}/compliance`)).status).toBe(401);
  });

  it('counts every library file as an asset against the AA target, the unreviewed machine track needing review', async () => {
    const summary = (await (await call('GET', `/workspaces/${W}/compliance`, 'viewer')).json()) as ComplianceSummary;
    expect(summary.target).toBe('AA');
    expect(summary.totals.assets).toBe(4);
    expect(summary.totals.byStatus.needs_review).toBe(1);
    expect(summary.totals.byLevel).toEqual({ A: 3, AA: 3 });
    const asset = await assetOfFile();
    expect(asset).toMatchObject({ source: 'library', title: expect.any(String), hasAudio: true, hasVideo: false });
    expect(asset.criteria['1.2.1']?.status).toBe('needs_review');
    expect(asset.criteria['1.2.2']?.status).toBe('not_applicable');
    expect(asset.criteria['1.2.4']?.status).toBe('not_applicable');
    expect(asset.criteria['1.2.6']).toBeUndefined();
    expect(asset.conforms).toBe(false);
  });

  it('filters by status, criterion and title, and refuses bad filters with 400', async () => {
    const list = async (query: string) =>
      (
        (await (await call('GET', `/workspaces/${W}/compliance/assets?${query}`, 'viewer')).json()) as {
          assets: ComplianceAsset[];
        }
      ).assets.map((a) => a.fileId);
    expect(await list('status=needs_review')).toEqual([FILE]);
    expect(await list('criterion=1.2.1')).toEqual([FILE]);
    expect(await list('q=gettysburg')).toEqual(['gettysburg-address']);
    const first = (await (await call('GET', `/workspaces/${W}/compliance/assets?limit=2`, 'viewer')).json()) as {
      assets: ComplianceAsset[];
      nextCursor: string;
    };
    const rest = (await (
      await call('GET', `/workspaces/${W}/compliance/assets?limit=2&cursor=${first.nextCursor}`, 'viewer')
    ).json()) as { assets: ComplianceAsset[] };
    expect(new Set([...first.assets, ...rest.assets].map((a) => a.id)).size).toBe(4);
    for (const bad of ['status=fine', 'criterion=9.9.9', 'limit=0', 'cursor=nonsense']) {
      const res = await call('GET', `/workspaces/${W}/compliance/assets?${bad}`, 'viewer');
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    }
  });
});

describe('declaring what the media is', () => {
  it('is for managers; a video with sound needs captions (1.2.2), which the machine track only half answers', async () => {
    const { id } = await assetOfFile();
    const path = `/workspaces/${W}/compliance/assets/${id}`;
    const video = { hasAudio: true, hasVideo: true };
    expect((await call('PATCH', path, 'editor', video)).status).toBe(403);
    expect((await call('PATCH', path, 'outsider', video)).status).toBe(404);
    expect((await call('PATCH', path, 'manager', {})).status).toBe(400);
    expect((await call('PATCH', `/workspaces/${W}/compliance/assets/nope`, 'manager', video)).status).toBe(404);
    expect((await call('PATCH', path, 'manager', video)).status).toBe(204);
    const asset = await assetOfFile();
    expect(asset.criteria['1.2.2']?.status).toBe('needs_review');
    expect(asset.criteria['1.2.2']?.evidence).toContainEqual(
      expect.objectContaining({ type: 'track', trackId: MACHINE_DEMO_TRACK, origin: 'machine', counts: false }),
    );
    expect(asset.criteria['1.2.5']?.status).toBe('not_met');
  });
});

describe('marking a track reviewed', () => {
  it('is refused to viewers (403) and hidden from other workspaces (404)', async () => {
    expect((await call('POST', REVIEW, 'viewer', { reviewed: true })).status).toBe(403);
    expect((await call('POST', REVIEW, 'outsider', { reviewed: true })).status).toBe(404);
    expect((await call('GET', REVIEW, 'outsider')).status).toBe(404);
    expect((await call('POST', `/workspaces/${W}/tracks/nope/review`, 'editor', { reviewed: true })).status).toBe(404);
    expect((await call('POST', REVIEW, 'editor', { reviewed: 'yes' })).status).toBe(400);
    expect((await call('POST', REVIEW, 'editor', { reviewed: true, version: 99 })).status).toBe(409);
    expect(((await (await call('GET', REVIEW, 'viewer')).json()) as { review: TrackReview }).review.reviewed).toBe(
      null,
    );
  });

  it('records who and when, turns 1.2.2 met, and stays reviewed after an edit (the versions tell)', async () => {
    const before = ((await (await call('GET', REVIEW, 'viewer')).json()) as { review: TrackReview }).review;
    const res = await call('POST', REVIEW, 'editor', { reviewed: true, version: before.version });
    expect(res.status).toBe(200);
    const { review } = (await res.json()) as { review: TrackReview };
    expect(review).toMatchObject({
      origin: 'machine',
      version: before.version,
      reviewed: {
        version: before.version,
        by: { id: demo.editor.uid },
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect((await assetOfFile()).criteria['1.2.2']?.status).toBe('met');

    const cues = `/files/${FILE}/tracks/${MACHINE_DEMO_TRACK}/cues?workspaceId=${W}`;
    const current = ((await (await call('GET', cues, 'editor')).json()) as { cues: object[] }).cues;
    expect((await call('PUT', cues, 'editor', { cues: current.slice(1) })).status).toBe(200);
    const after = ((await (await call('GET', REVIEW, 'viewer')).json()) as { review: TrackReview }).review;
    expect(after.version).toBe(before.version + 1);
    expect(after.reviewed?.version).toBe(before.version);
    const asset = await assetOfFile();
    expect(asset.criteria['1.2.2']?.status).toBe('met');
    expect(asset.criteria['1.2.2']?.evidence.find((e) => e.type === 'track')?.summary).toMatch(
      new RegExp(`reviewed by .* version ${before.version}; now version ${before.version + 1}`),
    );
    expect(await actions()).toContain('track_reviewed');
  });
});

describe('the evidence chain', () => {
  it('logs track and file changes, verifies, and is append-only', async () => {
    const created = await call('POST', `/files/gettysburg-address/tracks?workspaceId=${W}`, 'manager', {
      language: 'fr',
      kind: 'subtitles',
      label: 'Français',
    });
    const trackId = ((await created.json()) as { track: { id: string } }).track.id;
    expect(
      (await call('DELETE', `/files/gettysburg-address/tracks/${trackId}?workspaceId=${W}`, 'manager')).status,
    ).toBe(204);
    expect((await call('DELETE', `/files/apollo-11-eagle-has-landed?workspaceId=${W}`, 'manager')).status).toBe(204);
    expect(await actions()).toEqual(expect.arrayContaining(['track_added', 'track_deleted', 'asset_removed']));

    for (const who of ['viewer', 'editor', 'manager', 'admin'] as const) {
      const res = await call('GET', `/workspaces/${W}/compliance/evidence/verify`, who);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ valid: true, entries: expect.any(Number), head: expect.any(String) });
    }
    expect((await call('GET', `/workspaces/${W}/compliance/evidence/verify`, 'outsider')).status).toBe(404);
    await expect(
      env.database.db.execute(sql`update compliance_evidence set actor_name = 'someone else' where seq = 1`),
    ).rejects.toThrow();
  });

  it('names the first entry edited or deleted behind its back', async () => {
    const verify = async () =>
      (await (await call('GET', `/workspaces/${W}/compliance/evidence/verify`, 'viewer')).json()) as {
        valid: boolean;
        entries: number;
        firstBroken?: { seq: number; reason: string };
      };
    const { entries } = await verify();
    const db = env.database.db;
    await db.execute(sql`alter table compliance_evidence disable trigger compliance_evidence_append_only`);
    try {
      await db.execute(
        sql`update compliance_evidence set actor_name = 'someone else' where workspace_id = ${W} and seq = 3`,
      );
      expect(await verify()).toMatchObject({ valid: false, firstBroken: { seq: 3, reason: 'content_changed' } });
      await db.execute(sql`delete from compliance_evidence where workspace_id = ${W} and seq = 3`);
      expect(await verify()).toMatchObject({ valid: false, firstBroken: { seq: 3, reason: 'missing_entry' } });
      await db.execute(sql`delete from compliance_evidence where workspace_id = ${W} and seq >= 3`);
      expect(await verify()).toMatchObject({
        valid: false,
        entries: 2,
        firstBroken: { seq: 3, reason: 'missing_tail' },
      });
      expect(entries).toBeGreaterThan(3);
    } finally {
      await db.execute(sql`alter table compliance_evidence enable trigger compliance_evidence_append_only`);
    }
  });
});

describe('the CSV report', () => {
  it('has a row per asset with each criterion of the target; another workspace gets 404', async () => {
    const res = await call('GET', `/workspaces/${W}/compliance/report.csv`, 'viewer');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toContain('1.2.2_status');
    expect(lines[0]).not.toContain('1.2.6_status');
    expect(lines.length).toBe(1 + 3);
    expect(lines.find((l) => l.includes(FILE))).toMatch(/,met,/);
    expect((await call('GET', `/workspaces/${W}/compliance/report.csv`, 'outsider')).status).toBe(404);
  });
});
