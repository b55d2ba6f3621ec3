import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let admin: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let operator: TestUser;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  await env.database.db.insert(files).values([
    { id: 'lecture-1', workspaceId: 'demo-university', name: 'Lecture 1: Introduction.mp4' },
    { id: 'other-file', workspaceId: 'other-co', name: 'Quarterly update.mp4' },
  ]);
  demo = await env.signInDemoAccounts();
  ({ admin, viewer, outsider, operator } = demo);
});
afterAll(() => env.close());

const fileDetail = (fileId: string, workspaceId: string, token?: string) =>
  env.request('GET', `/file_detail_get?fileId=${fileId}&workspaceId=${workspaceId}`, { token });

const NOT_FOUND = { error: { code: 'not_found', message: 'File not found' } };

describe('GET /file_detail_get', () => {
  it.each([
    ['an admin', () => admin],
    ['a viewer', () => viewer],
    ['an operator', () => operator],
  ])('returns the file to %s', async (_who, user) => {
    const res = await fileDetail('lecture-1', 'demo-university', user().token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'lecture-1', name: 'Lecture 1: Introduction.mp4' });
  });

  it('answers 404 when the file belongs to another workspace than the one asked for', async () => {
    // The outsider may read other-co, but the file lives in demo-university.
    const res = await fileDetail('lecture-1', 'other-co', outsider.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });

  it("never shows another workspace's file through the caller's own workspace", async () => {
    const res = await fileDetail('other-file', 'demo-university', admin.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });

  it('answers 404 for an unknown file', async () => {
    const res = await fileDetail('no-such-file', 'demo-university', admin.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });

  it('answers a non-member with the workspace 404, before looking at the file', async () => {
    const res = await fileDetail('lecture-1', 'demo-university', outsider.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Workspace not found' } });
  });

  it('rejects a malformed file id with 400', async () => {
    const res = await fileDetail('bad%20id', 'demo-university', admin.token);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'validation_error',
      message: 'fileId: Only letters, digits, "-" and "_" are allowed',
    });
  });

  it('needs a signed-in caller', async () => {
    const res = await fileDetail('lecture-1', 'demo-university');
    expect(res.status).toBe(401);
  });
});

type Who = keyof typeof demo;
const WS = 'workspaceId=demo-university';
const call = (method: string, path: string, who: Who, body?: unknown, headers?: Record<string, string>) =>
  env.request(method, path, { token: demo[who].token, body, headers });

async function newFile(name = 'Lecture.mp4') {
  const res = await call('POST', '/files', 'manager', { workspaceId: 'demo-university', name });
  expect(res.status).toBe(201);
  return (await res.json()).file as { id: string };
}

describe('files', () => {
  it.each(['admin', 'manager', 'editor', 'viewer', 'operator'] as const)(
    'lists the demo files to the %s',
    async (who) => {
      const res = await call('GET', `/files?${WS}`, who);
      expect(res.status).toBe(200);
      const ids = (await res.json()).files.map((f: { id: string }) => f.id);
      expect(ids).toEqual(
        expect.arrayContaining([
          'jfk-rice-moon-speech',
          'apollo-11-eagle-has-landed',
          'gettysburg-address',
          'fdr-first-inaugural',
        ]),
      );
      expect(ids).not.toContain('other-constitution-preamble');
    },
  );

  it('answers a non-member with 404', async () => {
    expect((await call('GET', `/files?${WS}`, 'outsider')).status).toBe(404);
  });

  it('lets managers create, change and delete a file', async () => {
    const file = await newFile();
    const patched = await call('PATCH', `/files/${file.id}?${WS}`, 'admin', {
      name: 'Lecture 2.mp4',
      embeddable: true,
      media: { type: 'platform', platformType: 'youtube', videoId: 'abc123' },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).file).toMatchObject({
      name: 'Lecture 2.mp4',
      embeddable: true,
      media: { platformType: 'youtube' },
    });
    const detail = await call('GET', `/files/${file.id}?${WS}`, 'viewer');
    expect((await detail.json()).file.name).toBe('Lecture 2.mp4');
    expect((await call('DELETE', `/files/${file.id}?${WS}`, 'manager')).status).toBe(204);
    expect((await call('GET', `/files/${file.id}?${WS}`, 'admin')).status).toBe(404);
  });

  it.each(['editor', 'viewer'] as const)('forbids the %s to create, change or delete files', async (who) => {
    expect((await call('POST', '/files', who, { workspaceId: 'demo-university', name: 'x' })).status).toBe(403);
    expect((await call('PATCH', `/files/gettysburg-address?${WS}`, who, { name: 'x' })).status).toBe(403);
    expect((await call('DELETE', `/files/gettysburg-address?${WS}`, who)).status).toBe(403);
  });

  it("never reaches another workspace's file", async () => {
    const res = await call('PATCH', `/files/other-constitution-preamble?${WS}`, 'admin', { name: 'mine' });
    expect(res.status).toBe(404);
  });

  it('seeds the demo media only once', async () => {
    const before = (await (await call('GET', `/files?${WS}`, 'admin')).json()).files.length;
    await env.seed();
    expect((await (await call('GET', `/files?${WS}`, 'admin')).json()).files).toHaveLength(before);
  });

  it('shows a file with its tracks', async () => {
    const res = await call('GET', `/files/jfk-rice-moon-speech?${WS}`, 'viewer');
    const { tracks } = await res.json();
    expect(tracks).toHaveLength(4);
  });
});

describe('media and thumbnail addresses', () => {
  const create = (fields: Record<string, unknown>) =>
    call('POST', '/files', 'manager', { workspaceId: 'demo-university', name: 'Clip.mp4', ...fields });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/clip.mp4',
    '/\\evil.example/clip.mp4',
    'ftp://files.example/clip.mp4',
    'clip.mp4',
  ])('refuses %j as a media or thumbnail address with 400 naming the field', async (url) => {
    const media = await create({ media: { type: 'url', url } });
    expect(media.status).toBe(400);
    expect((await media.json()).error.message).toMatch(/^media\.url: /);
    const thumbnail = await create({ thumbnailUrl: url });
    expect(thumbnail.status).toBe(400);
    expect((await thumbnail.json()).error.message).toMatch(/^thumbnailUrl: /);
    const patched = await call('PATCH', `/files/gettysburg-address?${WS}`, 'manager', { thumbnailUrl: url });
    expect(patched.status).toBe(400);
  });

  it.each(['https://cdn.example/clip.mp4', 'http://cdn.example/clip.mp4', '/media/demo/clip.opus'])(
    'accepts %j',
    async (url) => {
      const res = await create({ media: { type: 'url', url }, thumbnailUrl: url });
      expect(res.status).toBe(201);
      expect((await res.json()).file).toMatchObject({ media: { url }, thumbnailUrl: url });
    },
  );
});

