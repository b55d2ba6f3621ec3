import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@shared/schemas/assignments';
import { type AssignmentsFixture, createAssignmentsFixture, json, W } from '../testing/assignments-fixture';

let f: AssignmentsFixture;

beforeAll(async () => {
  f = await createAssignmentsFixture();
});
afterAll(() => f.env.close());

describe('labels', () => {
  it('are created, listed, attached and deleted', async () => {
    const { env, fileId } = f;
    const { admin, editor, viewer } = f.people;
    const res = await env.request('POST', '/labels', {
      token: editor.token,
      body: { fileId, workspaceId: W, name: 'Needs review', color: '#1A73E8', createdBy: editor.uid },
    });
    expect(res.status).toBe(201);
    const label = await json<{ id: string; color: string }>(res);
    expect(label.color).toBe('#1a73e8');
    const dup = await env.request('POST', '/labels', {
      token: admin.token,
      body: { fileId, workspaceId: W, name: 'needs REVIEW', color: '#000000' },
    });
    expect(dup.status).toBe(409);
    const bad = await env.request('POST', '/labels', {
      token: admin.token,
      body: { fileId, workspaceId: W, name: 'x', color: 'blue' },
    });
    expect(bad.status).toBe(400);

    const a = await json<Assignment>(await f.create(editor, { labels: [label.id] }));
    expect(a.labels).toEqual([label.id]);
    const list = await json<{ labels: { id: string }[] }>(
      await env.request('GET', `/labels?fileId=${fileId}&workspaceId=${W}`, { token: viewer.token }),
    );
    expect(list.labels.map((l) => l.id)).toContain(label.id);
    expect(
      (await env.request('DELETE', `/labels/${label.id}`, { token: viewer.token, body: { workspaceId: W } })).status,
    ).toBe(403);
    expect(
      (await env.request('DELETE', `/labels/${label.id}`, { token: editor.token, body: { workspaceId: W } })).status,
    ).toBe(204);
    const after = await json<Assignment>(
      await env.request('GET', `/assignments/${a.id}?workspaceId=${W}`, { token: admin.token }),
    );
    expect(after.labels).toEqual([]);
  });

  it('are not visible from another workspace', async () => {
    const { env, fileId } = f;
    const { outsider } = f.people;
    const res = await env.request('GET', `/labels?fileId=${fileId}&workspaceId=other-co`, { token: outsider.token });
    expect(res.status).toBe(200);
    expect((await json<{ labels: unknown[] }>(res)).labels).toEqual([]);
    expect(
      (await env.request('GET', `/labels?fileId=${fileId}&workspaceId=${W}`, { token: outsider.token })).status,
    ).toBe(404);
  });

  it("may be deleted by a transcript-editor only when they created them, and never on another file's behalf", async () => {
    const { env, fileId, otherFileId } = f;
    const { manager, editor, viewer } = f.people;
    const byManager = await json<{ id: string }>(
      await env.request('POST', '/labels', {
        token: manager.token,
        body: { fileId, workspaceId: W, name: 'Manager only', color: '#123456' },
      }),
    );
    const del = (token: string) => env.request('DELETE', `/labels/${byManager.id}?workspaceId=${W}`, { token });
    expect((await del(editor.token)).status).toBe(403);
    expect((await del(viewer.token)).status).toBe(403);
    expect((await del(manager.token)).status).toBe(204);
    const onOther = await env.request('POST', '/labels', {
      token: manager.token,
      body: { fileId: otherFileId, workspaceId: W, name: 'Elsewhere', color: '#123456' },
    });
    expect(onOther.status).toBe(404);
  });
});
