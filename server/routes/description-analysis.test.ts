// The describability analysis (issue 31) run by the worker on a video made here, and who may order and read it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceAsset } from '@shared/schemas/compliance';
import type { DescriptionAnalysis } from '@shared/schemas/description-analysis';
import type { Job } from '@shared/schemas/jobs';
import { newId } from '../db/new-id';
import { files } from '../db/schema';
import { tesseractRecogniser } from '../engines/ocr/tesseract';
import { createEngineRuntime } from '../engines/registry';
import { CUTS_MS, DURATION_MS, describabilityVideo, SPOKEN, TITLES } from '../engines/testing/describability-video';
import { missingBinary } from '../engines/types';
import { fileStorageKey } from '../storage/storage';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

const W = 'demo-university';
const engines = createEngineRuntime();
const withOcr = engines.list.ocr;
let env: TestEnv;
let people: Record<DemoAccount, TestUser>;
let fileId: string;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, engines });
  people = await env.signInDemoAccounts();
  const dir = await mkdtemp(path.join(tmpdir(), 'describability-'));
  const video = await describabilityVideo(dir).finally(() => rm(dir, { recursive: true, force: true }));
  fileId = newId();
  const storageKey = fileStorageKey(W, fileId, 'original');
  await env.storage.put(storageKey, video, 'video/mp4');
  await env.database.db.insert(files).values({
    id: fileId,
    workspaceId: W,
    name: 'Campus tour',
    status: 'ready',
    storageKey,
    media: { type: 'url', url: `/api/media/${fileId}/original` },
    durationMs: DURATION_MS,
    probedDurationMs: DURATION_MS,
  });
  const track = await env.request('POST', `/files/${fileId}/tracks?workspaceId=${W}`, {
    token: people.manager.token,
    body: { language: 'en', kind: 'captions', label: 'English' },
  });
  const trackId = ((await track.json()) as { track: { id: string } }).track.id;
  const cues = await env.request('PUT', `/files/${fileId}/tracks/${trackId}/cues?workspaceId=${W}`, {
    token: people.manager.token,
    body: { cues: SPOKEN },
  });
  expect(cues.status).toBe(200);
});
afterAll(() => env.close());

const order = (user: TestUser, id: string, body: unknown = { kind: 'describe_analysis' }) =>
  env.request('POST', `/workspaces/${W}/files/${id}/jobs`, { token: user.token, body });
const analysis = (user: TestUser, workspaceId = W, id = fileId) =>
  env.request('GET', `/workspaces/${workspaceId}/files/${id}/description-analysis`, { token: user.token });

