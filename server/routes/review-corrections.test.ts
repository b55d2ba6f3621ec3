import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposedCorrection } from '@shared/schemas/contributions';
import type {
  AcceptCorrectionResponse,
  CorrectionDetail,
  ReviewCounts,
  TrackVersionsResponse,
} from '@shared/schemas/review';
import { cues, files, tracks } from '../db/schema';
import { trackVersions } from '../db/schema-contributions';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const FILE = 'review-lecture';
const TRACK = 'review-lecture-en-captions';
const CUE_TEXTS = ['Zero.', 'One.', 'Two.', 'Three.', 'Four.', 'Five.', 'Six.', 'Seven.', 'Eight.', 'Nine.'];

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  // A file of our own, embeddable so viewers can suggest, with cues c0…c9 whose text we know, stored at sparse
  // positions as the editor leaves them.
  const db = env.database.db;
  await db.insert(files).values({ id: FILE, workspaceId: W, name: 'Review lecture', embeddable: true });
  await db.insert(tracks).values({ id: TRACK, fileId: FILE, language: 'en', kind: 'captions', label: 'English' });
  await db.insert(cues).values(
    CUE_TEXTS.map((text, i) => ({
      trackId: TRACK,
      id: `c${i}`,
      position: (i + 1) * 1024 + (i % 3) * 7,
      startMs: i * 1000,
      endMs: i * 1000 + 900,
      text,
    })),
  );
});
afterAll(() => env.close());

let address = 0;
const nextAddress = () => `203.0.113.${++address}`;
const json = async <T>(res: Response) => (await res.json()) as T;

/** A viewer's suggestion from the embed; answers its id. */
async function suggest(cue: number, extra: Record<string, unknown> = {}, ip = nextAddress()) {
  const res = await env.request('POST', `/embed/workspaces/${W}/files/${FILE}/corrections`, {
    body: {
      trackId: TRACK,
      cueId: `c${cue}`,
      originalText: CUE_TEXTS[cue],
      proposedText: `${CUE_TEXTS[cue]} (fixed)`,
      ...extra,
    },
    headers: { 'X-Forwarded-For': ip },
  });
  expect(res.status).toBe(201);
  return (await json<{ id: string }>(res)).id;
}

const path = (id: string, action = '') => `/workspaces/${W}/corrections/${id}${action ? `/${action}` : ''}`;
const post = (user: TestUser, url: string, body?: unknown) => env.request('POST', url, { token: user.token, body });
const get = (user: TestUser, url: string) => env.request('GET', url, { token: user.token });
const cueText = async (id: string) =>
  (
    await env.database.db
      .select({ text: cues.text })
      .from(cues)
      .where(and(eq(cues.trackId, TRACK), eq(cues.id, id)))
  )[0]?.text;
const trackVersion = async () =>
  (await env.database.db.select({ version: tracks.version }).from(tracks).where(eq(tracks.id, TRACK)))[0]!.version;

