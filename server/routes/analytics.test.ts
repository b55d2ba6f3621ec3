import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsDay, AnalyticsResponse } from '@shared/schemas/analytics';
import { debitedMinutes } from '../db/queries/credit';
import { newId } from '../db/new-id';
import { files } from '../db/schema';
import { corrections, mediaRequests } from '../db/schema-contributions';
import { creditEntries } from '../db/schema-credit';
import { jobs } from '../db/schema-jobs';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let people: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  people = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const today = () => new Date().toISOString().slice(0, 10);
const dayAt = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Yesterday to tomorrow summed, so a run across midnight (UTC) still counts everything. */
async function aroundToday(user: TestUser, workspaceId: string): Promise<AnalyticsDay> {
  const res = await analytics(user, workspaceId, `?from=${dayAt(-1)}&to=${dayAt(1)}`);
  const { days } = (await res.json()) as AnalyticsResponse;
  return days.reduce((sum, day) => ({
    ...sum,
    minutes: Object.fromEntries(
      Object.entries(sum.minutes).map(([k, v]) => [k, v + day.minutes[k as keyof typeof day.minutes]]),
    ) as AnalyticsDay['minutes'],
    filesAdded: sum.filesAdded + day.filesAdded,
    correctionsReceived: sum.correctionsReceived + day.correctionsReceived,
    correctionsHandled: sum.correctionsHandled + day.correctionsHandled,
    requestsReceived: sum.requestsReceived + day.requestsReceived,
    requestsHandled: sum.requestsHandled + day.requestsHandled,
  }));
}
const analytics = (user: TestUser, workspaceId: string, query = '') =>
  env.request('GET', `/workspaces/${workspaceId}/analytics${query}`, { token: user.token });

/** A job of `kind` that paid `minutes`, refunded when `refunded`. */
async function paidJob(workspaceId: string, kind: string, minutes: number, refunded = false) {
  const id = newId();
  const db = env.database.db;
  await db.insert(jobs).values({ id, workspaceId, kind, state: refunded ? 'failed' : 'succeeded', singletonKey: id });
  await db.transaction((tx) => debitedMinutes(tx, { workspaceId, minutes, jobId: id, reason: 'test', actorId: null }));
  if (refunded) {
    // The ledger's trigger refunds a failed job's debit; make sure it did rather than add a second refund.
    const refunds = await db.select().from(creditEntries).where(eq(creditEntries.jobId, id));
    if (!refunds.some((r) => r.kind === 'refund'))
      await db.insert(creditEntries).values({ id: newId(), workspaceId, kind: 'refund', minutes, jobId: id });
  }
}

describe('GET /workspaces/{workspaceId}/analytics', () => {
  it('gives one row per day of the period, 30 days by default, ending today', async () => {
    const res = await analytics(people.outsider, 'other-co');
    expect(res.status).toBe(200);
    const body = (await res.json()) as AnalyticsResponse;
    expect(body.days).toHaveLength(30);
    expect([today(), dayAt(-1)]).toContain(body.to);
    expect(body.days.at(-1)!.date).toBe(body.to);
    expect(body.embed).toEqual({ plays: 0, searches: 0, cueClicks: 0, downloads: 0, corrections: 0 });
  });

  it('counts minutes by kind net of refunds, files added, and corrections and requests, on seeded data', async () => {
    const before = await aroundToday(people.outsider, 'other-co');
    await paidJob('other-co', 'transcribe', 7);
    await paidJob('other-co', 'transcribe', 3);
    await paidJob('other-co', 'translate', 4);
    await paidJob('other-co', 'voiceover', 5, true);
    await paidJob('other-co', 'described_audio', 2);
    await env.database.db
      .insert(files)
      .values(
        [0, 1].map((i) => ({ id: newId(), workspaceId: 'other-co', name: `added ${i}.mp4`, status: 'ready' as const })),
      );
    const day = await aroundToday(people.outsider, 'other-co');
    expect(day.minutes.transcribe - before.minutes.transcribe).toBe(10);
    expect(day.minutes.translate - before.minutes.translate).toBe(4);
    expect(day.minutes.voiceover - before.minutes.voiceover).toBe(0);
    // Every kind that spends minutes is counted, the audio description renders too.
    expect(day.minutes.described_audio - before.minutes.described_audio).toBe(2);
    expect(day.filesAdded - before.filesAdded).toBe(2);

    // Corrections and requests: received today, some decided today.
    const fileId = newId();
    await env.database.db.insert(files).values({ id: fileId, workspaceId: 'other-co', name: 'talk.mp4' });
    const decidedAt = new Date();
    const correction = (decided: boolean) => ({
      id: newId(),
      workspaceId: 'other-co',
      fileId,
      trackId: 't',
      cueId: 'c1',
      originalText: 'helo',
      proposedText: 'hello',
      clientAddress: '192.0.2.1',
      ...(decided ? { status: 'accepted', decidedAt } : {}),
    });
    await env.database.db.insert(corrections).values([correction(true), correction(false), correction(false)]);
    const request = (decided: boolean) => ({
      id: newId(),
      workspaceId: 'other-co',
      fileId,
      kind: 'captions',
      clientAddress: '192.0.2.1',
      ...(decided ? { status: 'declined', decidedAt } : {}),
    });
    await env.database.db.insert(mediaRequests).values([request(true), request(true), request(false)]);
    const after = await aroundToday(people.outsider, 'other-co');
    expect(after.filesAdded - day.filesAdded).toBe(1);
    expect(after.correctionsReceived - day.correctionsReceived).toBe(3);
    expect(after.correctionsHandled - day.correctionsHandled).toBe(1);
    expect(after.requestsReceived - day.requestsReceived).toBe(3);
    expect(after.requestsHandled - day.requestsHandled).toBe(2);
  });

  it('refuses a reversed or too long period, non-admins and other workspaces', async () => {
    expect((await analytics(people.admin, 'demo-university', '?from=2026-02-01&to=2026-01-01')).status).toBe(400);
    expect((await analytics(people.admin, 'demo-university', '?from=2024-01-01&to=2026-01-01')).status).toBe(400);
    expect((await analytics(people.admin, 'demo-university', '?from=yesterday')).status).toBe(400);
    expect((await analytics(people.manager, 'demo-university')).status).toBe(403);
    expect((await analytics(people.outsider, 'demo-university')).status).toBe(404);
  });
});
