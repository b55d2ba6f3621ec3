import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@shared/schemas/assignments';
import type { MediaRequest } from '@shared/schemas/contributions';
import type { MediaRequestDetail, OutboxResponse, StartMediaRequestResponse } from '@shared/schemas/review';
import { files } from '../db/schema';
import { outbox } from '../db/schema-mail';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const FILE = 'requested-lecture';

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  await env.database.db.insert(files).values({ id: FILE, workspaceId: W, name: 'Requested lecture', embeddable: true });
});
afterAll(() => env.close());

let address = 0;
const json = async <T>(res: Response) => (await res.json()) as T;
const post = (user: TestUser, url: string, body?: unknown) => env.request('POST', url, { token: user.token, body });
const get = (user: TestUser, url: string) => env.request('GET', url, { token: user.token });
const path = (id: string, action = '') => `/workspaces/${W}/requests/${id}${action ? `/${action}` : ''}`;

/** A viewer's request from the embed; answers its id. */
async function ask(body: Record<string, unknown>) {
  const res = await env.request('POST', `/embed/workspaces/${W}/files/${FILE}/requests`, {
    body,
    headers: { 'X-Forwarded-For': `192.0.2.${++address}` },
  });
  expect(res.status).toBe(201);
  return (await json<{ id: string }>(res)).id;
}

/** The outbox rows addressed to `to`, newest first. */
const mailTo = (to: string) =>
  env.database.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.seq));

describe('the requests list', () => {
  it('filters by kind, status and file', async () => {
    const translation = await ask({ kind: 'translation', language: 'fr' });
    const captions = await ask({ kind: 'captions' });
    const list = (query: string) =>
      get(demo.manager, `/media_requests/workspaces/${W}?fileId=${FILE}${query}`)
        .then((r) => json<{ requests: MediaRequest[] }>(r))
        .then((r) => r.requests.map((x) => x.id));
    expect(await list('&kind=translation')).toContain(translation);
    expect(await list('&kind=translation')).not.toContain(captions);
    expect(await list('')).toEqual(expect.arrayContaining([translation, captions]));
    expect(await list('&status=declined')).toEqual([]);
  });
});

describe('POST …/start', () => {
  it('creates a translation_review assignment on the file, links it and marks the request in progress', async () => {
    const id = await ask({ kind: 'translation', language: 'es', message: 'Para mi abuela' });
    const res = await post(demo.manager, path(id, 'start'));
    expect(res.status).toBe(201);
    const { request, assignment } = await json<StartMediaRequestResponse>(res);
    expect(assignment).toMatchObject({
      fileId: FILE,
      workspaceId: W,
      type: 'translation_review',
      status: 'pending',
      createdBy: demo.manager.uid,
      title: 'Viewer request: translation (es)',
      description: 'A viewer asked: Para mi abuela',
    });
    expect(request).toMatchObject({ id, status: 'in_progress', assignmentId: assignment.id });
    expect(request.startedAt).toEqual(expect.any(String));

    // The assignment is a real one: the file's assignments list shows it.
    const { assignments } = await json<{ assignments: Assignment[] }>(
      await get(demo.editor, `/assignments?workspaceId=${W}&fileId=${FILE}`),
    );
    expect(assignments.map((a) => a.id)).toContain(assignment.id);

    const detail = await json<MediaRequestDetail>(await get(demo.admin, path(id)));
    expect(detail.assignment?.id).toBe(assignment.id);
    expect(detail.file).toEqual({ id: FILE, name: 'Requested lecture' });
    expect(detail.matchingTrackId).toBeNull();

    const again = await post(demo.manager, path(id, 'start'));
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe(
      'A request that is in progress cannot be started',
    );
  });

  it.each([
    ['captions', 'transcription_edit'],
    ['transcript', 'transcription_edit'],
    ['audio_description', 'create_audio_description'],
    ['voiceover', 'voiceover_request'],
  ])('gives a %s request a %s assignment', async (kind, type) => {
    const id = await ask({ kind });
    const { assignment } = await json<StartMediaRequestResponse>(await post(demo.admin, path(id, 'start')));
    expect(assignment.type).toBe(type);
  });
});

