// Idempotent writes (issue 34): a POST that creates something or spends minutes, sent again with the same
// Idempotency-Key, replays its first answer instead of doing the work twice, even when both arrive at once.
import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedApiKey } from '@shared/schemas/api-keys';
import type { Job } from '@shared/schemas/jobs';
import { newId } from '../db/new-id';
import { balanceOf } from '../db/queries/credit';
import { files, tracks } from '../db/schema';
import { assignments, labels } from '../db/schema-assignments';
import { idempotencyKeys } from '../db/schema-idempotency';
import { outbox } from '../db/schema-mail';
import { OTHER_CO_FILE } from '../seed/demo-data';
import { fileStorageKey } from '../storage/storage';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const FILE = 'gettysburg-address';

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const post = (token: string, path: string, body: unknown, key: string) =>
  env.request('POST', path, { token, body, headers: { 'Idempotency-Key': key } });
const label = (who: TestUser, name: string, key: string, workspaceId = W, fileId = FILE) =>
  post(who.token, '/labels', { workspaceId, fileId, name, color: '#1a73e8' }, key);
const labelsNamed = async (name: string) =>
  (await env.database.db.select().from(labels).where(eq(labels.name, name))).length;
const filesNamed = async (name: string) =>
  (await env.database.db.select().from(files).where(eq(files.name, name))).length;
/** A processed upload of one minute, as the media job leaves it: what engine jobs are priced on. */
async function processedFile(): Promise<string> {
  const id = newId();
  await env.database.db.insert(files).values({
    id,
    workspaceId: W,
    name: 'One minute',
    status: 'ready',
    storageKey: fileStorageKey(W, id, 'original'),
    mimeType: 'audio/mpeg',
    media: { type: 'url', url: `/api/media/${id}/original`, mimeType: 'audio/mpeg' },
    durationMs: 60_000,
    probedDurationMs: 60_000,
  });
  return id;
}
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('the same key and request', () => {
  it('replays the first answer, status and body, marked as replayed, and creates one label', async () => {
    const key = randomUUID();
    const first = await label(demo.editor, 'Replayed label', key);
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    // The same JSON with its fields in another order is the same request.
    const again = await post(
      demo.editor.token,
      '/labels',
      { color: '#1a73e8', name: 'Replayed label', fileId: FILE, workspaceId: W },
      key,
    );
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await again.json()).toEqual(await first.json());
    expect(await labelsNamed('Replayed label')).toBe(1);
  });

  it('adds one file from a link', async () => {
    const key = randomUUID();
    const body = { workspaceId: W, url: 'https://youtu.be/dQw4w9WgXcQ', name: 'Linked once' };
    const first = await post(demo.manager.token, '/files/from_link', body, key);
    const again = await post(demo.manager.token, '/files/from_link', body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect(await filesNamed('Linked once')).toBe(1);
  });

  it('orders one job and debits its minutes once', async () => {
    const key = randomUUID();
    const before = await balanceOf(env.database.db, W);
    const path = `/workspaces/${W}/files/${await processedFile()}/jobs`;
    const body = { kind: 'transcribe', language: 'en-US' };
    const first = await post(demo.manager.token, path, body, key);
    expect(first.status).toBe(202);
    const { job } = (await first.json()) as { job: Job };
    const again = await post(demo.manager.token, path, body, key);
    // Without the key the same order is refused as a duplicate (409); with it, the first answer comes back.
    expect(again.status).toBe(202);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await again.json()) as { job: Job }).job.id).toBe(job.id);
    expect(await balanceOf(env.database.db, W)).toBe(before - 1);
  });

  it('adds one track and one assignment (whose assignees are mailed once)', async () => {
    const key = randomUUID();
    const trackPath = `/files/${FILE}/tracks?workspaceId=${W}`;
    const track = { language: 'fr', kind: 'subtitles', label: 'Sous-titres once' };
    const assignment = {
      workspaceId: W,
      fileId: FILE,
      title: 'Check once',
      description: 'Once',
      assignees: [demo.editor.uid],
    };
    // One key for both: a key belongs to one operation, so these do not meet.
    for (const [path, body] of [
      [trackPath, track],
      ['/assignments', assignment],
    ] as const) {
      const first = await post(demo.manager.token, path, body, key);
      const again = await post(demo.manager.token, path, body, key);
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
    }
    const db = env.database.db;
    expect(await db.select().from(tracks).where(eq(tracks.label, 'Sous-titres once'))).toHaveLength(1);
    expect(await db.select().from(assignments).where(eq(assignments.title, 'Check once'))).toHaveLength(1);
    const mails = await db.select().from(outbox).where(like(outbox.textBody, '%Check once%'));
    expect(mails).toHaveLength(1);
  });

  it('replays a refusal (4xx) too', async () => {
    expect((await label(demo.editor, 'Taken name', randomUUID())).status).toBe(201);
    const key = randomUUID();
    const refused = await label(demo.editor, 'Taken name', key);
    expect(refused.status).toBe(409);
    const again = await label(demo.editor, 'Taken name', key);
    expect(again.status).toBe(409);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await refused.json());
  });
});