describe('GET /list_proposed_corrections', () => {
  it('lists pending ones newest first with the file, language and cue times, filtered by file, language and status', async () => {
    const first = await suggest(1);
    const second = await suggest(2, { note: 'Typo' });
    const res = await get(demo.editor, `/list_proposed_corrections?workspaceId=${W}&fileId=${FILE}`);
    expect(res.status).toBe(200);
    const { corrections } = await json<{ corrections: ProposedCorrection[] }>(res);
    expect(corrections.map((c) => c.id).slice(0, 2)).toEqual([second, first]);
    expect(corrections[0]).toMatchObject({
      fileName: 'Review lecture',
      language: 'en',
      cueId: 'c2',
      cueStartMs: 2000,
      cueEndMs: 2900,
      originalText: 'Two.',
      proposedText: 'Two. (fixed)',
      note: 'Typo',
      status: 'pending',
    });
    expect(corrections[0]!.decision).toBeUndefined();

    const spanish = await json<{ corrections: ProposedCorrection[] }>(
      await get(demo.editor, `/list_proposed_corrections?workspaceId=${W}&fileId=${FILE}&language=es`),
    );
    expect(spanish.corrections).toEqual([]);
    const otherFile = await json<{ corrections: ProposedCorrection[] }>(
      await get(demo.editor, `/list_proposed_corrections?workspaceId=${W}&fileId=gettysburg-address`),
    );
    expect(otherFile.corrections.map((c) => c.id)).not.toContain(first);
    const accepted = await json<{ corrections: ProposedCorrection[] }>(
      await get(demo.editor, `/list_proposed_corrections?workspaceId=${W}&status=accepted`),
    );
    expect(accepted.corrections.map((c) => c.id)).not.toContain(first);
  });

  it('pages with the cursor, keeping the filters', async () => {
    const ids = [await suggest(3), await suggest(4), await suggest(5)];
    const page1 = await json<{ corrections: ProposedCorrection[]; nextCursor: string }>(
      await get(demo.editor, `/list_proposed_corrections?workspaceId=${W}&fileId=${FILE}&limit=2`),
    );
    expect(page1.corrections.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    const page2 = await json<{ corrections: ProposedCorrection[] }>(
      await get(
        demo.editor,
        `/list_proposed_corrections?workspaceId=${W}&fileId=${FILE}&limit=2&cursor=${page1.nextCursor}`,
      ),
    );
    expect(page2.corrections[0]!.id).toBe(ids[0]);
  });

  it('refuses an unknown status with 400', async () => {
    const res = await get(demo.editor, `/list_proposed_corrections?workspaceId=${W}&status=maybe`);
    expect(res.status).toBe(400);
  });
});

describe('GET /workspaces/{workspaceId}/corrections/{correctionId}', () => {
  it('shows the cue with two cues before and two after, and its current text', async () => {
    const id = await suggest(5);
    const res = await get(demo.editor, path(id));
    expect(res.status).toBe(200);
    const detail = await json<CorrectionDetail>(res);
    expect(detail.cue).toMatchObject({ id: 'c5', text: 'Five.', startMs: 5000 });
    expect(detail.before.map((c) => c.id)).toEqual(['c3', 'c4']);
    expect(detail.after.map((c) => c.id)).toEqual(['c6', 'c7']);
    expect(detail.stale).toBe(false);
    expect(detail.file).toMatchObject({ id: FILE, name: 'Review lecture' });
    expect(detail.track).toMatchObject({ id: TRACK, language: 'en', kind: 'captions' });
  });

  it('has fewer neighbours at the start of the track', async () => {
    const detail = await json<CorrectionDetail>(await get(demo.editor, path(await suggest(0))));
    expect(detail.before).toEqual([]);
    expect(detail.after.map((c) => c.id)).toEqual(['c1', 'c2']);
  });
});

describe('POST …/accept', () => {
  it('applies the edited text to the cue as a new track version from a viewer correction, and records who decided', async () => {
    const id = await suggest(6);
    const before = await trackVersion();
    const res = await post(demo.editor, path(id, 'accept'), { text: 'Six, edited.', reason: 'Close enough' });
    expect(res.status).toBe(200);
    const body = await json<AcceptCorrectionResponse>(res);
    expect(body.cue).toMatchObject({ id: 'c6', text: 'Six, edited.' });
    expect(body.trackVersion).toBe(before + 1);
    expect(body.correction.status).toBe('accepted');
    expect(body.correction.decision).toMatchObject({
      decidedBy: { id: demo.editor.uid },
      reason: 'Close enough',
      appliedText: 'Six, edited.',
    });
    expect(await cueText('c6')).toBe('Six, edited.');
    const [version] = await env.database.db.select().from(trackVersions).where(eq(trackVersions.correctionId, id));
    expect(version).toMatchObject({
      trackId: TRACK,
      version: before + 1,
      source: 'viewer_correction',
      cueId: 'c6',
      previousText: 'Six.',
      text: 'Six, edited.',
      createdBy: demo.editor.uid,
    });
    // The track's history says where the change came from, to every member.
    const history = await json<TrackVersionsResponse>(
      await get(demo.viewer, `/workspaces/${W}/tracks/${TRACK}/versions`),
    );
    expect(history.versions[0]).toMatchObject({
      version: before + 1,
      source: 'viewer_correction',
      correctionId: id,
      text: 'Six, edited.',
      createdBy: { id: demo.editor.uid },
    });
    expect((await get(demo.outsider, `/workspaces/other-co/tracks/${TRACK}/versions`)).status).toBe(404);
    // Viewers see it in the embed at once.
    const embed = await json<{ cues: { id: string; text: string }[] }>(
      await env.request('GET', `/embed/workspaces/${W}/files/${FILE}/tracks/${TRACK}`),
    );
    expect(embed.cues.find((c) => c.id === 'c6')?.text).toBe('Six, edited.');
    // And it has left the pending list.
    const pending = await json<{ corrections: ProposedCorrection[] }>(
      await get(demo.editor, `/list_proposed_corrections?workspaceId=${W}&fileId=${FILE}&limit=100`),
    );
    expect(pending.corrections.map((c) => c.id)).not.toContain(id);
  });

  it('lets exactly one of several reviewers accepting at the same moment win', async () => {
    const id = await suggest(0);
    const before = await trackVersion();
    const reviewers = [demo.editor, demo.manager, demo.admin, demo.operator, demo.editor, demo.manager];
    env.alignTransactions(reviewers.length);
    const answers = await Promise.all(
      // Even with overrideCurrent, which skips the stale-text check, a correction is applied once.
      reviewers.map((user, i) => post(user, path(id, 'accept'), { text: `Zero, take ${i}.`, overrideCurrent: true })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await trackVersion()).toBe(before + 1);
    const rows = await env.database.db.select().from(trackVersions).where(eq(trackVersions.correctionId, id));
    expect(rows).toHaveLength(1);
    expect(await cueText('c0')).toBe(rows[0]!.text);
  });

  it('applies the proposed text when no text is given, and refuses a second decision with 409', async () => {
    const id = await suggest(7);
    expect((await post(demo.manager, path(id, 'accept'))).status).toBe(200);
    expect(await cueText('c7')).toBe('Seven. (fixed)');
    const again = await post(demo.admin, path(id, 'reject'));
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string; message: string } }>(again)).error).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('already accepted'),
    });
  });

  it('answers 409 correction_conflict with all three texts when the cue changed since the suggestion, and applies only when told to override', async () => {
    const id = await suggest(8, { originalText: 'Eight (as the viewer saw it).' });
    const version = await trackVersion();
    const res = await post(demo.editor, path(id, 'accept'));
    expect(res.status).toBe(409);
    expect((await json<{ error: unknown }>(res)).error).toEqual({
      code: 'correction_conflict',
      message: expect.stringContaining('changed since'),
      details: { currentText: 'Eight.', originalText: 'Eight (as the viewer saw it).', proposedText: 'Eight. (fixed)' },
    });
    expect(await cueText('c8')).toBe('Eight.');
    expect(await trackVersion()).toBe(version);
    expect((await json<CorrectionDetail>(await get(demo.editor, path(id)))).stale).toBe(true);

    const override = await post(demo.editor, path(id, 'accept'), { text: 'Eight, chosen.', overrideCurrent: true });
    expect(override.status).toBe(200);
    expect(await cueText('c8')).toBe('Eight, chosen.');
  });

  it('refuses a correction whose cue was deleted with 410 and leaves it pending', async () => {
    const id = await suggest(9);
    await env.database.db.delete(cues).where(and(eq(cues.trackId, TRACK), eq(cues.id, 'c9')));
    const res = await post(demo.editor, path(id, 'accept'));
    expect(res.status).toBe(410);
    expect((await json<{ error: { code: string; message: string } }>(res)).error).toEqual({
      code: 'gone',
      message: 'The cue this correction is for has been deleted, so it cannot be applied',
    });
    const detail = await json<CorrectionDetail>(await get(demo.editor, path(id)));
    expect(detail.cue).toBeNull();
    expect(detail.correction).toMatchObject({ status: 'pending', cueStartMs: null });
    // It can still be rejected.
    expect((await post(demo.editor, path(id, 'reject'))).status).toBe(200);
  });
});

