// Ordering engine jobs without a worker: what the order itself promises (debit, 402, 409, 503, roles,
// concurrency, refund on cancel). The worker-backed flow is in file-jobs.run.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditResponse } from '@shared/schemas/credit';
import type { Job } from '@shared/schemas/jobs';
import { newId } from '../db/new-id';
import { balanceOf, ledgerSum } from '../db/queries/credit';
import { files as fileRows } from '../db/schema';
import { fileStorageKey } from '../storage/storage';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let people: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  people = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const order = (user: TestUser, workspaceId: string, fileId: string, body: unknown) =>
  env.request('POST', `/workspaces/${workspaceId}/files/${fileId}/jobs`, { token: user.token, body });

/** A processed upload: what the media job leaves (its probed duration is what jobs cost). */
async function newFile(workspaceId: string, durationMs: number): Promise<string> {
  const id = newId();
  await env.database.db.insert(fileRows).values({
    id,
    workspaceId,
    name: `Lecture ${durationMs}`,
    status: 'ready',
    storageKey: fileStorageKey(workspaceId, id, 'original'),
    mimeType: 'audio/mpeg',
    media: { type: 'url', url: `/api/media/${id}/original`, mimeType: 'audio/mpeg' },
    durationMs,
    probedDurationMs: durationMs,
  });
  return id;
}

const creditOf = async (user: TestUser, workspaceId: string) =>
  (await (
    await env.request('GET', `/workspaces/${workspaceId}/credit`, { token: user.token })
  ).json()) as CreditResponse;

