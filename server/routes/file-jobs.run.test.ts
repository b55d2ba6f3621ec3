// Ordered engine jobs run to their end by a worker: tracks with cues, clips, a dub, and refunds on failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditResponse } from '@shared/schemas/credit';
import type { Job } from '@shared/schemas/jobs';
import { newId } from '../db/new-id';
import { ledgerSum } from '../db/queries/credit';
import { files } from '../db/schema';
import { fileStorageKey } from '../storage/storage';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let people: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  people = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const W = 'demo-university';
/** Engines are slow on a loaded 2-core machine (pocketsphinx ~1× real time): a generous safety net only (one run took 140 s on a machine at load 15). */
const SLOW = 600_000;

async function ordered(user: TestUser, workspaceId: string, fileId: string, body: unknown): Promise<Job> {
  const res = await env.request('POST', `/workspaces/${workspaceId}/files/${fileId}/jobs`, { token: user.token, body });
  expect(res.status).toBe(202);
  return ((await res.json()) as { job: Job }).job;
}

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

const cuesOf = async (user: TestUser, workspaceId: string, fileId: string, trackId: string) =>
  (await (
    await env.request('GET', `/files/${fileId}/tracks/${trackId}/cues?workspaceId=${workspaceId}`, {
      token: user.token,
    })
  ).json()) as {
    language: string;
    kind: string;
    origin: string;
    speechRegions?: { startMs: number; endMs: number }[];
    cues: {
      id: string;
      startMs: number;
      endMs: number;
      text: string;
      words?: { text: string; startMs: number; endMs: number; confidence?: number }[];
    }[];
  };

const balance = async (user: TestUser, workspaceId: string) =>
  (
    (await (
      await env.request('GET', `/workspaces/${workspaceId}/credit`, { token: user.token })
    ).json()) as CreditResponse
  ).balance;

