import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let admin: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let operator: TestUser;

beforeAll(async () => {
  env = await createTestEnv();
  await env.seed();
  await env.database.db.insert(files).values([
    { id: 'lecture-1', workspaceId: 'demo-university', name: 'Lecture 1: Introduction.mp4' },
    { id: 'other-file', workspaceId: 'other-co', name: 'Quarterly update.mp4' },
  ]);
  [admin, viewer, outsider, operator] = await Promise.all([
    env.signIn('admin@demo.test'),
    env.signIn('viewer@demo.test'),
    env.signIn('outsider@demo.test'),
    env.signIn('operator@demo.test'),
  ]);
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
