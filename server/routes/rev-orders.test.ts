import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '@shared/schemas/jobs';
import type { RevOrder } from '@shared/schemas/rev';
import { newId } from '../db/new-id';
import { receivedRevOrder } from '../db/queries/rev-orders';
import { trackWithCues } from '../db/queries/tracks';
import { files, tracks } from '../db/schema';
import { jobs } from '../db/schema-jobs';
import { eventAfter, jobEnd } from '../jobs/job-test-helpers';
import { type FakeRev, startFakeRev } from '../platforms/testing/fake-rev';
import { DEMO_UNIVERSITY_FILES, OTHER_CO_FILE } from '../seed/demo-data';
import { fileStorageKey } from '../storage/storage';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fake: FakeRev;

const WS = 'demo-university';
const MEDIA = Buffer.from('fake media bytes for Rev to fetch');
const WEBVTT =
  'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nWe choose to go to the Moon.\n\n00:00:04.000 --> 00:00:06.000\nNot because it is easy.\n';

beforeAll(async () => {
  // Read when the router registers the Rev job: a one-second poll keeps the waits short.
  process.env.REV_POLL_SECONDS = '1';
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(async () => {
  delete process.env.REV_POLL_SECONDS;
  delete process.env.REV_API_BASE_URL;
  await env.close();
});

beforeEach(async () => {
  fake = await startFakeRev();
  process.env.REV_API_BASE_URL = `${fake.baseUrl}/api/v1/`;
  const res = await env.request('PUT', `/workspaces/${WS}/integrations/rev`, {
    token: demo.admin.token,
    body: { credentials: { clientApiKey: fake.clientApiKey, userApiKey: fake.userApiKey } },
  });
  expect(res.status).toBe(200);
});
afterEach(async () => {
  await fake.close();
  expect(fake.unhandled).toEqual([]);
});

/** A processed upload of Demo University: its original is in storage, its duration known. */
async function uploadedFile(): Promise<string> {
  const id = newId();
  const storageKey = fileStorageKey(WS, id, 'original');
  await env.storage.put(storageKey, MEDIA, 'audio/mpeg');
  await env.database.db.insert(files).values({
    id,
    workspaceId: WS,
    name: 'Lecture.mp3',
    status: 'ready',
    storageKey,
    mimeType: 'audio/mpeg',
    durationMs: 61_500,
    probedDurationMs: 61_500,
  });
  return id;
}

const ordersPath = (fileId: string, ws = WS) => `/workspaces/${ws}/files/${fileId}/rev-orders`;
const order = (fileId: string, who: TestUser = demo.manager, body: unknown = {}) =>
  env.request('POST', ordersPath(fileId), { token: who.token, body });
const ordersOf = async (fileId: string) =>
  (
    (await (await env.request('GET', ordersPath(fileId), { token: demo.viewer.token })).json()) as {
      orders: RevOrder[];
    }
  ).orders;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

/** The job event once the order's job has run at least once and is waiting for its next poll. */
const waitingForRev = (event: { type: string; job?: Job }) =>
  event.type === 'job' && event.job!.kind === 'rev-order' && event.job!.state === 'queued' && event.job!.attempts >= 1
    ? event.job!
    : undefined;

describe('Rev orders', () => {
  it('orders captions with a media link Rev can fetch, polls while Rev works, and makes the delivery a track once', async () => {
    const fileId = await uploadedFile();
    // Rev is told the probed duration: a client cannot lower it first.
    const patched = await env.request('PATCH', `/files/${fileId}?workspaceId=${WS}`, {
      token: demo.manager.token,
      body: { durationMs: 1000 },
    });
    expect(patched.status).toBe(409);
    let placed!: Response;
    const waiting = await eventAfter(env, WS, waitingForRev, async () => {
      placed = await order(fileId, demo.manager, { comment: 'Speaker: JFK' });
    });
    expect(placed.status).toBe(201);
    const { order: created } = (await placed.json()) as { order: RevOrder };
    const [onRev] = fake.orders;
    expect(created).toMatchObject({
      fileId,
      revOrderNumber: onRev!.orderNumber,
      status: 'in_progress',
      trackId: null,
      orderedBy: 'Manuel Manager',
    });
    expect(onRev).toMatchObject({ clientRef: created.id, comment: 'Speaker: JFK', lengthSeconds: 62 });
    // Rev was still working when the job first asked: the order stays open with Rev's word for it.
    expect(waiting.error).toContain(`Rev is still working on order ${onRev!.orderNumber}`);
    expect((await ordersOf(fileId))[0]).toMatchObject({ status: 'in_progress', revStatus: 'In Progress' });

    // The link handed to Rev serves the stored original without any sign-in, and a wrong token gets nothing.
    const link = new URL(fake.inputs.get(onRev!.inputUri)!.url);
    expect(link.origin).toBe('http://localhost');
    const media = await env.request('GET', `${link.pathname.replace(/^\/api/, '')}${link.search}`);
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer())).toEqual(MEDIA);
    const forged = await env.request('GET', `${link.pathname.replace(/^\/api/, '')}?token=forged`);
    expect(forged.status).toBe(404);

    fake.complete(onRev!.orderNumber, WEBVTT);
    const job = await jobEnd(env, WS, waiting.id);
    expect(job.state).toBe('succeeded');
    const [received] = await ordersOf(fileId);
    expect(received).toMatchObject({ status: 'complete', revStatus: 'Complete', trackId: job.result!.trackId });
    expect(received!.completedAt).not.toBeNull();
    const track = await trackWithCues(env.database.db, WS, fileId, received!.trackId!);
    expect(track).toMatchObject({ language: 'en', kind: 'captions', label: 'English (Rev, human)' });
    expect(track!.cues.map((c) => [c.startMs, c.endMs, c.text])).toEqual([
      [1000, 3500, 'We choose to go to the Moon.'],
      [4000, 6000, 'Not because it is easy.'],
    ]);

    // A second delivery of the same order (a retried run) adds nothing; the link closed with the order.
    const again = await receivedRevOrder(env.database.db, received!.id, {
      track: { id: newId(), language: 'en', kind: 'captions', label: 'again' },
      cues: [{ id: 'c1', startMs: 0, endMs: 1000, text: 'again' }],
      revStatus: 'Complete',
    });
    expect(again).toBe(received!.trackId);
    expect(await env.database.db.select().from(tracks).where(eq(tracks.fileId, fileId))).toHaveLength(1);
    expect((await env.request('GET', `${link.pathname.replace(/^\/api/, '')}${link.search}`)).status).toBe(404);
  });

  it('refuses a second order while one is open, and lets only managers order', async () => {
    const fileId = DEMO_UNIVERSITY_FILES[0];
    const first = await order(fileId, demo.admin);
    expect(first.status).toBe(201);
    // A demo file's media is served by the site itself, so Rev gets that address.
    expect([...fake.inputs.values()][0]!.url).toBe('http://localhost/media/demo/jfk-rice-moon-speech.opus');
    const second = await order(fileId, demo.manager);
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toContain('still open');
    expect(fake.orders).toHaveLength(1);
    for (const who of [demo.editor, demo.viewer]) {
      expect((await order(DEMO_UNIVERSITY_FILES[1], who)).status).toBe(403);
    }

    const { order: placed } = (await first.json()) as { order: RevOrder };
    fake.cancel(placed.revOrderNumber!);
    const [row] = await env.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.fileId, fileId), eq(jobs.kind, 'rev-order')));
    expect((await jobEnd(env, WS, row!.id)).state).toBe('succeeded');
    expect((await ordersOf(fileId))[0]).toMatchObject({ status: 'cancelled', error: 'Rev cancelled the order' });
    // Once cancelled, the file can be ordered again (and that order is cancelled too, so its job ends here).
    const reordered = await order(fileId, demo.manager);
    expect(reordered.status).toBe(201);
    fake.cancel(((await reordered.json()) as { order: RevOrder }).order.revOrderNumber!);
    const [, next] = await env.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.fileId, fileId), eq(jobs.kind, 'rev-order')))
      .orderBy(jobs.createdAt);
    expect((await jobEnd(env, WS, next!.id)).state).toBe('succeeded');
  });

  it('places one order when two people order the same file at once', async () => {
    const fileId = await uploadedFile();
    const answers = await Promise.all([order(fileId, demo.admin), order(fileId, demo.manager)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(fake.orders).toHaveLength(1);
    expect(await ordersOf(fileId)).toHaveLength(1);
    fake.cancel(fake.orders[0]!.orderNumber);
    const [row] = await env.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.fileId, fileId), eq(jobs.kind, 'rev-order')));
    expect((await jobEnd(env, WS, row!.id)).state).toBe('succeeded');
  });

  it('answers Reconnect when Rev refuses the keys, and keeps nothing of the refused order', async () => {
    const fileId = await uploadedFile();
    fake.revokeKeys();
    const res = await order(fileId);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'platform_reconnect' });
    expect(await ordersOf(fileId)).toEqual([]);
    expect(fake.orders).toEqual([]);
  });

  it('keeps the order open and retries when Rev fails with a 5xx, then receives it', async () => {
    const fileId = await uploadedFile();
    // Only status polls fail; placing the order (POST /api/v1/orders) goes through.
    fake.failNext({ status: 503, body: 'Service Unavailable' }, { pathPrefix: '/api/v1/orders/' });
    let placed!: Response;
    const waiting = await eventAfter(env, WS, waitingForRev, async () => {
      placed = await order(fileId);
    });
    expect(placed.status).toBe(201);
    expect(waiting.error).toContain('Rev is unavailable (HTTP 503)');
    expect((await ordersOf(fileId))[0]).toMatchObject({ status: 'in_progress', trackId: null });
    fake.complete(fake.orders[0]!.orderNumber, WEBVTT);
    expect((await jobEnd(env, WS, waiting.id)).state).toBe('succeeded');
    expect((await ordersOf(fileId))[0]!.status).toBe('complete');
  });

  it("keeps Rev's own words out of answers and stored errors: a refused order and a refused poll say ours", async () => {
    const secret = 'Rev client key ck_9f8e7d6c5b4a is not valid for user key uk_0a1b2c3d';
    const fileId = await uploadedFile();
    fake.failNext({ status: 400, body: { code: 1001, message: secret } }, { pathPrefix: '/api/v1/inputs' });
    const refused = await order(fileId);
    expect(refused.status).toBe(502);
    const answer = await refused.text();
    expect(JSON.parse(answer).error).toMatchObject({
      code: 'platform_unavailable',
      message: 'Rev refused the request (HTTP 400)',
    });
    expect(answer).not.toContain('ck_9f8e');

    // Placing goes through; the status poll is refused: the job's stored error is ours too.
    fake.failNext({ status: 400, body: { code: 1001, message: secret } }, { pathPrefix: '/api/v1/orders/' });
    const waiting = await eventAfter(env, WS, waitingForRev, async () => {
      expect((await order(fileId)).status).toBe(201);
    });
    expect(waiting.error).toContain('Rev refused the request (HTTP 400)');
    const [stored] = await env.database.db.select().from(jobs).where(eq(jobs.id, waiting.id));
    expect(JSON.stringify(stored)).not.toContain('ck_9f8e');
    fake.complete(fake.orders[0]!.orderNumber, WEBVTT);
    expect((await jobEnd(env, WS, waiting.id)).state).toBe('succeeded');
  });

  it("answers 404 for another workspace's file, and 409 when Rev is not connected", async () => {
    const outsider = await env.request('GET', ordersPath(DEMO_UNIVERSITY_FILES[2]), { token: demo.outsider.token });
    expect(outsider.status).toBe(404);
    const crossed = await env.request('POST', ordersPath(OTHER_CO_FILE), { token: demo.admin.token, body: {} });
    expect(crossed.status).toBe(404);
    expect((await env.request('GET', ordersPath(OTHER_CO_FILE), { token: demo.admin.token })).status).toBe(404);

    await env.request('DELETE', `/workspaces/${WS}/integrations/rev`, { token: demo.admin.token });
    const unconnected = await order(DEMO_UNIVERSITY_FILES[3]);
    expect(unconnected.status).toBe(409);
    expect((await errorOf(unconnected)).message).toContain('Rev is not connected');
    expect((await order(DEMO_UNIVERSITY_FILES[3], demo.manager, { comment: 5 })).status).toBe(400);
    expect(fake.orders).toEqual([]);
  });
});
