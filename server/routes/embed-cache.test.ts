import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../api';
import { type Database, openDatabase } from '../db/open-database';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

// Embed track GETs are answered from memory until a change is notified: every write that can change what
// they show must be seen by the very next GET, on this API instance and on another one.

let env: TestEnv;
let manager: TestUser;
/** A second API instance on the same database: its own connection on PostgreSQL, a plain writer on PGlite. */
let second: { api: ReturnType<typeof createApi>; database: Database | null };

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  manager = await env.signIn('manager@demo.test');
  let database: Database | null = null;
  if (env.database.kind === 'postgres') {
    const [row] = (
      (await env.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  }
  const deps = {
    auth: env.auth,
    trustUnverifiedEmails: true,
    trustProxy: 1,
    publicUrl: 'http://localhost',
    storage: env.storage,
    jobs: env.jobs,
    media: env.media,
  };
  const clientConfig = { firebase: { apiKey: '', authDomain: '', projectId: '' } } as never;
  second = {
    api: createApi(
      database ? { ...deps, db: database.db, embedChanges: database.embedChanges } : { ...deps, db: env.database.db },
      clientConfig,
    ),
    database,
  };
});
afterAll(async () => {
  await second.database?.close();
  await env.close();
});

const WS = 'workspaceId=demo-university';
const write = (method: string, path: string, body?: unknown) =>
  env.request(method, path, { token: manager.token, body });
const writeThroughSecond = (method: string, path: string, body?: unknown) =>
  second.api.request(path, {
    method,
    headers: { Authorization: `Bearer ${manager.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const CUES = [
  { id: 'a', startMs: 0, endMs: 1000, text: 'First words' },
  { id: 'b', startMs: 1000, endMs: 2000, text: 'Second words' },
];

/** A new file with one captioned track, visible through a new published showcase (or on its own). */
async function visibleTrack(via: 'showcase' | 'embeddable') {
  const created = await write('POST', '/files', { workspaceId: 'demo-university', name: 'Cached.mp4' });
  const fileId = ((await created.json()) as { file: { id: string } }).file.id;
  const track = await write('POST', `/files/${fileId}/tracks?${WS}`, { language: 'en', kind: 'captions', label: 'En' });
  const trackId = ((await track.json()) as { track: { id: string } }).track.id;
  expect((await write('PUT', `/files/${fileId}/tracks/${trackId}/cues?${WS}`, { cues: CUES })).status).toBe(200);
  let showcaseId = '';
  if (via === 'embeddable') {
    expect((await write('PATCH', `/files/${fileId}?${WS}`, { embeddable: true })).status).toBe(200);
  } else {
    const showcase = await write('POST', '/showcases', {
      workspaceId: 'demo-university',
      title: 'S',
      fileIds: [fileId],
    });
    showcaseId = ((await showcase.json()) as { showcase: { id: string } }).showcase.id;
    expect((await write('POST', `/showcases/${showcaseId}/publish?${WS}`)).status).toBe(200);
  }
  const json = `/embed/workspaces/demo-university/files/${fileId}/tracks/${trackId}`;
  const vtt = `${json}.vtt`;
  // Twice each: the second answer is the one served from memory.
  for (const path of [json, json, vtt, vtt]) expect((await env.request('GET', path)).status).toBe(200);
  return { fileId, trackId, showcaseId, json, vtt };
}

async function expectHidden(...paths: string[]) {
  for (const path of paths) expect((await env.request('GET', path)).status).toBe(404);
}

describe('embed track answers after a write on the same instance', () => {
  it('hide the track when its showcase is unpublished', async () => {
    const t = await visibleTrack('showcase');
    expect((await write('POST', `/showcases/${t.showcaseId}/unpublish?${WS}`)).status).toBe(200);
    await expectHidden(t.json, t.vtt);
  });

  it('hide the track when its file leaves the showcase', async () => {
    const t = await visibleTrack('showcase');
    expect((await write('PUT', `/showcases/${t.showcaseId}/files?${WS}`, { fileIds: [] })).status).toBe(200);
    await expectHidden(t.json, t.vtt);
  });

  it('hide the track when its showcase is deleted', async () => {
    const t = await visibleTrack('showcase');
    expect((await write('DELETE', `/showcases/${t.showcaseId}?${WS}`)).status).toBe(204);
    await expectHidden(t.json, t.vtt);
  });

  it('hide the track when its file is no longer embeddable', async () => {
    const t = await visibleTrack('embeddable');
    expect((await write('PATCH', `/files/${t.fileId}?${WS}`, { embeddable: false })).status).toBe(200);
    await expectHidden(t.json, t.vtt);
  });

  it('hide the track when its file is deleted', async () => {
    const t = await visibleTrack('embeddable');
    expect((await write('DELETE', `/files/${t.fileId}?${WS}`)).status).toBe(204);
    await expectHidden(t.json, t.vtt);
  });

  it('hide the track when it is deleted', async () => {
    const t = await visibleTrack('embeddable');
    expect((await write('DELETE', `/files/${t.fileId}/tracks/${t.trackId}?${WS}`)).status).toBe(204);
    await expectHidden(t.json, t.vtt);
  });

  it('show the new cues after they are replaced', async () => {
    const t = await visibleTrack('showcase');
    const cues = [{ id: 'z', startMs: 0, endMs: 900, text: 'Replaced words' }];
    const put = await write('PUT', `/files/${t.fileId}/tracks/${t.trackId}/cues?${WS}`, { cues });
    expect(put.status).toBe(200);
    expect((await (await env.request('GET', t.json)).json()).cues).toEqual(cues);
    expect(await (await env.request('GET', t.vtt)).text()).toContain('Replaced words');
  });
});

describe('embed track answers after a write this instance did not make', () => {
  it('hide the track once another API instance unpublishes its showcase', async () => {
    const t = await visibleTrack('showcase');
    const notified = env.database.embedChanges.nextChange();
    expect((await writeThroughSecond('POST', `/showcases/${t.showcaseId}/unpublish?${WS}`)).status).toBe(200);
    await notified;
    await expectHidden(t.json, t.vtt);
  });

  it('show new cues once another API instance replaces them', async () => {
    const t = await visibleTrack('embeddable');
    const cues = [{ id: 'y', startMs: 0, endMs: 900, text: 'Written elsewhere' }];
    const notified = env.database.embedChanges.nextChange();
    const put = await writeThroughSecond('PUT', `/files/${t.fileId}/tracks/${t.trackId}/cues?${WS}`, { cues });
    expect(put.status).toBe(200);
    await notified;
    expect((await (await env.request('GET', t.json)).json()).cues).toEqual(cues);
  });

  it('hide the track once a statement outside the API makes its file private', async () => {
    const t = await visibleTrack('embeddable');
    const notified = env.database.embedChanges.nextChange();
    await env.database.db.execute(sql`update files set embeddable = false where id = ${t.fileId}`);
    await notified;
    await expectHidden(t.json, t.vtt);
  });
});