describe('engine jobs, run by the worker', () => {
  it(
    'transcribes a file into a captions track whose cues obey the caption rules and carry their words, and keeps the debit',
    async () => {
      const job = await ordered(people.outsider, 'other-co', 'other-constitution-preamble', {
        kind: 'transcribe',
        language: 'en-US',
      });
      const done = await ended(people.outsider, 'other-co', job.id);
      expect(done.state).toBe('succeeded');
      const trackId = done.result!.trackId as string;
      const track = await cuesOf(people.outsider, 'other-co', 'other-constitution-preamble', trackId);
      expect(track).toMatchObject({ language: 'en-US', kind: 'captions', origin: 'machine' });
      expect(track.cues.length).toBeGreaterThan(1);
      for (const cue of track.cues) {
        for (const line of cue.text.split('\n')) expect(line.length).toBeLessThanOrEqual(42);
        expect(cue.endMs - cue.startMs).toBeLessThanOrEqual(7000);
        // pocketsphinx's posteriors come with each cue's words, which spell its text.
        expect(cue.words!.map((w) => w.text).join(' ')).toBe(cue.text.replace(/\s+/g, ' '));
        for (const w of cue.words!) expect(w.confidence).toBeGreaterThanOrEqual(0);
        for (const w of cue.words!) expect(w.confidence).toBeLessThanOrEqual(1);
      }
      // The voice activity the job measured: sorted stretches inside the 21 s of audio, nearly every word in one.
      const regions = track.speechRegions!;
      expect(regions.length).toBeGreaterThan(0);
      regions.forEach((r, i) => {
        expect(r.endMs).toBeGreaterThan(r.startMs);
        expect(r.startMs).toBeGreaterThanOrEqual(i > 0 ? regions[i - 1]!.endMs : 0);
      });
      expect(regions.at(-1)!.endMs).toBeLessThanOrEqual(22_000);
      const words = track.cues.flatMap((c) => c.words!);
      const middle = (w: { startMs: number; endMs: number }) => (w.startMs + w.endMs) / 2;
      const heard = words.filter((w) => regions.some((r) => r.startMs <= middle(w) && middle(w) <= r.endMs));
      expect(heard.length).toBeGreaterThanOrEqual(words.length * 0.9);
      // A copy of the track keeps them.
      const copy = await env.request(
        'POST',
        `/files/other-constitution-preamble/tracks/${trackId}/duplicate?workspaceId=other-co`,
        { token: people.outsider.token, body: {} },
      );
      expect(copy.status).toBe(201);
      const copied = await cuesOf(
        people.outsider,
        'other-co',
        'other-constitution-preamble',
        (await copy.json()).track.id,
      );
      expect(copied).toMatchObject({ origin: 'machine', speechRegions: regions });
      // 21 s of audio: one minute.
      expect(await balance(people.outsider, 'other-co')).toBe(59);
    },
    SLOW,
  );

  it(
    'translates a track to Spanish keeping every cue id and timing',
    async () => {
      const job = await ordered(people.manager, W, 'jfk-rice-moon-speech', {
        kind: 'translate',
        trackId: 'jfk-rice-moon-speech-en-captions',
        targetLanguage: 'es',
      });
      const done = await ended(people.manager, W, job.id);
      expect(done.state).toBe('succeeded');
      const source = await cuesOf(people.manager, W, 'jfk-rice-moon-speech', 'jfk-rice-moon-speech-en-captions');
      const target = await cuesOf(people.manager, W, 'jfk-rice-moon-speech', done.result!.trackId as string);
      expect(target).toMatchObject({ language: 'es', kind: 'subtitles' });
      expect(target.cues.map((c) => [c.id, c.startMs, c.endMs])).toEqual(
        source.cues.map((c) => [c.id, c.startMs, c.endMs]),
      );
      expect(target.cues.map((c) => c.text).join(' ')).toMatch(/Luna/);
      expect(target.cues.every((c) => c.text.length > 0)).toBe(true);
    },
    SLOW,
  );

  it(
    'voices each description cue into a stored clip listed in a manifest',
    async () => {
      const job = await ordered(people.manager, W, 'jfk-rice-moon-speech', {
        kind: 'describe',
        trackId: 'jfk-rice-moon-speech-en-descriptions',
      });
      const done = await ended(people.manager, W, job.id);
      expect(done.state).toBe('succeeded');
      expect(done.result).toMatchObject({ trackId: 'jfk-rice-moon-speech-en-descriptions', clips: 4 });
      const manifest = await env.storage.get(done.result!.manifestKey as string);
      const body = JSON.parse(await new Response(manifest!.stream as unknown as ReadableStream).text()) as {
        clips: { key: string; durationMs: number }[];
      };
      expect(body.clips).toHaveLength(4);
      for (const clip of body.clips) {
        expect(clip.durationMs).toBeGreaterThan(500);
        expect((await env.storage.stat(clip.key))?.size).toBeGreaterThan(1000);
      }
    },
    SLOW,
  );

  it(
    'dubs the file with a voiceover track into a stored rendition at least as long as the file',
    async () => {
      const job = await ordered(people.manager, W, 'gettysburg-address', {
        kind: 'voiceover',
        trackId: 'gettysburg-address-en-captions',
      });
      const done = await ended(people.manager, W, job.id);
      expect(done.state).toBe('succeeded');
      const stat = await env.storage.stat(done.result!.renditionKey as string);
      expect(stat?.contentType).toBe('audio/mp4');
      // 45.7 s of 96 kbit/s AAC is about 550 KB; anything near that means the whole file was mixed.
      expect(stat!.size).toBeGreaterThan(300_000);
    },
    SLOW,
  );

  it(
    'fails a job whose media cannot be read and gives its minutes back once',
    async () => {
      // Processed once (its duration is known), but its stored original has gone.
      const fileId = newId();
      await env.database.db.insert(files).values({
        id: fileId,
        workspaceId: W,
        name: 'Lost original',
        status: 'ready',
        storageKey: fileStorageKey(W, fileId, 'original'),
        media: { type: 'url', url: `/api/media/${fileId}/original` },
        durationMs: 125_000,
        probedDurationMs: 125_000,
      });
      const before = await balance(people.manager, W);
      const job = await ordered(people.manager, W, fileId, { kind: 'transcribe', language: 'en-US' });
      // The in-process worker may fail the job (and refund it) before the next read, so the debit is checked
      // in the ledger rather than as a lower balance in between.
      const done = await ended(people.manager, W, job.id);
      expect(done.state).toBe('failed');
      expect(done.error).toBe('The stored media of this file is missing');
      const credit = (await (
        await env.request('GET', `/workspaces/${W}/credit`, { token: people.manager.token })
      ).json()) as CreditResponse;
      const ofJob = credit.entries
        .filter((entry) => entry.jobId === job.id)
        .map((entry) => [entry.kind, entry.minutes]);
      expect(ofJob.sort()).toEqual([
        ['debit', -3],
        ['refund', 3],
      ]);
      expect(credit.balance).toBe(before);
      expect(await ledgerSum(env.database.db, W)).toBe(before);
    },
    SLOW,
  );
});
