// Verification by sampling (issue 30): every role, another workspace's 404, bad input's 400, the conflicts, the
// arithmetic end to end, corrections applied as a version, and a verified track turning 1.2.2 met.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceAsset, TrackReview } from '@shared/schemas/compliance';
import type { Cue } from '@shared/schemas/embed';
import type { StartedVerification, VerificationResult } from '@shared/schemas/track-verifications';
import { wilsonInterval } from '@shared/verification/accuracy';
import { wordCount } from '@shared/verification/alignment';
import { complianceEvidence } from '../db/schema-compliance';
import { MACHINE_DEMO_TRACK } from '../seed/demo-data';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const FILE = 'fdr-first-inaugural';
const TRACK = `/files/${FILE}/tracks/${MACHINE_DEMO_TRACK}`;
const START = `${TRACK}/verifications?workspaceId=${W}`;
const segment = (id: string, cueId: string) =>
  `${TRACK}/verifications/${id}/segments/${encodeURIComponent(cueId)}?workspaceId=${W}`;
const complete = (id: string) => `${TRACK}/verifications/${id}/complete?workspaceId=${W}`;

const call = (method: string, url: string, who: DemoAccount, body?: unknown) =>
  env.request(method, url, { token: demo[who].token, body });
const started = async (who: DemoAccount) => {
  const res = await call('POST', START, who);
  expect(res.status).toBe(201);
  return (await res.json()) as StartedVerification;
};
const cues = async () =>
  ((await (await call('GET', `${TRACK}/cues?workspaceId=${W}`, 'viewer')).json()) as { cues: Cue[] }).cues;
const review = async () =>
  (
    (await (await call('GET', `/workspaces/${W}/tracks/${MACHINE_DEMO_TRACK}/review`, 'viewer')).json()) as {
      review: TrackReview;
    }
  ).review;
const asset = async () =>
  (
    (await (await call('GET', `/workspaces/${W}/compliance/assets?fileId=${FILE}`, 'viewer')).json()) as {
      assets: ComplianceAsset[];
    }
  ).assets[0]!;
const confirmAll = async (v: StartedVerification, who: DemoAccount, except: string[] = []) => {
  for (const s of v.segments.filter((s) => !except.includes(s.id))) {
    expect((await call('PUT', segment(v.id, s.id), who, { text: s.text })).status).toBe(204);
  }
};

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