describe('POST /workspaces/{workspaceId}/files/{fileId}/jobs', () => {
  it('queues the job and debits the duration rounded up to the minute, in one go', async () => {
    const res = await order(people.manager, 'demo-university', 'gettysburg-address', {
      kind: 'transcribe',
      language: 'en-US',
    });
    expect(res.status).toBe(202);
    const { job } = (await res.json()) as { job: Job };
    expect(job).toMatchObject({ kind: 'transcribe', fileId: 'gettysburg-address', state: 'queued' });
    const credit = await creditOf(people.manager, 'demo-university');
    expect(credit.balance).toBe(599);
    expect(credit.entries[0]).toMatchObject({ kind: 'debit', minutes: -1, jobId: job.id, actorId: people.manager.uid });
  });

  it('answers 409 for the same job while it is queued, and debits nothing more', async () => {
    const res = await order(people.admin, 'demo-university', 'gettysburg-address', {
      kind: 'transcribe',
      language: 'en-US',
    });
    expect(res.status).toBe(409);
    expect(await balanceOf(env.database.db, 'demo-university')).toBe(599);
  });

  it('answers 402 naming the shortfall when the balance does not cover the cost, and creates no job', async () => {
    const fileId = await newFile('other-co', 90 * 60_000 + 1);
    const res = await order(people.outsider, 'other-co', fileId, { kind: 'transcribe', language: 'en-US' });
    expect(res.status).toBe(402);
    const body = (await res.json()) as { error: { code: string; message: string; details: unknown } };
    expect(body.error.code).toBe('insufficient_credit');
    expect(body.error.message).toMatch(/^This needs 91 minutes but the workspace has 60: 31 short\. /);
    expect(body.error.details).toMatchObject({ required: 91, balance: 60, shortfall: 31 });
    const jobs = (await (
      await env.request('GET', `/workspaces/other-co/jobs?fileId=${fileId}`, { token: people.outsider.token })
    ).json()) as { jobs: Job[] };
    expect(jobs.jobs).toEqual([]);
    expect(await balanceOf(env.database.db, 'other-co')).toBe(60);
  });

  it('answers 503 engine_unavailable naming what is missing, and 400 for an incomplete order', async () => {
    const french = await order(people.manager, 'demo-university', 'jfk-rice-moon-speech', {
      kind: 'translate',
      trackId: 'jfk-rice-moon-speech-en-captions',
      targetLanguage: 'fr',
    });
    expect(french.status).toBe(503);
    expect(((await french.json()) as { error: { code: string } }).error.code).toBe('engine_unavailable');
    const google = await order(people.manager, 'demo-university', 'jfk-rice-moon-speech', {
      kind: 'transcribe',
      language: 'en-US',
      provider: 'google',
    });
    expect(google.status).toBe(503);
    expect(((await google.json()) as { error: { message: string } }).error.message).toContain(
      'GOOGLE_CLOUD_PROJECT is not set',
    );
    const noTarget = await order(people.manager, 'demo-university', 'jfk-rice-moon-speech', {
      kind: 'translate',
      trackId: 'jfk-rice-moon-speech-en-captions',
    });
    expect(noTarget.status).toBe(400);
    const notDescriptions = await order(people.manager, 'demo-university', 'jfk-rice-moon-speech', {
      kind: 'describe',
      trackId: 'jfk-rice-moon-speech-en-captions',
    });
    expect(notDescriptions.status).toBe(400);
    expect(await balanceOf(env.database.db, 'demo-university')).toBe(599);
  });

  it('lets admins and content-managers order; editors and viewers get 403, other workspaces 404', async () => {
    const body = { kind: 'transcribe', language: 'en-US' };
    expect((await order(people.editor, 'demo-university', 'fdr-first-inaugural', body)).status).toBe(403);
    expect((await order(people.viewer, 'demo-university', 'fdr-first-inaugural', body)).status).toBe(403);
    expect((await order(people.outsider, 'demo-university', 'fdr-first-inaugural', body)).status).toBe(404);
    expect((await order(people.manager, 'demo-university', 'other-constitution-preamble', body)).status).toBe(404);
    expect(
      (await order(people.manager, 'demo-university', 'jfk-rice-moon-speech', { kind: 'align', trackId: 'nope' }))
        .status,
    ).toBe(404);
  });

  it('gives the minutes back exactly once when a queued job is cancelled', async () => {
    const res = await order(people.admin, 'demo-university', 'fdr-first-inaugural', {
      kind: 'transcribe',
      language: 'en-US',
    });
    const { job } = (await res.json()) as { job: Job };
    expect(await balanceOf(env.database.db, 'demo-university')).toBe(598);
    const cancel = () =>
      env.request('POST', `/workspaces/demo-university/jobs/${job.id}/cancel`, { token: people.manager.token });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    const credit = await creditOf(people.admin, 'demo-university');
    expect(credit.balance).toBe(599);
    expect(credit.entries.filter((e) => e.jobId === job.id).map((e) => [e.kind, e.minutes])).toEqual([
      ['refund', 1],
      ['debit', -1],
    ]);
    expect(await ledgerSum(env.database.db, 'demo-university')).toBe(599);
  });

  it('never overdraws under 20 simultaneous orders: exactly as many as the balance covers go through', async () => {
    // Other Co has 60 minutes; each 5-minute file costs 5, so 12 orders fit and 8 must be refused.
    const files: string[] = [];
    for (let i = 0; i < 20; i++) files.push(await newFile('other-co', 5 * 60_000));
    env.alignTransactions(20);
    const answers = await Promise.all(
      files.map((fileId) => order(people.outsider, 'other-co', fileId, { kind: 'transcribe', language: 'en-US' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(12);
    expect(statuses.filter((s) => s === 402)).toHaveLength(8);
    expect(await balanceOf(env.database.db, 'other-co')).toBe(0);
    expect(await ledgerSum(env.database.db, 'other-co')).toBe(0);
    const jobs = (await (
      await env.request('GET', '/workspaces/other-co/jobs', { token: people.outsider.token })
    ).json()) as { jobs: Job[] };
    expect(jobs.jobs.filter((j) => j.kind === 'transcribe')).toHaveLength(12);
  });

  it('prices from the probed duration: a PATCHed duration cannot lower it, and a declared one is never billed', async () => {
    const fileId = await newFile('demo-university', 3 * 60_000 + 1000);
    const patched = await env.request('PATCH', `/files/${fileId}?workspaceId=demo-university`, {
      token: people.manager.token,
      body: { durationMs: 1000 },
    });
    expect(patched.status).toBe(409);
    const before = await balanceOf(env.database.db, 'demo-university');
    const res = await order(people.manager, 'demo-university', fileId, { kind: 'transcribe', language: 'en-US' });
    expect(res.status).toBe(202);
    expect(await balanceOf(env.database.db, 'demo-university')).toBe(before - 4);

    // A duration a client wrote when creating a file describes media the server never measured: no price.
    const created = await env.request('POST', '/files', {
      token: people.manager.token,
      body: {
        workspaceId: 'demo-university',
        name: 'Declared',
        durationMs: 1000,
        media: { type: 'url', url: '/media/demo/gettysburg-address.opus' },
      },
    });
    const declared = ((await created.json()) as { file: { id: string } }).file.id;
    const refused = await order(people.manager, 'demo-university', declared, { kind: 'transcribe', language: 'en-US' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "The file's duration is not known yet: wait until it has been processed",
    );
    expect(await balanceOf(env.database.db, 'demo-university')).toBe(before - 4);
  });
});
