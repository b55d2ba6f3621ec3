import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedTrack } from '@shared/captions/hallucination';
import { GUIDELINES } from '@shared/captions/quality';
import type { FileAnalysis } from '@shared/schemas/file-analysis';
import { coveredMs, trackQuality } from './file-analysis-quality';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let people: Record<'manager' | 'outsider' | 'viewer', TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  people = {
    manager: await env.signIn('manager@demo.test'),
    viewer: await env.signIn('viewer@demo.test'),
    outsider: await env.signIn('outsider@demo.test'),
  };
});
afterAll(() => env.close());

const today = () => new Date().toISOString().slice(0, 10);
const analysis = (user: TestUser, path: string) => env.request('GET', path, { token: user.token });
const GETTYSBURG = '/workspaces/demo-university/files/gettysburg-address/analysis';

describe('GET /workspaces/{workspaceId}/files/{fileId}/analysis', () => {
  it("gives a member the caption tracks' quality, the source track first at full completeness", async () => {
    const res = await analysis(people.manager, GETTYSBURG);
    expect(res.status).toBe(200);
    const body = (await res.json()) as FileAnalysis;
    expect(body.sourceTrackId).toBe('gettysburg-address-en-captions');
    const source = body.quality.find((q) => q.trackId === body.sourceTrackId)!;
    expect(source.cueCount).toBeGreaterThan(5);
    expect(source.completeness).toBe(1);
    expect(source.coverage).toBeGreaterThan(0.5);
    expect(source.coverage).toBeLessThanOrEqual(1);
    expect(source.readingSpeed.length).toBeGreaterThan(0);
    for (const bucket of source.readingSpeed) expect(bucket.cps).toBeGreaterThan(5);
    expect(source.lineLengths.reduce((n, b) => n + b.lines, 0)).toBeGreaterThanOrEqual(source.cueCount);
    expect(body.quality.every((q) => q.kind === 'captions' || q.kind === 'subtitles')).toBe(true);
  });

  it('counts the uncertain words of machine-made tracks only', async () => {
    const gettysburg = (await (await analysis(people.viewer, GETTYSBURG)).json()) as FileAnalysis;
    expect(gettysburg.quality.every((q) => q.uncertainWords === null)).toBe(true);
    const fdr = (await (
      await analysis(people.viewer, '/workspaces/demo-university/files/fdr-first-inaugural/analysis')
    ).json()) as FileAnalysis;
    const machine = fdr.quality.find((q) => q.trackId === 'fdr-first-inaugural-en-captions')!;
    expect(machine.uncertainWords!.uncertain).toBeGreaterThan(0);
    expect(machine.uncertainWords!.uncertain).toBeLessThan(machine.uncertainWords!.words / 4);
  });

  it("counts the loops a person left in a machine track's problems", async () => {
    const fdr = '/files/fdr-first-inaugural/tracks/fdr-first-inaugural-en-captions/cues?workspaceId=demo-university';
    const editor = await env.signIn('editor@demo.test');
    const track = (await (await env.request('GET', fdr, { token: editor.token })).json()) as {
      version: number;
      cues: { id: string; startMs: number; endMs: number; text: string }[];
    };
    const [first] = track.cues;
    const looping = { id: first!.id, startMs: first!.startMs, endMs: first!.endMs, text: 'you '.repeat(8).trim() };
    const patch = await env.request('PATCH', fdr, {
      token: editor.token,
      body: { baseVersion: track.version, upsert: [looping], delete: [] },
    });
    expect(patch.status).toBe(200);
    const body = (await (
      await analysis(people.viewer, '/workspaces/demo-university/files/fdr-first-inaugural/analysis')
    ).json()) as FileAnalysis;
    expect(body.quality.find((q) => q.trackId === 'fdr-first-inaugural-en-captions')!.problems.repetition).toBe(1);
    expect(body.quality.every((q) => q.trackId === 'fdr-first-inaugural-en-captions' || !q.problems.repetition)).toBe(
      true,
    );
  });

  it('counts the embed beacon per day over the period, zero on quiet days', async () => {
    const before = (await (await analysis(people.viewer, GETTYSBURG)).json()) as FileAnalysis;
    expect(before.engagement).toHaveLength(30);
    expect(before.engagement.at(-1)!.date).toBe(before.to);
    const sent = await env.request('POST', '/embed/workspaces/demo-university/beacon', {
      body: {
        events: [
          { type: 'play', fileId: 'gettysburg-address' },
          { type: 'cue_click', fileId: 'gettysburg-address' },
        ],
      },
    });
    expect(sent.status).toBe(204);
    const res = await analysis(people.viewer, `${GETTYSBURG}?from=${today()}&to=${today()}`);
    const body = (await res.json()) as FileAnalysis;
    const prior = before.engagement.find((d) => d.date === today())!;
    expect(body.engagement).toEqual([{ ...prior, play: prior.play + 1, cue_click: prior.cue_click + 1 }]);
  });

  it('is a 404 for someone outside the workspace and for a file of another workspace, 400 for a bad period', async () => {
    expect((await analysis(people.outsider, GETTYSBURG)).status).toBe(404);
    expect((await analysis(people.outsider, '/workspaces/other-co/files/gettysburg-address/analysis')).status).toBe(
      404,
    );
    const bad = await analysis(people.manager, `${GETTYSBURG}?from=2026-02-01&to=2026-01-01`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('validation_error');
  });
});

describe('trackQuality', () => {
  const cue = (startMs: number, endMs: number, text: string) => ({ startMs, endMs, text });
  const source = [cue(0, 2000, 'Four score and seven'), cue(2000, 4000, 'years ago our fathers')];

  it('measures reading speed, line lengths, problems by rule, coverage and completeness', () => {
    const fast = cue(60_000, 61_000, 'This line is far too long to read in a single second');
    const q = trackQuality(
      { id: 't', language: 'es', kind: 'subtitles' },
      [source[0]!, fast],
      source,
      100_000,
      { ...GUIDELINES.chars42, maxCharsPerSecond: 17 },
      { origin: 'edited' },
    );
    expect(q.readingSpeed).toEqual([
      { startMs: 0, cps: 10, wpm: 120 },
      { startMs: 60_000, cps: 52, wpm: 720 },
    ]);
    expect(q.lineLengths.slice(0, 3).map((b) => b.lines)).toEqual([0, 0, 1]);
    expect(q.lineLengths.at(-1)).toEqual({ from: 50, to: null, lines: 1 });
    expect(q.problems).toEqual({ 'line-length': 1, cps: 1 });
    expect(q.coverage).toBe(0.03);
    expect(q.completeness).toBe(0.5);
  });

  it("counts a machine track's hallucination guards with its problems, and nobody else's", () => {
    const looping = [
      cue(0, 3000, 'Thank you thank you thank you\nthank you thank you'),
      cue(3000, 6000, 'thank you thank you thank you\nthank you thank you'),
      cue(20_000, 22_000, 'Goodbye'),
    ];
    const quality = (guarded: GuardedTrack) =>
      trackQuality({ id: 't', language: 'en', kind: 'captions' }, looping, looping, 30_000, GUIDELINES.chars42, guarded)
        .problems;
    const speechRegions = [{ startMs: 0, endMs: 6000 }];
    expect(quality({ origin: 'machine', speechRegions })).toEqual({
      repetition: 2,
      'compression-ratio': 3,
      'outside-speech': 1,
    });
    expect(quality({ origin: 'human', speechRegions })).toEqual({});
  });

  it('counts overlapping cues once', () => {
    expect(coveredMs([cue(0, 2000, 'a'), cue(1000, 3000, 'b'), cue(5000, 6000, 'c')])).toBe(4000);
  });
});