describe('verifying a track by sampling', () => {
  it('is for editors, managers and admins: viewers 403, other workspaces and unknown tracks 404', async () => {
    const v = await started('editor');
    for (const who of ['manager', 'admin'] as const) expect((await call('POST', START, who)).status).toBe(201);
    const viewer = await call('POST', START, 'viewer');
    expect(viewer.status).toBe(403);
    expect(await viewer.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    expect((await call('PUT', segment(v.id, v.segments[0]!.id), 'viewer', { text: 'x' })).status).toBe(403);
    expect((await call('POST', complete(v.id), 'viewer')).status).toBe(403);
    expect((await call('POST', START, 'outsider')).status).toBe(404);
    expect((await call('PUT', segment(v.id, v.segments[0]!.id), 'outsider', { text: 'x' })).status).toBe(404);
    expect((await call('POST', complete(v.id), 'outsider')).status).toBe(404);
    expect((await call('POST', `/files/${FILE}/tracks/nope/verifications?workspaceId=${W}`, 'editor')).status).toBe(
      404,
    );
    const otherTrack = `/files/gettysburg-address/tracks/${MACHINE_DEMO_TRACK}/verifications/${v.id}/complete`;
    expect((await call('POST', `${otherTrack}?workspaceId=${W}`, 'editor')).status).toBe(404);
    expect((await call('POST', complete('nope'), 'editor')).status).toBe(404);
  });

  it('refuses bad bodies with 400 validation_error', async () => {
    const v = await started('editor');
    for (const body of [{}, { text: 5 }, { text: 'a', extra: true }, { text: 'a'.repeat(5001) }]) {
      const res = await call('PUT', segment(v.id, v.segments[0]!.id), 'editor', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    }
    expect((await call('POST', `${TRACK}/verifications`, 'editor')).status).toBe(400);
  });

  it('samples the whole of a short track in time order against the default 99 % target', async () => {
    const v = await started('editor');
    const all = await cues();
    expect(v.target).toBe(0.99);
    // 122 words, fewer than the 400 a 99 % target samples: every cue is in the sample.
    expect(v.segments).toEqual(all.map(({ id, startMs, endMs, text }) => ({ id, startMs, endMs, text })));
    expect(v.trackVersion).toBe((await review()).version);
  });

  it('answers 409 for a cue not in the sample, unreviewed cues, and completing twice', async () => {
    const v = await started('editor');
    const res = await call('PUT', segment(v.id, 'not-a-sampled-cue'), 'editor', { text: 'x' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('conflict');
    await confirmAll(v, 'editor', [v.segments[0]!.id]);
    const early = await call('POST', complete(v.id), 'editor');
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { details: unknown } }).error.details).toEqual({ unreviewed: 1 });
    await confirmAll(v, 'editor');
    expect((await call('POST', complete(v.id), 'editor')).status).toBe(200);
    expect((await call('POST', complete(v.id), 'editor')).status).toBe(409);
    expect((await call('PUT', segment(v.id, v.segments[0]!.id), 'editor', { text: 'x' })).status).toBe(409);
  });

  it('measures the corrections, applies them as a new version, and leaves the track unverified below 99 %', async () => {
    const v = await started('editor');
    const before = await review();
    const [first, second] = v.segments;
    const corrected = `${first!.text} indeed`; // one word inserted
    expect((await call('PUT', segment(v.id, first!.id), 'editor', { text: corrected })).status).toBe(204);
    // Case and punctuation only: a formatting error, no word error.
    const formatted = second!.text.toUpperCase().replace(/[.,]/g, '');
    expect((await call('PUT', segment(v.id, second!.id), 'editor', { text: formatted })).status).toBe(204);
    await confirmAll(v, 'editor', [first!.id, second!.id]);

    const res = await call('POST', complete(v.id), 'editor');
    expect(res.status).toBe(200);
    const result = (await res.json()) as VerificationResult;
    const words = v.segments.reduce((sum, s) => sum + wordCount(s.text), 0) + 1;
    const secondWords = wordCount(second!.text);
    expect(result).toMatchObject({ words, errors: 1, target: 0.99, verified: false, version: before.version + 1 });
    expect(result.accuracy).toBeCloseTo(1 - 1 / words, 10);
    expect(result.formattedErrors).toBe(1 + secondWords); // every word of the second cue is in capitals now
    expect(result.formattedErrorRate).toBeCloseTo(result.formattedErrors / words, 10);
    const [low, high] = wilsonInterval(words - 1, words);
    expect(result.interval[0]).toBeCloseTo(low, 10);
    expect(result.interval[1]).toBeCloseTo(high, 10);
    expect(low).toBeLessThan(0.99);

    const now = await cues();
    expect(now.find((c) => c.id === first!.id)?.text).toBe(corrected);
    expect(now.find((c) => c.id === second!.id)?.text).toBe(formatted);
    const after = await review();
    expect(after.version).toBe(before.version + 1);
    expect(after.verified).toBeNull();
  });

  it('marks the track verified once the lower bound reaches the workspace target, turning 1.2.2 met', async () => {
    const badTarget = await call('PATCH', `/workspaces/${W}/settings`, 'admin', { verificationTarget: 1 });
    expect(badTarget.status).toBe(400);
    expect((await call('PATCH', `/workspaces/${W}/settings`, 'admin', { verificationTarget: 0.95 })).status).toBe(200);
    const { id: assetId } = await asset();
    const video = { hasAudio: true, hasVideo: true };
    expect((await call('PATCH', `/workspaces/${W}/compliance/assets/${assetId}`, 'manager', video)).status).toBe(204);
    expect((await asset()).criteria['1.2.2']?.status).toBe('needs_review');

    const v = await started('manager');
    expect(v.target).toBe(0.95);
    const version = (await review()).version;
    await confirmAll(v, 'manager');
    const result = (await (await call('POST', complete(v.id), 'manager')).json()) as VerificationResult;
    const words = v.segments.reduce((sum, s) => sum + wordCount(s.text), 0);
    expect(result).toMatchObject({ words, errors: 0, formattedErrors: 0, accuracy: 1, verified: true, version });
    expect(result.interval[0]).toBeCloseTo(words / (words + 1.959963984540054 ** 2), 10);

    expect((await review()).verified).toMatchObject({
      version,
      accuracy: 1,
      by: { type: 'user', id: demo.manager.uid },
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const judged = await asset();
    expect(judged.criteria['1.2.2']?.status).toBe('met');
    expect(judged.criteria['1.2.2']?.evidence.find((e) => e.type === 'track')?.summary).toMatch(
      /verified by .* \(accuracy 100\.0%\), version/,
    );
    const evidence = await env.database.db
      .select({ action: complianceEvidence.action, actorId: complianceEvidence.actorId })
      .from(complianceEvidence)
      .where(eq(complianceEvidence.workspaceId, W))
      .orderBy(asc(complianceEvidence.seq));
    expect(evidence.at(-1)).toEqual({ action: 'track_verified', actorId: demo.manager.uid });
    expect(await (await call('GET', `/workspaces/${W}/compliance/evidence/verify`, 'viewer')).json()).toMatchObject({
      valid: true,
    });
  });
});