async function ran(id: string): Promise<Job> {
  const res = await order(people.manager, id);
  expect(res.status).toBe(202);
  const { job } = (await res.json()) as { job: Job };
  for (;;) {
    const now = (await (
      await env.request('GET', `/workspaces/${W}/jobs/${job.id}`, { token: people.manager.token })
    ).json()) as Job;
    if (['succeeded', 'failed', 'cancelled'].includes(now.state)) return now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function ledgerAsset(): Promise<ComplianceAsset> {
  const res = await env.request('GET', `/workspaces/${W}/compliance/assets?fileId=${fileId}`, {
    token: people.manager.token,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { assets: ComplianceAsset[] }).assets[0]!;
}

const near = (ms: number, target: number, within = 400) => Math.abs(ms - target) <= within;

describe('the describe_analysis job', () => {
  it('answers 404 with the error shape before any analysis has run', async () => {
    const res = await analysis(people.viewer);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'This file has not been analysed for audio description yet' },
    });
  });

  it('finds the silence, both cuts and the title nobody reads out, and says it likely needs AD', async () => {
    const before = await ledgerAsset();
    expect(before.criteria['1.2.5']).not.toHaveProperty('suggestion');
    const job = await ran(fileId);
    expect(job.state).toBe('succeeded');
    const res = await analysis(people.viewer);
    expect(res.status).toBe(200);
    const body = (await res.json()) as DescriptionAnalysis;
    expect(body.scenes.map((s) => s.atMs)).toHaveLength(2);
    body.scenes.forEach((s, i) => expect(near(s.atMs, CUTS_MS[i]!)).toBe(true));
    // Between "…campus tour." (ends 2.1 s) and "Thank you…" (6.5 s): 4.4 s, 11 words at 160 a minute.
    expect(body.gaps).toContainEqual({ startMs: 2_100, endMs: 6_500, words: 11 });
    const unspoken = body.onScreenText.find((t) => t.text.includes('LIBRARY'));
    expect(unspoken).toMatchObject({ spoken: false });
    expect(unspoken!.atMs).toBeGreaterThanOrEqual(CUTS_MS[0]!);
    expect(unspoken!.atMs).toBeLessThan(CUTS_MS[1]!);
    expect(body.onScreenText.find((t) => t.text.includes(TITLES.spoken))).toMatchObject({ spoken: true });
    expect(body.likelyNeeded).toBe(true);
    expect(body.verdict).toMatch(/^likely needs AD: on-screen text at 0:03 never spoken$/);
    expect(body).toMatchObject({ ocrUnavailable: null, language: 'en', transcriptTrackId: expect.any(String) });
    expect(Date.parse(body.analysedAt)).toBeGreaterThan(Date.now() - 600_000);
    // The ledger shows the verdict beside 1.2.5 as a suggestion; its status is still the rules' alone.
    const after = await ledgerAsset();
    expect(after.criteria['1.2.5']).toEqual({
      ...before.criteria['1.2.5'],
      suggestion: { likelyNeeded: true, verdict: body.verdict, at: body.analysedAt },
    });
    expect(after.status).toBe(before.status);
  }, 120_000);

  it('still runs without tesseract, saying how to install it, and replaces the last result', async () => {
    const missing = { ...tesseractRecogniser(), availability: () => missingBinary('tesseract', 'tesseract-ocr x') };
    engines.list.ocr = [missing];
    try {
      expect((await ran(fileId)).state).toBe('succeeded');
    } finally {
      engines.list.ocr = withOcr;
    }
    const body = (await (await analysis(people.manager)).json()) as DescriptionAnalysis;
    expect(body.onScreenText).toEqual([]);
    expect(body.ocrUnavailable).toEqual({
      reason: 'tesseract is not installed',
      install: 'sudo apt-get install -y tesseract-ocr x',
    });
    expect(body.scenes).toHaveLength(2);
    expect(body.verdict).toBe(
      'likely not needed: talking head, 2 scene changes, on-screen text not checked (no OCR engine)',
    );
  }, 120_000);

  it('fails an audio-only file for good, storing nothing', async () => {
    const job = await ran('jfk-rice-moon-speech');
    expect(job).toMatchObject({ state: 'failed', error: 'This file has no picture: audio description is for video' });
    expect((await analysis(people.manager, W, 'jfk-rice-moon-speech')).status).toBe(404);
  });
});

describe('who may order and read it', () => {
  it('lets every member read it, and hides it from other workspaces', async () => {
    for (const who of ['admin', 'editor', 'viewer'] as const) expect((await analysis(people[who])).status).toBe(200);
    expect((await analysis(people.outsider)).status).toBe(404);
    expect((await analysis(people.outsider, 'other-co')).status).toBe(404);
  });

  it('lets managers order it, not editors or viewers, and takes no other fields', async () => {
    expect((await order(people.editor, fileId)).status).toBe(403);
    expect((await order(people.viewer, fileId)).status).toBe(403);
    expect((await order(people.outsider, fileId)).status).toBe(404);
    const extra = await order(people.manager, fileId, { kind: 'describe_analysis', language: 'en' });
    expect(extra.status).toBe(400);
    expect(await extra.json()).toMatchObject({
      error: { code: 'validation_error', details: [{ path: 'language', message: 'Not used by describe_analysis' }] },
    });
  });
});
