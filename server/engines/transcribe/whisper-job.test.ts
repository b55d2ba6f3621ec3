// An order that whisper.cpp takes (auto, a model configured) but cannot run: the job fails saying why, and the
// minutes come back. The load really goes through the binding; no model weights exist on these machines.
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditResponse } from '@shared/schemas/credit';
import type { EnginesResponse } from '@shared/schemas/engines';
import type { Job } from '@shared/schemas/jobs';
import { ledgerSum } from '../../db/queries/credit';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../../testing/test-env';
import { createEngineRuntime, DEFAULT_ENGINE_SETTINGS } from '../registry';
import { releaseWhisperModels } from './whisper-model';

let env: TestEnv;
let people: Record<DemoAccount, TestUser>;
let dir: string;
let model: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'whisper-job-'));
  // A tiny.en header, empty mel filters and vocabulary, then a tensor no whisper model has; 20 MB (sparse).
  const ints = [0x67676d6c, 51864, 1500, 384, 6, 4, 448, 384, 6, 4, 80, 1, 0, 0, 0, 1, 4, 0, 1];
  const start = Buffer.alloc(ints.length * 4 + 4);
  ints.forEach((n, i) => start.writeInt32LE(n, i * 4));
  start.write('junk', ints.length * 4, 'ascii');
  model = path.join(dir, 'ggml-base.en.bin');
  await writeFile(model, start);
  await truncate(model, 20 * 1024 * 1024);
  env = await createTestEnv({
    seeded: true,
    engines: createEngineRuntime({ ...DEFAULT_ENGINE_SETTINGS, whisperModel: model }),
  });
  people = await env.signInDemoAccounts();
});
afterAll(async () => {
  await env.close();
  await releaseWhisperModels();
  await rm(dir, { recursive: true, force: true });
});

/** Polls the job until it ends; the test's own timeout is the safety net. */
async function ended(user: TestUser, workspaceId: string, jobId: string): Promise<Job> {
  for (;;) {
    const job = (await (
      await env.request('GET', `/workspaces/${workspaceId}/jobs/${jobId}`, { token: user.token })
    ).json()) as Job;
    if (job.state === 'succeeded' || job.state === 'failed' || job.state === 'cancelled') return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a whisper transcription whose model cannot load', () => {
  it('is offered and preferred, then fails with the reason and gives the minutes back once', async () => {
    const user = people.outsider;
    const { engines } = (await (await env.request('GET', '/engines', { token: user.token })).json()) as EnginesResponse;
    expect(engines.find((e) => e.capability === 'transcribe' && e.preferred)?.provider).toBe('whisper');

    const before = (
      (await (await env.request('GET', '/workspaces/other-co/credit', { token: user.token })).json()) as CreditResponse
    ).balance;
    const res = await env.request('POST', '/workspaces/other-co/files/other-constitution-preamble/jobs', {
      token: user.token,
      body: { kind: 'transcribe', language: 'en-US' },
    });
    expect(res.status).toBe(202);
    const { job } = (await res.json()) as { job: Job };

    const done = await ended(user, 'other-co', job.id);
    expect(done.state).toBe('failed');
    expect(done.error).toBe(
      `whisper.cpp could not load the model ${model} (Failed to initialize whisper context); it may be truncated or not a whisper model: download it again`,
    );
    const credit = (await (
      await env.request('GET', '/workspaces/other-co/credit', { token: user.token })
    ).json()) as CreditResponse;
    // 21 s of audio: one minute debited when ordered, refunded when the job failed.
    expect(
      credit.entries
        .filter((entry) => entry.jobId === job.id)
        .map((entry) => [entry.kind, entry.minutes])
        .sort(),
    ).toEqual([
      ['debit', -1],
      ['refund', 1],
    ]);
    expect(credit.balance).toBe(before);
    expect(await ledgerSum(env.database.db, 'other-co')).toBe(before);
  }, 120_000);
});