describe('the same key with another request', () => {
  it('is refused with 422 idempotency_key_reused, and creates nothing', async () => {
    const key = randomUUID();
    expect((await label(demo.editor, 'First use', key)).status).toBe(201);
    const reused = await label(demo.editor, 'Second use', key);
    expect(reused.status).toBe(422);
    expect(await errorCode(reused)).toBe('idempotency_key_reused');
    expect(await labelsNamed('Second use')).toBe(0);
  });

  it('on another file of the same operation is another request', async () => {
    const key = randomUUID();
    const body = { kind: 'transcribe', language: 'en-US' };
    const other = await post(demo.manager.token, `/workspaces/${W}/files/no-such-file/jobs`, body, key);
    expect(other.status).toBe(404);
    const reused = await post(demo.manager.token, `/workspaces/${W}/files/${FILE}/jobs`, body, key);
    expect(reused.status).toBe(422);
  });
});

describe('concurrent duplicates', () => {
  it('create one label and get the same answer', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([label(demo.editor, 'Raced label', key), label(demo.editor, 'Raced label', key)]);
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(await a!.json()).toEqual(await b!.json());
    // One made the answer, the other replayed it.
    const replayed = [a!, b!].map((res) => res.headers.get('Idempotent-Replayed'));
    expect(replayed).toHaveLength(2);
    expect(replayed).toEqual(expect.arrayContaining([null, 'true']));
    expect(await labelsNamed('Raced label')).toBe(1);
  });

  it('create one file when the first is still working as the second arrives', async () => {
    const key = randomUUID();
    const body = {
      workspaceId: W,
      name: 'Uploaded once',
      media: { type: 'url', url: 'https://media.example.com/once.mp4', mimeType: 'video/mp4' },
    };
    // The first request holds on after creating the file, while its duplicate comes in.
    const start = env.jobs.startMediaProcessing.bind(env.jobs);
    const slow = vi.spyOn(env.jobs, 'startMediaProcessing').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return start(...args);
    });
    try {
      const answers = await Promise.all([
        post(demo.manager.token, '/files', body, key),
        post(demo.manager.token, '/files', body, key),
      ]);
      expect(answers.map((res) => res.status)).toEqual([201, 201]);
      const [a, b] = await Promise.all(answers.map((res) => res.json()));
      expect(a).toEqual(b);
      expect(slow).toHaveBeenCalledTimes(1);
      expect(await filesNamed('Uploaded once')).toBe(1);
    } finally {
      slow.mockRestore();
    }
  });

  it('order one job and debit once', async () => {
    const key = randomUUID();
    const before = await balanceOf(env.database.db, W);
    const path = `/workspaces/${W}/files/${await processedFile()}/jobs`;
    const body = { kind: 'transcribe', language: 'en-US' };
    const answers = await Promise.all([
      post(demo.manager.token, path, body, key),
      post(demo.manager.token, path, body, key),
    ]);
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(answers.map((res) => res.status)).toEqual([202, 202]);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(await balanceOf(env.database.db, W)).toBe(before - 1);
  });

  it('wait for a first request still running and replay its answer once it finishes', async () => {
    const key = randomUUID();
    expect((await label(demo.editor, 'Slow label', key)).status).toBe(201);
    const row = eq(idempotencyKeys.key, key);
    const [stored] = await env.database.db.select().from(idempotencyKeys).where(row);
    // As if the first request were still running; it finishes a moment after the duplicate arrives.
    await env.database.db.update(idempotencyKeys).set({ status: null }).where(row);
    const duplicate = label(demo.editor, 'Slow label', key);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await env.database.db.update(idempotencyKeys).set({ status: stored!.status }).where(row);
    const res = await duplicate;
    expect(res.status).toBe(201);
    expect(res.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await labelsNamed('Slow label')).toBe(1);
  });

  it('answer 409 idempotency_in_progress when the first is still running after 10 seconds', async () => {
    const key = randomUUID();
    expect((await label(demo.editor, 'Stuck label', key)).status).toBe(201);
    await env.database.db.update(idempotencyKeys).set({ status: null }).where(eq(idempotencyKeys.key, key));
    const started = Date.now();
    const res = await label(demo.editor, 'Stuck label', key);
    expect(res.status).toBe(409);
    expect(res.headers.get('Retry-After')).toBe('1');
    expect(await errorCode(res)).toBe('idempotency_in_progress');
    expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
    expect(await labelsNamed('Stuck label')).toBe(1);
  });
});