describe('durations', () => {
  it.each([2_147_483_648, 1e300, 8.64e15 + 1])('refuses durationMs %d, beyond its column, with 400', async (ms) => {
    const res = await call('POST', '/files', 'manager', { workspaceId: 'demo-university', name: 'x', durationMs: ms });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/^durationMs: /);
    const patched = await call('PATCH', `/files/gettysburg-address?${WS}`, 'manager', { durationMs: ms });
    expect(patched.status).toBe(400);
  });

  it('accepts the largest duration its column holds, for a file without media', async () => {
    const res = await call('PATCH', `/files/lecture-1?${WS}`, 'manager', { durationMs: 2_147_483_647 });
    expect(res.status).toBe(200);
  });

  it('are the server’s once a file has media: a PATCH of durationMs or media is a 409 and changes nothing', async () => {
    const before = await (await call('GET', `/files/gettysburg-address?${WS}`, 'manager')).json();
    for (const body of [
      { durationMs: 1000 },
      { media: { type: 'url', url: 'https://cdn.example/other.mp4' } },
      { media: null },
      { name: 'Renamed', durationMs: 1000 },
    ]) {
      const res = await call('PATCH', `/files/gettysburg-address?${WS}`, 'manager', body);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toEqual({
        code: 'conflict',
        message: 'This file already has media: its media and duration cannot be changed; add new media as a new file',
      });
    }
    const after = await (await call('GET', `/files/gettysburg-address?${WS}`, 'manager')).json();
    expect(after.file).toEqual(before.file);
    // An upload still arriving has media too: its stored original.
    await env.database.db.insert(files).values({
      id: 'arriving',
      workspaceId: 'demo-university',
      name: 'Arriving.mp4',
      status: 'uploading',
      storageKey: 'workspaces/demo-university/files/arriving/original',
    });
    expect((await call('PATCH', `/files/arriving?${WS}`, 'manager', { durationMs: 1000 })).status).toBe(409);
    expect((await call('PATCH', `/files/arriving?${WS}`, 'manager', { name: 'Arrived.mp4' })).status).toBe(200);
    // Another workspace's file stays a 404.
    expect((await call('PATCH', `/files/other-file?${WS}`, 'manager', { durationMs: 1000 })).status).toBe(404);
  });
});