describe('POST …/fulfil and …/decline', () => {
  it('fulfils a started request and queues exactly one message to the requester', async () => {
    const email = 'fulfil-me@example.com';
    const id = await ask({ kind: 'captions', email });
    await post(demo.manager, path(id, 'start'));
    const res = await post(demo.manager, path(id, 'fulfil'));
    expect(res.status).toBe(200);
    const { request } = await json<{ request: MediaRequest }>(res);
    expect(request).toMatchObject({ status: 'fulfilled', decision: { decidedBy: { id: demo.manager.uid } } });
    expect(request.fulfilledAt).toEqual(expect.any(String));
    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'media_request_fulfilled', subject: 'Your request for captions is done' });
    expect(mail[0]!.textBody).toContain('“Requested lecture”');
    expect(mail[0]!.sentAt).toBeNull();

    expect((await post(demo.manager, path(id, 'decline'), { message: 'No' })).status).toBe(409);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('declines with a message that reaches the requester', async () => {
    const email = 'decline-me@example.com';
    const id = await ask({ kind: 'voiceover', email });
    const res = await post(demo.admin, path(id, 'decline'), { message: 'We have no budget for voiceover this term.' });
    expect(res.status).toBe(200);
    const { request } = await json<{ request: MediaRequest }>(res);
    expect(request).toMatchObject({
      status: 'declined',
      decision: { decidedBy: { id: demo.admin.uid }, reason: 'We have no budget for voiceover this term.' },
    });
    const [mail] = await mailTo(email);
    expect(mail!.textBody).toContain('We have no budget for voiceover this term.');
  });

  it('requires a decline message, and mails nobody when the requester left no address', async () => {
    const id = await ask({ kind: 'transcript' });
    expect((await post(demo.admin, path(id, 'decline'), {})).status).toBe(400);
    const before = (await env.database.db.select().from(outbox)).length;
    expect((await post(demo.admin, path(id, 'fulfil'))).status).toBe(200);
    expect((await env.database.db.select().from(outbox)).length).toBe(before);
  });
});

describe('GET …/requests/{requestId}', () => {
  it('names a track of the file that meets the request, in the language asked for', async () => {
    // jfk-rice-moon-speech has en captions, es subtitles and en descriptions.
    const askAboutJfk = async (body: Record<string, unknown>) => {
      const res = await env.request('POST', '/embed/workspaces/demo-university/files/jfk-rice-moon-speech/requests', {
        body,
        headers: { 'X-Forwarded-For': `192.0.2.${++address}` },
      });
      return (await json<{ id: string }>(res)).id;
    };
    const matching = async (body: Record<string, unknown>) =>
      (await json<MediaRequestDetail>(await get(demo.manager, path(await askAboutJfk(body))))).matchingTrackId;
    expect(await matching({ kind: 'translation', language: 'es' })).toBe('jfk-rice-moon-speech-es-subtitles');
    expect(await matching({ kind: 'translation', language: 'fr' })).toBeNull();
    expect(await matching({ kind: 'audio_description' })).toBe('jfk-rice-moon-speech-en-descriptions');
    expect(await matching({ kind: 'transcript' })).toBe('jfk-rice-moon-speech-en-captions');
    expect(await matching({ kind: 'voiceover', language: 'es' })).toBeNull();
  });
});

describe('who may act on requests', () => {
  it('lets content-managers and admins in; editors and viewers get 403, outsiders 404 — also in their own workspace', async () => {
    const id = await ask({ kind: 'captions', email: 'private@example.com' });
    for (const user of [demo.manager, demo.admin]) expect((await get(user, path(id))).status).toBe(200);
    for (const user of [demo.editor, demo.viewer]) {
      expect((await get(user, path(id))).status).toBe(403);
      for (const action of ['start', 'fulfil']) expect((await post(user, path(id, action))).status).toBe(403);
      expect((await post(user, path(id, 'decline'), { message: 'x' })).status).toBe(403);
    }
    expect((await get(demo.outsider, path(id))).status).toBe(404);
    expect((await post(demo.outsider, path(id, 'start'))).status).toBe(404);
    const crossWorkspace = `/workspaces/other-co/requests/${id}`;
    expect((await get(demo.outsider, crossWorkspace)).status).toBe(404);
    expect((await post(demo.outsider, `${crossWorkspace}/fulfil`)).status).toBe(404);
    expect((await json<MediaRequestDetail>(await get(demo.admin, path(id)))).request.status).toBe('pending');
  });
});

describe('GET /operator/outbox', () => {
  it('lists waiting mail to operators only; everyone else gets 404', async () => {
    const email = 'outbox-listed@example.com';
    await post(demo.admin, path(await ask({ kind: 'captions', email }), 'fulfil'));
    const res = await get(demo.operator, '/operator/outbox');
    expect(res.status).toBe(200);
    const body = await json<OutboxResponse>(res);
    expect(body.sending).toBe(false);
    expect(body.messages.find((m) => m.to === email)).toMatchObject({
      kind: 'media_request_fulfilled',
      sentAt: null,
      attempts: 0,
    });
    expect((await get(demo.admin, '/operator/outbox')).status).toBe(404);
  });
});