describe('keys are per caller and workspace', () => {
  it('so two people, or a person and an API key, using the same key each create their own', async () => {
    const key = randomUUID();
    expect((await label(demo.editor, 'Editor’s', key)).status).toBe(201);
    const manager = await label(demo.manager, 'Manager’s', key);
    expect(manager.status).toBe(201);
    expect(manager.headers.get('Idempotent-Replayed')).toBeNull();

    const created = await env.request('POST', `/workspaces/${W}/api-keys`, {
      token: demo.admin.token,
      body: { name: 'Idempotent sync', scopes: ['write'] },
    });
    const { secret } = (await created.json()) as CreatedApiKey;
    expect((await label(demo.admin, 'Admin’s', key)).status).toBe(201);
    const byKey = await post(secret, '/labels', { workspaceId: W, fileId: FILE, name: 'Key’s', color: '#1a73e8' }, key);
    expect(byKey.status).toBe(201);
    expect(await labelsNamed('Key’s')).toBe(1);
  });

  it('so one person using the same key in two workspaces creates in each', async () => {
    const key = randomUUID();
    expect((await label(demo.operator, 'Operator’s', key)).status).toBe(201);
    const elsewhere = await label(demo.operator, 'Operator’s', key, 'other-co', OTHER_CO_FILE);
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await labelsNamed('Operator’s')).toBe(2);
  });
});

describe('what is not kept', () => {
  it('a key older than 24 hours counts as new', async () => {
    const key = randomUUID();
    expect((await label(demo.editor, 'Yesterday’s', key)).status).toBe(201);
    await env.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const today = await label(demo.editor, 'Today’s', key);
    expect(today.status).toBe(201);
    expect(today.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await labelsNamed('Today’s')).toBe(1);
  });

  it('an answer of 500 or above, so a retry with the same key runs again', async () => {
    const key = randomUUID();
    const body = {
      workspaceId: W,
      name: 'Retried upload',
      media: { type: 'url', url: 'https://media.example.com/retried.mp4', mimeType: 'video/mp4' },
    };
    const failing = vi.spyOn(env.jobs, 'startMediaProcessing').mockRejectedValueOnce(new Error('queue down'));
    try {
      expect((await post(demo.manager.token, '/files', body, key)).status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    const retried = await post(demo.manager.token, '/files', body, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    const again = await post(demo.manager.token, '/files', body, key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await retried.json());
  });

  it('a key longer than 255 characters: 400', async () => {
    const res = await label(demo.editor, 'Long key', 'k'.repeat(256));
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('validation_error');
    expect(await labelsNamed('Long key')).toBe(0);
    expect((await label(demo.editor, 'Long key', 'k'.repeat(255))).status).toBe(201);
  });
});

it('the OpenAPI document offers the header on exactly the operations that create or spend minutes', async () => {
  type Operation = { operationId: string; parameters?: { name: string; in: string }[] };
  const doc = (await (await env.request('GET', '/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const withHeader = Object.values(doc.paths)
    .flatMap((item) => Object.values(item))
    .filter((op) => op.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
    .map((op) => op.operationId);
  expect(withHeader.sort()).toEqual([
    'createAssignment',
    'createFile',
    'createFileFromLink',
    'createLabel',
    'createTrack',
    'orderFileJob',
    'placeRevOrder',
  ]);
});