describe('POST …/reject and …/spam', () => {
  it('rejects with a reason and records it', async () => {
    const id = await suggest(1);
    const res = await post(demo.editor, path(id, 'reject'), { reason: 'Not what was said' });
    expect(res.status).toBe(200);
    const { correction } = await json<{ correction: ProposedCorrection }>(res);
    expect(correction.status).toBe('rejected');
    expect(correction.decision).toMatchObject({ decidedBy: { id: demo.editor.uid }, reason: 'Not what was said' });
    expect(await cueText('c1')).toBe('One.');
  });

  it("marks spam and pauses that address's contributions to the workspace for 24 hours, others still get through", async () => {
    const spammer = nextAddress();
    const id = await suggest(2, {}, spammer);
    const res = await post(demo.editor, path(id, 'spam'));
    expect(res.status).toBe(200);
    const body = await json<{ correction: ProposedCorrection; blockedUntil: string }>(res);
    expect(body.correction.status).toBe('spam');
    const hours = (Date.parse(body.blockedUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    for (const kind of ['corrections', 'requests'] as const) {
      const blocked = await env.request('POST', `/embed/workspaces/${W}/files/${FILE}/${kind}`, {
        body:
          kind === 'corrections'
            ? { trackId: TRACK, cueId: 'c2', originalText: 'Two.', proposedText: 'Buy now' }
            : { kind: 'captions' },
        headers: { 'X-Forwarded-For': spammer },
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(23.9 * 3600);
      expect((await json<{ error: { message: string } }>(blocked)).error.message).toContain('paused');
    }
    await suggest(2); // another address
  });

  it('decides in bulk and says why it skipped the rest', async () => {
    const spammer = nextAddress();
    const a = await suggest(3, {}, spammer);
    const b = await suggest(4, {}, spammer);
    const decidedAlready = await suggest(5);
    await post(demo.editor, path(decidedAlready, 'reject'));
    const res = await post(demo.manager, `/workspaces/${W}/corrections/bulk`, {
      ids: [a, b, decidedAlready, 'no-such-correction'],
      action: 'spam',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      decided: [a, b],
      skipped: [
        { id: decidedAlready, reason: 'already_decided' },
        { id: 'no-such-correction', reason: 'not_found' },
      ],
    });
    const spam = await json<{ corrections: ProposedCorrection[] }>(
      await get(demo.editor, `/list_proposed_corrections?workspaceId=${W}&status=spam&fileId=${FILE}`),
    );
    expect(spam.corrections.map((c) => c.id)).toEqual(expect.arrayContaining([a, b]));
    const blocked = await env.request('POST', `/embed/workspaces/${W}/files/${FILE}/requests`, {
      body: { kind: 'captions' },
      headers: { 'X-Forwarded-For': spammer },
    });
    expect(blocked.status).toBe(429);
  });

  it('refuses an empty or oversized bulk with 400', async () => {
    expect((await post(demo.editor, `/workspaces/${W}/corrections/bulk`, { ids: [], action: 'reject' })).status).toBe(
      400,
    );
    const many = Array.from({ length: 101 }, (_, i) => `id${i}`);
    expect((await post(demo.editor, `/workspaces/${W}/corrections/bulk`, { ids: many, action: 'reject' })).status).toBe(
      400,
    );
    expect(
      (await post(demo.editor, `/workspaces/${W}/corrections/bulk`, { ids: ['x'], action: 'accept' })).status,
    ).toBe(400);
  });
});

describe('who may review corrections', () => {
  it('lets transcript-editors, content-managers and admins in; viewers get 403 and outsiders 404', async () => {
    const id = await suggest(3);
    for (const user of [demo.editor, demo.manager, demo.admin]) expect((await get(user, path(id))).status).toBe(200);
    for (const url of [path(id), `/list_proposed_corrections?workspaceId=${W}`]) {
      expect((await get(demo.viewer, url)).status).toBe(403);
      expect((await get(demo.outsider, url)).status).toBe(404);
    }
    for (const action of ['accept', 'reject', 'spam']) {
      expect((await post(demo.viewer, path(id, action))).status).toBe(403);
      expect((await post(demo.outsider, path(id, action))).status).toBe(404);
    }
    expect((await post(demo.viewer, `/workspaces/${W}/corrections/bulk`, { ids: [id], action: 'reject' })).status).toBe(
      403,
    );
    expect(await cueText('c3')).toBe('Three.');
  });

  it("answers 404 for another workspace's correction, even to that workspace's admin", async () => {
    const id = await suggest(4);
    // outsider@demo.test is admin of other-co: the id exists, but not there.
    for (const action of ['', 'accept', 'reject', 'spam']) {
      const url = `/workspaces/other-co/corrections/${id}${action ? `/${action}` : ''}`;
      const res = action ? await post(demo.outsider, url) : await get(demo.outsider, url);
      expect(res.status).toBe(404);
    }
    const bulk = await post(demo.outsider, `/workspaces/other-co/corrections/bulk`, { ids: [id], action: 'reject' });
    expect(await bulk.json()).toEqual({ decided: [], skipped: [{ id, reason: 'not_found' }] });
    expect(await cueText('c4')).toBe('Four.');
  });
});

describe('GET /workspaces/{workspaceId}/review_counts', () => {
  it('counts pending items up to 20, only the queues the role may see', async () => {
    const counts = (user: TestUser) => get(user, `/workspaces/${W}/review_counts`).then((r) => json<ReviewCounts>(r));
    const before = await counts(demo.editor);
    expect(before.requests).toBeNull();
    expect(before.limit).toBe(20);
    await suggest(1);
    const after = await counts(demo.editor);
    expect(after.corrections).toBe(Math.min(before.corrections! + 1, 20));
    const manager = await counts(demo.manager);
    expect(manager.requests).toEqual(expect.any(Number));
    expect(await counts(demo.viewer)).toEqual({ corrections: null, requests: null, limit: 20 });
    expect((await get(demo.outsider, `/workspaces/${W}/review_counts`)).status).toBe(404);
  });
});
